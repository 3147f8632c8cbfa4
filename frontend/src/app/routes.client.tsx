import { pagePaths, quoteResultPaths } from '@courier/common/site-routes';
import { type LazyComponent, lazyComponent } from '../lib/lazy-component';
import { ContentPage } from './content-page';
import { siteRoutes } from './routes';

const content = { Component: ContentPage, preload: async () => {} };
const reactPages: Record<string, LazyComponent> = {
  [pagePaths.home]: lazyComponent(() => import('./HomeRoute')),
  [quoteResultPaths.received]: lazyComponent(() => import('../features/quote-result/QuoteReceivedPage')),
  [quoteResultPaths.notSent]: lazyComponent(() => import('../features/quote-result/QuoteNotSentPage')),
};

/**
 * In the browser only a few pages are React pages: the home page (it holds the quote form) and the
 * quote result pages (they read their address). Every other page is content: its prerendered HTML
 * is kept, or fetched on client-side navigation, so its text never ships as JavaScript.
 */
export const clientRoutes = siteRoutes((path) => reactPages[path] ?? content, content);
