import { createContext, useContext, useEffect } from 'react';
import { site } from '../config/site';
import { shareImageAlt, shareImageFor, shareImageSize } from './share-image';

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

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const canonical = (meta: PageMeta) => (meta.path === undefined ? null : escapeAttribute(canonicalUrl(meta.path)));

/** One tag of a page's head: how to find it, and its HTML for a page (null when the page has none). */
interface HeadTag {
  selector: string;
  html: (meta: PageMeta) => string | null;
}

/**
 * The tags after each page's <title>, described once: the prerender writes them, and a client-side
 * navigation replaces them (from the page's meta, or from the fetched page's HTML).
 */
const pageHeadTags: readonly HeadTag[] = [
  {
    selector: 'meta[name="description"]',
    html: (meta) => `<meta name="description" content="${escapeAttribute(meta.description)}">`,
  },
  { selector: 'meta[property="og:type"]', html: () => '<meta property="og:type" content="website">' },
  {
    selector: 'meta[property="og:site_name"]',
    html: () => `<meta property="og:site_name" content="${escapeAttribute(site.companyName)}">`,
  },
  {
    selector: 'meta[property="og:title"]',
    html: (meta) => `<meta property="og:title" content="${escapeAttribute(meta.title)}">`,
  },
  {
    selector: 'meta[property="og:description"]',
    html: (meta) => `<meta property="og:description" content="${escapeAttribute(meta.description)}">`,
  },
  { selector: 'meta[property="og:locale"]', html: () => '<meta property="og:locale" content="en_GB">' },
  {
    selector: 'link[rel="canonical"]',
    html: (meta) => canonical(meta) && `<link rel="canonical" href="${canonical(meta)}">`,
  },
  {
    selector: 'meta[property="og:url"]',
    html: (meta) => canonical(meta) && `<meta property="og:url" content="${canonical(meta)}">`,
  },
  {
    selector: 'meta[property="og:image"]',
    html: (meta) =>
      `<meta property="og:image" content="${escapeAttribute(`${site.siteUrl}${shareImageFor(meta.path)}`)}">`,
  },
  { selector: 'meta[property="og:image:type"]', html: () => '<meta property="og:image:type" content="image/png">' },
  {
    selector: 'meta[property="og:image:width"]',
    html: () => `<meta property="og:image:width" content="${shareImageSize.width}">`,
  },
  {
    selector: 'meta[property="og:image:height"]',
    html: () => `<meta property="og:image:height" content="${shareImageSize.height}">`,
  },
  {
    selector: 'meta[property="og:image:alt"]',
    html: (meta) =>
      `<meta property="og:image:alt" content="${escapeAttribute(shareImageAlt(meta.path, site.companyName))}">`,
  },
  { selector: 'meta[name="twitter:card"]', html: () => '<meta name="twitter:card" content="summary_large_image">' },
  {
    selector: 'meta[name="robots"]',
    html: (meta) => (meta.path === undefined ? '<meta name="robots" content="noindex">' : null),
  },
];

/** The <head> tags for a prerendered page. */
export function headTags(meta: PageMeta): string {
  const tags = pageHeadTags.map((tag) => tag.html(meta)).filter((html) => html !== null);
  return [`<title>${escapeAttribute(meta.title)}</title>`, ...tags].join('\n    ');
}

/** Puts each of the page head tags into this document's head as `tagFor` gives it, removing those it has none of. */
export function replaceHeadTags(tagFor: (tag: HeadTag) => Element | null): void {
  for (const tag of pageHeadTags) {
    const current = document.head.querySelector(tag.selector);
    const next = tagFor(tag);
    if (current && next) current.replaceWith(next);
    else if (next) document.head.append(next);
    else current?.remove();
  }
}

function elementFrom(html: string | null): Element | null {
  if (html === null) return null;
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content.firstElementChild;
}

/** Declares the page's title and description; the document head follows it on client navigations. */
export function usePageMeta(meta: PageMeta): void {
  const collector = useContext(PageMetaCollector);
  if (collector) collector.meta = meta;
  useEffect(() => {
    const page = { title: meta.title, description: meta.description, path: meta.path };
    document.title = page.title;
    replaceHeadTags((tag) => elementFrom(tag.html(page)));
  }, [meta.title, meta.description, meta.path]);
}
