/**
 * Build step after `vite build` (client) and `vite build --ssr` (server entry): renders every route
 * to static HTML with its own head, and writes the sitemap, robots.txt and security.txt from the
 * same route list. Plain react-dom/server + StaticRouter: no framework, nothing to configure.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { frontendBuildDirs } from '@courier/common/frontend-build';
import { htmlFileFor, indexedPaths, notFoundFile, pagePaths, sitePaths } from '@courier/common/site-routes';
import { writeBrandImages } from './brand-images';
import { lastCommitDate, pageSources } from './content-dates';
import { inlineScript } from './inline-script';

const frontendDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const { outDir: distDir, ssrDir } = frontendBuildDirs(frontendDir, process.env);
const ssrEntry = join(ssrDir, 'entry-server.js');

type ServerEntry = typeof import('../src/entry-server');
const { render, headTags, businessStructuredData, site }: ServerEntry = await import(pathToFileURL(ssrEntry).href);
const manifest: Record<string, { file: string }> = JSON.parse(
  await readFile(join(distDir, '.vite', 'manifest.json'), 'utf8'),
);

// The stylesheet is small: inlined, it costs no render-blocking request before the first paint.
const stylesheetLink = /<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/;
const shell = await readFile(join(distDir, 'index.html'), 'utf8');
const stylesheet = stylesheetLink.exec(shell)?.[1];
if (!stylesheet) throw new Error('No stylesheet link in the built index.html');
const css = await readFile(join(distDir, stylesheet), 'utf8');

// The app's script waits for the first paint (src/after-paint.ts): before it, the page asks for
// nothing but the document and that small script.
const appScript = /<script type="module" crossorigin src="[^"]+"><\/script>/;
const appScriptTag = appScript.exec(shell)?.[0];
const afterPaint = manifest['src/after-paint.ts']?.file;
if (!appScriptTag || !afterPaint) throw new Error('No app script or after-paint script in the build');
// The whole page arrives in the first round trip, so the browser need not paint a part of it first and then lay
// everything out again: the first frame waits until <main> is parsed (render-blocking on parsing).
const firstFrame = '<link rel="expect" href="#main" blocking="render">';
// Where the visit began is recorded before anything else, inline: a visitor who taps on before any script file has
// arrived still counts their landing page and tags (docs/decisions/053). The CSP allows it by its hash.
const recordVisit = await inlineScript(frontendDir, 'src/record-visit-inline.ts');
const template = shell
  .replace('</head>', () => `  <script>${recordVisit}</script>\n  </head>`)
  .replace(stylesheetLink, () => `${firstFrame}\n    <style>${css.trim()}</style>`)
  .replace(appScript, '<!--app-tags-->')
  .replace('</body>', () => `  <script type="module" src="/${afterPaint}"></script>\n  </body>`);

/** The app's tags, added after the first paint; the home page also fetches its own code alongside. */
const homeChunk = manifest['src/app/HomeRoute.tsx']?.file;
const appTags = (path: string) =>
  `<template id="after-paint">${appScriptTag}${
    path === '/' && homeChunk ? `<link rel="modulepreload" crossorigin href="/${homeChunk}">` : ''
  }</template>`;

async function writePage(path: string, file: string): Promise<void> {
  const { html, meta } = await render(path);
  const page = template
    // The business is described once, on the home page (docs/decisions/037).
    .replace('<!--app-head-->', () =>
      path === pagePaths.home ? `${headTags(meta)}\n    ${businessStructuredData()}` : headTags(meta),
    )
    .replace('<!--app-html-->', () => html)
    .replace('<!--app-tags-->', () => appTags(path));
  await writeFile(join(distDir, file), page);
}

await Promise.all(sitePaths.map((path) => writePage(path, htmlFileFor(path))));
await writePage('/404', notFoundFile);
await writeBrandImages(distDir, site.companyName);

// Each page's lastmod is when its own content last changed (its sources' last commit); the build's date only where
// git or the history is missing (content-dates.ts).
const today = new Date().toISOString().slice(0, 10);
const lastmod = (path: string) => lastCommitDate(pageSources(path), frontendDir, today);
const sitemap = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
  ...indexedPaths.map((path) => `  <url><loc>${site.siteUrl}${path}</loc><lastmod>${lastmod(path)}</lastmod></url>`),
  '</urlset>',
  '',
].join('\n');
await writeFile(join(distDir, 'sitemap.xml'), sitemap);
await writeFile(join(distDir, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${site.siteUrl}/sitemap.xml\n`);

const expires = new Date(Date.now() + 365 * 24 * 3600 * 1000).toISOString().replace(/\.\d+Z$/, 'Z');
await mkdir(join(distDir, '.well-known'), { recursive: true });
await writeFile(
  join(distDir, '.well-known', 'security.txt'),
  [
    `Contact: mailto:${site.securityEmail}`,
    `Expires: ${expires}`,
    `Policy: ${site.siteUrl}/security-policy`,
    `Canonical: ${site.siteUrl}/.well-known/security.txt`,
    'Preferred-Languages: en',
    '',
  ].join('\n'),
);

await rm(ssrDir, { recursive: true, force: true });
await rm(join(distDir, '.vite'), { recursive: true, force: true });
console.log(`prerendered ${sitePaths.length + 1} pages into ${distDir}`);
