import { describe, expect, it } from 'vitest';
import { recordedVisit } from './recorded-visit';
import { type PostedVisit, recordVisit, referrerKindOf, type VisitedPage, visitKey } from './visit-recorder';

/** A page opened at `url` from `referrer`, with a tab's storage: `storage` to share one between pages. */
function pageAt(url: string, referrer = '', storage: VisitedPage['sessionStorage'] = tabStorage()): VisitedPage {
  const { pathname, search, hostname } = new URL(url);
  return { location: { pathname, search, hostname }, document: { referrer }, sessionStorage: storage };
}

function tabStorage(): VisitedPage['sessionStorage'] & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return { items, getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
}

/** Safari's private browsing, or storage switched off: reading the storage throws. */
const refusingPage = (url: string, referrer = ''): VisitedPage =>
  Object.defineProperty(pageAt(url, referrer), 'sessionStorage', {
    get() {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    },
  });

const site = 'https://www.swiftline.example';

describe('referrerKindOf', () => {
  it.each([
    ['https://www.google.co.uk/', 'search'],
    ['https://www.google.com/search?q=courier', 'search'],
    ['https://www.bing.com/', 'search'],
    ['https://duckduckgo.com/', 'search'],
    ['https://uk.search.yahoo.com/', 'search'],
    ['https://www.ecosia.org/', 'search'],
    ['https://search.brave.com/', 'search'],
    ['android-app://com.google.android.googlequicksearchbox/', 'search'],
    ['https://www.facebook.com/', 'other site'],
    ['https://newsletter.example/spring', 'other site'],
    ['https://googleish.example/', 'other site'],
    ['', 'none'],
    ['not a url', 'none'],
    [`${site}/courier-leeds`, 'none'],
    ['https://swiftline.example/FAQ', 'none'],
    ['https://www.swiftline.example:4173/', 'none'],
  ])('%s is %s', (referrer, kind) => {
    expect(referrerKindOf(referrer, 'www.swiftline.example')).toBe(kind);
  });
});

describe('recordVisit', () => {
  it('keeps the landing page’s path (never its query), its UTM tags and its referrer’s kind', () => {
    const page = pageAt(
      `${site}/courier-leeds?utm_source=newsletter&utm_campaign=spring&ref=x#quote`,
      'https://mail.example/',
    );
    recordVisit(page);
    expect(recordedVisit(page)).toEqual({
      landing_page: '/courier-leeds',
      utm_source: 'newsletter',
      utm_campaign: 'spring',
      referrer_kind: 'other site',
    });
  });

  it('keeps the first page of the visit: later pages of the tab change nothing', () => {
    const tab = tabStorage();
    recordVisit(pageAt(`${site}/courier-york?utm_source=google&utm_medium=cpc`, 'https://www.google.co.uk/', tab));
    const home = pageAt(`${site}/?utm_source=other`, `${site}/courier-york`, tab);
    recordVisit(home);
    expect(recordedVisit(home)).toEqual({
      landing_page: '/courier-york',
      utm_source: 'google',
      utm_medium: 'cpc',
      referrer_kind: 'search',
    });
  });

  it('takes a page of this site, on a port too (the local stack), as no referrer', () => {
    const page = pageAt('http://127.0.0.1:4173/courier-leeds', 'http://127.0.0.1:4173/');
    recordVisit(page);
    expect(recordedVisit(page)).toEqual({ landing_page: '/courier-leeds', referrer_kind: 'none' });
  });

  it('never breaks the page when storage is refused: the quote then says the page it is sent from', () => {
    const page = refusingPage(`${site}/?utm_source=newsletter`, 'https://www.bing.com/');
    expect(() => recordVisit(page)).not.toThrow();
    expect(recordedVisit(page)).toEqual({ landing_page: '/', utm_source: 'newsletter', referrer_kind: 'search' });
  });

  it('reads what is stored with care: other names and non-text left out, garbage as none', () => {
    const tab = tabStorage();
    tab.items.set(visitKey, JSON.stringify({ landing_page: '/FAQ', utm_source: 42, from_email: 'x@example.com' }));
    expect(recordedVisit(pageAt(`${site}/`, '', tab))).toEqual({ landing_page: '/FAQ' } satisfies PostedVisit);
    tab.items.set(visitKey, '{not json');
    expect(() => recordVisit(pageAt(`${site}/`, '', tab))).not.toThrow();
    expect(recordedVisit(pageAt(`${site}/courier-hull`, '', tab))).toEqual({
      landing_page: '/courier-hull',
      referrer_kind: 'none',
    });
  });

  it('stores nothing personal: a path, tags and a kind, cut short', () => {
    const tab = tabStorage();
    recordVisit(pageAt(`${site}/${'a'.repeat(500)}?utm_campaign=${'c'.repeat(500)}`, 'https://x.example/me?id=1', tab));
    const stored = JSON.parse(tab.items.get(visitKey) ?? '{}');
    expect(Object.keys(stored).sort()).toEqual(['landing_page', 'referrer_kind', 'utm_campaign']);
    expect(stored.landing_page).toHaveLength(200);
    expect(stored.utm_campaign).toHaveLength(200);
    expect(JSON.stringify(stored)).not.toContain('x.example');
  });
});
