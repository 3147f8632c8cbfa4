import { sitePaths } from '@courier/common/site-routes';
import type { LazyComponent } from '../lib/lazy-component';

/** What the router renders for each path of the site (common/src/site-routes.ts lists them). */
export interface SiteRoutes {
  pages: { path: string; page: LazyComponent }[];
  notFound: LazyComponent;
}

/** Builds the route table from the one path list, given what to render for each path. */
export function siteRoutes(pageFor: (path: string) => LazyComponent, notFound: LazyComponent): SiteRoutes {
  return { pages: sitePaths.map((path) => ({ path, page: pageFor(path) })), notFound };
}

/** The page for a path, exact and case-sensitive like the router. */
export function matchPage(routes: SiteRoutes, pathname: string): LazyComponent {
  return routes.pages.find((route) => route.path === pathname)?.page ?? routes.notFound;
}
