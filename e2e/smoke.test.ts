/**
 * Each smoke check against a small in-process site that does everything right, then against the same site with
 * the one fault that check exists to catch: removing a check, or weakening it, fails here.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiPaths, quoteReferenceHeader } from '@courier/common/api/contract';
import { cacheControl } from '@courier/common/cache-control';
import { scriptHashSource } from '@courier/common/inline-scripts';
import { securityHeaders } from '@courier/common/security-headers';
import { notFoundFile } from '@courier/common/site-routes';
import { readTestMark, testMarkKey } from '@courier/lambdas/quote/submit/test-mark';
import { afterEach, describe, expect, it } from 'vitest';
import {
  canonicalTarget,
  headerProblems,
  renderSmoke,
  runSmoke,
  type SmokeTarget,
  smokePages,
} from '../scripts/smoke/checks';

type Fault =
  | 'no-csp'
  | 'weak-frame-ancestors'
  | 'city-500'
  | 'soft-404'
  | 'bare-404'
  | 'faq-200'
  | 'no-security-txt'
  | 'inline-script-blocked'
  | 'robots-is-html'
  | 'assets-short-cache'
  | 'eta-502'
  | 'eta-no-figures'
  | 'origin-open'
  | 'send-form-500'
  | 'send-form-accepts'
  | 'quote-refused';

const notFoundPage = '<!doctype html><title>Page not found</title><main>Not here</main>';
/** What the site's pages run inline (the visit recorder): allowed by its hash, unless the fault is its CSP's. */
const inlineScript = 'recordVisit()';
const home =
  `<!doctype html><script>${inlineScript}</script><script type="module" src="/assets/index-abc.js"></script>` +
  '<input type="hidden" name="service_id" value="service_x"><input type="hidden" name="template_id" value="t">' +
  '<input type="hidden" name="user_id" value="u">';
const servers: Server[] = [];
/** The fake site's origin secret: a test quote counts only when marked with the key derived from it. */
const originSecret = 'the fake site’s origin secret';
const siteKey = async () => testMarkKey(originSecret);

async function serve(handler: Parameters<typeof createServer>[1]): Promise<URL> {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
}
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

/** A site answering as the local server does (plain HTTP, so no HSTS), but for `fault`. */
function site(fault?: Fault) {
  return serve((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const scriptHashes = fault === 'inline-script-blocked' ? [] : [scriptHashSource(inlineScript)];
    const headers = securityHeaders({ analyticsId: '', emailApiOrigin: '' }, { https: false, scriptHashes });
    if (fault === 'no-csp') delete headers['content-security-policy'];
    if (fault === 'weak-frame-ancestors') {
      headers['content-security-policy'] =
        headers['content-security-policy']?.replace("frame-ancestors 'none'", '') ?? '';
    }
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    const send = (status: number, body: string, extra: Record<string, string> = {}) =>
      res.writeHead(status, extra).end(body);
    const path = url.pathname;
    if (path === '/faq') return fault === 'faq-200' ? send(200, home) : send(301, '', { location: '/FAQ' });
    if (path === '/courier-leicester' && fault === 'city-500') return send(500, 'oops');
    if (smokePages.includes(path + url.search))
      return send(200, path === '/' ? home : '<!doctype html><main>page</main>');
    if (path === notFoundFile) return send(200, notFoundPage);
    if (path === '/robots.txt')
      return send(200, fault === 'robots-is-html' ? home : 'User-agent: *\nSitemap: https://x/sitemap.xml\n');
    if (path === '/sitemap.xml') return send(200, '<?xml version="1.0"?><urlset xmlns="x"></urlset>');
    if (path === '/.well-known/security.txt' && fault !== 'no-security-txt') return send(200, 'Contact: mailto:s@x\n');
    if (path.startsWith('/assets/')) {
      return send(200, 'js', {
        'cache-control': fault === 'assets-short-cache' ? cacheControl.pages : cacheControl.assets,
      });
    }
    if (path === apiPaths.eta) {
      if (fault === 'eta-502') return send(502, '{"error":"down"}');
      return send(200, fault === 'eta-no-figures' ? '{}' : '{"distance_miles":97.5,"duration_minutes":130}');
    }
    if (path === apiPaths.sendForm && req.method === 'POST') {
      req.resume().on('end', () => {
        if (fault === 'send-form-500') return send(500, 'Internal Server Error');
        if (fault === 'send-form-accepts') return send(200, 'OK');
        send(400, 'The form data is malformed or incomplete.');
      });
      return;
    }
    // The test quote: stored as the quote API does, only with the site's IDs and its operator's mark.
    if (path === apiPaths.send && req.method === 'POST') {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        const { service_id: serviceId, template_params: params } = JSON.parse(body);
        if (fault === 'quote-refused' || serviceId !== 'service_x') return send(400, 'The service ID is invalid.');
        const mark = readTestMark(params, [originSecret]);
        if (!mark.ok) return send(mark.rejection.status, mark.rejection.message);
        if (!mark.test) return send(400, 'no test mark');
        send(200, 'OK', { [quoteReferenceHeader]: 'Q-TEST01' });
      });
      return;
    }
    if (fault === 'soft-404') return send(200, home);
    send(404, fault === 'bare-404' ? 'Not Found' : notFoundPage);
  });
}
const apiOrigin = (fault?: Fault) =>
  serve((_req, res) => {
    res.writeHead(fault === 'origin-open' ? 200 : 403).end(fault === 'origin-open' ? '{}' : 'Forbidden');
  });

