import { cities, cityPath, pagePaths } from '@courier/common/site-routes';
import { type LazyPage, lazyPage } from './lazy-page';

const home = lazyPage(() => import('../features/home/HomePage'));
const faq = lazyPage(() => import('../features/faq/FaqPage'));
const city = lazyPage(() => import('../features/cities/CityPage'));
const terms = lazyPage(() => import('../features/legal/TermsPage'));
const legal = lazyPage(() => import('../features/legal/LegalNoticePage'));
const securityPolicy = lazyPage(() => import('../features/legal/SecurityPolicyPage'));
export const notFound = lazyPage(() => import('../features/not-found/NotFoundPage'));

/** Every page, by canonical path (the list itself lives in common/src/site-routes.ts). */
export const pageRoutes: { path: string; page: LazyPage }[] = [
  { path: pagePaths.home, page: home },
  { path: pagePaths.faq, page: faq },
  { path: pagePaths.terms, page: terms },
  { path: pagePaths.legal, page: legal },
  { path: pagePaths.securityPolicy, page: securityPolicy },
  ...cities.map((c) => ({ path: cityPath(c.slug), page: city })),
];

/** The page for a path, exact and case-sensitive like the router; undefined means not found. */
export function pageFor(pathname: string): LazyPage {
  return pageRoutes.find((route) => route.path === pathname)?.page ?? notFound;
}
