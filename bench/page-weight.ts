/**
 * What a page downloads before the visitor does anything, read from the built files: the HTML, the
 * stylesheets it links or inlines, the module scripts and modulepreloads it names and everything
 * they import statically, and its icons. Deterministic, so a test can hold it to a budget.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface Bytes {
  raw: number;
  gzip: number;
}

export interface PageWeight {
  html: Bytes;
  css: Bytes;
  js: Bytes;
  images: Bytes;
  fonts: Bytes;
  /** Every file the page loads, as URL paths. */
  files: string[];
}

const measure = (content: Buffer | string): Bytes => ({
  raw: Buffer.byteLength(content),
  gzip: gzipSync(content, { level: 9 }).length,
});
const add = (a: Bytes, b: Bytes): Bytes => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip });
const none = (): Bytes => ({ raw: 0, gzip: 0 });

/** Static imports of an ES module chunk (not dynamic import(), which load later). */
function staticImports(code: string): string[] {
  const found = new Set<string>();
  for (const match of code.matchAll(/(?:^|[;}\s])import\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+)["']/g)) {
    found.add(match[1] as string);
  }
  return [...found];
}

export function pageWeight(siteDir: string, htmlFile: string): PageWeight {
  const read = (urlPath: string) => readFileSync(join(siteDir, urlPath));
  const html = read(htmlFile).toString('utf8');
  const weight: PageWeight = { html: measure(html), css: none(), js: none(), images: none(), fonts: none(), files: [] };

  for (const match of html.matchAll(/<style>([\s\S]*?)<\/style>/g))
    weight.css = add(weight.css, measure(match[1] ?? ''));
  for (const match of html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)) {
    weight.css = add(weight.css, measure(read(match[1] as string)));
    weight.files.push(match[1] as string);
  }
  for (const match of html.matchAll(/<link rel="icon"[^>]*href="([^"]+)"/g)) {
    weight.images = add(weight.images, measure(read(match[1] as string)));
    weight.files.push(match[1] as string);
  }

  const scripts = [
    ...html.matchAll(/<script type="module"[^>]*src="([^"]+)"/g),
    ...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g),
  ].map((m) => m[1] as string);
  const seen = new Set<string>();
  while (scripts.length) {
    const script = scripts.pop() as string;
    if (seen.has(script)) continue;
    seen.add(script);
    const code = read(script).toString('utf8');
    weight.js = add(weight.js, measure(code));
    weight.files.push(script);
    for (const specifier of staticImports(code)) {
      if (specifier.startsWith('.')) scripts.push(posix.join(dirname(script), specifier));
    }
  }
  return weight;
}
