/**
 * What `npm run smoke` checks on a deployed (or local) site, each a small function of the site's URL that says
 * what it saw. The expected values come from common/: the security headers, the routes, the cache policy and
 * the API contract, so the smoke test cannot drift from what the site is built to send.
 */

import { randomUUID } from 'node:crypto';
import {
  apiPaths,
  etaQueryParamNames,
  quoteReferenceHeader,
  quoteResultPages,
  quoteResultParams,
} from '@courier/common/api/contract';
import { cacheControl } from '@courier/common/cache-control';
import { inlineScripts, scriptHashSource } from '@courier/common/inline-scripts';
import { submissionIdField } from '@courier/common/quote/journey';
import { termsAgreedValue } from '@courier/common/quote/quote-schema';
import { contentSecurityPolicy, securityHeaders, selfContainedSite } from '@courier/common/security-headers';
import { cities, cityPath, notFoundFile, pagePaths } from '@courier/common/site-routes';
import { ukToday } from '@courier/common/time/uk-time';
import { signTestMark, testQuoteField } from '@courier/lambdas/quote/submit/test-mark';

export interface CheckResult {
  name: string;
  ok: boolean;
  /** What it saw: one line. */
  saw: string;
}

export interface SmokeTarget {
  site: URL;
  /** The API Gateway execute-api URL, which must refuse anything that did not come through CloudFront. */
  apiOrigin?: URL;
  timeoutMs?: number;
  /**
   * The key a test quote's mark is made with (smoke-key.ts reads it: from the stack's origin secret, or SMOKE_KEY):
   * with it, a test quote is sent too. Its reading failing fails that check.
   */
  testQuoteKey?: () => Promise<Uint8Array>;
}

/**
 * One page of every kind: home, FAQ, a city, the legal pages, and the two result pages a quote sent without
 * JavaScript ends on (rendered by the quote API, so they also prove the API answers through CloudFront).
 */
export const smokePages = [
  pagePaths.home,
  pagePaths.faq,
  cityPath(cities[0].slug),
  pagePaths.terms,
  pagePaths.legal,
  pagePaths.securityPolicy,
  `${quoteResultPages.received}?${quoteResultParams.reference}=Q-SMOKE1`,
  `${quoteResultPages.notSent}?${quoteResultParams.fix}=from_email`,
];

/** A journey the route service always knows. */
export const knownJourney = { from: 'LE1 1AA', to: 'M1 1AE' };

const get = (target: SmokeTarget, path: string, init: RequestInit = {}) =>
  fetch(new URL(path, target.site), {
    redirect: 'manual',
    signal: AbortSignal.timeout(target.timeoutMs ?? 15_000),
    ...init,
  });

const pass = (name: string, saw: string): CheckResult => ({ name, ok: true, saw });
const fail = (name: string, saw: string): CheckResult => ({ name, ok: false, saw });

const directives = (policy: string) =>
  new Map(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name as string, sources]),
  );

/**
 * The security headers missing or different from common/'s. The CSP may allow more than the bare site (analytics,
 * an external email API), never less.
 */
export function headerProblems(headers: Headers, https: boolean): string[] {
  const expected = securityHeaders(selfContainedSite, { https });
  const problems: string[] = [];
  for (const [name, value] of Object.entries(expected)) {
    const actual = headers.get(name);
    if (actual === null) problems.push(`no ${name}`);
    else if (name === 'content-security-policy') {
      const have = directives(actual);
      const want = directives(contentSecurityPolicy(selfContainedSite, { upgradeInsecureRequests: https }));
      const short = [...want].filter(([d, sources]) => !have.has(d) || sources.some((s) => !have.get(d)?.includes(s)));
      if (short.length > 0) problems.push(`content-security-policy lacks ${short.map(([d]) => d).join(', ')}`);
    } else if (actual !== value) problems.push(`${name} is "${actual}"`);
  }
  return problems;
}

