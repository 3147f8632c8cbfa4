/**
 * `npm run bench`: builds the site for a local origin, serves it with the real API, and prints one
 * table: first-load bytes per page, Lighthouse mobile scores and metrics, /api/eta latency over
 * loopback, and each Lambda's bundle size; then the weekly report at scale (`npm run bench:report`,
 * bench/lead-report.ts). `--json FILE` also writes the site's figures as JSON.
 * Figures, not pass/fail: they vary with the machine (budgets on bytes are in the tests).
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { silentLogger } from '@courier/lambdas/observability/observability';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../e2e/chromium';
import { defaultSiteDir, startLocalStack, uncappedQuoteEnv } from '../local/local-stack';
import { lambdaBundleSizes } from './lambda-bundles';
import { type LighthouseFigures, runLighthouse } from './lighthouse';
import { pageWeight } from './page-weight';

/** One page of each kind: the home page (React + the quote island), FAQ, a city, a legal page, the 404 page. */
const pages = [
  { name: 'home', path: '/', status: 200 },
  { name: 'FAQ', path: '/FAQ', status: 200 },
  { name: 'city', path: '/courier-london', status: 200 },
  { name: 'legal', path: '/terms', status: 200 },
  { name: '404', path: '/no-such-page', status: 404 },
];
const etaCalls = 200;
/** Lighthouse runs per page; each figure is the median of the runs, as Lighthouse's docs advise for noisy machines. */
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const jsonOut = process.argv.includes('--json') ? process.argv[process.argv.indexOf('--json') + 1] : undefined;
/** `--site-dir DIR`: measure another build (e.g. an older commit's) instead of building this one. */
const siteDirArg = process.argv.includes('--site-dir')
  ? process.argv[process.argv.indexOf('--site-dir') + 1]
  : undefined;
const siteDir = siteDirArg ?? defaultSiteDir;
const skipBuild = siteDirArg !== undefined || process.argv.includes('--no-build');

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const ms = (value: number) => `${Math.round(value)} ms`;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** Every figure of a page as the median over its runs (each on its own: the runs vary independently). */
function medianOf(runs: LighthouseFigures[]) {
  const of = (figure: (run: LighthouseFigures) => number) => median(runs.map(figure));
  const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
  const medianRun = (figure: (run: LighthouseFigures) => number) =>
    [...runs].sort((a, b) => figure(a) - figure(b))[Math.floor(runs.length / 2)];
  return {
    scores: Object.fromEntries(categories.map((c) => [c, of((run) => run.scores[c])])) as LighthouseFigures['scores'],
    lcp: of((run) => run.lcp),
    tbt: of((run) => run.tbt),
    cls: of((run) => run.cls),
    fcp: of((run) => run.fcp),
    longestTask: of((run) => run.longestTask),
    tasksOver50ms: of((run) => run.tasksOver50ms),
    afterFirstPaint: {
      longestTask: of((run) => run.afterFirstPaint.longestTask),
      tasksOver50ms: of((run) => run.afterFirstPaint.tasksOver50ms),
      longest: medianRun((run) => run.afterFirstPaint.longestTask)?.afterFirstPaint.longest,
    },
    /** What the median longest task was made of. */
    longest: medianRun((run) => run.longestTask)?.longest,
    runs,
  };
}

