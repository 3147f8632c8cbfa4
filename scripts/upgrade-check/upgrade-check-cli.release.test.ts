/**
 * `npm run upgrade-check` from the command line, where it cannot run: an unknown REF, a bad -c and an --accept-risk
 * that is no finding ID each get one plain line and exit 2, before any worktree or `npm ci`. Three CLI runs, each
 * loading the CDK app: the release tier's, beside the real check (upgrade-check.release.test.ts); the arguments'
 * refusals are checked in `npm test` (args.test.ts).
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

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
