/**
 * A source file bundled alone into one small script for a page's <head> (src/record-visit-inline.ts): no imports
 * left, minified as the site's own scripts are, and never a `</script` that would end its element early.
 */
import { join } from 'node:path';
import { build, type Rolldown } from 'vite';

export async function inlineScript(frontendDir: string, entry: string): Promise<string> {
  const result = await build({
    configFile: false,
    root: frontendDir,
    logLevel: 'warn',
    build: {
      write: false,
      copyPublicDir: false,
      minify: true,
      lib: { entry: join(frontendDir, entry), formats: ['iife'], name: 'inlineScript' },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunks = outputs.flatMap((output) => output.output).filter((file) => file.type === 'chunk');
  if (chunks.length !== 1) throw new Error(`${entry} did not bundle into one script`);
  const code = (chunks[0] as Rolldown.OutputChunk).code.trim();
  if (/<\/script/i.test(code)) throw new Error(`${entry} bundles to a script that ends its own <script> element`);
  return code;
}
