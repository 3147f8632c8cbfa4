import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { matchPage } from './app/routes';
import { clientRoutes } from './app/routes.client';

const root = document.getElementById('root') as HTMLElement;

// Load the current page's code first, so hydration renders exactly what was prerendered.
matchPage(clientRoutes, window.location.pathname)
  .preload()
  .then(() => {
    const app = (
      <StrictMode>
        <BrowserRouter>
          <App routes={clientRoutes} />
        </BrowserRouter>
      </StrictMode>
    );
    // Prerendered pages hydrate; the dev server's empty shell renders from scratch.
    if (root.firstElementChild) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
