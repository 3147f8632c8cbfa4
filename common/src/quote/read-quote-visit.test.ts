import { describe, expect, it } from 'vitest';
import { readQuoteProvenance } from './quote-provenance';
import { type QuoteVisit, visitFields } from './quote-visit';
import { describeVisit, maxLandingPageLength, maxUtmLength, readQuoteVisit } from './read-quote-visit';

const landing = (path: string) => readQuoteVisit({ [visitFields.landingPage]: path })?.landingPage;
const source = (token: string) => readQuoteVisit({ [visitFields.utmSource]: token })?.utmSource;

/** A visit with all five: from a Google advert to the Leeds page, as read from the form. */
const leedsVisit: QuoteVisit = {
  landingPage: '/courier-leeds',
  utmSource: 'google',
  utmMedium: 'cpc',
  utmCampaign: 'spring-vans',
  referrerKind: 'search',
};

describe('readQuoteVisit', () => {
  it('reads all five as the form posts them', () => {
    expect(
      readQuoteVisit({
        landing_page: '/courier-leeds',
        utm_source: 'google',
        utm_medium: 'cpc',
        utm_campaign: 'spring-vans',
        referrer_kind: 'search',
      }),
    ).toEqual(leedsVisit);
  });

  it('is undefined when nothing valid was posted (an EmailJS caller, a tampered form)', () => {
    expect(readQuoteVisit({})).toBeUndefined();
    expect(readQuoteVisit({ landing_page: '', utm_source: ' ', referrer_kind: '' })).toBeUndefined();
    expect(readQuoteVisit({ landing_page: 'https://evil.example/', referrer_kind: 'friend' })).toBeUndefined();
  });

  describe('the landing page: a path of this site', () => {
    it('keeps the site’s pages, and a path that is not one (an advert linking to a page that is gone)', () => {
      expect(landing('/')).toBe('/');
      expect(landing('/courier-leeds')).toBe('/courier-leeds');
      expect(landing('/FAQ')).toBe('/FAQ');
      expect(landing('/old-offer/spring%20vans')).toBe('/old-offer/spring%20vans');
    });

    it('cuts off the query and the fragment', () => {
      expect(landing('/a?b')).toBe('/a');
      expect(landing('/courier-leeds?utm_source=x#quote')).toBe('/courier-leeds');
      expect(landing('/#quote')).toBe('/');
    });

    it('leaves out anything with a host, a scheme or a backslash', () => {
      for (const hostile of [
        '//evil.example',
        '//evil.example/courier-leeds',
        '/\\evil.example',
        '\\\\evil.example',
        'https://x',
        'https://swiftline.example/courier-leeds',
        'javascript:alert(1)',
        'courier-leeds',
        '?utm_source=x',
      ]) {
        expect(landing(hostile), hostile).toBeUndefined();
      }
    });

    it('leaves out control characters, spaces, markup and formulas', () => {
      for (const hostile of ['/a\nb', '/a\u0000', '/a\u202eb', '/a b', '/<script>', '/"x"', '=HYPERLINK("x")']) {
        expect(landing(hostile), JSON.stringify(hostile)).toBeUndefined();
      }
    });

    it(`is at most ${maxLandingPageLength} characters, its query not counted`, () => {
      const longest = `/${'a'.repeat(maxLandingPageLength - 1)}`;
      expect(landing(longest)).toBe(longest);
      expect(landing(`${longest}?${'q'.repeat(500)}`)).toBe(longest);
      expect(landing(`${longest}a`)).toBeUndefined();
      expect(landing(`/${'a'.repeat(10_000)}`)).toBeUndefined();
    });
  });

  describe('the UTM tags: short printable tokens', () => {
    it('trims and lower-cases them, so one source is counted once however it was typed', () => {
      expect(source('  Newsletter ')).toBe('newsletter');
      expect(readQuoteVisit({ utm_medium: 'CPC', utm_campaign: 'Spring Sale 2026' })).toEqual({
        utmMedium: 'cpc',
        utmCampaign: 'spring sale 2026',
      });
      expect(source('facebook.com')).toBe('facebook.com');
      expect(source('Spring  Sale   2026')).toBe('spring sale 2026');
      expect(source('leeds_spring-2026.v2')).toBe('leeds_spring-2026.v2');
    });

    it('drops whole a tag holding anything but ASCII letters, digits, spaces, `.`, `_` and `-` (issue 53 G)', () => {
      for (const hostile of [
        'http://evil.example/login',
        'evil.example/login',
        'mailto:x',
        'a|b',
        'a+b',
        'a~b',
        // Cyrillic "о"s: a row of its own that would look exactly like google's.
        'g\u043e\u043egle',
        'Café_Vans',
        'ｇｏｏｇｌｅ',
      ]) {
        expect(source(hostile), JSON.stringify(hostile)).toBeUndefined();
      }
      expect(readQuoteVisit({ utm_source: 'g\u043e\u043egle', utm_medium: 'cpc' })).toEqual({ utmMedium: 'cpc' });
    });

    it(`is at most ${maxUtmLength} characters`, () => {
      expect(source('a'.repeat(maxUtmLength))).toBe('a'.repeat(maxUtmLength));
      expect(source('a'.repeat(maxUtmLength + 1))).toBeUndefined();
      expect(source('a'.repeat(10_240))).toBeUndefined();
    });

    it('leaves out what could start a formula, line breaks, control and invisible characters', () => {
      for (const hostile of [
        '=HYPERLINK("https://evil.example","x")',
        '+cmd',
        '-1',
        '@sum(1)',
        'news\nletter',
        'news\u0007letter',
        'news\u200bletter',
        'news\u202eletter',
        '<b>news</b>',
        'a\u0301\u0301\u0301\u0301',
      ]) {
        expect(source(hostile), JSON.stringify(hostile)).toBeUndefined();
      }
    });
  });

  it('knows the referrer kinds, and nothing else', () => {
    expect(readQuoteVisit({ referrer_kind: 'search' })).toEqual({ referrerKind: 'search' });
    expect(readQuoteVisit({ referrer_kind: 'other site' })).toEqual({ referrerKind: 'other site' });
    expect(readQuoteVisit({ referrer_kind: 'none' })).toEqual({ referrerKind: 'none' });
    expect(readQuoteVisit({ referrer_kind: 'Search' })).toBeUndefined();
    expect(readQuoteVisit({ referrer_kind: 'https://www.google.com/' })).toBeUndefined();
  });

  it('keeps the valid values beside the invalid ones', () => {
    expect(readQuoteVisit({ landing_page: '//evil.example', utm_source: 'newsletter', referrer_kind: 'bad' })).toEqual({
      utmSource: 'newsletter',
    });
  });
});

describe('readQuoteProvenance and the visit', () => {
  it('stores the visit with the provenance, and never refuses a quote for a bad value', () => {
    expect(readQuoteProvenance({ landing_page: '/courier-leeds', utm_source: '=1+1' })).toEqual({
      ok: true,
      provenance: { visit: { landingPage: '/courier-leeds' } },
    });
    expect(readQuoteProvenance({ landing_page: '//evil.example', utm_source: 'x'.repeat(10_240) })).toEqual({
      ok: true,
      provenance: {},
    });
  });
});

describe('describeVisit', () => {
  it('says it on one line, a tag not given as "-"', () => {
    expect(describeVisit(leedsVisit)).toBe('/courier-leeds · google / cpc / spring-vans · referred by search');
    expect(
      describeVisit({ landingPage: '/', utmSource: 'newsletter', utmCampaign: 'spring', referrerKind: 'none' }),
    ).toBe('/ · newsletter / - / spring · no referrer');
    expect(describeVisit({ referrerKind: 'other site' })).toBe('referred by other site');
    expect(describeVisit(undefined)).toBeUndefined();
    expect(describeVisit({})).toBeUndefined();
  });
});
