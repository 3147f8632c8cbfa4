/**
 * Synthesizes the app as `cdk synth` would, but from fixtures: fast and offline. Each configuration in
 * `synthConfigurations` is synthesized once per test run, when a file first asks for it with `synthesized(name)`, in
 * that file's worker; every other file that reads it, in any worker, reads the same cloud assembly (synth-once.ts, in
 * the directory the synth project's global setup gives the run). A file pays only for the configurations it reads.
 *
 * The fixture handlers are stand-ins whose bundles nothing here reads, so only `builtSite` bundles them (once per
 * run: CDK runs each bundle through `npx`, about a quarter of a CPU second apiece); every other synthesis skips
 * asset bundling as `cdk synth --exclusively` does, which changes nothing in the templates but the Lambdas' S3 keys.
 * The real handlers' bundles are the process tier's (quote-bundle, eta-bundle) and the release tier's (cli-synth).
 */
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { App, type Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { BUNDLING_STACKS } from 'aws-cdk-lib/cx-api';
import { inject } from 'vitest';
import { type CourierAppOverrides, createCourierApp } from '../lib/courier-app';
import { repoRoot } from '../lib/paths';
import {
  type SynthConfiguration,
  type SynthConfigurationName,
  type SynthesizedFiles,
  synthConfigurations,
} from './synth-configurations';
import { madeOnce } from './synth-once';

export { type SynthConfigurationName, synthConfigurations };

const fixtures = join(repoRoot, 'infra/test/fixtures');

export const fixtureSiteDir = join(fixtures, 'site');

export const fixtureEntries: CourierAppOverrides = {
  etaEntry: join(fixtures, 'handlers/eta.ts'),
  quoteEntry: join(fixtures, 'handlers/quote.ts'),
  quoteSenderEntry: join(fixtures, 'handlers/quote-sender.ts'),
  quoteSweeperEntry: join(fixtures, 'handlers/quote-sweeper.ts'),
  quoteMailEventsEntry: join(fixtures, 'handlers/quote-mail-events.ts'),
  siteProbeEntry: join(fixtures, 'handlers/site-probe.ts'),
  leadClaimEntry: join(fixtures, 'handlers/lead-claim.ts'),
  weeklyReportEntry: join(fixtures, 'handlers/weekly-report.ts'),
};

/** The context in cdk.json: defaults plus feature flags, exactly what the CLI passes. */
export const cdkJsonContext: Record<string, unknown> = JSON.parse(
  readFileSync(join(repoRoot, 'cdk.json'), 'utf8'),
).context;

/** cdk.json's context for a local or test synth, which keeps the placeholder company details. */
export const localContext: Record<string, unknown> = { ...cdkJsonContext, allowPlaceholderCompany: true };

/** Context that stages every asset without bundling it (no stack is one to bundle), as `cdk synth --exclusively`. */
export const withoutBundling: Record<string, unknown> = { [BUNDLING_STACKS]: [] };

/**
 * The tests' apps leave out the CDK's built-in CloudFormation validation (resource schemas and its default rules,
 * which never fail a synth: it reports): it compiles its engine in each process that synthesizes, about 12 CPU
 * seconds, then takes 2 more a configuration, three times what the rest of a synthesis takes. The release tier runs it
 * on every configuration (template-validation.release.test.ts), and `npx cdk synth` (cli-synth.release.test.ts) on the
 * app as it deploys.
 */
export const withoutTemplateValidation = { builtinCloudFormationValidation: false } as const;

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

/**
 * Synthesizes in this process, for a configuration the global setup does not make (mostly one that must refuse).
 * The templates are read into memory and the cloud assembly removed, so there is no `assemblyDir`.
 */
export function synth(
  context: Record<string, unknown> = {},
  overrides: CourierAppOverrides = fixtureEntries,
): Omit<Synthesized, 'assemblyDir'> {
  const app = new App({
    ...withoutTemplateValidation,
    context: { ...localContext, siteDir: fixtureSiteDir, ...withoutBundling, ...context },
  });
  try {
    const { site, edge, edgeAlarms } = createCourierApp(app, overrides);
    const assembly = app.synth(); // throws with the report if cdk-nag finds an unacknowledged error
    return {
      site: Template.fromStack(site),
      edge: edge && Template.fromStack(edge),
      edgeAlarms: edgeAlarms && Template.fromStack(edgeAlarms),
      report: JSON.parse(readFileSync(join(assembly.directory, 'validation-report.json'), 'utf8')),
      stackNames: assembly.stacks.map((stack) => stack.stackName).sort(),
    };
  } finally {
    rmSync(app.outdir, { recursive: true, force: true });
  }
}

export interface SynthOptions {
  /** Runs the CDK's built-in CloudFormation validation too (the release tier's; `withoutTemplateValidation`). */
  validated?: boolean;
  /** Bundles nothing even where the configuration `bundles`: the templates are the same but for assets' hashes. */
  unbundled?: boolean;
}

/** Synthesizes one configuration into its cloud assembly in `outdir`, with its environment set. */
export function synthToFiles(
  name: SynthConfigurationName,
  outdir: string,
  { validated = false, unbundled = false }: SynthOptions = {},
): SynthesizedFiles {
  const configuration: SynthConfiguration = synthConfigurations[name];
  const saved = { ...process.env };
  Object.assign(process.env, configuration.env);
  try {
    const app = new App({
      outdir,
      ...(validated ? {} : withoutTemplateValidation),
      context: {
        ...localContext,
        siteDir: fixtureSiteDir,
        ...(configuration.bundles && !unbundled ? {} : withoutBundling),
        ...configuration.context,
      },
    });
    const { site, edge, edgeAlarms } = createCourierApp(app, fixtureEntries);
    const assembly = app.synth(); // throws with the report if cdk-nag finds an unacknowledged error
    const templateOf = (stack: Stack) => assembly.getStackArtifact(stack.artifactId).templateFullPath;
    return {
      templates: {
        site: templateOf(site),
        ...(edge && { edge: templateOf(edge) }),
        ...(edgeAlarms && { edgeAlarms: templateOf(edgeAlarms) }),
      },
      assemblyDir: assembly.directory,
      stackNames: assembly.stacks.map((stack) => stack.stackName).sort(),
    };
  } finally {
    for (const key of Object.keys(configuration.env ?? {})) {
      if (saved[key] === undefined) delete process.env[key];
      else process.env[key] = saved[key];
    }
  }
}

/**
 * A configuration of `synthConfigurations`, synthesized for this run: by this call if no file has asked for it yet
 * (a minute or more for `builtSite`, a few seconds for the others), else as the first file to ask made it.
 */
export function synthesized(name: SynthConfigurationName): Synthesized {
  const dir = inject('synthesisDir');
  if (!dir) throw new Error(`No synthesized "${name}": run the test in the synth project, whose setup makes it`);
  const files = madeOnce(dir, name, () => synthToFiles(name, join(dir, name)));
  const template = (file: string) => Template.fromJSON(JSON.parse(readFileSync(file, 'utf8')));
  return {
    site: template(files.templates.site),
    edge: files.templates.edge ? template(files.templates.edge) : undefined,
    edgeAlarms: files.templates.edgeAlarms ? template(files.templates.edgeAlarms) : undefined,
    report: JSON.parse(readFileSync(join(files.assemblyDir, 'validation-report.json'), 'utf8')),
    assemblyDir: files.assemblyDir,
    stackNames: files.stackNames,
  };
}

/** The built site in a synthesized cloud assembly: the directory of the bucket deployment's source. */
export function deployedSiteDir(built: Synthesized): string {
  const deployment = Object.values(built.site.findResources('Custom::CDKBucketDeployment'))[0];
  const [sourceKey] = deployment?.Properties.SourceObjectKeys ?? [];
  return join(built.assemblyDir, `asset.${String(sourceKey).replace(/\.zip$/, '')}`);
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
