/**
 * The site's inline scripts and the CSP sources that allow them (docs/decisions/053). The site's CSP never allows
 * inline scripts as such ('unsafe-inline'), only each by the SHA-256 of its text, read from the built pages wherever
 * the CSP is set: CloudFront's response headers policy (infra, at synth, from the pages CDK builds), the local server
 * (from the pages it serves) and the smoke test (from the pages the deployment answers). Nothing is hand-copied, so a
 * changed script changes its hash everywhere with the next build.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const scriptElement = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
/** A script with a source is a file (allowed by 'self'); JSON-LD and other data blocks are not run, so need nothing. */
const notInline = /\bsrc\s*=|\btype\s*=\s*["']?application\/(?:ld\+)?json/i;

/** The text of every script a page runs inline, as written between its tags. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(scriptElement)]
    .filter(([, attributes]) => !notInline.test(attributes ?? ''))
    .map(([, , text]) => text ?? '');
}

/** The CSP source that allows exactly this script: 'sha256-…' of its text as UTF-8. */
export function scriptHashSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/** The CSP sources for the inline scripts of these pages, each once, in a stable order. */
export function pageScriptHashSources(pages: readonly string[]): string[] {
  return [...new Set(pages.flatMap(inlineScripts).map(scriptHashSource))].sort();
}

/**
 * The CSP sources for the inline scripts of a built site's pages (the `.html` files at its top, as prerendered); none
 * for a directory not there (a site not built yet has no pages to run them).
 */
export function builtSiteScriptHashSources(siteDir: string): string[] {
  if (!existsSync(siteDir)) return [];
  const pages = readdirSync(siteDir).filter((file) => file.endsWith('.html'));
  return pageScriptHashSources(pages.map((file) => readFileSync(join(siteDir, file), 'utf8')));
}
