import { type ComponentType, lazy } from 'react';

type ComponentModule = { default: ComponentType };

export interface LazyComponent {
  Component: ComponentType;
  /** Loads the code now; once it resolves the component renders without suspending. */
  preload: () => Promise<void>;
}

const everyLazyComponent = new Set<{ preload: () => Promise<void> }>();

/** Makes the prerender load this code before rendering (see `preloadEveryComponent`). */
export function preloadWhenPrerendering(component: { preload: () => Promise<void> }): void {
  everyLazyComponent.add(component);
}

/**
 * A code-split component that can be loaded before first render. The prerender and the client
 * preload the current page, so hydration sees exactly the tree the server rendered; later
 * navigations suspend (React.lazy) while the chunk loads.
 */
export function lazyComponent(load: () => Promise<ComponentModule>): LazyComponent {
  let loaded: ComponentType | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
    });
  const Lazy = lazy(() => preload().then(() => ({ default: loaded as ComponentType })));
  function Component() {
    const Loaded = loaded ?? Lazy;
    return <Loaded />;
  }
  const component = { Component, preload };
  preloadWhenPrerendering(component);
  return component;
}

/** For the prerender: loads every lazy component, including those that loading others declares. */
export async function preloadEveryComponent(): Promise<void> {
  let count = 0;
  while (count !== everyLazyComponent.size) {
    count = everyLazyComponent.size;
    await Promise.all([...everyLazyComponent].map((component) => component.preload()));
  }
}
