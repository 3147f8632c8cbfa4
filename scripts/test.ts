/**
 * `npm test`: typecheck, lint, build the site, then every Vitest project (unit, component, handler,
 * browser, CDK). Ends with one line that counts what passed and failed.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

interface Outcome {
  name: string;
  passed: number;
  failed: number;
  skipped: number;
  seconds: number;
}

const outcomes: Outcome[] = [];

function run(name: string, command: string, args: string[]): boolean {
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit' });
  const ok = result.status === 0;
  outcomes.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0, seconds: (Date.now() - started) / 1000 });
  return ok;
}

const typechecks = ['tsconfig.json', 'common', 'lambdas', 'frontend', 'infra', 'e2e'];
for (const project of typechecks) run(`typecheck ${project}`, 'npx', ['tsc', '-p', project, '--noEmit']);
run('lint', 'npx', ['biome', 'check', '.']);
const built = run('build site', 'npm', ['run', 'build']);

const report = join(mkdtempSync(join(tmpdir(), 'vitest-')), 'report.json');
if (built) {
  const started = Date.now();
  console.log('\n▶ vitest: unit, component, handler, browser and CDK tests');
  const vitest = spawnSync(
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    {
      stdio: 'inherit',
    },
  );
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
      seconds: (Date.now() - started) / 1000,
    });
  } catch {
    outcomes.push({ name: 'vitest (no report)', passed: 0, failed: 1, skipped: 0, seconds: 0 });
  }
}

console.log('\nSummary');
for (const o of outcomes) {
  const mark = o.failed ? '✗' : '✓';
  console.log(`  ${mark} ${o.name.padEnd(22)} ${o.passed} passed, ${o.failed} failed (${o.seconds.toFixed(1)} s)`);
}
const total = (key: 'passed' | 'failed' | 'skipped') => outcomes.reduce((sum, o) => sum + o[key], 0);
console.log(`\n${total('passed')} passed, ${total('failed')} failed, ${total('skipped')} skipped`);
process.exit(total('failed') > 0 ? 1 : 0);
