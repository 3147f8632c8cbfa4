/**
 * Tiers, chosen by file name so a new test lands in the right one (README, "Other commands"):
 * - fast (`npm run test:fast`): every plain *.test.ts(x) in the workspaces: `node` (common/, lambdas/, infra/, and the
 *   operator's commands and local stand-ins in scripts/ and local/) and `frontend` (jsdom);
 * - slow (with the fast tier, `npm test`): `synth` (*.synth.test.ts: CDK synthesis, each configuration once a run,
 *   when a file first reads it), `process` (*.process.test.ts: bundling, child processes, real timeouts) and `e2e`
 *   (everything under e2e/ but e2e/engines/ and *.release.test.ts, and any *.browser.test.ts: Chromium against the
 *   local stack, built once). `npm test` runs them once the site is built, beside the fast tier (scripts/test.ts);
 * - then, alone on the machine, `timed` (*.timed.test.ts): code held to AWS's time budgets while it works, whose
 *   outcome a machine busy with the other tiers would change (decision 023);
 * - release (`npm run test:release`, which CI runs after `npm test`; decisions 063, 070): `engines` (e2e/engines/:
 *   the core visitor paths in Firefox, then WebKit, in one file), `release-e2e` (*.release.test.ts under e2e/: the
 *   Chromium sweeps `npm test` samples) and `release` (*.release.test.ts in the workspaces: upgrade-check against this
 *   repository's own history, cfn-lint, the CDK's own validation, the CLI synth of the deployed bundles): what costs
 *   minutes of CPU and proves what a change of dependency, engine or release moves. `npm test` leaves them out.
 *   It also runs the browser files' checks tagged `desktop` (a 1280 px screen), which `npm test` leaves out: it checks
 *   every page at a phone's width, as most visitors see it (decision 070).
 */

