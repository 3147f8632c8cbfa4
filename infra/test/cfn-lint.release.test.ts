/**
 * cfn-lint (AWS's CloudFormation linter: resource specs per region, property values, intrinsic functions) finds
 * nothing in the templates of a full production deploy and of every optional feature on, each linted for the region
 * it deploys to (issue 41). It loads a region's specs in each process, seconds of CPU, so each region's templates are
 * linted in one run, and the file is the release tier's (decision 063). cfn-lint is a Python tool, not an npm package:
 * where it is not installed this file says so, loudly, and lints nothing (`pip install cfn-lint` to run it).
 *
 * W3005 is left out: it reports the DependsOn that CDK itself writes from each Lambda function (and the bucket
 * deployment's) to its role, which the role's GetAtt makes redundant. Harmless, and not ours to remove.
 *
 * One finding is cfn-lint's, not the template's: a linter whose resource specs predate CloudWatch's `EvaluationWindow`
 * (added to AWS::CloudWatch::Alarm in 2026; cfn-lint 1.51 has not heard of it) calls the weekly report's never-ran
 * alarm's whole-UK-day window an unexpected property. That one line, E3002 naming that property, is let through;
 * weekly-report.synth.test.ts pins the property's shape (the CDK's CfnAlarm types, from CloudFormation's schema).
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type SynthConfigurationName, synthesized } from './synth';

const installed = spawnSync('cfn-lint', ['--version'], { encoding: 'utf8' });
const version = installed.status === 0 ? installed.stdout.trim() : undefined;
if (!version) {
  console.warn(
    '\n*** cfn-lint is not installed: the CloudFormation templates were NOT linted (cfn-lint.release.test.ts) ***\n',
  );
}

const linted: SynthConfigurationName[] = ['fullProduction', 'everything'];

/** The region a stack deploys to: the edge stacks are in us-east-1 (courier-app.ts). */
const regionOf = (stack: string) => (/Edge(Alarms)?$/.test(stack) ? 'us-east-1' : 'eu-west-2');

/** Every stack's template of the linted configurations, by configuration. */
const templates = () =>
  linted.map((name) => {
    const built = synthesized(name);
    const stacks = built.stackNames.map((stack) => ({
      stack,
      region: regionOf(stack),
      file: join(built.assemblyDir, `${stack}.template.json`),
    }));
    return { name, stacks };
  });

/** A finding that only says the linter's resource specs are older than the property (see the top of the file). */
const specPredatesProperty = /:E3002:Additional properties are not allowed \('EvaluationWindow' was unexpected\)$/;

/**
 * cfn-lint's findings by template file, for `files` all deploying to `region`, in one run: a line of its parseable
 * output names its file first; one that names none (cfn-lint itself failing) counts against every file.
 */
function lint(files: string[], region: string): Map<string, string[]> {
  const run = spawnSync(
    'cfn-lint',
    ['--regions', region, '--ignore-checks', 'W3005', '--format', 'parseable', '--', ...files],
    { encoding: 'utf8' },
  );
  const findings = new Map(files.map((file) => [file, [] as string[]]));
  const lines = `${run.stdout ?? ''}\n${run.stderr ?? ''}${run.error ? `\n${run.error}` : ''}`.split('\n');
  for (const line of lines.filter((l) => l.trim() && !specPredatesProperty.test(l))) {
    const file = files.find((f) => line.startsWith(`${f}:`));
    for (const f of file ? [file] : files) findings.get(f)?.push(line);
  }
  if (run.status !== 0 && lines.every((l) => !l.trim())) {
    for (const f of files) findings.get(f)?.push(`cfn-lint exited ${run.status ?? run.signal} saying nothing`);
  }
  return findings;
}

describe.skipIf(!version)(`cfn-lint (${version ?? 'NOT INSTALLED: skipped'})`, () => {
  const configurations = version ? templates() : [];
  const every = configurations.flatMap(({ stacks }) => stacks);
  const findings = new Map(
    [...new Set(every.map(({ region }) => region))].flatMap((region) => [
      ...lint(
        every.filter((t) => t.region === region).map(({ file }) => file),
        region,
      ),
    ]),
  );

  it.each(linted)('finds nothing in %s, each stack in its region', (name) => {
    const { stacks = [] } = configurations.find((c) => c.name === name) ?? {};
    expect(stacks.length).toBeGreaterThan(1);
    for (const { stack, file } of stacks) expect(findings.get(file), stack).toEqual([]);
  });
});

describe.skipIf(Boolean(version))('cfn-lint', () => {
  it.skip('is not installed on this machine: the templates were not linted (pip install cfn-lint)', () => {});
});
