/**
 * The way in: AWS WAF's per-IP limits, API Gateway's throttles, and the origin secret CloudFront sends the API.
 * Staging's throttles are lower: a few testers use it, it has no WAF by default, and its SES account is normally still
 * in the sandbox (1 email a second, 200 a day), so a higher send rate buys nothing. The ETA rate stays 1 a second (the
 * lowest whole rate); its burst is smaller.
 */
import type { Setting } from './setting';

const perSecond = 'requests a second';
const perIpPer5Minutes = 'requests per IP per 5 minutes';

/** An API Gateway throttle: a whole number ≥ 1 of `unit`, set per stage. */
const throttle = (unit: string, staging: number, production: number, description: string) =>
  ({
    kind: 'integer',
    min: 1,
    unit,
    default: { staging, production },
    context: true,
    perStage: true,
    description,
  }) as const;

export const edgeSettings = {
  wafEnabled: {
    kind: 'boolean',
    default: { staging: false, production: true },
    context: true,
    perStage: true,
    description: 'An AWS WAF web ACL on CloudFront with per-IP rate limits on the send endpoints and /api/eta.',
  },
  throttleRate: throttle(perSecond, 5, 20, "API Gateway's steady rate for routes without their own throttle."),
  throttleBurst: throttle('requests', 10, 40, "API Gateway's burst for routes without their own throttle."),
  etaThrottleRate: throttle(perSecond, 1, 1, "GET /api/eta's own steady rate."),
  etaThrottleBurst: throttle('requests', 2, 5, "GET /api/eta's own burst."),
  sendThrottleRate: throttle(
    perSecond,
    1,
    2,
    "The quote send routes' own steady rate, so an ETA flood never starves quotes.",
  ),
  sendThrottleBurst: throttle('requests', 2, 5, "The quote send routes' own burst."),
  wafRateLimit: {
    kind: 'integer',
    min: 10,
    unit: perIpPer5Minutes,
    default: 100,
    context: true,
    description: 'With WAF on, requests to the send endpoints before WAF blocks the IP.',
  },
  wafEtaRateLimit: {
    kind: 'integer',
    min: 10,
    unit: perIpPer5Minutes,
    default: 60,
    context: true,
    description: 'With WAF on, requests to /api/eta before WAF blocks the IP.',
  },
  originSecretRotationMinutes: {
    kind: 'integer',
    min: 10,
    unit: 'minutes',
    default: 60,
    context: true,
    description: 'Minutes the API still accepts the previous origin secret after a rotation.',
  },
  originSecretVersion: {
    kind: 'text',
    context: true,
    perStage: true,
    description: 'The origin-secret version CloudFront sends after a rotation (none: the current one).',
  },
} as const satisfies Record<string, Setting>;
