/**
 * The first-load size budget (size-budget.ts) on the home page, and on one page of each other kind; the release tier
 * weighs every other page (size-budget.release.test.ts).
 */
import { inlineScripts } from '@courier/common/inline-scripts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PageWeight } from '../bench/page-weight';
import { siteUrl } from './browser';
import { budget, otherPagesWithinBudget, sampledPages, useScales } from './size-budget';

const scales = useScales();

describe('first-load size budget (gzip bytes the browser fetches)', () => {
  // Weighed once before the tests, so each test reads it and none depends on another having run.
  let home: PageWeight;
  beforeAll(async () => {
    home = await scales.home();
  });

  it(`keeps the home page within ${budget.homeJs / 1000} kB of JavaScript and ${budget.css / 1000} kB of CSS`, () => {
    expect(home.files[0]).toBe('/');
    expect(home.files.some((file) => file.includes('/assets/HomeRoute-'))).toBe(true);
    expect(home.js.gzip).toBeGreaterThan(50_000);
    expect(home.js.gzip).toBeLessThanOrEqual(budget.homeJs);
    expect(home.css.gzip).toBeGreaterThan(0);
    expect(home.css.gzip).toBeLessThanOrEqual(budget.css);
    expect(home.files.length).toBeLessThanOrEqual(budget.homeRequests);
  });

  it('asks for nothing before the first paint but the document and one small script', async () => {
    const html = await fetch(`${siteUrl()}/`).then((response) => response.text());
    // The app's own tags wait in a template until the page has painted.
    const beforePaint = html.replace(/<template id="after-paint">[\s\S]*?<\/template>/, '');
    expect(beforePaint).not.toMatch(/<link[^>]+rel="(stylesheet|preload|modulepreload)"/);
    const scripts = [...beforePaint.matchAll(/<script[^>]* src="([^"]+)"/g)].map((match) => match[1] as string);
    expect(scripts).toHaveLength(1);
    const script = await fetch(`${siteUrl()}${scripts[0]}`).then((response) => response.text());
    expect(script.length).toBeLessThanOrEqual(budget.afterPaintScript);
    expect(script).toContain('requestAnimationFrame');
    // And one small script inline, which asks for nothing: where the visit began (src/record-visit-inline.ts).
    const [inline, ...more] = inlineScripts(beforePaint);
    expect(more).toEqual([]);
    expect(inline?.length).toBeLessThanOrEqual(budget.inlineScript);
    expect(inline).toContain('sessionStorage');
    expect(html).toMatch(/<template id="after-paint"><script type="module"[^>]* src="\/assets\/[^"]+"><\/script>/);
  });

  it('paints the first frame once <main> is parsed, so the page is laid out once before it shows', async () => {
    for (const path of ['/', '/FAQ', '/courier-york', '/terms', '/no-such-page']) {
      const html = await fetch(`${siteUrl()}${path}`).then((response) => response.text());
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).toMatch(/<link rel="expect" href="#main" blocking="render">\s*<style>/);
      expect(html).toContain('<main id="main"');
    }
  });

  it('does not load the quote form before the visitor heads for it', () => {
    expect(home.files.some((file) => file.includes('QuoteForm'))).toBe(false);
  });

  it('makes no third-party request (no analytics ID is configured, and none before consent)', () => {
    expect(home.thirdParty).toEqual([]);
  });
});

otherPagesWithinBudget(scales, sampledPages);
