import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtSiteScriptHashSources, inlineScripts, pageScriptHashSources, scriptHashSource } from './inline-scripts';

const page = (head: string) =>
  `<!doctype html><html><head>${head}<script type="application/ld+json">{"@type":"Organization"}</script></head>` +
  '<body><template id="after-paint"><script type="module" crossorigin src="/assets/index.js"></script></template>' +
  '<script type="module" src="/assets/after-paint.js"></script></body></html>';

describe('the inline scripts a page runs, and the CSP sources that allow them', () => {
  it('finds only the scripts run inline: not those with a source, not JSON-LD data', () => {
    expect(inlineScripts(page('<script>recordVisit()</script>'))).toEqual(['recordVisit()']);
    expect(inlineScripts(page(''))).toEqual([]);
  });

  it('allows a script by the SHA-256 of its exact text, as browsers check it', () => {
    // The empty script's hash, as every CSP reference gives it.
    expect(scriptHashSource('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
    expect(scriptHashSource('a()')).not.toBe(scriptHashSource('a() '));
  });

  it('lists each script of a set of pages once, in a stable order', () => {
    const [a, b] = ['a()', 'b()'].map(scriptHashSource);
    const pages = [page('<script>b()</script>'), page('<script>a()</script>'), page('<script>b()</script>')];
    expect(pageScriptHashSources(pages)).toEqual([a, b].sort());
  });

  it('reads a built site’s pages, and a site not built yet runs none', () => {
    const dir = mkdtempSync(join(tmpdir(), 'inline-scripts-'));
    try {
      writeFileSync(join(dir, 'index.html'), page('<script>a()</script>'));
      writeFileSync(join(dir, 'robots.txt'), '<script>not a page</script>');
      expect(builtSiteScriptHashSources(dir)).toEqual([scriptHashSource('a()')]);
      expect(builtSiteScriptHashSources(join(dir, 'not-built'))).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
