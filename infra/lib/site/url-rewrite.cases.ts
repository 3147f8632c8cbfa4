/**
 * Requests and what the viewer-request function must make of them: one table for the Node run (what the local
 * server does) and the njs run (the closest engine to CloudFront's). `query` is the raw query string as the
 * viewer sent it; a served request's `query` is what CloudFront forwards (and caches by, for /api/eta).
 */
import {
  cloudFrontQuerystring,
  forwardedQuery,
  isRedirect,
  type ViewerRequest,
  type ViewerRequestResult,
} from './url-rewrite';

export type Expected = { serves: string; query?: string } | { redirectsTo: string };

export interface UrlCase {
  name: string;
  uri: string;
  query?: string;
  expected: Expected;
}

const pass = (uri: string, query = ''): UrlCase => ({
  name: `passes ${uri} through`,
  uri,
  query,
  expected: { serves: uri, query },
});

export const urlCases: UrlCase[] = [
  { name: 'serves the home page', uri: '/', expected: { serves: '/index.html', query: '' } },
  { name: 'serves /FAQ', uri: '/FAQ', expected: { serves: '/FAQ.html', query: '' } },
  { name: 'serves a city page', uri: '/courier-london', expected: { serves: '/courier-london.html', query: '' } },
  {
    name: 'serves a hyphenated city page with its query',
    uri: '/courier-milton-keynes',
    query: 'utm_source=ad',
    expected: { serves: '/courier-milton-keynes.html', query: 'utm_source=ad' },
  },
  {
    name: 'serves /security-policy',
    uri: '/security-policy',
    expected: { serves: '/security-policy.html', query: '' },
  },

  { name: 'redirects a case variant', uri: '/faq', expected: { redirectsTo: '/FAQ' } },
  { name: 'redirects case and trailing slash', uri: '/Faq/', expected: { redirectsTo: '/FAQ' } },
  { name: 'redirects a trailing slash', uri: '/terms/', expected: { redirectsTo: '/terms' } },
  { name: 'redirects a city case variant', uri: '/Courier-London', expected: { redirectsTo: '/courier-london' } },
  { name: 'redirects /index.html home', uri: '/index.html', expected: { redirectsTo: '/' } },
  { name: 'redirects // home', uri: '//', expected: { redirectsTo: '/' } },
  { name: 'redirects /contact to the contact section', uri: '/contact', expected: { redirectsTo: '/#contact' } },
  { name: 'redirects /Contact/ to the contact section', uri: '/Contact/', expected: { redirectsTo: '/#contact' } },
  {
    name: 'puts the query of /contact before the fragment',
    uri: '/contact',
    query: 'utm_source=ad&x=%E2%82%AC',
    expected: { redirectsTo: '/?utm_source=ad&x=%E2%82%AC#contact' },
  },
  pass('/contacts'),

  {
    name: 'keeps repeated parameters on a redirect',
    uri: '/faq',
    query: 'utm_source=ad&x=1&x=2',
    expected: { redirectsTo: '/FAQ?utm_source=ad&x=1&x=2' },
  },
  {
    name: 'keeps an encoded euro sign encoded',
    uri: '/faq',
    query: 'x=%E2%82%AC',
    expected: { redirectsTo: '/FAQ?x=%E2%82%AC' },
  },
  {
    name: 'keeps an encoded CR LF encoded',
    uri: '/faq',
    query: 'x=%0d%0a',
    expected: { redirectsTo: '/FAQ?x=%0d%0a' },
  },
  {
    name: 'keeps malformed encoding as sent',
    uri: '/faq',
    query: 'x=%zz%E0%A4%A',
    expected: { redirectsTo: '/FAQ?x=%zz%E0%A4%A' },
  },
  { name: 'keeps empty values', uri: '/terms/', query: 'a&b&c=1', expected: { redirectsTo: '/terms?a&b&c=1' } },
  {
    name: 'keeps plus signs and encoded ampersands',
    uri: '/faq',
    query: 'q=a+b%26c',
    expected: { redirectsTo: '/FAQ?q=a+b%26c' },
  },

  { name: 'trims 8,000 trailing slashes', uri: `/faq${'/'.repeat(8000)}`, expected: { redirectsTo: '/FAQ' } },
  { name: 'redirects a run of 8,000 slashes home', uri: '/'.repeat(8000), expected: { redirectsTo: '/' } },
  pass(`/${'a'.repeat(8191)}`),
  pass(`${'/'.repeat(8000)}x`),
  pass('/assets/index-abc123.js'),
  pass('/robots.txt'),
  pass('/no-such-page'),
  pass('/courier-atlantis'),
  pass('/api/v1.0/email/send-form', 'x=%0d%0a&x=2'),

  {
    name: 'spells /api/eta postcodes one way and adds return=false',
    uri: '/api/eta',
    query: 'from=le11aa&to=m1%201ae',
    expected: { serves: '/api/eta', query: 'from=LE1%201AA&to=M1%201AE&return=false' },
  },
  {
    name: 'orders /api/eta parameters and drops unknown ones',
    uri: '/api/eta',
    query: 'vehicle=Small+Van&utm_source=x&return=TRUE&to=M1+1AE&from=LE1%20%20%201AA&_=123',
    expected: { serves: '/api/eta', query: 'from=LE1%201AA&to=M1%201AE&return=true&vehicle=Small%20Van' },
  },
  {
    name: 'gives comma-joined and repeated stops one cache key',
    uri: '/api/eta',
    query: 'from=LE11AA&to=M11AE&stops=b11aa&stops=%20cv1%202aa',
    expected: { serves: '/api/eta', query: 'from=LE1%201AA&to=M1%201AE&stops=B1%201AA%2CCV1%202AA&return=false' },
  },
  {
    name: 'canonicalises comma-joined stops the same way',
    uri: '/api/eta',
    query: 'stops=B1+1AA,CV12AA&to=m11ae&from=le11aa&return=false',
    expected: { serves: '/api/eta', query: 'from=LE1%201AA&to=M1%201AE&stops=B1%201AA%2CCV1%202AA&return=false' },
  },
  {
    name: 'drops empty /api/eta values',
    uri: '/api/eta',
    query: 'from=&to=&stops=&vehicle=',
    expected: { serves: '/api/eta', query: 'return=false' },
  },
  {
    name: 'keeps a non-postcode value for the API to refuse',
    uri: '/api/eta',
    query: 'from=%E2%82%AC&to=%0d%0a',
    expected: { serves: '/api/eta', query: 'from=%E2%82%AC&return=false' },
  },
  {
    name: 'leaves a malformed /api/eta query as sent',
    uri: '/api/eta',
    query: 'from=%E0%A4%A&to=M1',
    expected: { serves: '/api/eta', query: 'from=%E0%A4%A&to=M1' },
  },
  {
    name: 'handles an 8 KB /api/eta query',
    uri: '/api/eta',
    query: `from=le11aa&to=m11ae&stops=${'x'.repeat(8000)}`,
    expected: { serves: '/api/eta', query: `from=LE1%201AA&to=M1%201AE&stops=${'X'.repeat(8000)}&return=false` },
  },
];

/** The event CloudFront would pass for a case. */
export function eventFor(urlCase: UrlCase): { request: ViewerRequest } {
  return { request: { uri: urlCase.uri, querystring: cloudFrontQuerystring(urlCase.query ?? '') } };
}

/** What a function result means for the viewer, in the table's terms. */
export function outcomeOf(result: ViewerRequestResult): Expected {
  if (isRedirect(result)) {
    if (result.statusCode !== 301) throw new Error(`Unexpected status ${result.statusCode}`);
    return { redirectsTo: result.headers.location?.value ?? '' };
  }
  return { serves: result.uri, query: forwardedQuery(result.querystring) };
}
