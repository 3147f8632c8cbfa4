/**
 * Every page of the site: the one list that drives the router, the footer, prerendering,
 * the sitemap and the URL rewrites of the local server and CloudFront.
 */
export const cities = [
  { slug: 'leicester', name: 'Leicester' },
  { slug: 'manchester', name: 'Manchester' },
  { slug: 'london', name: 'London' },
  { slug: 'birmingham', name: 'Birmingham' },
  { slug: 'leeds', name: 'Leeds' },
  { slug: 'liverpool', name: 'Liverpool' },
  { slug: 'sheffield', name: 'Sheffield' },
  { slug: 'bristol', name: 'Bristol' },
  { slug: 'nottingham', name: 'Nottingham' },
  { slug: 'newcastle', name: 'Newcastle' },
  { slug: 'sunderland', name: 'Sunderland' },
  { slug: 'hull', name: 'Hull' },
  { slug: 'derby', name: 'Derby' },
  { slug: 'coventry', name: 'Coventry' },
  { slug: 'stoke', name: 'Stoke-on-Trent' },
  { slug: 'wolverhampton', name: 'Wolverhampton' },
  { slug: 'southampton', name: 'Southampton' },
  { slug: 'portsmouth', name: 'Portsmouth' },
  { slug: 'oxford', name: 'Oxford' },
  { slug: 'cambridge', name: 'Cambridge' },
  { slug: 'peterborough', name: 'Peterborough' },
  { slug: 'norwich', name: 'Norwich' },
  { slug: 'milton-keynes', name: 'Milton Keynes' },
  { slug: 'reading', name: 'Reading' },
  { slug: 'middlesbrough', name: 'Middlesbrough' },
  { slug: 'glasgow', name: 'Glasgow' },
  { slug: 'edinburgh', name: 'Edinburgh' },
  { slug: 'aberdeen', name: 'Aberdeen' },
  { slug: 'cardiff', name: 'Cardiff' },
  { slug: 'swansea', name: 'Swansea' },
  { slug: 'belfast', name: 'Belfast' },
  { slug: 'york', name: 'York' },
  { slug: 'plymouth', name: 'Plymouth' },
  { slug: 'bradford', name: 'Bradford' },
] as const;

export type City = (typeof cities)[number];
export type CitySlug = City['slug'];

export const cityPath = (slug: CitySlug) => `/courier-${slug}`;

/** Pages other than the city pages, by canonical path. */
export const pagePaths = {
  home: '/',
  faq: '/FAQ',
  terms: '/terms',
  legal: '/legal',
  securityPolicy: '/security-policy',
} as const;

/**
 * Paths that name a section of a page rather than a page: the nav's Contact is `/#contact`, and a visitor who
 * types `/contact` is sent there (301) by the URL rewrites instead of a 404.
 */
export const sectionPaths = {
  '/contact': '/#contact',
} as const;

/** Every canonical path that has a page (the not-found page has none). */
export const sitePaths: string[] = [...Object.values(pagePaths), ...cities.map((c) => cityPath(c.slug))];

/**
 * The pages search engines index: the sitemap lists these, each page names itself canonical. Every page is; the
 * pages a quote sent without JavaScript ends on are the quote API's own (lambdas/src/quote/pages/result-pages.ts).
 */
export const indexedPaths: string[] = sitePaths;

/** File in the built site that holds a path's prerendered HTML. */
export function htmlFileFor(path: string): string {
  return path === '/' ? '/index.html' : `${path}.html`;
}

export const notFoundFile = '/404.html';

/**
 * The one status CloudFront answers with the site's not-found page (`notFoundFile`), whichever origin answered it: a
 * distribution's error responses apply to every behaviour, the API's too (infra/lib/site/static-site.ts), and the local
 * server replaces the same (local/site-server.ts). So a page the API renders for a person must never answer it, or the
 * person reads "page not found" instead: a lead no longer stored answers 410 (lambdas/src/lead-claim/claim-api.ts).
 */
export const notFoundStatus = 404;
