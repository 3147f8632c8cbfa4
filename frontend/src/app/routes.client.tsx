import { pagePaths } from '@courier/common/site-routes';
import { type LazyComponent, lazyComponent } from '../lib/lazy-component';
import { ContentPage } from './content-page';
import { siteRoutes } from './routes';

const content = { Component: ContentPage, preload: async () => {} };
const reactPages: Record<string, LazyComponent> = {
  [pagePaths.home]: lazyComponent(() => import('./HomeRoute')),
};

/**
 * In the browser only the home page is a React page (it holds the quote form). Every other page is
 * content: its prerendered HTML is kept, or fetched on client-side navigation, so its text never ships
 * as JavaScript.
 */
export const clientRoutes = siteRoutes((path) => reactPages[path] ?? content, content);
