/**
 * `npm run upgrade-check` for real, from earlier commits of this repository (issue 41 B): each run makes a worktree of
 * the commit, runs its own `npm ci` and synthesizes it and this working tree, minutes apiece, so it is the release
 * tier's (decision 063). From before the quote table had any secondary index (main of 23 November), today's two new
 * indexes cannot go in one update: it refuses, naming the table and both indexes, and the commit to deploy first.
 * From that commit, deployed as told: go. The two runs share one worktree (the same package-lock.json, so one
 * `npm ci`) and this working tree's synthesis, as one run's steps do. Where it cannot run is beside it
 * (upgrade-check-cli.release.test.ts).
 */
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { CommitCheckouts, git } from './checkouts';
import { runUpgradeCheck } from './run';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const minutes = 60_000;
/** Placeholder company details: the production ones are the operator's cdk.json's. */
const context = ['-c', 'allowPlaceholderCompany=true'];

/** The first commit whose code (tests aside) mentions `text`, in `path`. */
const firstMentioning = async (text: string, path: string) =>
  (await git(repo, 'log', '--reverse', '--format=%H', '-S', text, '--', path)).split('\n')[0] ?? '';

const checkouts = new CommitCheckouts(repo);
afterAll(() => checkouts.dispose());

async function upgradeCheck(...argv: string[]) {
  const out: string[] = [];
  const progress: string[] = [];
  const code = await runUpgradeCheck(
    argv,
    { out: (line) => out.push(line), progress: (line) => progress.push(line) },
    { repo, checkouts },
  );
  return { code, out, progress };
}

describe('npm run upgrade-check, from earlier commits of this repository', () => {
  it(
    'from before the quote table had an index: refused, naming the table, both indexes and the commit to deploy first; from that commit: go',
    async () => {
      const firstIndex = await firstMentioning('pendingIndex', 'infra');
      const run = await upgradeCheck('--from', `${firstIndex}^`, ...context);
      expect(run.code, run.progress.join('\n')).toBe(1);
      expect(run.out).toHaveLength(1);
      const [line = ''] = run.out;
      expect(line).toMatch(
        /^CourierSiteStaging QuotesTable\w+ \(AWS::DynamoDB::GlobalTable\): 2 global secondary index operations in one update: created \(pending, unclaimed\)\./,
      );
      // The step: a commit that has the pending index and not yet the unclaimed one.
      const step =
        /Deploy ([0-9a-f]{7}) first \(it creates pending\), then this\. To accept: --accept-risk indexes:QuotesTable\w+$/.exec(
          line,
        )?.[1] ?? '';
      expect(step, line).not.toBe('');
      const unclaimedAt = await firstMentioning('unclaimedIndex', 'infra');
      const between = await git(repo, 'rev-list', `${firstIndex}^..${unclaimedAt}^`);
      expect(between).toContain(step);

      // Deployed as told, the step leaves today one index to make: one update takes it.
      const fromStep = await upgradeCheck('--from', step, ...context);
      expect(fromStep.out, fromStep.progress.join('\n')).toEqual(['go']);
      expect(fromStep.code).toBe(0);
    },
    20 * minutes,
  );
});
