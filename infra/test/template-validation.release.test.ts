/**
 * The CDK's built-in CloudFormation validation (its resource schemas and default rules) finds nothing in any
 * configuration the synth tests read. The synth tier's apps leave it out (`withoutTemplateValidation` in synth.ts: it
 * costs three times the rest of a synthesis), so the release tier synthesizes each configuration here with it on, in
 * one process, which compiles the validation's engine once (decision 063). It reports rather than fails a synth, so
 * its findings are read from the report, beside cdk-nag's.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, CfnResource, Stack } from 'aws-cdk-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { type SynthConfigurationName, synthConfigurations, synthToFiles, type ValidationReport } from './synth';

const outdirs: string[] = [];
afterAll(() => {
  for (const dir of outdirs) rmSync(dir, { recursive: true, force: true });
});

/** What the validation found in an assembly, as `plugin: severity rule` (a plugin that found nothing is left out). */
const findingsIn = (assemblyDir: string) => {
  const report: ValidationReport = JSON.parse(readFileSync(join(assemblyDir, 'validation-report.json'), 'utf8'));
  return report.pluginReports.flatMap(({ pluginName, violations }) =>
    violations.map(({ severity, ruleName }) => `${pluginName}: ${severity} ${ruleName}`),
  );
};

const anOutdir = (name: string) => {
  const outdir = mkdtempSync(join(tmpdir(), `validated-${name}-`));
  outdirs.push(outdir);
  return outdir;
};

describe("the CDK's CloudFormation validation", () => {
  // Its report leaves out a plugin that found nothing, so an empty report alone cannot tell that it ran.
  it('runs, and reports what it finds: a topic with a property SNS does not have', () => {
    const app = new App({ outdir: anOutdir('odd-topic') });
    new CfnResource(new Stack(app, 'Checked'), 'OddTopic', {
      type: 'AWS::SNS::Topic',
      properties: { NoSuchProperty: 'x' },
    });
    expect(findingsIn(app.synth().directory)).toContainEqual(expect.stringMatching(/^CloudFormation Validate: /));
  });

  it.each(Object.keys(synthConfigurations) as SynthConfigurationName[])('finds nothing in %s', (name) => {
    const { assemblyDir } = synthToFiles(name, anOutdir(name), { validated: true, unbundled: true });
    const findings = findingsIn(assemblyDir);
    expect(findings).toEqual([]);
  });
});
