import { describe, expect, it } from 'vitest';
import { cloudFrontQuerystring, loadUrlRewrite, maxFunctionCodeBytes, urlRewriteFunctionCode } from './url-rewrite';
import { caseCanonicalHost, eventFor, hostCases, outcomeOf, urlCases } from './url-rewrite.cases';

const rewrite = loadUrlRewrite();
const withDomain = loadUrlRewrite({ canonicalHost: caseCanonicalHost });

describe('url rewrite (CloudFront Function, run by Node as the local server does)', () => {
  it.each(urlCases.map((urlCase) => [urlCase.name, urlCase] as const))('%s', (_name, urlCase) => {
    expect(outcomeOf(rewrite(eventFor(urlCase)))).toEqual(urlCase.expected);
  });

  it('embeds the routes, the canonical host and the API contract into self-contained function code', () => {
    const code = urlRewriteFunctionCode({ paths: ['/', '/FAQ'], canonicalHost: 'WWW.Example.co.uk' });
    expect(code).not.toMatch(/__[A-Z_]+__/);
    expect(code).toContain('"/faq":"/FAQ"');
    expect(code).toContain('const SECTIONS = {"/contact":"/#contact"}');
    expect(code).toContain('const ETA_PARAMS = ["from","to","stops","return","vehicle"]');
    expect(code).toContain('const CANONICAL_HOST = "www.example.co.uk"');
    expect(urlRewriteFunctionCode()).toContain('const CANONICAL_HOST = null');
    expect(code).not.toMatch(/\b(import|export|require)\b/);
  });

  it('fits CloudFront’s 10 KB function size limit with every route', () => {
    const code = urlRewriteFunctionCode({ canonicalHost: 'www.a-long-company-name-couriers-and-logistics.co.uk' });
    expect(Buffer.byteLength(code)).toBeLessThanOrEqual(maxFunctionCodeBytes);
  });
});

describe(`url rewrite with a custom domain (canonical host ${caseCanonicalHost})`, () => {
  it.each(hostCases.map((urlCase) => [urlCase.name, urlCase] as const))('%s', (_name, urlCase) => {
    expect(outcomeOf(withDomain(eventFor(urlCase)))).toEqual(urlCase.expected);
  });
});

describe('query strings as CloudFront hands them to the function', () => {
  it('keeps values percent-encoded and collects repeats', () => {
    expect(cloudFrontQuerystring('a=%E2%82%AC&b&c=1&c=2&d=x=y')).toEqual({
      a: { value: '%E2%82%AC' },
      b: { value: '' },
      c: { value: '1', multiValue: [{ value: '1' }, { value: '2' }] },
      d: { value: 'x=y' },
    });
  });

  it('treats __proto__ and constructor as plain names, writing nothing to Object.prototype (issue 29 F)', () => {
    const querystring = cloudFrontQuerystring('__proto__=x&constructor=1&constructor=2&toString');
    expect(Object.entries(querystring)).toEqual([
      ['__proto__', { value: 'x' }],
      ['constructor', { value: '1', multiValue: [{ value: '1' }, { value: '2' }] }],
      ['toString', { value: '' }],
    ]);
    expect(({} as Record<string, unknown>).multiValue).toBeUndefined();
    expect((Object as unknown as Record<string, unknown>).multiValue).toBeUndefined();
    const result = rewrite({ request: { uri: '/FAQ/', querystring } });
    expect(outcomeOf(result)).toEqual({ redirectsTo: '/FAQ?__proto__=x&constructor=1&constructor=2&toString' });
  });
});
