/**
 * The API answers only requests that came through CloudFront: CloudFront adds a secret header to every origin
 * request (an origin custom header), and the API refuses anything without it with a plain 403. One wrapper,
 * applied where each handler is exported, so the handlers themselves never deal with it.
 */
import { timingSafeEqual } from 'node:crypto';
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { awsSecretReadLimits } from '../aws/client-config';
import { type HttpHandler, header, textResponse } from './api-gateway';
import { type OriginSecrets, rotatingOriginSecrets } from './origin-secrets';

/** The header CloudFront adds (infra/lib/site/static-site.ts) and the local server imitates. */
export const originVerifyHeader = 'x-origin-verify';

/** A fixed secret value (the local stack and tests). */
export const originSecretEnvName = 'ORIGIN_VERIFY_SECRET';

/** Deployed: the Secrets Manager secret read for the accepted values, and the rotation window in minutes. */
export const originSecretEnv = {
  arn: 'ORIGIN_VERIFY_SECRET_ARN',
  rotationWindowMinutes: 'ORIGIN_SECRET_ROTATION_WINDOW_MINUTES',
} as const;

const forbidden = () => textResponse(403, 'Forbidden: this API is served through the website only.');
const unavailable = () => textResponse(503, 'The service is unavailable for a moment. Please try again.');

function matchesAny(given: string, accepted: string[]): boolean {
  const givenBytes = Buffer.from(given);
  let matches = false;
  // Every value is compared, so the time taken says nothing about which one (or whether any) matched.
  for (const value of accepted) {
    const expected = Buffer.from(value);
    const same = expected.length > 0 && givenBytes.length === expected.length && timingSafeEqual(givenBytes, expected);
    matches ||= same;
  }
  return matches;
}

/**
 * Wraps `handler` so only requests carrying an accepted secret get through: a fixed value, or the values
 * `OriginSecrets` reads. No secret configured refuses everything.
 */
export function requireOriginSecret(handler: HttpHandler, secret: string | undefined | OriginSecrets): HttpHandler {
  const accepted: OriginSecrets = typeof secret === 'function' ? secret : async () => (secret ? [secret] : []);
  return async (event) => {
    let values: string[];
    try {
      values = await accepted();
    } catch {
      return unavailable();
    }
    return matchesAny(header(event, originVerifyHeader) ?? '', values) ? handler(event) : forbidden();
  };
}

/** The accepted secret values the environment names: read from Secrets Manager when deployed, else a fixed one. */
export function originSecretsFromEnv(env: Record<string, string | undefined> = process.env): OriginSecrets {
  const arn = env[originSecretEnv.arn];
  if (!arn) {
    const fixed = env[originSecretEnvName];
    return async () => (fixed ? [fixed] : []);
  }
  const windowMinutes = Number(env[originSecretEnv.rotationWindowMinutes] ?? 60);
  return rotatingOriginSecrets({
    client: new SecretsManagerClient(awsSecretReadLimits()),
    secretId: arn,
    windowMs: windowMinutes * 60_000,
  });
}

/** The exported Lambda handler: `handler` behind the check, the secret named by the environment. */
export function behindCloudFront(handler: HttpHandler, secrets: OriginSecrets = originSecretsFromEnv()) {
  return requireOriginSecret(handler, secrets);
}
