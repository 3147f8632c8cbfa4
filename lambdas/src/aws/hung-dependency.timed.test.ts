/**
 * The ETA handler, from its source module with its real AWS client configuration, with one of its services accepting
 * the connection and never answering: it must still answer approximate figures from its estimator inside the Lambda
 * timeout, with no paid call unmetered, and pay Amazon Location when every service answers. (The bundles CDK builds
 * get the hung cases in infra/test/cli-synth.release.test.ts; the other handlers' are in
 * hung-dependency.release.test.ts.) A `timed` test (decision 023): the kill switch, the geocode cache and the spend
 * counter have 2 s together before the request goes approximate, so every case but a hung cache needs its working
 * services to answer inside that budget, which a machine busy with the browser tests could not promise: it runs
 * alone, after them. The five cases run side by side, each with its own services: most of each is a child process
 * loading the handler (not timed) and a client timeout running out, neither of which keeps a core busy.
 */
import { join } from 'node:path';
import { describe, type ExpectStatic, it } from 'vitest';
import {
  hungEvents,
  publishedMetrics,
  runHandlerInChild,
  startEtaServices,
  startHungService,
} from '../../test-support/hung-service';
import type { HttpResult } from '../http/api-gateway';
import { apiFunctionTimeoutSeconds, locationCallLimits } from './client-config';

const lambdaTimeoutMs = apiFunctionTimeoutSeconds * 1000;
/** Module loading in a fresh process (tsx compiles the source) is not part of the Lambda's invocation budget. */
const loadAllowanceMs = 15_000;
const testTimeoutMs = lambdaTimeoutMs + loadAllowanceMs + 5_000;
const api = { timeoutMs: lambdaTimeoutMs, killAfterMs: lambdaTimeoutMs + loadAllowanceMs };
const source = (path: string) => join(import.meta.dirname, '..', path);

/** A hung service and the ETA function's working ones, for one test, closed when it finishes. */
async function servicesForOneTest(onTestFinished: (close: () => Promise<void>) => void) {
  const [hung, services] = await Promise.all([startHungService(), startEtaServices()]);
  onTestFinished(() => hung.close());
  onTestFinished(() => services.close());
  return { hung, services };
}

const runEta = (env: Record<string, string>) =>
  runHandlerInChild<HttpResult>(source('handlers/eta.ts'), env, hungEvents.eta(), api);

/** Approximate figures from the estimator, answered inside the Lambda timeout. (Each test's own `expect`: they run side by side.) */
function expectApproximateInTime(expect: ExpectStatic, run: Awaited<ReturnType<typeof runEta>>) {
  expect(run.failure).toBeUndefined();
  expect(run.result?.statusCode).toBe(200);
  expect(JSON.parse(String(run.result?.body))).toMatchObject({
    approximate: true,
    distance_miles: expect.any(Number),
    duration_minutes: expect.any(Number),
  });
  expect(run.ms).toBeLessThan(lambdaTimeoutMs);
}

describe.concurrent('with a hung AWS service', () => {
  describe('the ETA handler', () => {
    it(
      'answers approximate figures within the Lambda timeout (Amazon Location hung)',
      async ({ expect, onTestFinished }) => {
        const { hung, services } = await servicesForOneTest(onTestFinished);
        const run = await runEta(services.env({ service: 'location', endpoint: hung.endpoint }));
        console.log(`source ETA handler, hung Amazon Location: ${run.result?.statusCode} after ${run.ms} ms`);
        expectApproximateInTime(expect, run);
        // Two geocodes in parallel, each tried once (each attempt is billed): the timeouts fired, no retry.
        expect(hung.connections()).toBe(2 * locationCallLimits.maxAttempts);
        expect(publishedMetrics(run.stdout)).toEqual({ estimate_failed: 1, estimate_approximate: 1 });
      },
      testTimeoutMs,
    );

    it.for([
      ['the spend counter', 'counter'],
      ['DynamoDB (geocode cache and counter)', 'dynamoDb'],
      ['SSM (the kill switch)', 'ssm'],
    ] as const)(
      'makes no paid call and answers approximate figures in time when %s hangs',
      { timeout: testTimeoutMs },
      async ([, service], { expect, onTestFinished }) => {
        const { hung, services } = await servicesForOneTest(onTestFinished);
        const run = await runEta(services.env({ service, endpoint: hung.endpoint }));
        console.log(`source ETA handler, hung ${service}: ${run.result?.statusCode} after ${run.ms} ms`);
        expectApproximateInTime(expect, run);
        expect(services.location.calls()).toEqual({ geocodes: 0, routes: 0 });
        if (service === 'counter') expect(services.heldCounterUpdates()).toBeGreaterThan(0);
        else expect(hung.connections()).toBeGreaterThan(0);
        expect(publishedMetrics(run.stdout)).toEqual({ estimate_approximate: 1 });
      },
    );

    it(
      'pays Amazon Location when everything answers (the services above, working)',
      async ({ expect, onTestFinished }) => {
        const { services } = await servicesForOneTest(onTestFinished);
        const run = await runEta(services.env());
        expect(run.result?.statusCode).toBe(200);
        expect(JSON.parse(String(run.result?.body)).approximate).toBe(false);
        expect(services.location.calls()).toEqual({ geocodes: 2, routes: 1 });
        expect(publishedMetrics(run.stdout)).toEqual({ estimate_ok: 1 });
      },
      testTimeoutMs,
    );
  });
});
