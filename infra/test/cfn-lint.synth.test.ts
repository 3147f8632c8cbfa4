/**
 * cfn-lint (AWS's CloudFormation linter: resource specs per region, property values, intrinsic functions) finds
 * nothing in the templates of a full production deploy and of every optional feature on, each linted for the region
 * it deploys to (issue 41). cfn-lint is a Python tool, not an npm package: where it is not installed this file says
 * so, loudly, and lints nothing (`pip install cfn-lint` to run it).
 *
 * W3005 is left out: it reports the DependsOn that CDK itself writes from each Lambda function (and the bucket
 * deployment's) to its role, which the role's GetAtt makes redundant. Harmless, and not ours to remove.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { synthesized } from './synth';

const installed = spawnSync('cfn-lint', ['--version'], { encoding: 'utf8' });
const version = installed.status === 0 ? installed.stdout.trim() : undefined;
if (!version) {
  console.warn(
    '\n*** cfn-lint is not installed: the CloudFormation templates were NOT linted (cfn-lint.synth.test.ts) ***\n',
  );
}

/** cfn-lint's findings in one template, for `region`: empty when it passes. */
function lint(file: string, region: string): string {
  try {
    execFileSync('cfn-lint', ['--regions', region, '--ignore-checks', 'W3005', '--format', 'parseable', '--', file], {
      encoding: 'utf8',
    });
    return '';
  } catch (error) {
    return (error as { stdout?: string }).stdout ?? String(error);
  }
}

describe.skipIf(!version)(`cfn-lint (${version ?? 'NOT INSTALLED: skipped'})`, () => {
  it.each(['fullProduction', 'everything'] as const)('finds nothing in %s, each stack in its region', (name) => {
    const built = synthesized(name);
    expect(built.stackNames.length).toBeGreaterThan(1);
    for (const stack of built.stackNames) {
      const region = /Edge(Alarms)?$/.test(stack) ? 'us-east-1' : 'eu-west-2';
      expect(lint(join(built.assemblyDir, `${stack}.template.json`), region), stack).toBe('');
    }
  });
});

describe.skipIf(Boolean(version))('cfn-lint', () => {
  it.skip('is not installed on this machine: the templates were not linted (pip install cfn-lint)', () => {});
});
