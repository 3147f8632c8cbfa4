import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { App } from './app/App';
import { type PageMeta, PageMetaCollector } from './app/page-meta';
import { pageFor } from './app/routes';

export { headTags } from './app/page-meta';
export { site } from './app/site-config';

/** Renders one path to HTML for the prerender step, with the meta the page declared. */
export async function render(path: string): Promise<{ html: string; meta: PageMeta }> {
  await pageFor(path).preload();
  const collector: { meta?: PageMeta } = {};
  const html = renderToString(
    <StrictMode>
      <PageMetaCollector value={collector}>
        <StaticRouter location={path}>
          <App />
        </StaticRouter>
      </PageMetaCollector>
    </StrictMode>,
  );
  if (!collector.meta) throw new Error(`The page at ${path} declared no title (usePageMeta)`);
  return { html, meta: collector.meta };
}
