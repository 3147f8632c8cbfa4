import { cities, cityPath, indexedPaths, pagePaths, sitePaths } from '@courier/common/site-routes';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { siteUrl, useBrowser } from './browser';
import { type HtmlShape, htmlShape } from './html-shape';
import { onScreen } from './screens';

const browser = useBrowser();

const headings: Record<string, string> = {
  '/': 'Same day couriers, collected within the hour',
  '/FAQ': 'Same Day & Next Day Courier Services',
  '/terms': 'Terms and Conditions',
  '/legal': 'Legal Notice and Privacy',
  '/security-policy': 'Security Policy',
  ...Object.fromEntries(cities.map((c) => [cityPath(c.slug), `Same Day Courier ${c.name}`])),
};

const decode = (html: string) =>
  html
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<');

describe('prerendered HTML (no JavaScript)', () => {
  it('has a page for every route', () => {
    expect(Object.keys(headings).sort()).toEqual([...sitePaths].sort());
    // The pages of their own and one per city, every one of them indexed.
    expect(sitePaths).toHaveLength(Object.keys(pagePaths).length + cities.length);
    expect(indexedPaths).toEqual(sitePaths);
  });

  it.each(indexedPaths)('%s answers 200 with its heading, title, description and canonical URL', async (path) => {
    const response = await fetch(`${siteUrl()}${path}`, { redirect: 'manual' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = decode(await response.text());
    expect(html).toMatch(new RegExp(`<h1[^>]*>${headings[path]}</h1>`));
    const title = /<title>([^<]+)<\/title>/.exec(html)?.[1] ?? '';
    if (path !== '/') expect(title).toContain(headings[path]?.split(' | ')[0]);
    const description = /<meta name="description" content="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(description.length).toBeGreaterThanOrEqual(40);
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="https://[^"]+${path === '/' ? '/' : path}">`));
    expect(html).toContain('<meta property="og:title"');
  });

  it('gives every page its own title and description', async () => {
    const pages = await Promise.all(sitePaths.map((path) => fetch(`${siteUrl()}${path}`).then((r) => r.text())));
    const titles = pages.map((html) => /<title>([^<]+)<\/title>/.exec(html)?.[1]);
    const descriptions = pages.map((html) => /<meta name="description" content="([^"]+)"/.exec(html)?.[1]);
    expect(new Set(titles).size).toBe(sitePaths.length);
    expect(new Set(descriptions).size).toBe(sitePaths.length);
  });

  it('titles the Stoke page Stoke-on-Trent', async () => {
    const html = await fetch(`${siteUrl()}/courier-stoke`).then((r) => r.text());
    expect(html).toContain('<title>Same Day Courier Stoke-on-Trent');
  });

  it('marks up the business on the home page, a service and breadcrumbs on city pages, and the FAQ as FAQPage', async () => {
    const jsonLd = async (path: string) => {
      const html = await fetch(`${siteUrl()}${path}`).then((r) => r.text());
      const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)];
      return blocks.map((block) => JSON.parse(block[1] as string));
    };
    const [home] = await jsonLd('/');
    expect(home['@type']).toBe('LocalBusiness');
    expect(home.address.postalCode).toBe('LE1 1AA');
    const [leeds, trail] = await jsonLd('/courier-leeds');
    expect(leeds).toMatchObject({ '@type': 'Service', areaServed: { '@type': 'City', name: 'Leeds' } });
    expect(leeds.provider).toEqual({ '@id': home['@id'] });
    expect(trail['@type']).toBe('BreadcrumbList');
    const [faq] = await jsonLd('/FAQ');
    expect(faq['@type']).toBe('FAQPage');
    expect(faq.mainEntity).toHaveLength(20);
  });

  it('serves the not-found page with status 404', async () => {
    for (const path of ['/no-such-page', '/courier-atlantis', '/assets/missing.js']) {
      const response = await fetch(`${siteUrl()}${path}`);
      expect(response.status).toBe(404);
      const html = decode(await response.text());
      expect(html).toContain('404 — Page Not Found');
      expect(html).toContain(
        "The page you're looking for doesn't exist, was moved, or may be temporarily unavailable.",
      );
      expect(html).toContain('Return to Home');
      expect(html).toContain('<meta name="robots" content="noindex">');
    }
  });

  it.each([
    ['/faq', '/FAQ'],
    ['/FAQ/', '/FAQ'],
    ['/Terms', '/terms'],
    ['/courier-london/', '/courier-london'],
    ['/COURIER-LEEDS?utm_source=x', '/courier-leeds?utm_source=x'],
  ])('redirects %s to %s with a 301', async (from, to) => {
    const response = await fetch(`${siteUrl()}${from}`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(to);
  });

  it('lists every indexed page in the sitemap, which robots.txt points to', async () => {
    const sitemap = await fetch(`${siteUrl()}/sitemap.xml`).then((r) => r.text());
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] as string).pathname);
    expect(locs.sort()).toEqual([...indexedPaths].sort());
    const robots = await fetch(`${siteUrl()}/robots.txt`);
    expect(robots.headers.get('content-type')).toContain('text/plain');
    expect(await robots.text()).toMatch(/^Sitemap: https:\/\/\S+\/sitemap\.xml$/m);
  });

  it('publishes security.txt per RFC 9116', async () => {
    const response = await fetch(`${siteUrl()}/.well-known/security.txt`);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toMatch(/^Contact: mailto:\S+@\S+$/m);
    expect(text).toMatch(/^Policy: https:\/\/\S+\/security-policy$/m);
    const expires = /^Expires: (\S+)$/m.exec(text)?.[1] ?? '';
    expect(new Date(expires).getTime()).toBeGreaterThan(Date.now());
  });
});