async function smoke(fault?: Fault, options: Pick<SmokeTarget, 'testQuoteKey'> = {}) {
  const target: SmokeTarget = { site: await site(fault), apiOrigin: await apiOrigin(fault), ...options };
  const results = await runSmoke(target);
  return { results, text: renderSmoke(target, results), failed: results.filter((r) => !r.ok) };
}
const failures = async (fault: Fault | undefined, options: Pick<SmokeTarget, 'testQuoteKey'> = {}) =>
  (await smoke(fault, options)).failed.map((r) => `${r.name}: ${r.saw}`);

describe('a site that does everything right', () => {
  it('passes every check, one line each saying what it saw', async () => {
    const { text, failed } = await smoke(undefined, { testQuoteKey: siteKey });
    expect(failed).toEqual([]);
    expect(
      text
        .split('\n')
        .slice(2, -3)
        .map((line) => line.replace(/127\.0\.0\.1:\d+/, 'ORIGIN')),
    ).toEqual([
      'ok    pages        8 pages (/, /FAQ, /courier-leicester, /terms, /legal, /security-policy, /api/v1.0/email/quote-received?ref=Q-SMOKE1, /api/v1.0/email/quote-not-sent?fix=from_email): 200 with the security headers (HSTS only over HTTPS)',
      "ok    not-found    /smoke-test-no-such-page: 404 with the site's not-found page",
      'ok    faq-redirect /faq: 301 to /FAQ',
      'ok    files        /robots.txt, /sitemap.xml, /.well-known/security.txt: 200',
      'ok    assets       1 hashed assets: 200, cache-control "public, max-age=31536000, immutable"',
      'ok    eta          LE1 1AA → M1 1AE: 97.5 miles, 130 minutes',
      "ok    api-origin   http://ORIGIN/api/eta: 403 without CloudFront's header",
      'ok    send-form    a malformed post: 400 (The form data is malformed or incomplete.)',
      'ok    test-quote   stored as Q-TEST01: staff get it with [TEST] in the subject',
    ]);
    expect(text.trimEnd().split('\n').at(-1)).toBe('All 9 checks passed.');
  });
});

describe('a host name that redirects to the canonical one (the apex, the cloudfront.net name)', () => {
  it('is followed: the checks run where visitors end up, and the report names both', async () => {
    const canonical = await site();
    const other = await serve((req, res) => res.writeHead(301, { location: `${canonical.origin}${req.url}` }).end());
    const target = await canonicalTarget({ site: other, apiOrigin: await apiOrigin() });
    expect(target.site.origin).toBe(canonical.origin);
    const results = await runSmoke(target);
    expect(results.filter((r) => !r.ok)).toEqual([]);
    expect(renderSmoke(target, results, other).split('\n')[0]).toBe(
      `Smoke test of ${canonical.origin} (${other.origin} redirects there)`,
    );
  });

  it('is the site itself when / answers, or redirects within its own origin', async () => {
    const canonical = await site();
    expect((await canonicalTarget({ site: canonical })).site).toBe(canonical);
    const inward = await serve((_req, res) => res.writeHead(301, { location: '/home' }).end());
    expect((await canonicalTarget({ site: inward })).site).toBe(inward);
    expect(renderSmoke({ site: canonical }, []).split('\n')[0]).toBe(`Smoke test of ${canonical.origin}`);
  });
});

