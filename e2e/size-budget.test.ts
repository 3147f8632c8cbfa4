import { htmlFileFor, notFoundFile, sitePaths } from '@courier/common/site-routes';
import { describe, expect, it } from 'vitest';
import { pageWeight } from '../bench/page-weight';
import { defaultSiteDir } from '../local/local-stack';

/** Gzip bytes a page may load before the visitor does anything (issue: performance budget). */
const budget = {
  homeJs: 90_000,
  /** Pages without the quote form must load less than the home page. */
  otherPageJs: 86_000,
  css: 15_000,
};

describe('first-load size budget (gzip bytes of the built site)', () => {
  const home = pageWeight(defaultSiteDir, '/index.html');

  it(`keeps the home page's JavaScript within ${budget.homeJs / 1000} kB`, () => {
    expect(home.js.gzip).toBeGreaterThan(0);
    expect(home.js.gzip).toBeLessThanOrEqual(budget.homeJs);
  });

  it.each([...sitePaths.filter((path) => path !== '/').map(htmlFileFor), notFoundFile])(
    `keeps %s within ${budget.otherPageJs / 1000} kB of JavaScript, less than the home page`,
    (file) => {
      const weight = pageWeight(defaultSiteDir, file);
      expect(weight.js.gzip).toBeLessThanOrEqual(budget.otherPageJs);
      expect(weight.js.gzip).toBeLessThan(home.js.gzip);
    },
  );

  it.each([...sitePaths.map(htmlFileFor), notFoundFile])(`keeps %s within ${budget.css / 1000} kB of CSS`, (file) => {
    const weight = pageWeight(defaultSiteDir, file);
    expect(weight.css.gzip).toBeGreaterThan(0);
    expect(weight.css.gzip).toBeLessThanOrEqual(budget.css);
  });

  it('does not load the quote form before the visitor reaches it', () => {
    expect(home.files.some((file) => file.includes('QuoteForm'))).toBe(false);
  });
});
