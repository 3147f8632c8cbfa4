/**
 * A service that accepts the connection and never answers: each handler, from its source module with its real AWS
 * client configuration, must still answer inside the Lambda timeout (the quote handler its plain 502, the lead-claim
 * handler its plain 503, each a direct call without CloudFront's secret with its plain 403 and no call at all), and
 * the quote sender must hand its batch back to the stream inside its own. (The bundles CDK builds get the same tests
 * in infra/test/cli-synth.release.test.ts; the ETA handler, whose cases need its working services to answer inside
 * their 2 s, is in hung-dependency.timed.test.ts.) A busy machine makes these slower, never different (decision 023),
 * so they run side by side, each with a hung service of its own: the waits are the client timeouts under test.
 * Thirteen child processes, each loading a handler and the AWS SDK: the release tier's, beside the same cases on the
 * bundles (decision 070). `npm test` keeps the hung and slow services its files drive in process (the sweeper's and
 * the stream sender's tests, slow-ses.process).
 */
import { join } from 'node:path';
import type { DynamoDBBatchResponse } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import {
  hungEnv,
  hungEvents,
  publishedMetrics,
  runHandlerInChild,
  startHungService,
  storeSenderQuotes,
} from '../../test-support/hung-service';
import type { HttpResult } from '../http/api-gateway';
import { originVerifyHeader } from '../http/origin-verification';
import { getQuote } from '../quote/store/quote-record';
import {
  apiFunctionTimeoutSeconds,
  awsCallLimits,
  claimEmailBudgetMs,
  etaFreeCallsMs,
  locationCallLimits,
  senderFunctionTimeoutSeconds,
  sesCallLimits,
  worstCaseAwsMs,
  worstCaseDeliveryMs,
  worstCaseEtaMs,
  worstCaseLeadClaimMs,
} from './client-config';

const lambdaTimeoutMs = apiFunctionTimeoutSeconds * 1000;
const senderTimeoutMs = senderFunctionTimeoutSeconds * 1000;
/** Module loading in a fresh process (tsx compiles the source) is not part of the Lambda's invocation budget. */
const loadAllowanceMs = 15_000;
const testTimeoutMs = lambdaTimeoutMs + loadAllowanceMs + 5_000;
const api = { timeoutMs: lambdaTimeoutMs, killAfterMs: lambdaTimeoutMs + loadAllowanceMs };
const source = (path: string) => join(import.meta.dirname, '..', path);

describe('AWS client limits', () => {
  it('fit the worst case of a handler’s calls inside the function timeout, with time to spare', () => {
    expect(worstCaseAwsMs()).toBeLessThanOrEqual(lambdaTimeoutMs * 0.7);
    expect(awsCallLimits.maxAttempts).toBeGreaterThan(1);
  });

  it('fit the ETA handler’s free calls (cut off together) and its two paid ones inside the function timeout', () => {
    expect(worstCaseEtaMs()).toBeLessThanOrEqual(lambdaTimeoutMs * 0.9);
    // A hung store is cut off before both its attempts have timed out: no retry waits past the cut.
    expect(etaFreeCallsMs).toBeLessThan(awsCallLimits.maxAttempts * awsCallLimits.requestTimeoutMs);
  });

  it('fit the lead-claim function’s worst case (both secrets read, then its two calls) inside the function timeout', () => {
    expect(worstCaseLeadClaimMs()).toBeLessThanOrEqual(lambdaTimeoutMs * 0.8);
    // The customer's claim email waits at most what is left, so a hung SES never holds the answer past the timeout.
    expect(worstCaseLeadClaimMs() + claimEmailBudgetMs).toBeLessThanOrEqual(lambdaTimeoutMs * 0.9);
    expect(claimEmailBudgetMs).toBeGreaterThan(1_000);
  });

  it('fit the worst case of one quote the sender delivers, acknowledgement included, inside its timeout', () => {
    expect(worstCaseDeliveryMs(true)).toBeLessThanOrEqual(senderTimeoutMs * 0.8);
  });

  it('give Amazon Location one attempt per reservation: a retry would be a bill the spending ceiling never counted', () => {
    expect(locationCallLimits.maxAttempts).toBe(1);
  });

  it('give SES one attempt, long enough for a healthy SES: a retry could send a quote twice', () => {
    expect(sesCallLimits.maxAttempts).toBe(1);
    expect(sesCallLimits.requestTimeoutMs).toBeGreaterThanOrEqual(5_000);
  });
});

