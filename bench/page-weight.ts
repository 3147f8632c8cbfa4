/**
 * What a page downloads before the visitor does anything: everything a real Chromium fetches while
 * loading it (390 px wide, no scrolling) until the network is idle, by kind, raw and gzip-compressed.
 * The same files each time, so a test can hold the figures to a budget.
 */
import { gzipSync } from 'node:zlib';
import type { Page, Request, Response } from 'playwright-core';

export interface Bytes {
  raw: number;
  gzip: number;
}

export interface PageWeight {
  html: Bytes;
  /** Linked stylesheets plus <style> elements inlined in the HTML. */
  css: Bytes;
  js: Bytes;
  images: Bytes;
  fonts: Bytes;
  /** Every URL path the page fetched, the document first. */
  files: string[];
  /** Requests to any other origin than the page's (none is allowed before consent). */
  thirdParty: string[];
}

const measure = (content: Buffer | string): Bytes => ({
  raw: Buffer.byteLength(content),
  gzip: gzipSync(content, { level: 9 }).length,
});
const add = (a: Bytes, b: Bytes): Bytes => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip });
const none = (): Bytes => ({ raw: 0, gzip: 0 });
/** How long the network must be quiet for the page to count as loaded (Playwright's networkidle uses 500 ms). */
const quietMs = 500;

const kinds: Record<string, keyof Omit<PageWeight, 'files' | 'thirdParty'>> = {
  document: 'html',
  script: 'js',
  stylesheet: 'css',
  image: 'images',
  font: 'fonts',
};

/** In the page: resolves once every script in `<template id="after-paint">` (if any) is in the document. */
const appScriptsAdded = `new Promise((resolve) => {
  const held = document.getElementById('after-paint');
  const sources = held ? [...held.content.querySelectorAll('script[src]')].map((script) => new URL(script.getAttribute('src'), location.href).href) : [];
  const check = () =>
    sources.every((src) => [...document.scripts].some((script) => script.src === src)) ? resolve() : setTimeout(check, 20);
  check();
})`;

/**
 * Weighs a first visit to `url` in `page`: the browser's cache is off while it loads, so a tab that has loaded the
 * site before fetches everything a new visitor's would. The page's listeners are removed when it is weighed, so one
 * tab can weigh page after page.
 */
export async function pageWeight(page: Page, url: string): Promise<PageWeight> {
  const weight: PageWeight = {
    html: none(),
    css: none(),
    js: none(),
    images: none(),
    fonts: none(),
    files: [],
    thirdParty: [],
  };
  const bodies: Promise<void>[] = [];
  const origin = new URL(url).origin;
  let inFlight = 0;
  let lastActivity = Date.now();
  const onRequest = (request: Request) => {
    inFlight += 1;
    lastActivity = Date.now();
    if (new URL(request.url()).origin !== origin && !request.url().startsWith('data:')) {
      weight.thirdParty.push(request.url());
    }
  };
  const onResponse = (response: Response) => {
    const kind = kinds[response.request().resourceType()];
    // Redirects and 304s have no body; a 404 page's document does.
    if (!kind || (response.status() >= 300 && response.status() < 400)) return;
    weight.files.push(new URL(response.url()).pathname);
    bodies.push(
      response.body().then((body) => {
        weight[kind] = add(weight[kind], measure(body));
        if (kind === 'html') {
          for (const match of body.toString('utf8').matchAll(/<style>([\s\S]*?)<\/style>/g)) {
            weight.css = add(weight.css, measure(match[1] ?? ''));
          }
        }
      }),
    );
  };
  const settle = () => {
    inFlight -= 1;
    lastActivity = Date.now();
  };
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  page.on('request', onRequest);
  page.on('response', onResponse);
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    // The app's code is asked for after the first paint, which a busy machine can hold back past the network's
    // first quiet moment: wait until frontend/src/after-paint.ts has added the scripts it holds, then for the
    // network to be quiet again, then for every body.
    await page.evaluate(appScriptsAdded);
    lastActivity = Date.now();
    while (inFlight > 0 || Date.now() - lastActivity < quietMs) await page.waitForTimeout(50);
  } finally {
    // Something fetched after the page was weighed (the tab may be closing or moving on) is not first-load weight.
    page.off('request', onRequest);
    page.off('response', onResponse);
    page.off('requestfinished', settle);
    page.off('requestfailed', settle);
    await cdp.detach().catch(() => {});
  }
  for (let waited = -1; waited !== bodies.length; ) {
    waited = bodies.length;
    await Promise.all(bodies);
  }
  return weight;
}
