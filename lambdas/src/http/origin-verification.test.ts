import { describe, expect, it } from 'vitest';
import { type HttpEvent, textResponse } from './api-gateway';
import { originVerifyHeader, requireOriginSecret } from './origin-verification';

const ok = async () => textResponse(200, 'OK');
const event = (headers: Record<string, string>) => ({ headers }) as unknown as HttpEvent;

describe('origin verification', () => {
  const handler = requireOriginSecret(ok, 's3cret-value');

  it('lets requests from CloudFront (with the secret header) through', async () => {
    expect((await handler(event({ [originVerifyHeader]: 's3cret-value' }))).statusCode).toBe(200);
  });

  it.each<Record<string, string>>([
    {},
    { [originVerifyHeader]: 'wrong' },
    { [originVerifyHeader]: 's3cret-valuE' },
    { [originVerifyHeader]: '' },
  ])('answers a direct call (%o) with a plain 403', async (headers) => {
    const result = await handler(event(headers));
    expect(result.statusCode).toBe(403);
    expect(result.headers?.['content-type']).toMatch(/^text\/plain/);
  });

  it('refuses everything when no secret is configured', async () => {
    const unconfigured = requireOriginSecret(ok, undefined);
    expect((await unconfigured(event({ [originVerifyHeader]: '' }))).statusCode).toBe(403);
  });
});
