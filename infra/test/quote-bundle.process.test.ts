/**
 * The quote Lambda as CDK bundles it (same esbuild settings), run in a fresh Node process: a browser's cross-site
 * post is refused with a plain 403 before any AWS call, and a post from the site's own origin gets through to the
 * quote table. The table is a hung service, so reaching it shows as a connection.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { quoteResultPages } from '@courier/common/api/contract';
import { quoteEnv } from '@courier/common/api/lambda-env';
import { envName } from '@courier/common/settings/all-settings';
import { apiFunctions } from '@courier/lambdas/api-routes';
import { apiFunctionTimeoutSeconds } from '@courier/lambdas/aws/client-config';
import type { HttpEvent, HttpResult } from '@courier/lambdas/http/api-gateway';
import { originVerifyHeader } from '@courier/lambdas/http/origin-verification';
import {
  type HungService,
  hungEnv,
  hungEvents,
  runHandlerInChild,
  startHungService,
} from '@courier/lambdas/test-support/hung-service';
import { checkPageFields, formFields, urlencodedEvent } from '@courier/lambdas/test-support/quote-fixtures';
import { buildSync } from 'esbuild';
import { afterAll, describe, it } from 'vitest';
import { lambdaEsbuildOptions } from '../lib/api/lambda-bundling';
import { repoRoot } from '../lib/paths';

const dir = mkdtempSync(join(tmpdir(), 'quote-bundle-'));
const bundlePath = join(dir, 'index.mjs');
const bundle = buildSync({
  ...lambdaEsbuildOptions,
  mainFields: [...lambdaEsbuildOptions.mainFields],
  external: [...lambdaEsbuildOptions.external],
  entryPoints: [join(repoRoot, 'lambdas/src', apiFunctions.quote.entry)],
  bundle: true,
  platform: 'node',
  write: false,
  outfile: bundlePath,
});
writeFileSync(bundlePath, bundle.outputFiles.find((file) => file.path.endsWith('index.mjs'))?.contents ?? '');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const siteOrigin = 'https://d111111abcdef8.cloudfront.net';
/** The bundle's fill-time minimum here (QUOTE_MINIMUM_FILL_SECONDS): small, so the check page's wait is too. */
const minimumFillSeconds = 0.5;
const limits = { timeoutMs: apiFunctionTimeoutSeconds * 1000, killAfterMs: 30_000 };

/** A hung quote table for this test alone (the tests run side by side), closed when it ends. */
async function hungFor({ onTestFinished }: { onTestFinished: (fn: () => Promise<void>) => void }) {
  const hung = await startHungService();
  onTestFinished(() => hung.close());
  return hung;
}

const run = (hung: HungService, event: HttpEvent) =>
  runHandlerInChild<HttpResult>(
    bundlePath,
    {
      ...hungEnv.quote(hung.endpoint),
      [quoteEnv.siteOrigins]: siteOrigin,
      [envName('quoteMinimumFillSeconds')]: String(minimumFillSeconds),
    },
    event,
    limits,
  );
const withHeaders = async (headers: Record<string, string>) => {
  const event = await hungEvents.quote();
  return { ...event, headers: { ...event.headers, ...headers } };
};

// Each test waits on its own child process and hung table, so they run side by side.
describe.concurrent('the quote Lambda bundle', () => {
  it.for([
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }],
    ['an Origin that is not the site’s', { origin: 'https://evil.example' }],
  ] as const)('refuses a browser post with %s: plain 403, no AWS call', async ([, headers], context) => {
    const { expect } = context;
    const hung = await hungFor(context);
    const result = await run(hung, await withHeaders(headers));
    expect(result.failure).toBeUndefined();
    expect(result.result?.statusCode).toBe(403);
    expect(result.result?.body).toBe('Forbidden: quotes are accepted from this website only.');
    expect(hung.connections()).toBe(0);
  });

  it('lets a post from the site’s own origin through to the quote table', async (context) => {
    const { expect } = context;
    const hung = await hungFor(context);
    const result = await run(hung, await withHeaders({ origin: siteOrigin, 'sec-fetch-site': 'same-origin' }));
    expect(result.failure).toBeUndefined();
    expect(result.result?.statusCode).toBe(502);
    expect(hung.connections()).toBeGreaterThan(0);
  });

  it('renders the thank-you page with the reference as text', async (context) => {
    const { expect } = context;
    const hung = await hungFor(context);
    const event = await hungEvents.quote();
    const page = {
      ...event,
      rawPath: quoteResultPages.received,
      body: undefined,
      isBase64Encoded: false,
      queryStringParameters: { ref: 'Q-7KX2MP' },
      requestContext: { ...event.requestContext, http: { ...event.requestContext.http, method: 'GET' } },
    } as HttpEvent;
    const result = await run(hung, page);
    expect(result.result?.statusCode).toBe(200);
    expect(result.result?.body).toContain('Your reference is <strong>Q-7KX2MP</strong>.');
    expect(hung.connections()).toBe(0);
  });

  it('accepts a no-JavaScript check page issued by another container: the signing key is the shared origin secret', async (context) => {
    const { expect } = context;
    const hung = await hungFor(context);
    // Only CloudFront's secret header from the usual event (its content type is multipart's).
    const headers = { [originVerifyHeader]: (await hungEvents.quote()).headers[originVerifyHeader] ?? '' };
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    // The prerendered form posts its fill time and submission ID empty: it has no script to fill them.
    const noScript = formFields({
      fill_seconds: '',
      submission_id: '',
      pickup_date: inDays(2),
      delivery_date: inDays(3),
    });
    const first = await run(hung, urlencodedEvent(noScript, { headers }));
    expect(first.result?.statusCode).toBe(200);
    const check = checkPageFields(first.result?.body ?? '');
    expect(check.some(([name]) => name === 'form_token')).toBe(true);

    // A person reads the page for longer than the fill-time minimum (set small above); then the post reaches a new
    // process, as another container would.
    await new Promise((resolve) => setTimeout(resolve, minimumFillSeconds * 1000 + 200));
    const second = await run(hung, urlencodedEvent(check, { headers }));
    // Past the check, to the (hung) quote table: a "not sent" page, not the check page again.
    expect(second.result?.statusCode).toBe(303);
    expect(second.result?.headers?.location).toBe(quoteResultPages.notSent);
    expect(hung.connections()).toBeGreaterThan(0);
  });
});
