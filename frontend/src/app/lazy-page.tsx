import { type ComponentType, lazy } from 'react';

type PageModule = { default: ComponentType };

export interface LazyPage {
  Component: ComponentType;
  /** Loads the page's code; after it resolves the page renders without suspending. */
  preload: () => Promise<void>;
}

/**
 * A code-split page that can be loaded before first render. The prerender and the client both
 * preload the current page, so hydration sees the same tree as the server HTML; later
 * navigations suspend (React.lazy) while the page's chunk loads.
 */
export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let loaded: ComponentType | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
    });
  const Lazy = lazy(() => preload().then(() => ({ default: loaded as ComponentType })));
  // biome-ignore lint/correctness/noComponentHookFactories: made once per page at module load, never per render
  function Component() {
    const Page = loaded ?? Lazy;
    return <Page />;
  }
  return { Component, preload };
}
