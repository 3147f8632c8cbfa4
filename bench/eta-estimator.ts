/**
 * `npx tsx bench/eta-estimator.ts [embedded-dir]`: what the embedded estimator costs the ETA Lambda.
 * Prints the ETA bundle's size (CDK's esbuild settings) alone and with the estimator and its geography, how long
 * decoding the district table takes (once, on load), and how long one estimate takes. `embedded-dir` (default
 * common/src/estimator) measures another copy, e.g. an older commit's, for a before/after. Figures, not
 * pass/fail.
 */
import { existsSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { apiFunctions } from '@courier/lambdas/api-routes';
import { bundledSize } from './lambda-bundles';

const lambdaSrc = join(import.meta.dirname, '..', 'lambdas', 'src');
const embeddedDir = resolve(process.argv[2] ?? join(import.meta.dirname, '..', 'common', 'src', 'estimator'));
const estimates = 20_000;
const loads = 50;
const rounds = 5;

const bundle = (contents: string) =>
  bundledSize({ stdin: { contents, resolveDir: lambdaSrc, sourcefile: 'entry.ts', loader: 'ts' } });

const fromLambdaSrc = (path: string) => {
  const specifier = relative(lambdaSrc, path);
  return specifier.startsWith('.') ? specifier : `./${specifier}`;
};
const embedded = fromLambdaSrc(embeddedDir);
const handlerEntry = fromLambdaSrc(join(lambdaSrc, apiFunctions.eta.entry.replace(/\.ts$/, '')));
const alone = bundle(`export { handler } from '${handlerEntry}';`);
const withEstimator = bundle(
  `export { handler } from '${handlerEntry}';
   export { createEmbeddedEstimator } from '${embedded}/estimator';
   export { ukGeography } from '${embedded}/uk-geography';`,
);

const { createEmbeddedEstimator } = await import(join(embeddedDir, 'estimator.ts'));
const { ukGeography } = await import(join(embeddedDir, 'uk-geography.ts'));

// Loading: decoding the district table, what the Lambda does once when it imports the geography (an older copy
// with a plain object table has nothing to decode).
const codecPath = join(embeddedDir, 'postcode-district-codec.ts');
const loadTimes: number[] = [];
if (existsSync(codecPath)) {
  const { decodeDistrictTable } = await import(codecPath);
  const { postcodeDistrictData } = await import(join(embeddedDir, 'postcode-district-data.ts'));
  for (let i = 0; i < loads; i++) {
    const started = performance.now();
    decodeDistrictTable(postcodeDistrictData);
    loadTimes.push(performance.now() - started);
  }
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
// The best of a few rounds: the machine is shared, and other work only ever makes a round slower.
let perEstimate = Number.POSITIVE_INFINITY;
for (let round = 0; round < rounds; round++) {
  const started = performance.now();
  for (const request of requests) await estimator.estimate(request);
  perEstimate = Math.min(perEstimate, (performance.now() - started) / estimates);
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const sortedLoads = [...loadTimes].sort((a, b) => a - b);
console.log(`embedded estimator: ${relative(process.cwd(), embeddedDir) || '.'}`);
console.log(`ETA bundle alone             ${kb(alone.bytes)} (gzip ${kb(alone.gzip)})`);
console.log(`ETA bundle with estimator    ${kb(withEstimator.bytes)} (gzip ${kb(withEstimator.gzip)})`);
console.log(
  `  growth                     ${kb(withEstimator.bytes - alone.bytes)} (gzip ${kb(withEstimator.gzip - alone.gzip)})`,
);
const load = sortedLoads.length ? `${sortedLoads[Math.floor(loads / 2)]?.toFixed(2)} ms` : 'nothing to decode';
console.log(`district table decode (median of ${loads}) ${load}`);
console.log(`one estimate (mean of ${estimates}, best of ${rounds} rounds) ${(perEstimate * 1000).toFixed(1)} µs`);