describe.concurrent('with a hung AWS service', () => {
  it('the quote handler answers its plain 502 within the Lambda timeout (DynamoDB)', async ({
    expect,
    onTestFinished,
  }) => {
    const hung = await startHungService();
    onTestFinished(() => hung.close());
    const run = await runHandlerInChild<HttpResult>(
      source('handlers/quote.ts'),
      hungEnv.quote(hung.endpoint),
      await hungEvents.quote(),
      api,
    );
    console.log(`source quote handler, hung DynamoDB: ${run.result?.statusCode} after ${run.ms} ms`);
    expect(run.failure).toBeUndefined();
    expect(run.result?.statusCode).toBe(502);
    expect(run.result?.headers?.['content-type']).toMatch(/^text\/plain/);
    expect(run.ms).toBeLessThan(lambdaTimeoutMs);
    expect(hung.connections()).toBe(awsCallLimits.maxAttempts);
  });

  it.for(['GET', 'POST'] as const)(
    'the lead-claim handler answers a claim link (%s) with its plain 503 within the Lambda timeout (DynamoDB)',
    { timeout: testTimeoutMs },
    async (method, { expect, onTestFinished }) => {
      const hung = await startHungService();
      onTestFinished(() => hung.close());
      const run = await runHandlerInChild<HttpResult>(
        source('handlers/lead-claim.ts'),
        hungEnv.leadClaim(hung.endpoint),
        hungEvents.leadClaim(method),
        api,
      );
      console.log(`source lead-claim handler, hung DynamoDB (${method}): ${run.result?.statusCode} after ${run.ms} ms`);
      expect(run.failure).toBeUndefined();
      expect(run.result?.statusCode).toBe(503);
      expect(run.result?.headers?.['content-type']).toMatch(/^text\/plain/);
      expect(run.ms).toBeLessThan(lambdaTimeoutMs);
      // One call (the read, or the conditional claim), each attempt timed out: never a hang into Lambda's timeout.
      expect(hung.connections()).toBe(awsCallLimits.maxAttempts);
    },
  );

  it.for([
    ['ETA', 'handlers/eta.ts', 'eta'],
    ['quote', 'handlers/quote.ts', 'quote'],
    ['lead-claim', 'handlers/lead-claim.ts', 'leadClaim'],
  ] as const)(
    'the %s handler answers a direct call (without CloudFront’s secret) with its plain 403, never reaching the service',
    { timeout: testTimeoutMs },
    async ([, path, name], { expect, onTestFinished }) => {
      const hung = await startHungService();
      onTestFinished(() => hung.close());
      const event =
        name === 'eta' ? hungEvents.eta() : name === 'quote' ? await hungEvents.quote() : hungEvents.leadClaim('POST');
      const run = await runHandlerInChild<HttpResult>(
        source(path),
        hungEnv[name](hung.endpoint),
        { ...event, headers: { ...event.headers, [originVerifyHeader]: 'guessed' } },
        api,
      );
      expect(run.failure).toBeUndefined();
      expect(run.result?.statusCode).toBe(403);
      expect(run.result?.headers?.['content-type']).toMatch(/^text\/plain/);
      expect(hung.connections()).toBe(0);
    },
  );

  describe('the quote sender (hung SES)', () => {
    it(
      'leaves its first quote to the sweeper as an unknown outcome (one SES attempt) and hands the rest back to the stream, within its timeout, nothing lost',
      async ({ expect, onTestFinished }) => {
        const hung = await startHungService();
        onTestFinished(() => hung.close());
        const quotes = await storeSenderQuotes(10);
        onTestFinished(() => quotes.dynamo.close());
        const run = await runHandlerInChild<DynamoDBBatchResponse>(
          source('handlers/quote-sender.ts'),
          hungEnv.sender(hung.endpoint, quotes),
          quotes.event,
          { timeoutMs: senderTimeoutMs, killAfterMs: senderTimeoutMs + loadAllowanceMs },
        );
        console.log(`source quote sender, hung SES: batch item failure after ${run.ms} ms`);
        expect(run.failure).toBeUndefined();
        expect(run.result).toEqual({ batchItemFailures: [{ itemIdentifier: '101' }] });
        expect(run.ms).toBeLessThan(lambdaTimeoutMs);
        // One SES call, one attempt: SES may have taken it, so no retry races its answer. The quote is released to
        // the sweeper (after a wait) as an unknown outcome; the others were never claimed and go back to the stream.
        expect(hung.connections()).toBe(sesCallLimits.maxAttempts);
        const [first, ...rest] = await Promise.all(quotes.ids.map((id) => getQuote(quotes.table, id)));
        expect(first).toMatchObject({
          status: 'pending',
          attempts: 1,
          unknownOutcomes: 1,
          lastError: expect.stringMatching(/^unknown outcome/),
        });
        expect(first?.nextTryAt).toBeGreaterThan(Date.now());
        for (const quote of rest) expect(quote).toMatchObject({ status: 'pending', attempts: 0 });
        // Counted when the invocation ends, not whenever 100 counts have piled up in a warm container.
        expect(publishedMetrics(run.stdout)).toEqual({ ses_unknown: 1 });
      },
      senderTimeoutMs + loadAllowanceMs + 5_000,
    );
  });
});
