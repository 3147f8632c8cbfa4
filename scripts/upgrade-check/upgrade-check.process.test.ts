/**
 * `npm run upgrade-check` from the command line, where it cannot run: an unknown REF, a bad -c and an --accept-risk
 * that is no finding ID each get one plain line and exit 2, before any worktree or `npm ci`; and runs that share
 * their checkouts synthesize this working tree once. The real check from an earlier commit of this repository is the
 * release tier's (upgrade-check.release.test.ts).
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { CommitCheckouts } from './checkouts';
import type { Templates } from './problems';
import { runUpgradeCheck } from './run';

const repo = fileURLToPath(new URL('../..', import.meta.url));
/** Placeholder company details: the production ones are the operator's cdk.json's. */
const context = ['-c', 'allowPlaceholderCompany=true'];

describe('npm run upgrade-check, where it cannot run', () => {
  it('refuses an unknown REF, a bad -c and an --accept-risk that is no finding ID with one plain line and exit 2, from the command line', async () => {
    const cli = (...argv: string[]) =>
      promisify(execFile)('npx', ['tsx', 'scripts/upgrade-check.ts', ...argv], { cwd: repo }).then(
        () => ({ code: 0, stdout: '', stderr: '' }),
        (error: { code: number; stdout: string; stderr: string }) => error,
      );
    const unknown = await cli('--from', 'no-such-release');
    expect(unknown.code).toBe(2);
    expect(unknown.stdout).toBe(
      'Unknown --from "no-such-release": no commit of that name in this repository (git fetch?).\n',
    );
    expect(unknown.stderr).toBe('');
    const badValue = await cli('--from', 'HEAD', '-c', 'monthlyBudget=lots', ...context);
    expect(badValue.code).toBe(2);
    expect(badValue.stdout).toBe(
      'cdk synth of this working tree failed: Context monthlyBudget must be an integer ≥ 1\n',
    );
    expect(badValue.stderr).not.toMatch(/\bat \w+ \(|Error:/);
    const badRisk = await cli('--from', 'HEAD', '--accept-risk', 'QuotesTable0D319D86');
    expect(badRisk.code).toBe(2);
    expect(badRisk.stdout).toMatch(
      /^--accept-risk needs the ID a refusal printed .*, got "QuotesTable0D319D86"\. Usage: [^\n]*\n$/,
    );
    expect(badRisk.stderr).toBe('');
  }, 120_000);
});

describe('npm run upgrade-check, run again with the same checkouts', () => {
  it('synthesizes this working tree once for every run with the same -c options', async () => {
    const synthesized: string[] = [];
    const templates: Templates = { CourierSiteStaging: { Resources: {} } };
    /** Checkouts that record what they synthesize instead of running the CDK CLI (or npm ci for a commit). */
    class Recording extends CommitCheckouts {
      constructor() {
        super(repo, async (_dir, context, label) => {
          synthesized.push(`${label} ${context.join(' ')}`);
          return templates;
        });
      }
      override async synthesize(commit: string) {
        synthesized.push(commit.slice(0, 7));
        return templates;
      }
    }
    const checkouts = new Recording();
    const head = (await promisify(execFile)('git', ['rev-parse', '--short=7', 'HEAD'], { cwd: repo })).stdout.trim();
    const upgradeCheck = (...argv: string[]) =>
      runUpgradeCheck(['--from', 'HEAD', ...argv], { out: () => {}, progress: () => {} }, { repo, checkouts });

    expect(await upgradeCheck(...context)).toBe(0);
    expect(await upgradeCheck(...context)).toBe(0);
    expect(await upgradeCheck('-c', 'stage=production', ...context)).toBe(0);
    expect(synthesized).toEqual([
      'this working tree allowPlaceholderCompany=true',
      head,
      head,
      'this working tree stage=production allowPlaceholderCompany=true',
      head,
    ]);
  });
});
