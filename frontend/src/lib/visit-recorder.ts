/**
 * Where a lead came from (issue 43 B, docs/decisions/044): the first page of the visit, its link's UTM tags and the
 * kind of place that referred the visitor, kept in this tab's sessionStorage until it closes (no cookie, nothing
 * personal, nothing sent) and posted only with a quote, as the form's hidden fields (recorded-visit.ts). The server
 * checks each value (common/src/quote/read-quote-visit.ts): this side, on every page, keeps small and never breaks it.
 */
import { type ReferrerKind, visitFields } from '@courier/common/quote/quote-visit';

/** The visit as the form posts it: hidden field name → value. */
export type PostedVisit = Record<string, string>;

/** Where the visit waits: this tab, until it closes. */
export const visitKey = 'quote-visit';

/** What is read of a page: the browser's `window`, or a test's. */
export interface VisitedPage {
  location: Pick<Location, 'pathname' | 'search' | 'hostname'>;
  document: Pick<Document, 'referrer'>;
  readonly sessionStorage: Pick<Storage, 'getItem' | 'setItem'>;
}

/**
 * The search engines people use in the UK, by a label of their host: www.google.co.uk, www.bing.com, duckduckgo.com,
 * uk.search.yahoo.com, www.ecosia.org, search.brave.com, and the Google app (com.google.android.googlequicksearchbox).
 */
const searchEngine = /(?:^|\.)(?:google|bing|duckduckgo|yahoo|ecosia|brave|startpage|qwant|yandex|baidu|aol|ask)\./;

const withoutWww = (host: string) => host.toLowerCase().replace(/^www\./, '');

/** A search engine, another site, or none: no referrer, one we cannot read, or this site's own. */
export function referrerKindOf(referrer: string, ownHostname: string): ReferrerKind {
  let host: string;
  try {
    host = new URL(referrer).hostname;
  } catch {
    return 'none';
  }
  if (!host || withoutWww(host) === withoutWww(ownHostname)) return 'none';
  return searchEngine.test(host.toLowerCase()) ? 'search' : 'other site';
}

/** The server takes at most 200 characters of a path and 100 of a tag: nothing longer is worth keeping. */
const kept = (value: string) => value.slice(0, 200);

/** This page's visit: its path (never its query), the UTM tags in its address, and its referrer's kind. */
export function visitOf(page: Pick<VisitedPage, 'location' | 'document'>): PostedVisit {
  const tags = new URLSearchParams(page.location.search);
  const visit: PostedVisit = {
    [visitFields.landingPage]: kept(page.location.pathname),
    [visitFields.referrerKind]: referrerKindOf(page.document.referrer, page.location.hostname),
  };
  for (const name of [visitFields.utmSource, visitFields.utmMedium, visitFields.utmCampaign]) {
    const tag = tags.get(name)?.trim();
    if (tag) visit[name] = kept(tag);
  }
  return visit;
}

/**
 * On each page the visitor opens: the first page of the visit wins, so a visit already stored is kept. Storage may
 * be refused (Safari's private browsing, storage switched off): the page goes on regardless.
 */
export function recordVisit(page: VisitedPage = window): void {
  try {
    if (page.sessionStorage.getItem(visitKey) === null) {
      page.sessionStorage.setItem(visitKey, JSON.stringify(visitOf(page)));
    }
  } catch {
    // Nothing is kept: a quote sent from this page says this page (recorded-visit.ts).
  }
}
