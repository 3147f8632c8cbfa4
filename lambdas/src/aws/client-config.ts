/**
 * Timeouts and attempts for every AWS SDK client a Lambda creates (SES, Amazon Location, DynamoDB…), so a service
 * that accepts the connection and never answers becomes the handler's plain 502 long before Lambda kills it.
 *
 * The arithmetic, for one SDK call (`send`):
 *   each attempt  ≤ requestTimeout = 1.2 s (it runs from the start of the attempt, connecting included;
 *                   connectionTimeout 1 s only fails an unreachable host sooner)
 *   between tries ≤ 1 s backoff (the SDK waits random × 50 ms after a timeout, random × 1 s after throttling)
 *   one call      ≤ 2 attempts × 1.2 s + 1 × 1 s = 3.4 s   (a hung service: 2 × 1.2 s + ≤ 50 ms ≈ 2.45 s)
 * A handler makes at most two calls one after the other (ETA: the geocodes in parallel, then the route; quote:
 * the conditional store, then reading back a repeat's reference), so ≤ 6.8 s, inside the 10 s function timeout
 * with 3.2 s left for start-up and the answer. (The stream-fed quote sender's calls are retried by its stream.)
 * Amazon Location and SES normally answer in well under 0.5 s, so 1.2 s only cuts off a service in trouble.
 */
/** The API functions' timeout (infra/lib/api/api-function.ts); a test checks the template agrees. */
export const apiFunctionTimeoutSeconds = 10;

export const awsCallLimits = {
  connectionTimeoutMs: 1_000,
  requestTimeoutMs: 1_200,
  maxAttempts: 2,
  /** The SDK's longest wait before a retry (throttling: random × 1 s). */
  maxRetryDelayMs: 1_000,
  /** SDK calls a handler makes one after the other. */
  sequentialCalls: 2,
} as const;

/** The worst case of one handler's AWS calls, as in the comment above. */
export function worstCaseAwsMs(limits = awsCallLimits): number {
  const oneCall = limits.maxAttempts * limits.requestTimeoutMs + (limits.maxAttempts - 1) * limits.maxRetryDelayMs;
  return limits.sequentialCalls * oneCall;
}

/** Spread into any SDK v3 client's config: `new SESClient({ ...awsClientLimits(), region })`. */
export function awsClientLimits(): {
  maxAttempts: number;
  requestHandler: { connectionTimeout: number; requestTimeout: number; throwOnRequestTimeout: boolean };
} {
  return {
    maxAttempts: awsCallLimits.maxAttempts,
    requestHandler: {
      connectionTimeout: awsCallLimits.connectionTimeoutMs,
      requestTimeout: awsCallLimits.requestTimeoutMs,
      // Without it @smithy/node-http-handler 4 only logs a warning when requestTimeout passes, and waits on.
      throwOnRequestTimeout: true,
    },
  };
}