describe('each check catches its fault', () => {
  it.each<[Fault, string]>([
    [
      'no-csp',
      'pages: /: no content-security-policy | /FAQ: no content-security-policy | /courier-leicester: no content-security-policy (+5 more)',
    ],
    [
      'weak-frame-ancestors',
      'pages: /: content-security-policy lacks frame-ancestors | /FAQ: content-security-policy lacks frame-ancestors | /courier-leicester: content-security-policy lacks frame-ancestors (+5 more)',
    ],
    ['inline-script-blocked', 'pages: /: content-security-policy blocks its inline script'],
    ['city-500', 'pages: /courier-leicester answered 500'],
    ['soft-404', 'not-found: /smoke-test-no-such-page answered 200, not 404'],
    ['bare-404', "not-found: /smoke-test-no-such-page answered 404 but not with the site's page (/404.html)"],
    ['faq-200', 'faq-redirect: /faq answered 200, not 301 to /FAQ'],
    ['no-security-txt', 'files: /.well-known/security.txt answered 404'],
    ['robots-is-html', "files: /robots.txt is not the site's (no Sitemap line)"],
    [
      'assets-short-cache',
      'assets: /assets/index-abc.js: cache-control "public, max-age=0, s-maxage=300, must-revalidate", not "public, max-age=31536000, immutable"',
    ],
    ['eta-502', 'eta: /api/eta (LE1 1AA → M1 1AE) answered 502'],
    ['eta-no-figures', 'eta: /api/eta (LE1 1AA → M1 1AE) answered 200 without figures: {}'],
    ['send-form-500', 'send-form: a malformed post answered 500, not 400'],
    ['send-form-accepts', 'send-form: a malformed post answered 200, not 400'],
  ])('%s', async (fault, failure) => {
    expect(await failures(fault)).toEqual([failure]);
  });

  it('origin-open: the execute-api origin answering is a failure', async () => {
    const [failure] = await failures('origin-open');
    expect(failure).toMatch(/^api-origin: http:\/\/127\.0\.0\.1:\d+\/api\/eta answered 200, not 403: the API is open$/);
  });

  it('quote-refused: a test quote that is not stored is a failure', async () => {
    expect(await failures('quote-refused', { testQuoteKey: siteKey })).toEqual([
      'test-quote: the test quote answered 400: The service ID is invalid.',
    ]);
  });

  it('a test quote marked with another key is refused, and that is a failure (issue 42 B)', async () => {
    const otherKey = async () => testMarkKey('another stack’s origin secret');
    expect(await failures(undefined, { testQuoteKey: otherKey })).toEqual([
      "test-quote: the test quote answered 400: test_quote: Only the operator's smoke test (npm run smoke) may mark a quote as a test. Leave this field out.",
    ]);
  });

  it('a key that cannot be read (no credentials, no such stack) fails the test quote, saying why, and sends nothing', async () => {
    const unreadable = async (): Promise<Uint8Array> => {
      throw new Error('CourierSite has no OriginSecretArn output: deploy this release first, then smoke again.');
    };
    expect(await failures(undefined, { testQuoteKey: unreadable })).toEqual([
      'test-quote: could not be checked: CourierSite has no OriginSecretArn output: deploy this release first, then smoke again.',
    ]);
  });

  it('over HTTPS, a page without HSTS, or with a shorter one, is a failure', () => {
    const https = new Headers(securityHeaders({ analyticsId: '', emailApiOrigin: '' }, { https: true }));
    expect(headerProblems(https, true)).toEqual([]);
    https.set('strict-transport-security', 'max-age=300');
    expect(headerProblems(https, true)).toEqual(['strict-transport-security is "max-age=300"']);
    https.delete('strict-transport-security');
    expect(headerProblems(https, true)).toEqual(['no strict-transport-security']);
  });

  it('a site that does not answer fails every check, saying so', async () => {
    const closed = await serve(() => {});
    await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
    const results = await runSmoke({ site: closed, timeoutMs: 500 });
    expect(results.filter((r) => r.ok).map((r) => r.name)).toEqual(['api-origin']); // skipped: none given
    expect(results.filter((r) => !r.ok).every((r) => r.saw.startsWith('could not be checked: '))).toBe(true);
    // Named as when they run: the report stays one aligned line a check.
    expect(results.map((r) => r.name)).toEqual([
      'pages',
      'not-found',
      'faq-redirect',
      'files',
      'assets',
      'eta',
      'api-origin',
      'send-form',
    ]);
  });
});