/**
 * Whether the page's CSP lets every script it runs inline run: each is allowed only by its hash (decision 053), so a
 * deployment whose CSP was made from other pages would silently stop recording where visits begin.
 */
function blocksInlineScripts(headers: Headers, html: string): boolean {
  const policy = headers.get('content-security-policy');
  if (policy === null) return false;
  const allowed = directives(policy).get('script-src') ?? [];
  return inlineScripts(html).some((script) => !allowed.includes(scriptHashSource(script)));
}

export async function checkPages(target: SmokeTarget): Promise<CheckResult> {
  const https = target.site.protocol === 'https:';
  const problems: string[] = [];
  for (const path of smokePages) {
    const response = await get(target, path);
    const html = await response.text();
    if (response.status !== 200) problems.push(`${path} answered ${response.status}`);
    const missing = headerProblems(response.headers, https);
    if (blocksInlineScripts(response.headers, html)) missing.push('content-security-policy blocks its inline script');
    if (missing.length > 0) problems.push(`${path}: ${missing.join('; ')}`);
  }
  const what = `${smokePages.length} pages (${smokePages.join(', ')})`;
  return problems.length > 0
    ? fail('pages', problems.slice(0, 3).join(' | ') + (problems.length > 3 ? ` (+${problems.length - 3} more)` : ''))
    : pass('pages', `${what}: 200 with the security headers${https ? ', HSTS included' : ' (HSTS only over HTTPS)'}`);
}

export async function checkNotFound(target: SmokeTarget): Promise<CheckResult> {
  const path = '/smoke-test-no-such-page';
  const [missing, page] = await Promise.all([get(target, path), get(target, notFoundFile)]);
  const [body, expected] = await Promise.all([missing.text(), page.text()]);
  if (missing.status !== 404) return fail('not-found', `${path} answered ${missing.status}, not 404`);
  if (page.status !== 200 || body !== expected) {
    return fail('not-found', `${path} answered 404 but not with the site's page (${notFoundFile})`);
  }
  return pass('not-found', `${path}: 404 with the site's not-found page`);
}

export async function checkFaqRedirect(target: SmokeTarget): Promise<CheckResult> {
  const response = await get(target, '/faq');
  await response.arrayBuffer();
  const location = response.headers.get('location') ?? '';
  return response.status === 301 && new URL(location, target.site).pathname === pagePaths.faq
    ? pass('faq-redirect', `/faq: 301 to ${pagePaths.faq}`)
    : fail(
        'faq-redirect',
        `/faq answered ${response.status}${location ? ` to ${location}` : ''}, not 301 to ${pagePaths.faq}`,
      );
}

/** The files crawlers and researchers look for, each recognised by what it must say. */
export const wellKnownFiles = [
  { path: '/robots.txt', says: /^Sitemap: /m, lacks: 'no Sitemap line' },
  { path: '/sitemap.xml', says: /<urlset[\s>]/, lacks: 'no urlset' },
  { path: '/.well-known/security.txt', says: /^Contact: /m, lacks: 'no Contact line' },
];

export async function checkWellKnownFiles(target: SmokeTarget): Promise<CheckResult> {
  const problems: string[] = [];
  for (const { path, says, lacks } of wellKnownFiles) {
    const response = await get(target, path);
    const body = await response.text();
    if (response.status !== 200) problems.push(`${path} answered ${response.status}`);
    else if (!says.test(body)) problems.push(`${path} is not the site's (${lacks})`);
  }
  return problems.length > 0
    ? fail('files', problems.join(' | '))
    : pass('files', `${wellKnownFiles.map((f) => f.path).join(', ')}: 200`);
}

