/** Each Lambda bundled with the same esbuild settings CDK's NodejsFunction uses (infra/lib/api/lambda-bundling.ts). */
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { lambdaEsbuildOptions } from '@courier/infra/lambda-bundling';
import { apiFunctions } from '@courier/lambdas/api-routes';
import { type BuildOptions, buildSync } from 'esbuild';

const lambdasSrc = join(import.meta.dirname, '..', 'lambdas', 'src');

/** Code bundled in memory as CDK bundles a function (from files, or from `stdin`): its size, raw and gzipped. */
export function bundledSize(entry: Pick<BuildOptions, 'entryPoints' | 'stdin'>) {
  const result = buildSync({
    ...lambdaEsbuildOptions,
    mainFields: [...lambdaEsbuildOptions.mainFields],
    ...entry,
    bundle: true,
    platform: 'node',
    write: false,
    outfile: 'index.mjs',
    sourcemap: false,
  });
  const code = result.outputFiles?.find((file) => file.path.endsWith('index.mjs'))?.contents ?? new Uint8Array();
  return { bytes: code.length, gzip: gzipSync(code).length };
}

export function lambdaBundleSizes() {
  return Object.entries(apiFunctions).map(([name, fn]) => ({
    name,
    ...bundledSize({ entryPoints: [join(lambdasSrc, fn.entry)] }),
  }));
}
