import {
  GetSecretValueCommand,
  InternalServiceError,
  ResourceNotFoundException,
  SecretsManagerClient,
} from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { type HttpEvent, textResponse } from './api-gateway';
import { rotatingOriginSecrets } from './origin-secrets';
import { originVerifyHeader, requireOriginSecret } from './origin-verification';

const minute = 60_000;
const rotatedAt = Date.UTC(2026, 10, 24, 12, 0);
const secretId = 'arn:aws:secretsmanager:eu-west-2:123456789012:secret:OriginSecret-abc';

const secrets = mockClient(SecretsManagerClient);
// The class's own `send` is stubbed: put it back for the files that share this worker (decision 031).
afterAll(() => secrets.restore());
const rotated = (current: string, previous: string, createdMs = rotatedAt) => {
  secrets.reset();
  secrets
    .on(GetSecretValueCommand, { VersionStage: 'AWSCURRENT' })
    .resolves({ SecretString: current, CreatedDate: new Date(createdMs) });
  secrets.on(GetSecretValueCommand, { VersionStage: 'AWSPREVIOUS' }).resolves({ SecretString: previous });
};

let clock = rotatedAt;
const api = () =>
  requireOriginSecret(
    async () => textResponse(200, 'OK'),
    rotatingOriginSecrets({
      client: new SecretsManagerClient({ region: 'eu-west-2' }),
      secretId,
      windowMs: 60 * minute,
      now: () => clock,
    }),
  );
const call = async (handler: ReturnType<typeof api>, value: string) =>
  (await handler({ headers: { [originVerifyHeader]: value } } as unknown as HttpEvent)).statusCode;

beforeEach(() => {
  clock = rotatedAt;
  rotated('new-value', 'old-value');
});

describe('origin secret rotation', () => {
  it('accepts the previous value inside the rotation window and refuses it after', async () => {
    const handler = api();
    clock = rotatedAt + 10 * minute;
    expect(await call(handler, 'old-value')).toBe(200);
    expect(await call(handler, 'new-value')).toBe(200);
    clock = rotatedAt + 61 * minute;
    expect(await call(handler, 'old-value')).toBe(403);
    expect(await call(handler, 'new-value')).toBe(200);
    expect(await call(handler, 'neither')).toBe(403);
  });

  it('reads Secrets Manager at most every 5 minutes, then picks up a new rotation', async () => {
    const handler = api();
    expect(await call(handler, 'new-value')).toBe(200);
    rotated('newer-value', 'new-value', rotatedAt + minute);
    clock = rotatedAt + 4 * minute;
    expect(await call(handler, 'newer-value')).toBe(403);
    expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(0);
    clock = rotatedAt + 5 * minute;
    expect(await call(handler, 'newer-value')).toBe(200);
    expect(await call(handler, 'new-value')).toBe(200);
    expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(2);
  });

  it('accepts only the current value of a secret never rotated', async () => {
    secrets.reset();
    secrets
      .on(GetSecretValueCommand, { VersionStage: 'AWSCURRENT' })
      .resolves({ SecretString: 'first', CreatedDate: new Date(rotatedAt) });
    secrets
      .on(GetSecretValueCommand, { VersionStage: 'AWSPREVIOUS' })
      .rejects(new ResourceNotFoundException({ message: 'no AWSPREVIOUS', $metadata: {} }));
    const handler = api();
    expect(await call(handler, 'first')).toBe(200);
    expect(await call(handler, '')).toBe(403);
  });

  it('keeps the values it has when Secrets Manager fails, and answers a plain 503 when it has none', async () => {
    const handler = api();
    expect(await call(handler, 'new-value')).toBe(200);
    secrets.reset();
    secrets.on(GetSecretValueCommand).rejects(new InternalServiceError({ message: 'down', $metadata: {} }));
    clock = rotatedAt + 6 * minute;
    expect(await call(handler, 'new-value')).toBe(200);
    const cold = await api()({ headers: { [originVerifyHeader]: 'new-value' } } as unknown as HttpEvent);
    expect(cold.statusCode).toBe(503);
    expect(cold.headers?.['content-type']).toMatch(/^text\/plain/);
  });
});
