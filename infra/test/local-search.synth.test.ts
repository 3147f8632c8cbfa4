/**
 * What search engines read of the site CDK builds for production with the company's details (issue 46): one
 * business, described once on the home page with its registered address; a Service and a BreadcrumbList on every
 * city page, the breadcrumbs also on the page; neighbouring city pages linked from each city page's own text; the
 * share image's alt naming the city; and the sitemap dating each page by its content's last commit.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { phoneHref } from '@courier/common/site-config';
import { cities, cityPath, htmlFileFor, indexedPaths, pagePaths } from '@courier/common/site-routes';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../lib/paths';
import { deployedSiteDir, synthesized } from './synth';
import { companyDetails } from './synth-configurations';

const siteDir = deployedSiteDir(synthesized('builtSite'));
const origin = 'https://www.swiftline.co.uk';
const page = (path: string) => readFileSync(join(siteDir, htmlFileFor(path)), 'utf8');
// biome-ignore lint/suspicious/noExplicitAny: JSON-LD is untyped JSON.
const jsonLd = (html: string): any[] =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1] as string));
const main = (html: string) => /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
/** Text as a reader sees it: tags and React's text separators gone, entities decoded. */
const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');
const links = (html: string) =>
  [...html.matchAll(/<a [^>]*href="([^"]+)"[^>]*>(.*?)<\/a>/g)].map((m) => [m[1], text(m[2] as string).trim()]);
const businessId = `${origin}/#business`;
const cityPaths = new Set(cities.map((city) => cityPath(city.slug)));

describe('the business, described once', () => {
  const [business, ...others] = indexedPaths.flatMap((path) =>
    jsonLd(page(path))
      .filter((node) => node['@type'] === 'LocalBusiness')
      .map((node) => ({ path, node })),
  );

  it('is one LocalBusiness node, on the home page, under the one @id', () => {
    expect(others).toEqual([]);
    expect(business?.path).toBe(pagePaths.home);
    expect(business?.node['@id']).toBe(businessId);
  });

  it('has the registered office from the context as its postal address, and its pages elsewhere as sameAs', () => {
    expect(business?.node.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Unit 4, Riverside Park',
      addressLocality: 'Leicester',
      postalCode: 'LE2 2BB',
      addressCountry: 'GB',
    });
    expect(business?.node.sameAs).toEqual([companyDetails.googleBusinessProfileUrl, companyDetails.companiesHouseUrl]);
    expect(business?.node.logo.url).toBe(`${origin}/logo.png`);
    expect(readFileSync(join(siteDir, 'logo.png')).subarray(1, 4).toString()).toBe('PNG');
  });

  it.each(indexedPaths)('%s prints the same name, phone and address', (path) => {
    const html = page(path);
    const footer = text(/<footer[\s\S]*<\/footer>/.exec(html)?.[0] ?? '');
    expect(footer).toContain(`Registered office: ${companyDetails.registeredOffice}.`);
    const { streetAddress, addressLocality, postalCode } = business?.node.address ?? {};
    for (const part of [streetAddress, addressLocality, postalCode]) expect(footer).toContain(part);
    expect(footer).toContain(business?.node.name);
    expect(footer).toContain(companyDetails.phone);
    expect(phoneHref(companyDetails.phone)).toBe(`tel:${business?.node.telephone}`);
    for (const [href, label] of links(html).filter(([href]) => href?.startsWith('tel:'))) {
      expect(href, label).toBe(`tel:${business?.node.telephone}`);
    }
  });
});

describe.each(cities)('the $name page', ({ slug, name }) => {
  const path = cityPath(slug);
  const html = page(path);
  const nodes = jsonLd(html);
  const title = `Same Day Courier ${name}`;

  it('offers a Service for its city, provided by the business by @id, and redefines no business', () => {
    const services = nodes.filter((node) => node['@type'] === 'Service');
    expect(services).toHaveLength(1);
    expect(services[0]).toMatchObject({
      serviceType: 'Same day courier',
      url: `${origin}${path}`,
      areaServed: { '@type': 'City', name },
      provider: { '@id': businessId },
    });
    expect(nodes.filter((node) => node['@type'] === 'LocalBusiness')).toEqual([]);
  });

  it('has a BreadcrumbList, Home › the page, shown as breadcrumbs on the page', () => {
    const [trail] = nodes.filter((node) => node['@type'] === 'BreadcrumbList');
    expect(trail.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/` },
      { '@type': 'ListItem', position: 2, name: title },
    ]);
    const nav = /<nav aria-label="Breadcrumb"[\s\S]*?<\/nav>/.exec(main(html))?.[0] ?? '';
    expect(links(nav)).toEqual([['/', 'Home']]);
    expect(text(nav).replace('›', '').replace(/\s+/g, ' ').trim()).toBe(`Home ${title}`);
  });

  it('links at least two neighbouring city pages from its own text, and its journey table’s cities', () => {
    const nearby = /<section aria-labelledby="nearby-title">[\s\S]*?<\/section>/.exec(main(html))?.[0] ?? '';
    const neighbours = links(nearby).filter(([href]) => cityPaths.has(href as string) && href !== path);
    expect(neighbours.length).toBeGreaterThanOrEqual(2);
    for (const [href, label] of neighbours) {
      expect(label).toBe(`Same day courier ${cities.find((city) => cityPath(city.slug) === href)?.name}`);
    }
    const table = /<table class="journeys">[\s\S]*?<\/table>/.exec(main(html))?.[0] ?? '';
    const rows = [...table.matchAll(/<th scope="row">([\s\S]*?)<\/th>/g)].map((m) => m[1] as string);
    const cityRows = rows.filter((row) => !row.includes('nearest major port or airport'));
    expect(cityRows.length).toBeGreaterThanOrEqual(7);
    for (const row of cityRows) expect(links(row)[0]?.[0]).toMatch(/^\/courier-/);
  });

  it('describes its share image by the city it shows', () => {
    expect(html).toContain(`<meta property="og:image:alt" content="Swiftline Couriers: same day courier ${name}">`);
  });
});

describe('the FAQ page', () => {
  it('links the cities its answers name', () => {
    const answers = [...main(page(pagePaths.faq)).matchAll(/<div class="faq__answer">([\s\S]*?)<\/div>/g)]
      .map((m) => m[1])
      .join('');
    const cityLinks = links(answers).filter(([href]) => cityPaths.has(href as string));
    expect(cityLinks.length).toBeGreaterThanOrEqual(10);
    expect(cityLinks).toContainEqual([cityPath('glasgow'), 'Glasgow']);
  });
});

describe('the sitemap', () => {
  const sitemap = readFileSync(join(siteDir, 'sitemap.xml'), 'utf8');
  const lastmod = (path: string) =>
    new RegExp(`<loc>${origin}${path === '/' ? '/' : path}</loc><lastmod>([^<]+)</lastmod>`).exec(sitemap)?.[1];
  const git = (...files: string[]) =>
    execFileSync('git', ['log', '-1', '--format=%cI', '--', ...files], { cwd: join(repoRoot, 'frontend') })
      .toString()
      .trim();

  it('dates each page by its own content’s last commit, not the build', () => {
    expect(lastmod(cityPath('leeds'))).toBe(
      git(
        'src/features/cities/content/leeds.ts',
        'src/features/cities/CityPage.tsx',
        'src/features/cities/journey-times.ts',
      ),
    );
    expect(lastmod(pagePaths.faq)).toBe(git('src/features/faq'));
    for (const path of indexedPaths)
      expect(lastmod(path), path).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/);
  });
});
