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
import { afterAll, describe, expect, it } from 'vitest';
import { type SynthConfigurationName, synthConfigurations, synthToFiles, type ValidationReport } from './synth';

const outdirs: string[] = [];
afterAll(() => {
  for (const dir of outdirs) rmSync(dir, { recursive: true, force: true });
});

describe("the CDK's CloudFormation validation", () => {
  it.each(Object.keys(synthConfigurations) as SynthConfigurationName[])('finds nothing in %s', (name) => {
    const outdir = mkdtempSync(join(tmpdir(), `validated-${name}-`));
    outdirs.push(outdir);
    const { assemblyDir } = synthToFiles(name, outdir, { validated: true, unbundled: true });
    const report: ValidationReport = JSON.parse(readFileSync(join(assemblyDir, 'validation-report.json'), 'utf8'));
    const findings = report.pluginReports.flatMap(({ pluginName, violations }) =>
      violations.map(({ severity, ruleName }) => `${pluginName}: ${severity} ${ruleName}`),
    );
    expect(findings).toEqual([]);
  });
});
