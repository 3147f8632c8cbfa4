/**
 * The way in: AWS WAF on CloudFront and its per-IP limits, API Gateway's throttles, and the origin secret CloudFront
 * sends the API. The table's kinds and bounds check all of them but the secret's version.
 */
import type { ContextValues } from '@courier/common/settings/all-settings';
import { ContextError } from './context';

/** The origin-secret version CloudFront sends after a rotation is a Secrets Manager VersionId, or none. */
export function checkOriginSecretVersion({ originSecretVersion }: ContextValues): void {
  if (originSecretVersion && !/^[A-Za-z0-9-]{32,64}$/.test(originSecretVersion)) {
    throw new ContextError(
      `Context originSecretVersion must be a Secrets Manager VersionId (put-secret-value prints it), got "${originSecretVersion}"`,
    );
  }
}
