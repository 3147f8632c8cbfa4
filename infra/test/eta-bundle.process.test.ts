/** The ETA Lambda as CDK bundles it (same esbuild settings): Amazon Location behind its ceiling, and its fallback. */
import { join } from 'node:path';
import { apiFunctions } from '@courier/lambdas/api-routes';
import { buildSync } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { lambdaEsbuildOptions } from '../lib/api/lambda-bundling';
import { repoRoot } from '../lib/paths';

const bundle = buildSync({
  ...lambdaEsbuildOptions,
  mainFields: [...lambdaEsbuildOptions.mainFields],
  entryPoints: [join(repoRoot, 'lambdas/src', apiFunctions.eta.entry)],
  bundle: true,
  platform: 'node',
  write: false,
  outfile: 'index.mjs',
  metafile: true,
});
const inputs = Object.keys(bundle.metafile.inputs);
const code = new TextDecoder().decode(bundle.outputFiles.find((file) => file.path.endsWith('index.mjs'))?.contents);

describe('ETA Lambda bundle', () => {
  it('carries the handler, the Amazon Location provider and its spending ceiling', () => {
    expect(inputs).toContain('lambdas/src/handlers/eta.ts');
    expect(inputs).toContain('lambdas/src/eta/eta-api.ts');
    expect(inputs).toContain('lambdas/src/eta/amazon-location-provider.ts');
    expect(inputs).toContain('lambdas/src/eta/metered-location-provider.ts');
    expect(inputs).toContain('lambdas/src/aws/window-counter.ts');
  });

  it('carries the embedded estimator and its geography: production’s fallback (docs/decisions/015-location-spending-ceiling-and-fallback.md)', () => {
    expect(inputs).toContain('common/src/estimator/estimator.ts');
    // Names from the geography data, which minification keeps as strings.
    for (const text of ['Dartford Crossing', 'Queensferry bridges', 'Isles of Scilly']) expect(code).toContain(text);
  });

  it('leaves out the test stubs', () => {
    expect(
      inputs.filter(
        (input) => input.includes('test-support') || input.includes('/testing/') || input.includes('fixtures'),
      ),
    ).toEqual([]);
  });
});
