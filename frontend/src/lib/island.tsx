import { type ComponentType, createContext, type ReactElement, useContext, useEffect, useRef } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { preloadWhenPrerendering } from './lazy-component';

/** Given by the prerender (react-dom/server's renderToString), so the client bundle never carries it. */
export const IslandRenderer = createContext<((element: ReactElement) => string) | null>(null);

/** Starts loading the island when the condition holds; returns a function that stops watching. */
export type LoadTrigger = (start: () => void, element: HTMLElement) => () => void;

interface SlotProps {
  loadOn: LoadTrigger;
  className?: string;
}

/**
 * A part of a page with its own code and its own React root, hydrated only when `loadOn` says so
 * (e.g. when it comes into view). The prerender writes its HTML in place; until the code arrives
 * the visitor sees that HTML, and navigations elsewhere in the app never touch it.
 *
 * `propsFromPage` reads what the visitor already did to the prerendered HTML (say, typed into a
 * form before its code arrived), so hydrating keeps it. It is read in the same task as the island
 * hydrates, its effects included, so no keystroke falls between the two.
 */
export function createIsland<P extends object>(
  load: () => Promise<ComponentType<P>>,
  propsFromPage: (element: HTMLElement) => P,
): { Slot: ComponentType<SlotProps> } {
  let Loaded: ComponentType<P> | undefined;
  const preload = async () => {
    Loaded = Loaded ?? (await load());
  };
  preloadWhenPrerendering({ preload });

  function Slot({ loadOn, className }: SlotProps) {
    const ref = useRef<HTMLDivElement>(null);
    const renderToString = useContext(IslandRenderer);
    useEffect(() => {
      const element = ref.current;
      if (!element) return;
      let root: Root | undefined;
      let cancelled = false;
      const start = () => {
        preload().then(() => {
          if (cancelled || root || !Loaded) return;
          const island = <Loaded {...propsFromPage(element)} />;
          // Reading the page and hydrating happen in this one task. Left to React's scheduler, hydration
          // would run in a later task, and what the visitor typed in between would be in the fields but
          // not in the props: React's first render after it would put the fields back as read.
          flushSync(() => {
            // Prerendered HTML is hydrated; after a client-side navigation there is none, so render.
            if (element.firstElementChild) {
              root = hydrateRoot(element, island);
            } else {
              root = createRoot(element);
              root.render(island);
            }
          });
        });
      };
      const stopWatching = loadOn(start, element);
      return () => {
        cancelled = true;
        stopWatching();
        const mounted = root;
        // Unmounting a root while React renders warns; the parent is being removed anyway.
        if (mounted) queueMicrotask(() => mounted.unmount());
      };
    }, [loadOn]);
    const html = renderToString && Loaded ? renderToString(<Loaded {...({} as P)} />) : '';
    // React leaves this element's content alone: the island's own root manages it.
    // biome-ignore lint/security/noDangerouslySetInnerHtml: our own prerendered markup, or nothing on the client
    return <div ref={ref} className={className} dangerouslySetInnerHTML={{ __html: html }} suppressHydrationWarning />;
  }

  return { Slot };
}
