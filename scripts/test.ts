/**
 * `npm test`: the whole suite but the release tier, as CI runs it, in three Vitest runs: the fast tier, started with
 * the type check, lint and site build; the slow projects, started once the site is built, beside what is left of the
 * fast tier; then the timed files, alone. `npm run test:fast` (--fast): the quick tier, with no site build, Chromium,
 * CDK synth, child process or network: type check, lint and the fast Vitest projects (vitest.config.ts picks each
 * file's tier from its name). `npm run test:release` (--release): the release tier's projects (the other engines,
 * then what takes minutes of CPU), which CI runs after `npm test` (decisions 063, 070). A run or check that writes
 * beside another has its output held back and shown whole when it ends; each Vitest run lists its slowest files, and
 * one closing line counts what passed, failed and was skipped (CI reads it).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { desktopTag } from '../e2e/screens';
import { fastProjects, releaseProjects, slowProjects, synthProject, timedProject } from '../vitest.config';

const fast = process.argv.includes('--fast');
const release = process.argv.includes('--release');

interface Outcome {
  name: string;
  passed: number;
  failed: number;
  skipped: number;
  seconds: number;
}

const outcomes: Outcome[] = [];

interface Finished {
  ok: boolean;
  output: string;
  seconds: number;
  /** Prints the command and its output, whole. */
  show(): void;
}

/** Runs a command with its output held back to be shown whole, so steps running together don't interleave. */
function start(name: string, command: string, args: string[]): Promise<Finished> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    const finish = (ok: boolean) => {
      const seconds = (Date.now() - started) / 1000;
      const show = () => {
        console.log(`\n▶ ${name}: ${command} ${args.join(' ')} (${seconds.toFixed(1)} s)`);
        if (output.trim()) console.log(output.trimEnd());
      };
      resolve({ ok, output, seconds, show });
    };
    child.on('error', (error) => {
      output += String(error);
      finish(false);
    });
    child.on('close', (code) => finish(code === 0));
  });
}

const record = (name: string, { ok, seconds }: Finished) => {
  outcomes.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0, seconds });
  return ok;
};

/** The projects `tsc -b` checks (tsconfig.json's references), by the folder whose files they own. */
const typeProjects = [...readFileSync('tsconfig.json', 'utf8').matchAll(/"path":\s*"([^"]+)"/g)].map(
  ([, path]) => path as string,
);
/** The files of e2e/ that tsconfig.tools.json checks, because the tools import them too. */
const sharedWithTools = new Set(['e2e/chromium.ts', 'e2e/screens.ts']);
const projectOf = (file: string) =>
  typeProjects.find(
    (project) => !project.endsWith('.json') && file.startsWith(`${project}/`) && !sharedWithTools.has(file),
  ) ?? 'tsconfig.tools.json';

/** One `tsc -b` over every project, counted as one check per project so a type error names the project it is in. */
function typecheck(run: Finished) {
  const failing = new Set(
    [...run.output.matchAll(/^(\S+?)\(\d+,\d+\): error TS/gm)].map(([, file]) => projectOf(file as string)),
  );
  for (const project of typeProjects) {
    // An error tsc did not pin on a file (a broken tsconfig) fails every project.
    const ok = run.ok || (failing.size > 0 && !failing.has(project));
    record(`typecheck ${project}`, { ...run, ok });
  }
}

/** The release tier runs after `npm test`, which has checked the types, linted and built the site. */
const typechecked = release ? undefined : start('typecheck', 'npx', ['tsc', '-b', '--pretty', 'false']);
const linted = release ? undefined : start('lint', 'npx', ['biome', 'check', '.']);
const built = fast || release ? undefined : start('build site', 'npm', ['run', 'build']);

interface VitestRun {
  /** What the run's heading and summary line call it. */
  name: string;
  projects: readonly string[];
  workers?: number;
  /** Output held back and shown whole when the run ends, because another run or check writes beside it. */
  held?: boolean;
  /** How long a test may take before it counts as hung, where the project's own limit is not what this run needs. */
  testTimeoutMs?: number;
  /** Which tagged tests run (Vitest's --tagsFilter): those with a tag (`desktop`) or those without it (`!desktop`). */
  tagsFilter?: string;
}

interface TestResult {
  status: string;
  tags?: string[];
}

/**
 * A test the run's filter leaves out is the other tier's, not a skipped test: the summary counts it in neither, so
 * its skipped count stays the tests marked skip or todo.
 */
const leftToOtherTier = (tagsFilter: string | undefined, test: TestResult) =>
  tagsFilter !== undefined &&
  (tagsFilter.startsWith('!') ? test.tags?.includes(tagsFilter.slice(1)) : !test.tags?.includes(tagsFilter));

/**
 * One Vitest run, with its slowest files and a JSON report, counted into the outcomes once it ends: passed, failed
 * (a file whose setup or hooks fail reports its tests as skipped, not failed, so the file counts) and skipped.
 */
