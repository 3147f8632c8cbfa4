/** Synthesizes the app once per configuration, as `cdk synth` would, but from fixtures: fast and offline. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { repoRoot } from '../lib/config';
import { type CourierAppOverrides, createCourierApp } from '../lib/courier-app';

const fixtures = join(repoRoot, 'infra/test/fixtures');

export const fixtureSiteDir = join(fixtures, 'site');

export const fixtureEntries: CourierAppOverrides = {
  etaEntry: join(fixtures, 'handlers/eta.ts'),
  quoteEntry: join(fixtures, 'handlers/quote.ts'),
  quoteSenderEntry: join(fixtures, 'handlers/quote-sender.ts'),
  quoteSweeperEntry: join(fixtures, 'handlers/quote-sweeper.ts'),
  quoteMailEventsEntry: join(fixtures, 'handlers/quote-mail-events.ts'),
};

/** The context in cdk.json: defaults plus feature flags, exactly what the CLI passes. */
export const cdkJsonContext: Record<string, unknown> = JSON.parse(
  readFileSync(join(repoRoot, 'cdk.json'), 'utf8'),
).context;

/** cdk.json's context for a local or test synth, which keeps the placeholder company details. */
export const localContext: Record<string, unknown> = { ...cdkJsonContext, allowPlaceholderCompany: true };

export interface ValidationReport {
  pluginReports: { pluginName: string; violations: { ruleName: string; severity: string }[] }[];
}

export interface Synthesized {
  site: Template;
  edge?: Template;
  /** The us-east-1 stack with the CloudFront alarm, when an operations email is set. */
  edgeAlarms?: Template;
  /** The policy validation report cdk-nag v3 contributes to (validation-report.json in the assembly). */
  report: ValidationReport;
  assemblyDir: string;
  /** Every stack the app deploys, by the name CloudFormation will know it by. */
  stackNames: string[];
}

export function synth(
  context: Record<string, unknown> = {},
  overrides: CourierAppOverrides = fixtureEntries,
): Synthesized {
  const app = new App({ context: { ...localContext, siteDir: fixtureSiteDir, ...context } });
  const { site, edge, edgeAlarms } = createCourierApp(app, overrides);
  const assembly = app.synth(); // throws with the report if cdk-nag finds an unacknowledged error
  return {
    site: Template.fromStack(site),
    edge: edge && Template.fromStack(edge),
    edgeAlarms: edgeAlarms && Template.fromStack(edgeAlarms),
    report: JSON.parse(readFileSync(join(assembly.directory, 'validation-report.json'), 'utf8')),
    assemblyDir: assembly.directory,
    stackNames: assembly.stacks.map((stack) => stack.stackName).sort(),
  };
}

/** Every finding left after the acknowledgements, as `severity ruleName`. */
export function nagFindings(report: ValidationReport): string[] {
  return report.pluginReports.flatMap((plugin) =>
    plugin.violations.map((violation) => `${violation.severity} ${violation.ruleName}`),
  );
}

/**
 * The topic policy statement that lets this account's CloudWatch alarms publish to `topicId`: an explicit topic
 * policy replaces SNS's default one, so without it an alarm's action fails and nobody is emailed.
 */
export const alarmsMayPublish = (topicId: string) =>
  Match.objectLike({
    Effect: 'Allow',
    Principal: { Service: 'cloudwatch.amazonaws.com' },
    Action: 'sns:Publish',
    Resource: { Ref: topicId },
    // Only alarms of this account (the values are tokens or literals, depending on the stack's environment).
    Condition: {
      ArnLike: { 'aws:SourceArn': Match.anyValue() },
      StringEquals: { 'aws:SourceAccount': Match.anyValue() },
    },
  });
