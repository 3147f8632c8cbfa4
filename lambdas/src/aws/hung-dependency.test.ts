/**
 * A service that accepts the connection and never answers: each handler, from its source module with its real
 * AWS client configuration, must still give its plain 502 inside the Lambda timeout. (The bundles CDK builds get
 * the same test in infra/test/cli-synth.test.ts.)
 */
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiFunctionTimeoutSeconds, awsCallLimits, worstCaseAwsMs } from './client-config';
import { type HungService, hungEnv, hungEvents, runHandlerInChild, startHungService } from './hung-service.fixtures';

const lambdaTimeoutMs = apiFunctionTimeoutSeconds * 1000;
/** Module loading in a fresh process (tsx compiles the source) is not part of the Lambda's invocation budget. */
const loadAllowanceMs = 15_000;
const testTimeoutMs = lambdaTimeoutMs + loadAllowanceMs + 5_000;

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
});

describe('with a hung AWS service', () => {
  it(
    'the ETA handler answers its plain 502 within the Lambda timeout (Amazon Location)',
    async () => {
      const run = await runHandlerInChild(
        join(import.meta.dirname, '../eta/handler.ts'),
        hungEnv.eta(hung.endpoint),
        hungEvents.eta(),
        lambdaTimeoutMs + loadAllowanceMs,
      );
      console.log(`source ETA handler, hung Amazon Location: ${run.result?.statusCode} after ${run.ms} ms`);
      expect(run.failure).toBeUndefined();
      expect(run.result?.statusCode).toBe(502);
      expect(JSON.parse(String(run.result?.body)).error).toMatch(/route service is unavailable/);
      expect(run.ms).toBeLessThan(lambdaTimeoutMs);
      // Two geocodes in parallel, each tried maxAttempts times: the timeouts fired and the retries happened.
      expect(hung.connections()).toBe(2 * awsCallLimits.maxAttempts);
    },
    testTimeoutMs,
  );

  it(
    'the quote handler answers its plain 502 within the Lambda timeout (DynamoDB)',
    async () => {
      const run = await runHandlerInChild(
        join(import.meta.dirname, '../quote/handler.ts'),
        hungEnv.quote(hung.endpoint),
        await hungEvents.quote(),
        lambdaTimeoutMs + loadAllowanceMs,
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
});
