import { inlineScripts } from '@courier/common/inline-scripts';
import { sitePaths } from '@courier/common/site-routes';
import { beforeAll, describe, expect, it } from 'vitest';
import { type PageWeight, pageWeight } from '../bench/page-weight';
import { siteUrl, useBrowser } from './browser';

/** Gzip bytes a page may load before the visitor does anything (issue: performance budget). */
const budget = {
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

const browser = useBrowser();

/** Weighs a first visit in a reused tab: pageWeight turns the cache off, so what it counts is what a new visitor fetches. */
async function weigh(path: string): Promise<PageWeight> {
  const { page, close } = await browser.openPage({ reuse: true });
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

  const contentPaths = sitePaths.filter((path) => path !== '/');

  // Content pages carry no page code.
  const pages = [...contentPaths, '/no-such-page'].map((path) => ({
    path,
    jsLimit: budget.otherPageJs,
    requestLimit: budget.otherPageRequests,
  }));
  // Side by side: each weighing mostly waits for the network to stay quiet.
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
