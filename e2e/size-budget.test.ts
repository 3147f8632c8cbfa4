import { quoteResultPaths, sitePaths } from '@courier/common/site-routes';
import { beforeAll, describe, expect, it } from 'vitest';
import { type PageWeight, pageWeight } from '../bench/page-weight';
import { siteUrl, useBrowser } from './browser';

/** Gzip bytes a page may load before the visitor does anything (issue: performance budget). */
const budget = {
  homeJs: 90_000,
  /** Content pages (no form, no page code) must load less than the home page. */
  otherPageJs: 86_000,
  css: 15_000,
};

const browser = useBrowser();

async function weigh(path: string): Promise<PageWeight> {
  const { page, close } = await browser.openPage();
  try {
    return await pageWeight(page, `${siteUrl()}${path}`);
  } finally {
    await close();
  }
}

describe('first-load size budget (gzip bytes the browser fetches)', () => {
  // Weighed once before the tests, so each test reads it and none depends on another having run.
  let home: PageWeight;
  beforeAll(async () => {
    home = await weigh('/');
  });

  it(`keeps the home page within ${budget.homeJs / 1000} kB of JavaScript and ${budget.css / 1000} kB of CSS`, () => {
    expect(home.files[0]).toBe('/');
    expect(home.files.some((file) => file.includes('/assets/HomeRoute-'))).toBe(true);
    expect(home.js.gzip).toBeGreaterThan(50_000);
    expect(home.js.gzip).toBeLessThanOrEqual(budget.homeJs);
    expect(home.css.gzip).toBeGreaterThan(0);
    expect(home.css.gzip).toBeLessThanOrEqual(budget.css);
  });

  it('does not load the quote form before the visitor heads for it', () => {
    expect(home.files.some((file) => file.includes('QuoteForm'))).toBe(false);
  });

  it('makes no third-party request (no analytics ID is configured, and none before consent)', () => {
    expect(home.thirdParty).toEqual([]);
  });

  const resultPaths: string[] = Object.values(quoteResultPaths);
  const contentPaths = sitePaths.filter((path) => path !== '/' && !resultPaths.includes(path));

  // Content pages carry no page code. The quote form's own result pages run a little (reading ?ref=
  // and ?fix=); they are reached only after a post made without the form's code, so they stay within
  // the home budget instead.
  const pages = [
    ...[...contentPaths, '/no-such-page'].map((path) => ({ path, jsLimit: budget.otherPageJs })),
    ...resultPaths.map((path) => ({ path, jsLimit: budget.homeJs })),
  ];
  it.each(pages)(
    'keeps $path within $jsLimit bytes of JavaScript (less than home) and the CSS budget',
    async ({ path, jsLimit }) => {
      const weight = await weigh(path);
      expect(weight.js.gzip).toBeGreaterThan(0);
      expect(weight.js.gzip).toBeLessThanOrEqual(jsLimit);
      expect(weight.js.gzip).toBeLessThan(home.js.gzip);
      expect(weight.css.gzip).toBeLessThanOrEqual(budget.css);
      expect(weight.thirdParty).toEqual([]);
    },
  );
});
