import { cities, cityPath, pagePaths } from '@courier/common/site-routes';
import type { ComponentType } from 'react';
import { type LazyComponent, lazyComponent } from '../lib/lazy-component';
import { PageContent } from './content-page';
import { siteRoutes } from './routes';

/** A content page for the prerender, marked as the part the browser keeps as it is. */
function contentPage(load: () => Promise<{ default: ComponentType }>): LazyComponent {
  const page = lazyComponent(load);
  const Component = () => (
    <PageContent>
      <page.Component />
    </PageContent>
  );
  return { Component, preload: page.preload };
}

const cityPages = Object.fromEntries(
  cities.map((c) => [
    cityPath(c.slug),
    contentPage(() => import('../features/cities/CityPage').then((module) => module.cityPageFor(c.slug))),
  ]),
);

const pages: Record<string, LazyComponent> = {
  [pagePaths.home]: lazyComponent(() => import('./HomeRoute')),
  [pagePaths.faq]: contentPage(() => import('../features/faq/FaqPage')),
  [pagePaths.terms]: contentPage(() => import('../features/legal/TermsPage')),
  [pagePaths.legal]: contentPage(() => import('../features/legal/LegalNoticePage')),
  [pagePaths.securityPolicy]: contentPage(() => import('../features/legal/SecurityPolicyPage')),
  ...cityPages,
};

/** Every page rendered in full by React: what the prerender writes to HTML, and what `npm run dev` shows. */
export const renderedRoutes = siteRoutes(
  (path) => pages[path] as LazyComponent,
  contentPage(() => import('../features/not-found/NotFoundPage')),
);
