/**
 * A service that accepts the connection and never answers: each handler, from its source module with its real
 * AWS client configuration, must still answer inside the Lambda timeout (the quote handler its plain 502, the ETA
 * handler approximate figures from its estimator, with no paid call unmetered), and the quote sender must hand its
 * batch back to the stream inside its own. (The bundles CDK builds get the same tests in
 * infra/test/cli-synth.process.test.ts.) A `timed` test (decision 023): the working case must finish its free calls
 * inside their 2 s, which a machine busy with the browser tests could not promise, so it runs alone, after them.
 */
import { join } from 'node:path';
import type { DynamoDBBatchResponse } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type EtaServices,
  type HungService,
  hungEnv,
  hungEvents,
  publishedMetrics,
  runHandlerInChild,
  type SenderQuotes,
  startEtaServices,
  startHungService,
  storeSenderQuotes,
} from '../../test-support/hung-service';
import type { HttpResult } from '../http/api-gateway';
import { originVerifyHeader } from '../http/origin-verification';
import { getQuote } from '../quote/store/quote-store';
import {
  apiFunctionTimeoutSeconds,
  awsCallLimits,
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

let hung: HungService;
beforeEach(async () => {
  hung = await startHungService();
});
afterEach(() => hung.close());

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

describe('with a hung AWS service', () => {
  describe('the ETA handler', () => {
    let services: EtaServices;
    beforeEach(async () => {
      services = await startEtaServices();
    });
    afterEach(() => services.close());

    const runEta = (env: Record<string, string>) =>
      runHandlerInChild<HttpResult>(source('handlers/eta.ts'), env, hungEvents.eta(), api);
    const expectApproximate = (run: Awaited<ReturnType<typeof runEta>>) => {
      expect(run.failure).toBeUndefined();
      expect(run.result?.statusCode).toBe(200);
      expect(JSON.parse(String(run.result?.body))).toMatchObject({
        approximate: true,
        distance_miles: expect.any(Number),
        duration_minutes: expect.any(Number),
      });
      expect(run.ms).toBeLessThan(lambdaTimeoutMs);
    };

    it(
      'answers approximate figures within the Lambda timeout (Amazon Location hung)',
      async () => {
        const run = await runEta(services.env({ service: 'location', endpoint: hung.endpoint }));
        console.log(`source ETA handler, hung Amazon Location: ${run.result?.statusCode} after ${run.ms} ms`);
        expectApproximate(run);
        // Two geocodes in parallel, each tried once (each attempt is billed): the timeouts fired, no retry.
        expect(hung.connections()).toBe(2 * locationCallLimits.maxAttempts);
        expect(publishedMetrics(run.stdout)).toEqual({ estimate_failed: 1, estimate_approximate: 1 });
      },
      testTimeoutMs,
    );

    it.each([
      ['the spend counter', 'counter'],
      ['DynamoDB (geocode cache and counter)', 'dynamoDb'],
      ['SSM (the kill switch)', 'ssm'],
    ] as const)(
      'makes no paid call and answers approximate figures in time when %s hangs',
      async (_name, service) => {
        const run = await runEta(services.env({ service, endpoint: hung.endpoint }));
        console.log(`source ETA handler, hung ${service}: ${run.result?.statusCode} after ${run.ms} ms`);
        expectApproximate(run);
        expect(services.location.calls()).toEqual({ geocodes: 0, routes: 0 });
        if (service === 'counter') expect(services.heldCounterUpdates()).toBeGreaterThan(0);
        else expect(hung.connections()).toBeGreaterThan(0);
        expect(publishedMetrics(run.stdout)).toEqual({ estimate_approximate: 1 });
      },
      testTimeoutMs,
    );

    it(
      'pays Amazon Location when everything answers (the services above, working)',
      async () => {
        const run = await runEta(services.env());
        expect(run.result?.statusCode).toBe(200);
        expect(JSON.parse(String(run.result?.body)).approximate).toBe(false);
        expect(services.location.calls()).toEqual({ geocodes: 2, routes: 1 });
        expect(publishedMetrics(run.stdout)).toEqual({ estimate_ok: 1 });
      },
      testTimeoutMs,
    );
  });

  it(
    'the quote handler answers its plain 502 within the Lambda timeout (DynamoDB)',
    async () => {
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
    },
    testTimeoutMs,
  );

  it.each(['GET', 'POST'] as const)(
    'the lead-claim handler answers a claim link (%s) with its plain 503 within the Lambda timeout (DynamoDB)',
    async (method) => {
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
    testTimeoutMs,
  );

  it.each([
    ['ETA', 'handlers/eta.ts', 'eta'],
    ['quote', 'handlers/quote.ts', 'quote'],
    ['lead-claim', 'handlers/lead-claim.ts', 'leadClaim'],
  ] as const)(
    'the %s handler answers a direct call (without CloudFront’s secret) with its plain 403, never reaching the service',
    async (_name, path, name) => {
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
    testTimeoutMs,
  );

  describe('the quote sender (hung SES)', () => {
    let quotes: SenderQuotes;
    beforeEach(async () => {
      quotes = await storeSenderQuotes(10);
    });
    afterEach(() => quotes.dynamo.close());

    it(
      'leaves its first quote to the sweeper as an unknown outcome (one SES attempt) and hands the rest back to the stream, within its timeout, nothing lost',
      async () => {
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
