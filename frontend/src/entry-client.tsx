import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { pageFor } from './app/routes';

const root = document.getElementById('root') as HTMLElement;

// Load the current page's code first, so hydration renders exactly what was prerendered.
pageFor(window.location.pathname)
  .preload()
  .then(() => {
    const app = (
      <StrictMode>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </StrictMode>
    );
    // Prerendered pages hydrate; the dev server's empty shell renders from scratch.
    if (root.firstElementChild) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