describe('in the browser', () => {
  /**
   * One page of each template: the pages of their own, one city page and the not-found page. The other city pages
   * are the same template (CityPage.tsx) with their own words, hydrated by the same code (every page but home keeps
   * its prerendered HTML: content-page.tsx), so they are checked by their HTML against this one (below).
   */
  const checkedCity = cityPath('leicester');
  const everyTemplate = [...Object.values(pagePaths), checkedCity, '/no-such-page'];

  // Side by side in reused tabs: loads that only read the page, each mostly waiting for the network to go quiet.
  for (const width of [390, 1280]) {
    for (const path of everyTemplate) {
      it.concurrent(`${path} hydrates cleanly and has no axe violations at ${width} px`, onScreen(width), async () => {
        const { page, problems, close } = await browser.openPage({
          width,
          height: width < 500 ? 844 : 800,
          reuse: true,
        });
        await page.goto(`${siteUrl()}${path}`, { waitUntil: 'networkidle' });
        expect(await axeViolations(page)).toEqual([]);
        expect(problems.filter((p) => !p.includes('404 (Not Found)'))).toEqual([]);
        await close();
      });
    }
  }

  describe(`the other city pages, by their HTML against ${checkedCity}'s`, () => {
    /** The shape of a page's prerendered HTML (html-shape.ts), parsed by the browser: nothing of it runs. */
    const shapeOf = async (page: Page, path: string) => {
      const html = await fetch(`${siteUrl()}${path}`).then((response) => response.text());
      return page.evaluate(htmlShape, html);
    };
    let checked: Promise<HtmlShape> | undefined;
    const otherCities = cities.map((c) => cityPath(c.slug)).filter((path) => path !== checkedCity);

    // Side by side in reused tabs, as above, but with no axe: a load, a parse and a comparison.
    it.concurrent.each(otherCities)(
      '%s hydrates cleanly at 390 px and is made only of kinds of element axe passed there, its ids unique, its headings and links named and in order',
      async (path) => {
        const { page, problems, close } = await browser.openPage({ width: 390, height: 844, reuse: true });
        checked ??= shapeOf(page, checkedCity);
        const { kinds } = await checked;
        const shape = await shapeOf(page, path);
        await page.goto(`${siteUrl()}${path}`, { waitUntil: 'networkidle' });
        expect(problems.filter((p) => !p.includes('404 (Not Found)'))).toEqual([]);
        await close();
        expect({
          kindsAxeHasNotSeen: shape.kinds.filter((kind) => !kinds.includes(kind)),
          duplicateIds: shape.duplicateIds,
          unnamed: shape.unnamed,
          headingProblems: shape.headingProblems,
        }).toEqual({ kindsAxeHasNotSeen: [], duplicateIds: [], unnamed: [], headingProblems: [] });
      },
    );
  });

  it('links every city from the footer', async () => {
    const { page, close } = await browser.openPage();
    await page.goto(`${siteUrl()}/terms`);
    const hrefs = await page.$$eval('footer a[href^="/courier-"]', (links) => links.map((a) => a.getAttribute('href')));
    const alphabetical = [...cities].sort((a, b) => a.name.localeCompare(b.name, 'en-GB'));
    expect(hrefs).toEqual(alphabetical.map((c) => cityPath(c.slug)));
    expect(hrefs[0]).toBe('/courier-aberdeen');
    expect(hrefs.at(-1)).toBe('/courier-york');
    await close();
  });

  it('navigates between content pages in place, fetching their HTML and head', async () => {
    const { page, problems, close } = await browser.openPage();
    await page.goto(`${siteUrl()}/terms`, { waitUntil: 'networkidle' });
    await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
    await page.locator('footer').getByRole('link', { name: 'Courier Leeds' }).click();
    await page.waitForURL(`${siteUrl()}/courier-leeds`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Same Day Courier Leeds');
    expect(await page.title()).toContain('Same Day Courier Leeds');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/courier-leeds$/);
    expect(await page.evaluate(() => 'stillTheSamePage' in window)).toBe(true);
    await page.goBack();
    await expect.poll(() => page.locator('h1').textContent()).toBe('Terms and Conditions');
    expect(problems).toEqual([]);
    await close();
  });

  it('numbers 20 questions on the FAQ page and links to the quote form', async () => {
    const { page, close } = await browser.openPage();
    await page.goto(`${siteUrl()}/FAQ`);
    expect(await page.locator('.faq-list > li').count()).toBe(20);
    expect(await page.getByRole('link', { name: 'Get a Free Quote' }).getAttribute('href')).toBe('/#quote');
    await close();
  });

  const sectionTop = (page: import('playwright-core').Page, id: string) =>
    page.evaluate((target) => document.getElementById(target)?.getBoundingClientRect().top ?? Number.NaN, id);

  /**
   * The section's top once it has come to rest at its place. A smooth scroll can start a few hundred milliseconds after
   * the click on a busy machine, and two equal reads before it starts are not rest: wait for the section to reach its
   * place, then for two reads 100 ms apart to agree.
   */
  async function settledTop(page: import('playwright-core').Page, id: string) {
    await expect
      .poll(() => sectionTop(page, id), { timeout: 15_000 })
      .toSatisfy((top: number) => Math.abs(top - 80) <= 3);
    let previous = Number.NaN;
    for (let i = 0; i < 40; i++) {
      await page.waitForTimeout(100);
      const top = await sectionTop(page, id);
      if (top === previous) return top;
      previous = top;
    }
    return previous;
  }

  it.each(['quote', 'contact'])('scrolls the %s section to 80px below the top from the nav', async (id) => {
    const { page, close } = await browser.openPage();
    await page.goto(`${siteUrl()}/`, { waitUntil: 'networkidle' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: id === 'quote' ? 'Quote' : 'Contact', exact: true }).click();
    expect(Math.abs((await settledTop(page, id)) - 80)).toBeLessThanOrEqual(3);
    expect(page.url()).toBe(`${siteUrl()}/#${id}`);
    await close();
  });

  it('lands on the quote section 80px below the top when coming from another page', async () => {
    const { page, close } = await browser.openPage({ reducedMotion: true });
    await page.goto(`${siteUrl()}/courier-york`, { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: 'Get a Free Quote' }).first().click();
    await page.waitForURL(`${siteUrl()}/#quote`);
    expect(Math.abs((await settledTop(page, 'quote')) - 80)).toBeLessThanOrEqual(3);
    await close();
  });

  it('lands on the section when /#quote is opened directly', async () => {
    const { page, close } = await browser.openPage();
    await page.goto(`${siteUrl()}/#contact`, { waitUntil: 'networkidle' });
    expect(Math.abs((await settledTop(page, 'contact')) - 80)).toBeLessThanOrEqual(3);
    await close();
  });

  it('sends /contact, which the nav names, to the contact section of the home page', async () => {
    const { page, close } = await browser.openPage();
    const response = await page.goto(`${siteUrl()}/contact`, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    expect(page.url()).toBe(`${siteUrl()}/#contact`);
    expect(Math.abs((await settledTop(page, 'contact')) - 80)).toBeLessThanOrEqual(3);
    await close();
  });

  it('jumps without animation when the visitor prefers reduced motion', async () => {
    const { page, close } = await browser.openPage({ reducedMotion: true });
    await page.goto(`${siteUrl()}/`, { waitUntil: 'networkidle' });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
    await page.waitForTimeout(50);
    expect(Math.abs((await sectionTop(page, 'contact')) - 80)).toBeLessThanOrEqual(3);
    await close();
  });

  it('shows page content with JavaScript off', async () => {
    const { page, close } = await browser.openPage({ javaScript: false });
    await page.goto(`${siteUrl()}/courier-cardiff`);
    await expect(page.locator('h1').textContent()).resolves.toBe('Same Day Courier Cardiff');
    expect(await page.locator('.prose p').count()).toBeGreaterThan(3);
    await close();
  });
});