async function etaLatency(siteUrl: string) {
  const url = `${siteUrl}/api/eta?from=LE1%201AA&to=M1%201AE&stops=B1%201AA&return=false`;
  for (let i = 0; i < 20; i++) await (await fetch(url)).arrayBuffer();
  const times: number[] = [];
  for (let i = 0; i < etaCalls; i++) {
    const started = performance.now();
    const response = await fetch(url);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`/api/eta answered ${response.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { calls: etaCalls, p50: percentile(times, 0.5), p95: percentile(times, 0.95), max: times.at(-1) ?? 0 };
}

// Canonical URLs must be on the origin Lighthouse loads, or its SEO audit rightly objects.
const port = Number(process.env.BENCH_PORT ?? 4173);
const siteUrl = `http://localhost:${port}`;
if (!skipBuild) {
  console.log(`Building the site for ${siteUrl} …`);
  execFileSync('npm', ['run', 'build'], { stdio: 'ignore', env: { ...process.env, SITE_URL: siteUrl } });
}
const stack = await startLocalStack({
  port,
  inboxPort: 0,
  siteDir,
  env: { SITE_URL: siteUrl, ...uncappedQuoteEnv },
  logger: silentLogger,
});
try {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  const weights = [];
  for (const page of pages) {
    const tab = await browser.newPage({ viewport: { width: 390, height: 844 } });
    weights.push({ ...page, weight: await pageWeight(tab, `${siteUrl}${page.path}`) });
    await tab.close();
  }
  await browser.close();
  console.log(`Running Lighthouse (mobile, simulated throttling), median of ${lighthouseRuns} runs per page …`);
  const lighthouse = [];
  for (const page of pages) {
    const runs = [];
    for (let i = 0; i < lighthouseRuns; i++) runs.push(await runLighthouse(`${siteUrl}${page.path}`, page.status));
    lighthouse.push(medianOf(runs));
  }
  const eta = await etaLatency(siteUrl);
  console.log('Bundling the Lambdas as CDK does …');
  const bundles = lambdaBundleSizes();

  const rows: string[][] = [['figure', ...pages.map((p) => p.name)]];
  const row = (label: string, values: string[]) => rows.push([label, ...values]);
  row(
    'JS first load (gzip)',
    weights.map((w) => kb(w.weight.js.gzip)),
  );
  row(
    'JS first load (raw)',
    weights.map((w) => kb(w.weight.js.raw)),
  );
  row(
    'CSS (gzip)',
    weights.map((w) => kb(w.weight.css.gzip)),
  );
  row(
    'HTML (gzip)',
    weights.map((w) => kb(w.weight.html.gzip)),
  );
  row(
    'images + fonts (gzip)',
    weights.map((w) => kb(w.weight.images.gzip + w.weight.fonts.gzip)),
  );
  row(
    'requests',
    weights.map((w) => String(w.weight.files.length + 1)),
  );
  for (const category of ['performance', 'accessibility', 'best-practices', 'seo'] as const) {
    row(
      `Lighthouse ${category}`,
      lighthouse.map((l) => String(l.scores[category])),
    );
  }
  row(
    'LCP',
    lighthouse.map((l) => ms(l.lcp)),
  );
  row(
    'TBT',
    lighthouse.map((l) => ms(l.tbt)),
  );
  row(
    'TBT, each run',
    lighthouse.map((l) => l.runs.map((run) => Math.round(run.tbt)).join('/')),
  );
  row(
    'longest task',
    lighthouse.map((l) => ms(l.longestTask)),
  );
  row(
    'tasks ≥ 50 ms',
    lighthouse.map((l) => String(l.tasksOver50ms)),
  );
  row(
    'longest task after FCP',
    // 0: every task after FCP was under 10 ms as recorded, which Lantern drops as insignificant.
    lighthouse.map((l) => (l.afterFirstPaint.longestTask > 0 ? ms(l.afterFirstPaint.longestTask) : '< 40 ms')),
  );
  row(
    'tasks ≥ 50 ms after FCP',
    lighthouse.map((l) => String(l.afterFirstPaint.tasksOver50ms)),
  );
  row(
    'CLS',
    lighthouse.map((l) => l.cls.toFixed(3)),
  );
  row(
    'FCP',
    lighthouse.map((l) => ms(l.fcp)),
  );

  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length))) ?? [];
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ');
  console.log(`\n${line(rows[0] ?? [])}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const r of rows.slice(1)) console.log(line(r));
  const describe = (page: string, duration: number, task: LighthouseFigures['longest']) => {
    if (!task) return;
    const parts = Object.entries(task.breakdown).map(([group, time]) => `${group} ${time}`);
    const file = task.url.replace(siteUrl, '');
    console.log(`  ${page}: ${ms(duration)} at ${ms(task.startTime)}, ${file}: ${parts.join(', ')}`);
  };
  console.log("\nLongest task (Lighthouse's simulated phone, 4× CPU slowdown), median run: where its time went");
  for (const [i, l] of lighthouse.entries()) describe(pages[i]?.name ?? '', l.longestTask, l.longest);
  console.log('Longest task after first contentful paint, median run');
  for (const [i, l] of lighthouse.entries()) {
    describe(pages[i]?.name ?? '', l.afterFirstPaint.longestTask, l.afterFirstPaint.longest);
  }
  console.log(
    `\n/api/eta over loopback (embedded estimator), ${eta.calls} calls: p50 ${eta.p50.toFixed(2)} ms, p95 ${eta.p95.toFixed(2)} ms, max ${eta.max.toFixed(2)} ms`,
  );
  for (const bundle of bundles)
    console.log(`Lambda bundle ${bundle.name}: ${kb(bundle.bytes)} minified (${kb(bundle.gzip)} gzip)`);

  if (jsonOut) {
    writeFileSync(jsonOut, JSON.stringify({ siteUrl, pages: weights, lighthouse, eta, bundles }, null, 2));
    console.log(`\nWrote ${jsonOut}`);
  }
} finally {
  await stack.stop();
  if (!skipBuild) {
    // Leave the ordinary build behind, with the configured domain in its canonical URLs.
    execFileSync('npm', ['run', 'build'], { stdio: 'ignore' });
  }
}

// Its own store and processes, after the site's are gone: the weekly report at 10,000 and 100,000 quotes.
execFileSync('npm', ['run', '--silent', 'bench:report'], { stdio: 'inherit' });
