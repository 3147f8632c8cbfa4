/**
 * renovate.json proposes updates weekly, every AWS SDK package in one group and every CDK package in another, so
 * the packages that must move together (the CDK CLI reads the library's cloud assembly) arrive together.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../lib/paths';

interface PackageRule {
  groupName?: string;
  matchPackageNames?: string[];
  schedule?: string[];
}
const renovate = JSON.parse(readFileSync(join(repoRoot, 'renovate.json'), 'utf8')) as {
  schedule: string[];
  packageRules: PackageRule[];
};
const dependenciesOf = (dir: string): string[] => {
  const manifest = JSON.parse(readFileSync(join(repoRoot, dir, 'package.json'), 'utf8'));
  return Object.keys({ ...manifest.dependencies, ...manifest.devDependencies });
};
const dependencies = [...new Set(['.', 'common', 'frontend', 'lambdas', 'infra'].flatMap(dependenciesOf))];
/** Renovate's package-name patterns as used here: `scope/**` for a whole scope, else the exact name. */
const matches = (pattern: string, name: string) =>
  pattern.endsWith('/**') ? name.startsWith(pattern.slice(0, -2)) : pattern === name;
const groupOf = (name: string) =>
  renovate.packageRules.find((rule) => rule.groupName && rule.matchPackageNames?.some((p) => matches(p, name)))
    ?.groupName;
const weekly = /^before \d+(am|pm) on (monday|tuesday|wednesday|thursday|friday|saturday|sunday)$/;

describe('dependency updates', () => {
  it('group every AWS SDK package the repository uses', () => {
    const sdk = dependencies.filter((name) => /^@(aws-sdk|smithy)\//.test(name));
    expect(sdk.length).toBeGreaterThan(5);
    expect(Object.fromEntries(sdk.map((name) => [name, groupOf(name)]))).toEqual(
      Object.fromEntries(sdk.map((name) => [name, 'AWS SDK'])),
    );
  });

  it('group the CDK library, its CLI, constructs and cdk-nag', () => {
    const cdk = ['aws-cdk', 'aws-cdk-lib', 'constructs', 'cdk-nag'];
    expect(dependencies).toEqual(expect.arrayContaining(cdk));
    expect(cdk.map(groupOf)).toEqual(cdk.map(() => 'AWS CDK'));
  });

  it('come once a week', () => {
    expect(renovate.schedule).toEqual([expect.stringMatching(weekly)]);
    for (const rule of renovate.packageRules.filter((r) => r.groupName)) {
      expect(rule.schedule).toEqual([expect.stringMatching(weekly)]);
    }
  });
});