export async function checkAssets(target: SmokeTarget): Promise<CheckResult> {
  const html = await (await get(target, pagePaths.home)).text();
  const assets = [...new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1] as string))];
  if (assets.length === 0) return fail('assets', `${pagePaths.home} references no /assets/ file`);
  for (const asset of assets.slice(0, 3)) {
    const response = await get(target, asset);
    await response.arrayBuffer();
    const cache = response.headers.get('cache-control');
    if (response.status !== 200) return fail('assets', `${asset} answered ${response.status}`);
    if (cache !== cacheControl.assets)
      return fail('assets', `${asset}: cache-control "${cache ?? ''}", not "${cacheControl.assets}"`);
  }
  return pass('assets', `${Math.min(assets.length, 3)} hashed assets: 200, cache-control "${cacheControl.assets}"`);
}

/** The ETA query of a journey, its parameters in the one order CloudFront caches by. */
export function etaPath(journey = knownJourney): string {
  const values: Record<string, string> = { from: journey.from, to: journey.to, stops: '', return: 'false' };
  const query = new URLSearchParams(
    etaQueryParamNames.filter((n) => n in values).map((n): [string, string] => [n, values[n] as string]),
  );
  return `${apiPaths.eta}?${query}`;
}

export async function checkEta(target: SmokeTarget): Promise<CheckResult> {
  const response = await get(target, etaPath());
  const body = await response.text();
  const journey = `${knownJourney.from} → ${knownJourney.to}`;
  if (response.status !== 200) return fail('eta', `${apiPaths.eta} (${journey}) answered ${response.status}`);
  try {
    const { distance_miles: miles, duration_minutes: minutes } = JSON.parse(body);
    if (typeof miles === 'number' && miles > 0 && typeof minutes === 'number' && minutes > 0) {
      return pass('eta', `${journey}: ${miles} miles, ${minutes} minutes`);
    }
  } catch {}
  return fail('eta', `${apiPaths.eta} (${journey}) answered 200 without figures: ${body.slice(0, 80)}`);
}

export async function checkApiOrigin(target: SmokeTarget): Promise<CheckResult> {
  if (!target.apiOrigin) return pass('api-origin', 'skipped (no --api-origin given)');
  const response = await fetch(new URL(etaPath(), target.apiOrigin), {
    signal: AbortSignal.timeout(target.timeoutMs ?? 15_000),
  });
  await response.arrayBuffer();
  return response.status === 403
    ? pass('api-origin', `${target.apiOrigin.origin}${apiPaths.eta}: 403 without CloudFront's header`)
    : fail(
        'api-origin',
        `${target.apiOrigin.origin}${apiPaths.eta} answered ${response.status}, not 403: the API is open`,
      );
}

export async function checkMalformedPost(target: SmokeTarget): Promise<CheckResult> {
  const response = await get(target, apiPaths.sendForm, {
    method: 'POST',
    headers: { 'content-type': 'multipart/form-data; boundary=smoke-test' },
    body: 'this is not multipart form data',
  });
  const body = await response.text();
  return response.status === 400
    ? pass('send-form', `a malformed post: 400 (${body.split('\n')[0]?.slice(0, 60)})`)
    : fail('send-form', `a malformed post answered ${response.status}, not 400`);
}

/** The EmailJS protocol IDs the site's form posts, read from its prerendered hidden inputs. */
function formIds(html: string): Record<string, string> {
  const ids: Record<string, string> = {};
  for (const name of ['service_id', 'template_id', 'user_id']) {
    const input = new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0] ?? '';
    ids[name] = /value="([^"]*)"/.exec(input)?.[1] ?? '';
  }
  return ids;
}

/**
 * Sends one quote marked as a test, with the operator's proof of the mark: staff see [TEST] in its subject, and it is
 * left out of the claim figures and the reminders. Posted as the EmailJS SDK's `send` posts (JSON), with a submission ID of its own, so the proof,
 * which covers the ID, makes one quote however often it is sent.
 */
