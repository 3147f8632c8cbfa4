/**
 * The API answers only requests that came through CloudFront: CloudFront adds a secret header to every origin
 * request (an origin custom header), and the API refuses anything without it with a plain 403. One wrapper,
 * applied where each handler is exported, so the handlers themselves never deal with it.
 */
import { timingSafeEqual } from 'node:crypto';
import { type HttpHandler, header, textResponse } from './api-gateway';

/** The header CloudFront adds (infra/lib/site/static-site.ts) and the local server imitates. */
export const originVerifyHeader = 'x-origin-verify';

/** The Lambda environment variable holding the secret (resolved from Secrets Manager at deploy). */
export const originSecretEnvName = 'ORIGIN_VERIFY_SECRET';

const forbidden = () => textResponse(403, 'Forbidden: this API is served through the website only.');

/** Wraps `handler` so only requests carrying `secret` get through. No secret configured refuses everything. */
export function requireOriginSecret(handler: HttpHandler, secret: string | undefined): HttpHandler {
  const expected = Buffer.from(secret ?? '');
  return async (event) => {
    const given = Buffer.from(header(event, originVerifyHeader) ?? '');
    const matches = expected.length > 0 && given.length === expected.length && timingSafeEqual(given, expected);
    return matches ? handler(event) : forbidden();
  };
}

/** The exported Lambda handler: `handler` behind the check, the secret read from the environment. */
export const behindCloudFront = (handler: HttpHandler, env: Record<string, string | undefined> = process.env) =>
  requireOriginSecret(handler, env[originSecretEnvName]);
