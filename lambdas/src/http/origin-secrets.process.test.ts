/**
 * Secrets Manager accepting the connection and never answering: the origin-secret read gives up after its one
 * attempt's request timeout, so the API answers a plain 503 (cold) instead of hanging into the Lambda timeout.
 */
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { type HungService, startHungService } from '../../test-support/hung-service';
import { apiFunctionTimeoutSeconds, awsCallLimits, awsSecretReadLimits, worstCaseApiMs } from '../aws/client-config';
import { type HttpEvent, textResponse } from './api-gateway';
import { rotatingOriginSecrets } from './origin-secrets';
import { originVerifyHeader, requireOriginSecret } from './origin-verification';

let hung: HungService;
beforeEach(async () => {
  hung = await startHungService();
});
afterEach(() => hung.close());

it('a hung Secrets Manager gives a plain 503 after one attempt, inside the function timeout', async () => {
  const client = new SecretsManagerClient({
    ...awsSecretReadLimits(),
    endpoint: hung.endpoint,
    region: 'eu-west-2',
    credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
  });
  const handler = requireOriginSecret(
    async () => textResponse(200, 'OK'),
    rotatingOriginSecrets({ client, secretId: 'origin-secret', windowMs: 3_600_000 }),
  );
  const started = Date.now();
  const result = await handler({ headers: { [originVerifyHeader]: 'anything' } } as unknown as HttpEvent);
  const elapsed = Date.now() - started;

  expect(result.statusCode).toBe(503);
  expect(result.headers?.['content-type']).toMatch(/^text\/plain/);
  // Both stages at once, one attempt each: two connections, never a retry.
  expect(hung.connections()).toBe(2);
  expect(elapsed).toBeGreaterThanOrEqual(awsCallLimits.requestTimeoutMs - 50);
  expect(worstCaseApiMs()).toBeLessThanOrEqual(apiFunctionTimeoutSeconds * 1000);
  expect(elapsed).toBeLessThan(apiFunctionTimeoutSeconds * 1000);
});
