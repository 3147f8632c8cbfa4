/**
 * The way in: AWS WAF on CloudFront and its per-IP limits, API Gateway's throttles, and the origin secret CloudFront
 * sends the API.
 */
import { ContextError, type ContextReader } from './context';

export interface EdgeConfig {
  /** API Gateway stage throttling for any route without its own: steady requests per second and burst. */
  throttleRate: number;
  throttleBurst: number;
  /** GET /api/eta's own throttle (each call can cost Amazon Location geocodes and a route). */
  etaThrottleRate: number;
  etaThrottleBurst: number;
  /** The quote send routes' own throttle, so an ETA flood never starves quote submissions. */
  sendThrottleRate: number;
  sendThrottleBurst: number;
  /** AWS WAF web ACL on CloudFront with per-IP rate limits on the send endpoints and /api/eta (per 5 minutes). */
  wafEnabled: boolean;
  wafRateLimit: number;
  wafEtaRateLimit: number;
  /** Minutes the API still accepts the previous origin secret after a rotation. */
  originSecretRotationMinutes: number;
  /** The origin-secret version CloudFront sends (after a rotation); none = AWSCURRENT at the distribution's last update. */
  originSecretVersion?: string;
}

export function readEdgeConfig(context: ContextReader): EdgeConfig {
  const originSecretVersion = context.text('originSecretVersion');
  if (originSecretVersion && !/^[A-Za-z0-9-]{32,64}$/.test(originSecretVersion)) {
    throw new ContextError(
      `Context originSecretVersion must be a Secrets Manager VersionId (put-secret-value prints it), got "${originSecretVersion}"`,
    );
  }
  return {
    wafEnabled: context.bool('wafEnabled'),
    throttleRate: context.int('throttleRate'),
    throttleBurst: context.int('throttleBurst'),
    etaThrottleRate: context.int('etaThrottleRate'),
    etaThrottleBurst: context.int('etaThrottleBurst'),
    sendThrottleRate: context.int('sendThrottleRate'),
    sendThrottleBurst: context.int('sendThrottleBurst'),
    wafRateLimit: context.int('wafRateLimit'),
    wafEtaRateLimit: context.int('wafEtaRateLimit'),
    originSecretRotationMinutes: context.int('originSecretRotationMinutes'),
    originSecretVersion,
  };
}
