import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { matchPage, type SiteRoutes } from './app/routes';
import { clientRoutes } from './app/routes.client';

// A prerendered page has recorded the visit already, inline, before anything else (record-visit-inline.ts, decision
// 053). Vite's dev server serves no prerendered page, so there the app records it.
if (import.meta.env.DEV) import('./lib/visit-recorder').then(({ recordVisit }) => recordVisit());

const root = document.getElementById('root') as HTMLElement;

/** Vite's dev server has no prerendered pages, so there React renders every page itself. */
async function routesForThisBuild(): Promise<SiteRoutes> {
  if (import.meta.env.DEV) return (await import('./app/routes.rendered')).renderedRoutes;
  return clientRoutes;
}

routesForThisBuild().then(async (routes) => {
  // Load the current page's code first, so hydration renders exactly what was prerendered.
  await matchPage(routes, window.location.pathname).preload();
  const app = (
    <StrictMode>
      <BrowserRouter>
        <App routes={routes} />
      </BrowserRouter>
    </StrictMode>
  );
  // As a transition, hydration works in slices of a few milliseconds and lets the browser run in
  // between; an input before it ends hydrates the rest at once, so nothing the visitor does is lost.
  if (root.firstElementChild) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
});