async function runVitest({ name, projects, workers, held, testTimeoutMs, tagsFilter }: VitestRun) {
  const report = join(mkdtempSync(join(tmpdir(), 'vitest-')), 'report.json');
  const args = [
    'vitest',
    'run',
    ...projects.flatMap((project) => ['--project', project]),
    ...(workers ? [`--maxWorkers=${workers}`] : []),
    ...(testTimeoutMs ? [`--testTimeout=${testTimeoutMs}`] : []),
    ...(tagsFilter ? [`--tagsFilter=${tagsFilter}`] : []),
    '--reporter=default',
    '--reporter=./scripts/slowest-files.ts',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ];
  const heading = `vitest: ${name} (${projects.join(', ')})`;
  let run: { ok: boolean; seconds: number };
  if (held) {
    const finished = await start(heading, 'npx', args);
    finished.show();
    run = finished;
  } else {
    console.log(`\n▶ ${heading}`);
    const started = Date.now();
    run = await new Promise((resolve) => {
      const child = spawn('npx', args, { stdio: 'inherit' });
      const end = (status: number | null) => resolve({ ok: status === 0, seconds: (Date.now() - started) / 1000 });
      child.on('error', () => end(null));
      child.on('close', end);
    });
  }
  try {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    const files: { status: string; assertionResults: TestResult[] }[] = json.testResults ?? [];
    const failedFiles = files.filter(
      (file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'),
    ).length;
    const failed = json.numFailedTests + failedFiles;
    const leftOut = files
      .flatMap((file) => file.assertionResults)
      .filter(
        (test) => test.status !== 'passed' && test.status !== 'failed' && leftToOtherTier(tagsFilter, test),
      ).length;
    outcomes.push({
      name: `vitest: ${name}`,
      passed: json.numPassedTests,
      failed: failed || (run.ok ? 0 : 1),
      skipped: json.numPendingTests + json.numTodoTests - leftOut,
      seconds: run.seconds,
    });
  } catch {
    outcomes.push({ name: `vitest: ${name} (no report)`, passed: 0, failed: 1, skipped: 0, seconds: run.seconds });
  }
}

/**
 * The fast files are CPU-bound, and each worker imports React, jsdom and the AWS SDK once (vitest.config.ts,
 * isolate: false): one worker a core, at least two. (One in `npm test` would spare the second's imports, 108 CPU-s
 * against 126, but ended after the browser files, 239 s.) In `npm test` they share the cores with the checks and the
 * slow projects, so a test there gets 30 s before it counts as hung, where Vitest's default is 5 s: a fast file takes
 * about a second on its own, but waits for cores there.
 */
const fastTier: VitestRun = {
  name: 'the fast tier',
  projects: fastProjects,
  workers: fast ? Math.max(2, availableParallelism()) : 2,
  held: true,
  ...(fast ? {} : { testTimeoutMs: 30_000 }),
};

/**
 * The CDK synthesis, beside the browser and process files once the site is built: CPU-bound where they mostly wait,
 * so it runs in the cores they leave rather than after them (Vitest starts a run's projects one after another).
 * One worker: it loads the CDK once, and makes each configuration once a run, when a file first asks
 * (infra/test/synth-once.ts); alone it takes as long as on two (31 s) with a fifth less CPU (37 CPU-s against 45).
 */
const synthesis: VitestRun = { name: 'the CDK synthesis', projects: [synthProject], workers: 1, held: true };

/**
 * The browser files' checks at phone and tablet widths, and the process files. The checks on a desktop screen (tagged
 * so: e2e/screens.ts) are the release tier's, in a run of their own (decision 070).
 */
const browserAndProcessFiles: VitestRun = {
  name: 'the browser and process files',
  projects: slowProjects,
  tagsFilter: `!${desktopTag}`,
};
const desktopScreens: VitestRun = { name: 'the desktop screens', projects: ['e2e'], tagsFilter: desktopTag };

if (release) {
  await runVitest(desktopScreens);
  // Engines first, then the rest (vitest.config.ts's group order): their browsers would slow each other's checks.
  await runVitest({ name: 'the release tier', projects: releaseProjects });
} else {
  // The fast tier needs no build: it starts with the checks. The slow projects start once the site is built, beside
  // what is left of the fast tier: the browser and process files spend most of their time waiting (on pages, children
  // and timeouts), which leaves cores for it and the synthesis (decision 070). The timed files run alone once all have
  // ended (decision 023).
  const fastDone = runVitest(fastTier);
  const shown = Promise.all([typechecked, linted, built].map((check) => check?.then((run) => run.show())));
  const slowDone = built?.then((run) =>
    run.ok ? Promise.all([runVitest(browserAndProcessFiles), runVitest(synthesis)]) : undefined,
  );
  await Promise.all([fastDone, shown, slowDone]);
  if (typechecked) typecheck(await typechecked);
  if (linted) record('lint', await linted);
  if (built && record('build site', await built))
    await runVitest({ name: 'the timed files', projects: [timedProject] });
}

console.log('\nSummary');
for (const o of outcomes) {
  const mark = o.failed ? '✗' : '✓';
  console.log(`  ${mark} ${o.name.padEnd(30)} ${o.passed} passed, ${o.failed} failed (${o.seconds.toFixed(1)} s)`);
}
const total = (key: 'passed' | 'failed' | 'skipped') => outcomes.reduce((sum, o) => sum + o[key], 0);
console.log(`\n${total('passed')} passed, ${total('failed')} failed, ${total('skipped')} skipped`);
process.exit(total('failed') > 0 ? 1 : 0);
