/**
 * `npm test`: the whole suite but the release tier, as CI runs it. `npm run test:fast` (--fast): the quick tier, with
 * no site build, Chromium, CDK synth, child process or network: type check, lint and the fast Vitest projects
 * (vitest.config.ts picks each file's tier from its name). The checks before Vitest run side by side (with --fast,
 * Vitest runs beside them too: it needs no build, and their output waits for its end); then the slowest test files
 * and one closing line that counts what passed, failed and was skipped (CI reads it). `npm run test:release`
 * (--release): the release tier's project alone, which CI runs after `npm test` (decision 063), with the same
 * slowest files and closing line.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fastProjects, releaseProject } from '../vitest.config';

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
const projectOf = (file: string) =>
  typeProjects.find(
    (project) => !project.endsWith('.json') && file.startsWith(`${project}/`) && file !== 'e2e/chromium.ts',
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
const checks = release
  ? []
  : [
      start('typecheck', 'npx', ['tsc', '-b', '--pretty', 'false']),
      start('lint', 'npx', ['biome', 'check', '.']),
      ...(fast ? [] : [start('build site', 'npm', ['run', 'build'])]),
    ];
/** Shows and records the checks, in order, once each has ended; true if the site built (or needs no build). */
async function recordChecks() {
  const [typechecked, linted, built] = await Promise.all(checks);
  for (const run of [typechecked, linted, built]) run?.show();
  if (typechecked) typecheck(typechecked);
  if (linted) record('lint', linted);
  return built ? record('build site', built) : true;
}

const report = join(mkdtempSync(join(tmpdir(), 'vitest-')), 'report.json');
/**
 * The fast files are CPU-bound, and each worker imports React, jsdom and the AWS SDK once (vitest.config.ts,
 * isolate: false): one worker a core, at least two. Measured on 2 cores: 38 s of CPU at two workers, 50 s at the
 * config's four. (`npm test` runs them as a group of their own on two: vitest.config.ts.)
 */
const fastWorkers = Math.max(2, availableParallelism());
/** Which projects the run asks Vitest for, and what it says it runs. */
const [projectArgs, what]: [string[], string] = fast
  ? [[...fastProjects.flatMap((name) => ['--project', name]), `--maxWorkers=${fastWorkers}`], 'the fast tier']
  : release
    ? [['--project', releaseProject], 'the release tier']
    : [['--project', `!${releaseProject}`], 'every project but the release tier'];
const vitestArgs = [
  'vitest',
  'run',
  ...projectArgs,
  '--reporter=default',
  '--reporter=./scripts/slowest-files.ts',
  '--reporter=json',
  `--outputFile.json=${report}`,
];
/** Vitest, its output shown as it comes; its exit status (null if it could not start) and how long it took. */
const runVitest = (): Promise<{ status: number | null; seconds: number }> => {
  console.log(`\n▶ vitest: ${what}${fast ? ` (${fastProjects.join(', ')})` : ''}`);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npx', vitestArgs, { stdio: 'inherit' });
    const end = (status: number | null) => resolve({ status, seconds: (Date.now() - started) / 1000 });
    child.on('error', () => end(null));
    child.on('close', end);
  });
};

let vitest: { status: number | null; seconds: number } | undefined;
if (fast) {
  [vitest] = await Promise.all([runVitest(), recordChecks()]);
} else if (await recordChecks()) {
  vitest = await runVitest();
}
if (vitest) {
  try {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    // A file whose setup or hooks fail reports its tests as skipped, not failed: count the file.
    const failedFiles = (json.testResults ?? []).filter(
      (file: { status: string; assertionResults: { status: string }[] }) =>
        file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'),
    ).length;
    const failed = json.numFailedTests + failedFiles;
    outcomes.push({
      name: 'vitest',
      passed: json.numPassedTests,
      failed: failed || (vitest.status === 0 ? 0 : 1),
      skipped: json.numPendingTests + json.numTodoTests,
      seconds: vitest.seconds,
    });
  } catch {
    outcomes.push({ name: 'vitest (no report)', passed: 0, failed: 1, skipped: 0, seconds: 0 });
  }
}

console.log('\nSummary');
for (const o of outcomes) {
  const mark = o.failed ? '✗' : '✓';
  console.log(`  ${mark} ${o.name.padEnd(30)} ${o.passed} passed, ${o.failed} failed (${o.seconds.toFixed(1)} s)`);
}
const total = (key: 'passed' | 'failed' | 'skipped') => outcomes.reduce((sum, o) => sum + o[key], 0);
console.log(`\n${total('passed')} passed, ${total('failed')} failed, ${total('skipped')} skipped`);
process.exit(total('failed') > 0 ? 1 : 0);
