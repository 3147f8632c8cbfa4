/**
 * The first-load size budget: what a first visit to a page may fetch, in gzip bytes, weighed in a real Chromium
 * (bench/page-weight.ts). `npm test` holds the home page and a sample of the other kinds of page to it
 * (size-budget.browser.test.ts); the release tier weighs every other page (size-budget.release.test.ts).
 */
import { sitePaths } from '@courier/common/site-routes';
import { beforeAll, describe, expect, it } from 'vitest';
import { type PageWeight, pageWeight } from '../bench/page-weight';
import { siteUrl, useBrowser } from './browser';

/** Gzip bytes a page may load before the visitor does anything (issue: performance budget). */
export const budget = {
  homeJs: 90_000,
  /** Content pages (no form, no page code) must load less than the home page. */
  otherPageJs: 86_000,
  css: 15_000,
  /** Files fetched before the visitor does anything: the document, the after-paint script, the app and on the home page its own code. */
  homeRequests: 4,
  otherPageRequests: 3,
  /** The one script the page waits for before its first paint (src/after-paint.ts), raw bytes. */
  afterPaintScript: 1_000,
  /** The one script every page runs inline, in its head, before anything else (the visit recorder), raw bytes. */
  inlineScript: 1_000,
};

/** Every page but the home page, and the not-found page. */
export const otherPages = [...sitePaths.filter((path) => path !== '/'), '/no-such-page'];

/** One page of each kind besides the home page: a content page, a city, a legal page and the not-found page. */
export const sampledPages = ['/FAQ', '/courier-york', '/terms', '/no-such-page'];

export interface Scales {
  /** A first visit to `path`, weighed in a reused tab: pageWeight turns the cache off, so what it counts is what a new visitor fetches. */
  weigh(path: string): Promise<PageWeight>;
  /** The home page's weight, weighed once for the file. */
  home(): Promise<PageWeight>;
}

/** The run's browser for this file, and the weighing of its pages. */
export function useScales(): Scales {
  const browser = useBrowser();
  const weigh = async (path: string) => {
    const { page, close } = await browser.openPage({ reuse: true });
    try {
      return await pageWeight(page, `${siteUrl()}${path}`);
    } finally {
      await close();
    }
  };
  let home: Promise<PageWeight> | undefined;
  return {
    weigh,
    home: () => {
      home ??= weigh('/');
      return home;
    },
  };
}

/**
 * Each of `paths` within the other pages' budget, in fewer bytes of JavaScript than the home page (weighed once,
 * before them), side by side: each weighing mostly waits for the network to stay quiet.
 */
export function otherPagesWithinBudget({ weigh, home: weighHome }: Scales, paths: readonly string[]) {
  describe('the other pages (content pages carry no page code)', () => {
    let home: PageWeight;
    beforeAll(async () => {
      home = await weighHome();
    });

    const pages = paths.map((path) => ({ path, jsLimit: budget.otherPageJs, requestLimit: budget.otherPageRequests }));
    it.concurrent.each(pages)(
      'keeps $path within $jsLimit bytes of JavaScript (less than home) in $requestLimit files, and the CSS budget',
      async ({ path, jsLimit, requestLimit }) => {
        const weight = await weigh(path);
        expect(weight.js.gzip).toBeGreaterThan(0);
        expect(weight.js.gzip).toBeLessThanOrEqual(jsLimit);
        expect(weight.js.gzip).toBeLessThan(home.js.gzip);
        expect(weight.files.length).toBeLessThanOrEqual(requestLimit);
        expect(weight.css.gzip).toBeLessThanOrEqual(budget.css);
        expect(weight.thirdParty).toEqual([]);
      },
    );
  });
}