import { configDefaults, defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { desktopTag } from './e2e/screens.ts';

export const fastProjects = ['node', 'frontend'] as const;
/**
 * The projects of `npm test`'s other runs (scripts/test.ts): once the site is built, the browser and process files
 * and, beside them, the synthesis, while the fast tier ends; then the timed one alone.
 */
export const slowProjects = ['process', 'e2e'] as const;
export const synthProject = 'synth';
export const timedProject = 'timed';
/**
 * The release tier's projects: `npm run test:release` runs them, the browsers' first; `npm test` leaves them out.
 */
export const releaseProjects = ['engines', 'release-e2e', 'release'] as const;

/** The folders whose plain tests run in Node (the fast tier's `node` project): the workspaces but frontend/. */
const nodeWorkspaces = ['common', 'lambdas', 'infra', 'scripts', 'local'];
/** Where a slow-kind test file may live: every workspace, and the operator's commands and local stand-ins. */
const workspaces = `{${[...nodeWorkspaces, 'frontend'].join(',')}}`;
const slowKinds = ['synth', 'process', 'browser', 'timed', 'release'] as const;
const ofKind = (kind: (typeof slowKinds)[number], root = '') => `${root}**/*.${kind}.test.?(c|m)[jt]s?(x)`;
/** The fast projects leave the slow kinds to theirs. */
const exclude = [...configDefaults.exclude, ...slowKinds.map((kind) => ofKind(kind))];
const slowTimeouts = { testTimeout: 120_000, hookTimeout: 180_000 };
/**
 * The fast files share their worker's modules (and, in frontend, its jsdom) instead of importing React, the AWS SDK
 * and jsdom afresh for each file: that import was most of the fast tier's CPU. So a fast test restores what it
 * changes (process.env, globals, the site config) and mocks no module; frontend/src/test-setup.ts clears the page.
 */
const shared = { isolate: false };
const maxWorkers = 4;
/**
 * The fast projects' settings: two workers, since, CPU-bound, they use less CPU on fewer (each imports its modules
 * once; decision 031). In a plain `npx vitest run` they are a group of their own, after the slow projects, whose four
 * workers they could not have (Vitest asks the same worker count of every project in a group); `npm test` runs them in
 * a Vitest of their own beside the slow ones (scripts/test.ts).
 */
const fastSettings = { exclude, ...shared, sequence: { groupOrder: 1 }, maxWorkers: 2 };

/** How the browser files run (the e2e project's, and the release tier's `release-e2e`): Chromium against the local stack. */
const chromiumAgainstLocalStack = {
  environment: 'node',
  globalSetup: './e2e/global-setup.ts',
  // The files share a worker's modules (Playwright's client, the local stack's code) instead of loading them again for
  // each of the 30 files; none changes process state, and each starts its own stacks and contexts.
  isolate: false,
  ...slowTimeouts,
  // What a page does next (an estimate, a hint, a sent quote) can take seconds on a busy 2-core machine: measured up
  // to 6 s with the cores three times over-subscribed. Speed is the benchmarks' to judge. A check asks again every
  // 250 ms rather than Vitest's 50: each ask is a round trip through Playwright's server to the page (or the inbox),
  // and the suite is short of CPU, not of time to wait (decision 070).
  expect: { poll: { timeout: 15_000, interval: 250 } },
} as const;

/**
 * Longest first, so a group ends on short files: the engines file (two browsers one after the other, in the release
 * tier), then the browser and process files (mostly waiting: on pages, on the form's fill time, on children and
 * timeouts), then the synth files, a few seconds each once the configurations they read are made. Within a rank,
 * Vitest's own order: last run's durations, else (from a clean clone) file size.
 */
const startOrder: Record<string, number> = { engines: -1, synth: 1 };
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const rank = ({ project }: TestSpecification) => startOrder[project.name] ?? 0;
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig({
  test: {
    tags: [
      { name: desktopTag, description: 'A browser check on a desktop screen (1280 px): the release tier runs it.' },
    ],
    // Vitest's default is one worker per core but one; the browser files are mostly waiting, so run more at once.
    // (`npm run test:fast` asks for fewer: scripts/test.ts.)
    maxWorkers,
    sequence: { sequencer: LongestFirst },
    projects: [
      // The workspaces that run in Node, in one project so that a worker imports the AWS SDK, zod and common/ once for
      // all of them: as four projects (one each for common, lambdas, infra and scripts with local) each paid for two
      // workers of its own, 45-49 CPU-s against 36-37 (decision 031).
      {
        test: {
          name: 'node',
          include: [`{${nodeWorkspaces.join(',')}}/**/*.test.?(c|m)[jt]s?(x)`],
          environment: 'node',
          ...fastSettings,
        },
      },
      // A project that extends a Vite config does not inherit the root's maxWorkers: `fastSettings` states it.
      { extends: 'frontend/vite.config.ts', test: { name: 'frontend', root: 'frontend', ...fastSettings } },
      {
        test: {
          name: synthProject,
          include: [ofKind('synth', `${workspaces}/`)],
          environment: 'node',
          // The setup gives the run a place for its synthesized configurations: each is made when a file first asks.
          globalSetup: './infra/test/synth-setup.ts',
          // The files read the run's templates, so they share a worker's modules: the CDK they import (and synthesize
          // with) is loaded once per worker instead of once per file (it was most of the project's CPU).
          isolate: false,
          ...slowTimeouts,
        },
      },
      {
        test: { name: 'process', include: [ofKind('process', `${workspaces}/`)], environment: 'node', ...slowTimeouts },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts', ofKind('browser', `${workspaces}/`)],
          exclude: [...configDefaults.exclude, 'e2e/engines/**', ofKind('release', 'e2e/')],
          ...chromiumAgainstLocalStack,
        },
      },
      {
        test: {
          name: 'engines',
          include: ['e2e/engines/**/*.test.ts'],
          environment: 'node',
          globalSetup: './e2e/engines/global-setup.ts',
          ...slowTimeouts,
          // A check takes under 10 s even on a loaded machine. WebKit's driver now and then starts no session: it is
          // restarted after 15 s (e2e/engines/webkit.ts). Any other driver that stops answering is cut off at 45 s
          // and the check retried once on a fresh engine (e2e/engines/use-engine.ts). Failing twice fails the run.
          testTimeout: 45_000,
          retry: 1,
          expect: { poll: { timeout: 15_000 } },
        },
      },
      {
        test: {
          name: timedProject,
          include: [ofKind('timed', `${workspaces}/`)],
          environment: 'node',
          ...slowTimeouts,
          // After every other project has finished, so nothing else competes for the cores. Its two files run side by
          // side: each mostly waits (on digests, on hung services' timeouts), and each measures its margin.
          sequence: { groupOrder: 2 },
        },
      },
      {
        test: {
          // The release tier's browser files, run as the e2e project's.
          name: 'release-e2e',
          include: [ofKind('release', 'e2e/')],
          ...chromiumAgainstLocalStack,
        },
      },
      {
        test: {
          name: 'release',
          include: [ofKind('release', `${workspaces}/`)],
          environment: 'node',
          // cfn-lint reads synthesized configurations, as the synth files do.
          globalSetup: './infra/test/synth-setup.ts',
          ...slowTimeouts,
          // Its files each keep a core busy for minutes (npm ci, CLI synths, cfn-lint): two at once.
          maxWorkers: 2,
          sequence: { groupOrder: 3 },
        },
      },
    ],
  },
});
