/**
 * `npx tsx bench/eta-estimator.ts [embedded-dir]`: what the embedded estimator costs the ETA Lambda.
 * Prints the ETA bundle's size (CDK's esbuild settings) alone and with the estimator and its geography, how long
 * the geography takes to load, and how long one estimate takes. `embedded-dir` (default lambdas/src/eta/embedded)
 * measures another copy, e.g. an older commit's, for a before/after. Figures, not pass/fail.
 */
import { join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { lambdaEsbuildOptions } from '@courier/infra/lambda-bundling';
import { apiFunctions } from '@courier/lambdas/api-routes';
import { buildSync } from 'esbuild';

const etaDir = join(import.meta.dirname, '..', 'lambdas', 'src', 'eta');
const embeddedDir = resolve(process.argv[2] ?? join(etaDir, 'embedded'));
const estimates = 20_000;
const loads = 50;

function bundle(contents: string) {
  const result = buildSync({
    ...lambdaEsbuildOptions,
    mainFields: [...lambdaEsbuildOptions.mainFields],
    stdin: { contents, resolveDir: etaDir, sourcefile: 'entry.ts', loader: 'ts' },
    bundle: true,
    platform: 'node',
    write: false,
    outfile: 'index.mjs',
    sourcemap: false,
  });
  const code = result.outputFiles?.find((file) => file.path.endsWith('index.mjs'))?.contents ?? new Uint8Array();
  return { bytes: code.length, gzip: gzipSync(code).length };
}

const embedded = `./${relative(etaDir, embeddedDir)}`;
const handlerEntry = `./${apiFunctions.eta.entry.replace(/^eta\//, '').replace(/\.ts$/, '')}`;
const alone = bundle(`export { handler } from '${handlerEntry}';`);
const withEstimator = bundle(
  `export { handler } from '${handlerEntry}';
   export { createEmbeddedEstimator } from '${embedded}/estimator';
   export { ukGeography } from '${embedded}/uk-geography';`,
);

const { createEmbeddedEstimator } = await import(join(embeddedDir, 'estimator.ts'));
const { ukGeography } = await import(join(embeddedDir, 'uk-geography.ts'));

// Loading: a fresh copy of the geography module each time (a query string defeats the module cache).
const loadTimes: number[] = [];
for (let i = 0; i < loads; i++) {
  const started = performance.now();
  await import(`${join(embeddedDir, 'postcode-centroids.ts')}?load=${i}`);
  loadTimes.push(performance.now() - started);
}

// Estimates between districts spread over Great Britain, each postcode new to the estimator.
const districts = ['LE1', 'M20', 'EC1A', 'SW19', 'B31', 'LS17', 'G53', 'EH12', 'CF24', 'BS16', 'NE3', 'PL6', 'AB15'];
const estimator = createEmbeddedEstimator(ukGeography);
const requests = Array.from({ length: estimates }, (_, i) => ({
  from: `${districts[i % districts.length]} ${1 + (i % 9)}AB`,
  to: `${districts[(i * 7 + 3) % districts.length]} ${1 + ((i >> 3) % 9)}XY`,
  stops: [],
  returnTrip: false,
}));
for (const request of requests.slice(0, 500)) await estimator.estimate(request);
const started = performance.now();
for (const request of requests) await estimator.estimate(request);
const perEstimate = (performance.now() - started) / estimates;

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const sortedLoads = [...loadTimes].sort((a, b) => a - b);
console.log(`embedded estimator: ${relative(process.cwd(), embeddedDir) || '.'}`);
console.log(`ETA bundle alone             ${kb(alone.bytes)} (gzip ${kb(alone.gzip)})`);
console.log(`ETA bundle with estimator    ${kb(withEstimator.bytes)} (gzip ${kb(withEstimator.gzip)})`);
console.log(
  `  growth                     ${kb(withEstimator.bytes - alone.bytes)} (gzip ${kb(withEstimator.gzip - alone.gzip)})`,
);
console.log(`geography load (median of ${loads}) ${sortedLoads[Math.floor(loads / 2)]?.toFixed(2)} ms`);
console.log(`one estimate (mean of ${estimates}) ${(perEstimate * 1000).toFixed(1)} µs`);
