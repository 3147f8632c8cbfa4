/**
 * Requests and what the viewer-request function must make of them: one table for the Node run (what the local
 * server does) and the njs run (the closest engine to CloudFront's). `query` is the raw query string as the
 * viewer sent it; a served request's `query` is what CloudFront forwards (and caches by, for /api/eta). `urlCases`
 * are for the function without a custom domain (the local server's, and a deployment on its cloudfront.net name);
 * `hostCases` for one whose canonical host is `caseCanonicalHost` (the synth tests' production domain).
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
  /** The Host header the viewer sent; none = no header. */
  host?: string;
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
  {
    name: 'redirects a city page’s .html file',
    uri: '/courier-leeds.html',
    expected: { redirectsTo: '/courier-leeds' },
  },
  { name: 'redirects /FAQ.html to /FAQ', uri: '/FAQ.html', expected: { redirectsTo: '/FAQ' } },
  {
    name: 'redirects a case variant of a .html file, with its query',
    uri: '/Courier-Milton-Keynes.HTML',
    query: 'utm_source=ad',
    expected: { redirectsTo: '/courier-milton-keynes?utm_source=ad' },
  },
  pass('/404.html'),
  {
    name: 'serves any host name without a custom domain (the cloudfront.net name, localhost)',
    uri: '/courier-leeds',
    host: 'd1234abcd.cloudfront.net',
    expected: { serves: '/courier-leeds.html', query: '' },
  },
  {
    name: 'serves localhost as it is',
    uri: '/',
    host: 'localhost:3000',
    expected: { serves: '/index.html', query: '' },
  },
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

/** The canonical host of `hostCases`: the synth tests' production domain (synth-configurations.ts). */
export const caseCanonicalHost = 'www.swiftline.co.uk';
const canonical = `https://${caseCanonicalHost}`;

export const hostCases: UrlCase[] = [
  {
    name: 'serves a page on the canonical host',
    uri: '/courier-leeds',
    host: caseCanonicalHost,
    expected: { serves: '/courier-leeds.html', query: '' },
  },
  {
    name: 'serves the canonical host whatever its case or port',
    uri: '/',
    query: 'utm_source=ad',
    host: 'WWW.Swiftline.co.uk:443',
    expected: { serves: '/index.html', query: 'utm_source=ad' },
  },
  {
    name: 'redirects the apex to the canonical host, path and query kept',
    uri: '/courier-leeds',
    query: 'utm_source=ad&x=%E2%82%AC',
    host: 'swiftline.co.uk',
    expected: { redirectsTo: `${canonical}/courier-leeds?utm_source=ad&x=%E2%82%AC` },
  },
  {
    name: 'redirects the cloudfront.net name to the canonical host',
    uri: '/',
    host: 'd1234abcd.cloudfront.net',
    expected: { redirectsTo: `${canonical}/` },
  },
  {
    name: 'redirects another host and a page variant in one hop',
    uri: '/faq/',
    query: 'x=1&x=2',
    host: 'd1234abcd.cloudfront.net',
    expected: { redirectsTo: `${canonical}/FAQ?x=1&x=2` },
  },
  {
    name: 'redirects another host’s .html file to the clean path on the canonical host',
    uri: '/courier-leeds.html',
    host: 'swiftline.co.uk',
    expected: { redirectsTo: `${canonical}/courier-leeds` },
  },
  {
    name: 'redirects another host’s section path to the section on the canonical host',
    uri: '/contact',
    query: 'utm_source=ad',
    host: 'swiftline.co.uk',
    expected: { redirectsTo: `${canonical}/?utm_source=ad#contact` },
  },
  {
    name: 'redirects another host’s files and unknown paths as they are',
    uri: '/robots.txt',
    host: 'swiftline.co.uk',
    expected: { redirectsTo: `${canonical}/robots.txt` },
  },
  {
    name: 'redirects a request with no Host header',
    uri: '/no-such-page',
    expected: { redirectsTo: `${canonical}/no-such-page` },
  },
  {
    name: 'redirects a .html file on the canonical host to the clean path there',
    uri: '/FAQ.html',
    host: caseCanonicalHost,
    expected: { redirectsTo: '/FAQ' },
  },
  {
    name: 'leaves the API alone on another host (a redirected POST would lose the quote)',
    uri: '/api/v1.0/email/send-form',
    host: 'd1234abcd.cloudfront.net',
    expected: { serves: '/api/v1.0/email/send-form', query: '' },
  },
  {
    name: 'still puts /api/eta queries in one form on another host',
    uri: '/api/eta',
    query: 'to=m11ae&from=le11aa',
    host: 'swiftline.co.uk',
    expected: { serves: '/api/eta', query: 'from=LE1%201AA&to=M1%201AE&return=false' },
  },
];

/** The event CloudFront would pass for a case. */
export function eventFor(urlCase: UrlCase): { request: ViewerRequest } {
  return {
    request: {
      uri: urlCase.uri,
      querystring: cloudFrontQuerystring(urlCase.query ?? ''),
      headers: urlCase.host === undefined ? {} : { host: { value: urlCase.host } },
    },
  };
}

/** What a function result means for the viewer, in the table's terms. */
export function outcomeOf(result: ViewerRequestResult): Expected {
  if (isRedirect(result)) {
    if (result.statusCode !== 301) throw new Error(`Unexpected status ${result.statusCode}`);
    return { redirectsTo: result.headers.location?.value ?? '' };
  }
  return { serves: result.uri, query: forwardedQuery(result.querystring) };
}
