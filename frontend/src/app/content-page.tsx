import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { replaceHeadTags } from '../lib/page-meta';

const contentAttribute = 'data-page-content';

/** Server side: marks the part of the page that the browser keeps as prerendered HTML. */
export function PageContent({ children }: { children: ReactNode }) {
  return <div {...{ [contentAttribute]: '' }}>{children}</div>;
}

/** The fetched page's title and head tags replace the current page's. */
function adoptHead(page: Document): void {
  document.title = page.title;
  replaceHeadTags((tag) => {
    const element = page.head.querySelector(tag.selector);
    return element && document.importNode(element, true);
  });
}

/** Fetches a page's prerendered HTML (the server answers unknown paths with the 404 page). */
async function fetchPageContent(path: string): Promise<string> {
  const response = await fetch(path, { headers: { accept: 'text/html' } });
  const page = new DOMParser().parseFromString(await response.text(), 'text/html');
  const content = page.querySelector(`[${contentAttribute}]`);
  if (!content) throw new Error(`No page content at ${path}`);
  adoptHead(page);
  return content.innerHTML;
}

/**
 * Browser side of a content page: on the first load React hydrates around the prerendered HTML
 * and leaves it alone; after a client-side navigation it fetches the page's HTML. If that fails,
 * the browser loads the page the ordinary way.
 */
export function ContentPage() {
  const { pathname, key } = useLocation();
  // True while the DOM still holds the prerendered page this instance hydrated.
  const showsPrerendered = useRef(key === 'default');
  const [html, setHtml] = useState('');
  useEffect(() => {
    if (showsPrerendered.current) {
      showsPrerendered.current = false;
      return;
    }
    let current = true;
    fetchPageContent(pathname)
      .then((content) => current && setHtml(content))
      .catch(() => current && window.location.assign(pathname));
    return () => {
      current = false;
    };
  }, [pathname]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: this site's own prerendered page, fetched from its origin
  return <div {...{ [contentAttribute]: '' }} dangerouslySetInnerHTML={{ __html: html }} suppressHydrationWarning />;
}
