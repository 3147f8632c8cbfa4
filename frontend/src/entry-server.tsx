import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { App } from './app/App';
import { matchPage } from './app/routes';
import { renderedRoutes } from './app/routes.rendered';
import { jsonLdText } from './components/JsonLd';
import { IslandRenderer } from './lib/island';
import { preloadEveryComponent } from './lib/lazy-component';
import { type PageMeta, PageMetaCollector } from './lib/page-meta';
import { localBusiness } from './lib/structured-data';

export { site } from './config/site';
export { headTags } from './lib/page-meta';

/**
 * The business, for the home page's head: written by the prerender only, so the home page's JavaScript carries
 * none of it (the page hydrates without it; search engines read the HTML).
 */
export const businessStructuredData = () =>
  `<script type="application/ld+json">${jsonLdText(localBusiness())}</script>`;

/** Renders one path to HTML for the prerender step, with the meta the page declared. */
export async function render(path: string): Promise<{ html: string; meta: PageMeta }> {
  await matchPage(renderedRoutes, path).preload();
  await preloadEveryComponent();
  const collector: { meta?: PageMeta } = {};
  const html = renderToString(
    <StrictMode>
      <PageMetaCollector value={collector}>
        <IslandRenderer value={renderToString}>
          <StaticRouter location={path}>
            <App routes={renderedRoutes} />
          </StaticRouter>
        </IslandRenderer>
      </PageMetaCollector>
    </StrictMode>,
  );
  if (!collector.meta) throw new Error(`The page at ${path} declared no title (usePageMeta)`);
  return { html, meta: collector.meta };
}
