import { createContext, useContext, useEffect } from 'react';
import { site } from '../config/site';

/** What search engines and link previews see of a page. */
export interface PageMeta {
  title: string;
  description: string;
  /** Canonical path; omitted for the not-found page, which must not be indexed. */
  path?: string;
}

/** Filled during prerendering, so the build can write each page's <head> from the page itself. */
export const PageMetaCollector = createContext<{ meta?: PageMeta } | null>(null);

export const canonicalUrl = (path: string) => `${site.siteUrl}${path === '/' ? '/' : path}`;

/** Declares the page's title and description; the document head follows it on client navigations. */
export function usePageMeta(meta: PageMeta): void {
  const collector = useContext(PageMetaCollector);
  if (collector) collector.meta = meta;
  useEffect(() => {
    document.title = meta.title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', meta.description);
    document.querySelector('meta[property="og:title"]')?.setAttribute('content', meta.title);
    document.querySelector('meta[property="og:description"]')?.setAttribute('content', meta.description);
    if (meta.path) {
      document.querySelector('meta[name="robots"]')?.remove();
      document.querySelector('link[rel="canonical"]')?.setAttribute('href', canonicalUrl(meta.path));
      document.querySelector('meta[property="og:url"]')?.setAttribute('content', canonicalUrl(meta.path));
    }
  }, [meta.title, meta.description, meta.path]);
}

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The <head> tags for a prerendered page. */
export function headTags(meta: PageMeta): string {
  const tags = [
    `<title>${escapeAttribute(meta.title)}</title>`,
    `<meta name="description" content="${escapeAttribute(meta.description)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="${escapeAttribute(site.companyName)}">`,
    `<meta property="og:title" content="${escapeAttribute(meta.title)}">`,
    `<meta property="og:description" content="${escapeAttribute(meta.description)}">`,
    `<meta property="og:locale" content="en_GB">`,
  ];
  if (meta.path) {
    const url = escapeAttribute(canonicalUrl(meta.path));
    tags.push(`<link rel="canonical" href="${url}">`, `<meta property="og:url" content="${url}">`);
  } else {
    tags.push('<meta name="robots" content="noindex">');
  }
  return tags.join('\n    ');
}
