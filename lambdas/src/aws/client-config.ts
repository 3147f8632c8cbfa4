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
 * with 3.2 s left for start-up and the answer. At most once every 5 minutes per warm function (and on a cold start)
 * the origin-secret check first reads Secrets Manager (both version stages at once, one attempt: ≤ 1.2 s), so that
 * request's worst case is 8.0 s, still inside the 10 s (`worstCaseApiMs`).
 *
 * The stream-fed quote sender works through a batch of up to 10 quotes, one after the other. One quote takes at
 * most 3 calls one after the other (claim, send to staff, mark sent or release; or claim, then read a quote another
 * sender holds), and with customer acknowledgements on 4 more (take the address's hourly slot, send, note the
 * outcome, note a failure of any of these): ≤ 3 × 3.4 s = 10.2 s, or 7 × 3.4 s = 23.8 s. So the sender's timeout
 * is 30 s and it starts a quote only while that worst case still fits in the time Lambda says is left; the quotes
 * it has not started go back to the stream. (A hung SES stops the batch at its first quote, after ≈ 2.5 s.) Were
 * Lambda to stop it mid-quote instead, the quote would stay claimed for its 60 s lease, the stream's retries
 * would be spent on it as "busy", and one that SES had accepted could be sent twice.
 * Amazon Location, SES and DynamoDB normally answer in well under 0.5 s, so 1.2 s only cuts off a service in trouble.
 */
/** The API functions' timeout (infra/lib/api/api-function.ts); a test checks the template agrees. */
export const apiFunctionTimeoutSeconds = 10;

/** The quote sender's timeout (infra/lib/courier-site-stack.ts); a test checks the template agrees. */
export const senderFunctionTimeoutSeconds = 30;

export const awsCallLimits = {
  connectionTimeoutMs: 1_000,
  requestTimeoutMs: 1_200,
  maxAttempts: 2,
  /** The SDK's longest wait before a retry (throttling: random × 1 s). */
  maxRetryDelayMs: 1_000,
  /** SDK calls a handler makes one after the other. */
  sequentialCalls: 2,
} as const;

/** SDK calls one after the other for one quote the sender delivers, as in the comment above. */
export const deliveryCalls = { staff: 3, acknowledgement: 4 } as const;

/** The worst case of one SDK call: every attempt timing out, the longest wait between them. */
function worstCaseCallMs(limits: typeof awsCallLimits): number {
  return limits.maxAttempts * limits.requestTimeoutMs + (limits.maxAttempts - 1) * limits.maxRetryDelayMs;
}

/** The worst case of one handler's AWS calls, as in the comment above. */
export function worstCaseAwsMs(limits = awsCallLimits): number {
  return limits.sequentialCalls * worstCaseCallMs(limits);
}

/** The worst case of the sender's calls for one quote, with or without the customer's acknowledgement. */
export function worstCaseDeliveryMs(acknowledgement: boolean, limits = awsCallLimits): number {
  const calls = deliveryCalls.staff + (acknowledgement ? deliveryCalls.acknowledgement : 0);
  return calls * worstCaseCallMs(limits);
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

/** The worst case of the request that also reads the origin secret (one attempt, see the comment above). */
export function worstCaseApiMs(limits = awsCallLimits): number {
  return worstCaseAwsMs(limits) + limits.requestTimeoutMs;
}

/**
 * The origin-secret read: one attempt, as it happens before the handler's own calls. A failed read keeps the values
 * read before (lambdas/src/http/origin-secrets.ts), so a retry buys little.
 */
export function awsSecretReadLimits(): ReturnType<typeof awsClientLimits> {
  return { ...awsClientLimits(), maxAttempts: 1 };
}
