/** Each Lambda bundled with the same esbuild settings CDK's NodejsFunction uses (infra/lib/api/lambda-bundling.ts). */
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { lambdaEsbuildOptions } from '@courier/infra/lambda-bundling';
import { apiFunctions } from '@courier/lambdas/api-routes';
import { buildSync } from 'esbuild';

const lambdasSrc = join(import.meta.dirname, '..', 'lambdas', 'src');

export function lambdaBundleSizes() {
  return Object.entries(apiFunctions).map(([name, fn]) => {
    const result = buildSync({
      ...lambdaEsbuildOptions,
      mainFields: [...lambdaEsbuildOptions.mainFields],
      entryPoints: [join(lambdasSrc, fn.entry)],
      bundle: true,
      platform: 'node',
      write: false,
      outfile: 'index.mjs',
      sourcemap: false,
    });
    const code = result.outputFiles?.find((file) => file.path.endsWith('index.mjs'))?.contents ?? new Uint8Array();
    return { name, bytes: code.length, gzip: gzipSync(code).length };
  });
}
