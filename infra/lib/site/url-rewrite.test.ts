import { describe, expect, it } from 'vitest';
import { isRedirect, loadUrlRewrite, urlRewriteFunctionCode } from './url-rewrite';

const rewrite = loadUrlRewrite();
const run = (uri: string, querystring = {}) => rewrite({ request: { uri, querystring } });

describe('url rewrite (CloudFront Function)', () => {
  it.each([
    ['/', '/index.html'],
    ['/FAQ', '/FAQ.html'],
    ['/courier-london', '/courier-london.html'],
    ['/courier-milton-keynes', '/courier-milton-keynes.html'],
    ['/security-policy', '/security-policy.html'],
  ])('serves %s from %s', (uri, file) => {
    const result = run(uri);
    expect(isRedirect(result)).toBe(false);
    expect(result).toMatchObject({ uri: file });
  });

  it.each([
    ['/faq', '/FAQ'],
    ['/Faq/', '/FAQ'],
    ['/terms/', '/terms'],
    ['/Courier-London', '/courier-london'],
    ['/index.html', '/'],
    ['//', '/'],
  ])('redirects %s to %s with a 301', (uri, location) => {
    const result = run(uri);
    expect(isRedirect(result) && result.statusCode).toBe(301);
    expect(isRedirect(result) && result.headers.location?.value).toBe(location);
  });

  it('keeps the query string on a redirect', () => {
    const result = run('/faq', {
      utm_source: { value: 'ad' },
      x: { value: '', multiValue: [{ value: '1' }, { value: '2' }] },
    });
    expect(isRedirect(result) && result.headers.location?.value).toBe('/FAQ?utm_source=ad&x=1&x=2');
  });

  it.each(['/assets/index-abc123.js', '/robots.txt', '/no-such-page', '/courier-atlantis', '/api/eta'])(
    'passes %s through unchanged',
    (uri) => {
      expect(run(uri)).toEqual({ uri, querystring: {} });
    },
  );

  it('embeds the routes into self-contained function code', () => {
    const code = urlRewriteFunctionCode(['/', '/FAQ']);
    expect(code).not.toContain('__ROUTES__');
    expect(code).toContain('"/faq":"/FAQ"');
    expect(code).not.toMatch(/\b(import|export|require)\b/);
  });
});
