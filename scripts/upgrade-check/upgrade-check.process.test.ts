/**
 * `npm run upgrade-check` runs that share their checkouts synthesize this working tree once. The release tier has the
 * command line where it cannot run (upgrade-check-cli.release.test.ts) and the real check from an earlier commit of
 * this repository (upgrade-check.release.test.ts).
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