export async function checkTestQuote(target: SmokeTarget): Promise<CheckResult> {
  if (!target.testQuoteKey) return pass('test-quote', 'skipped (no key to mark it with)');
  const key = await target.testQuoteKey();
  const html = await (await get(target, pagePaths.home)).text();
  const today = ukToday();
  const { service_id, template_id, user_id } = formIds(html);
  const params: Record<string, string> = {
    from_name: 'Smoke test (not a customer)',
    from_email: 'smoke-test@example.com',
    pickup_location: 'Smoke test',
    pickup_postcode: knownJourney.from,
    pickup_date: today,
    delivery_location: 'Smoke test',
    delivery_postcode: knownJourney.to,
    delivery_date: today,
    vehicle_type: 'Small Van',
    notes: 'Sent by npm run smoke -- --with-quote after a deploy. No action needed.',
    terms_agree: termsAgreedValue,
    [submissionIdField]: randomUUID(),
  };
  params[testQuoteField] = signTestMark(key, params);
  const response = await get(target, apiPaths.send, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ service_id, template_id, user_id, template_params: params }),
  });
  const body = await response.text();
  const reference = response.headers.get(quoteReferenceHeader);
  return response.status === 200 && reference
    ? pass('test-quote', `stored as ${reference}: staff get it with [TEST] in the subject`)
    : fail('test-quote', `the test quote answered ${response.status}: ${body.split('\n')[0]?.slice(0, 120)}`);
}

export const smokeChecks = [
  checkPages,
  checkNotFound,
  checkFaqRedirect,
  checkWellKnownFiles,
  checkAssets,
  checkEta,
  checkApiOrigin,
  checkMalformedPost,
];

/** Each check's name in the report, the one its own pass or fail line uses. */
const checkNames = new Map<(target: SmokeTarget) => Promise<CheckResult>, string>([
  [checkPages, 'pages'],
  [checkNotFound, 'not-found'],
  [checkFaqRedirect, 'faq-redirect'],
  [checkWellKnownFiles, 'files'],
  [checkAssets, 'assets'],
  [checkEta, 'eta'],
  [checkApiOrigin, 'api-origin'],
  [checkMalformedPost, 'send-form'],
  [checkTestQuote, 'test-quote'],
]);

/**
 * The site as a visitor ends up on it: when `/` at the given URL answers a permanent redirect to another origin (the
 * apex or the cloudfront.net name sending everyone to the canonical host), the checks run against that origin.
 * Anything else (an answer, an error) leaves the target as given, for the checks to report.
 */
export async function canonicalTarget(target: SmokeTarget): Promise<SmokeTarget> {
  try {
    const response = await get(target, '/');
    await response.arrayBuffer();
    const location = response.headers.get('location');
    if ((response.status !== 301 && response.status !== 308) || !location) return target;
    const destination = new URL(location, target.site);
    return destination.origin === target.site.origin ? target : { ...target, site: new URL(destination.origin) };
  } catch {
    return target;
  }
}

/** Runs each check, and with a `testQuoteKey` sends a test quote; one that throws (refused, timed out) fails with why. */
export async function runSmoke(target: SmokeTarget): Promise<CheckResult[]> {
  const results: CheckResult[] = [];
  for (const check of target.testQuoteKey ? [...smokeChecks, checkTestQuote] : smokeChecks) {
    try {
      results.push(await check(target));
    } catch (error) {
      const name = checkNames.get(check) ?? check.name;
      const cause =
        error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
      results.push(fail(name, `could not be checked: ${cause}`));
    }
  }
  return results;
}

/** The report; `given` is the URL the operator named, when it redirected to `target`'s. */
export function renderSmoke(target: SmokeTarget, results: CheckResult[], given: URL = target.site): string {
  const failed = results.filter((r) => !r.ok);
  const redirected = given.origin === target.site.origin ? '' : ` (${given.origin} redirects there)`;
  return [
    `Smoke test of ${target.site.origin}${redirected}`,
    '',
    ...results.map((r) => `${r.ok ? 'ok  ' : 'FAIL'}  ${r.name.padEnd(12)} ${r.saw}`),
    '',
    failed.length === 0
      ? `All ${results.length} checks passed.`
      : `${failed.length} of ${results.length} checks failed: ${failed.map((r) => r.name).join(', ')}.`,
    '',
  ].join('\n');
}
