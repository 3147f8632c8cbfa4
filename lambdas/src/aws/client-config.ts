/**
 * Timeouts and attempts for every AWS SDK client a Lambda creates (SES, Amazon Location, DynamoDB…), so a service
 * that accepts the connection and never answers becomes the handler's plain 502 long before Lambda kills it.
 *
 * The arithmetic, for one SDK call (`send`):
 *   each attempt  ≤ requestTimeout = 1.2 s (it runs from the start of the attempt, connecting included;
 *                   connectionTimeout 1 s only fails an unreachable host sooner)
 *   between tries ≤ 1 s backoff (the SDK waits random × 50 ms after a timeout, random × 1 s after throttling)
 *   one call      ≤ 2 attempts × 1.2 s + 1 × 1 s = 3.4 s   (a hung service: 2 × 1.2 s + ≤ 50 ms ≈ 2.45 s)
 * A handler makes at most two calls one after the other that may take that long (ETA: the geocodes in parallel,
 * then the route; quote: the conditional store, then reading back a repeat's reference), so ≤ 6.8 s. At most once
 * every 5 minutes per warm function (and on a cold start) the origin-secret check first reads Secrets Manager (both
 * version stages at once, one attempt: ≤ 1.2 s), so that request's worst case is 8.0 s (`worstCaseApiMs`). Before
 * its two paid calls the ETA handler makes up to three free ones (the kill switch once a minute, the geocode cache,
 * the spend counter); together they are cut off after `etaFreeCallsMs` = 2 s (an abort signal), and the estimator
 * answers. The two paid calls are Amazon Location's, one attempt each (below): ≤ 2 + 2 × 3 + 1.2 = 9.2 s in all
 * (`worstCaseEtaMs`). The API functions' timeout is 12 s, so every worst case ends with at least 2 s left for
 * start-up and the answer.
 *
 * Amazon Location is billed per request, and the spending ceiling reserves one request's price before each call
 * (eta/metered-location-provider.ts): a retry would be a second bill the ceiling never counted (a Location slower
 * than the timeout got every reserved geocode twice). So it gets one attempt, with a timeout that lets a slow but
 * healthy answer land, 3 s (locationCallLimits), within the 3.4 s one call may take above. A request the client
 * gave up on was still billed; its reservation is never given back, so it counts as spent.
 *
 * SES is the exception: a send is not safe to repeat (SES may have accepted the first attempt and answered late), so it
 * gets one attempt with a timeout long enough for a healthy SES, 5 s (sesCallLimits). A timeout after the request
 * left is an unknown outcome: the quote goes to the sweeper after a wait, never to an immediate second send.
 *
 * The stream-fed quote sender and the sweeper work through quotes one after the other. One quote takes 3 DynamoDB
 * calls and 1 SES send one after the other (claim, and when the claim's condition fails, read whose claim holds the
 * quote; send to staff; mark sent or release): 3 × 3.4 + 5 = 15.2 s; with customer acknowledgements on, 3 more
 * DynamoDB calls (take the address's hourly slot, note the outcome, note a failure of any of these) and 1 more
 * send: 30.4 s; and once every 5 minutes per warm function the lead-claim key is read for the email's claim link
 * (one attempt, 1.2 s): 31.6 s. So their timeout is 40 s and they start a quote only while that worst case still
 * fits in the time Lambda says is left; the quotes not started go back to the stream, or wait for the next sweep.
 * (A hung SES stops a stream batch at its first quote, after ≈ 5 s.) Were Lambda to stop one mid-quote instead, the quote would stay claimed for its 60 s lease,
 * and one that SES had accepted could be sent twice.
 * Amazon Location, SES and DynamoDB normally answer in well under 0.5 s, so 1.2 s only cuts off a service in trouble.
 */
/** The API functions' timeout (infra/lib/api/api-function.ts); a test checks the template agrees. */
export const apiFunctionTimeoutSeconds = 12;

/** The quote sender's and sweeper's timeout (infra/lib/quotes/quote-delivery.ts); a test checks the template agrees. */
export const senderFunctionTimeoutSeconds = 40;

export const awsCallLimits = {
  connectionTimeoutMs: 1_000,
  requestTimeoutMs: 1_200,
  maxAttempts: 2,
  /** The SDK's longest wait before a retry (throttling: random × 1 s). */
  maxRetryDelayMs: 1_000,
  /** SDK calls a handler makes one after the other. */
  sequentialCalls: 2,
} as const;

/** SES sends: one attempt, 5 s (see above). */
export const sesCallLimits = { connectionTimeoutMs: 1_000, requestTimeoutMs: 5_000, maxAttempts: 1 } as const;

/**
 * The on-call text (Amazon SNS Publish to a phone number): one attempt, 3 s. Like an SES send it is not safe to
 * repeat (SNS may have taken the first attempt and answered late), and the lead's one text is taken with a conditional
 * write before it is sent, so a text that fails or hangs is recorded as failed, never retried. The sweeper sends it
 * only while a quote's worst case still fits the time left, which is longer than the text's.
 */
export const smsCallLimits = { connectionTimeoutMs: 1_000, requestTimeoutMs: 3_000, maxAttempts: 1 } as const;

/** Amazon Location's paid calls: one attempt per reservation, 3 s (see above). */
export const locationCallLimits = { connectionTimeoutMs: 1_000, requestTimeoutMs: 3_000, maxAttempts: 1 } as const;

/** DynamoDB calls and SES sends one after the other for one quote the sender delivers, as in the comment above. */
export const deliveryCalls = {
  staff: { dynamo: 3, ses: 1 },
  acknowledgement: { dynamo: 3, ses: 1 },
} as const;

/**
 * What the quote handler does before it stores a quote, all together: look for an earlier copy of the submission,
 * count it against the caps and the wave rate, and have the journey estimated. Each step that runs out of this time
 * gives way (no earlier copy seen, no limit applied, the embedded estimator's figures), so the store still has its
 * two calls' worst case: 2.5 s + 6.8 s = 9.3 s, inside the 12 s timeout (2.7 s left).
 */
export const quotePreStoreMs = 2_500;

/** The ETA handler's free calls before the paid ones (kill switch, geocode cache, spend counter), all together. */
export const etaFreeCallsMs = 2_000;

/**
 * The worst case of the ETA handler's AWS calls: the free ones cut off, the origin-secret read, then the two paid
 * ones (Amazon Location's limits).
 */
export function worstCaseEtaMs(limits = awsCallLimits, location: CallLimits = locationCallLimits): number {
  return etaFreeCallsMs + limits.requestTimeoutMs + limits.sequentialCalls * worstCaseCallMs(location);
}

interface CallLimits {
  requestTimeoutMs: number;
  maxAttempts: number;
  maxRetryDelayMs?: number;
}

/** The worst case of one SDK call: every attempt timing out, the longest wait between them. */
function worstCaseCallMs(limits: CallLimits): number {
  return limits.maxAttempts * limits.requestTimeoutMs + (limits.maxAttempts - 1) * (limits.maxRetryDelayMs ?? 0);
}

/** The worst case of one handler's AWS calls, as in the comment above. */
export function worstCaseAwsMs(limits = awsCallLimits): number {
  return limits.sequentialCalls * worstCaseCallMs(limits);
}

/** The worst case of one SES send: its one attempt timing out. */
export function worstCaseSendMs(limits = sesCallLimits): number {
  return limits.maxAttempts * limits.requestTimeoutMs;
}

/**
 * The worst case of the sender's calls for one quote, with or without the customer's acknowledgement: with, at most
 * every 5 minutes, the lead-claim key's read for the email's claim link (one attempt, like the origin secret's).
 */
export function worstCaseDeliveryMs(acknowledgement: boolean, limits = awsCallLimits): number {
  const parts = acknowledgement ? [deliveryCalls.staff, deliveryCalls.acknowledgement] : [deliveryCalls.staff];
  const calls = parts.reduce(
    (ms, part) => ms + part.dynamo * worstCaseCallMs(limits) + part.ses * worstCaseSendMs(),
    0,
  );
  return calls + limits.requestTimeoutMs;
}

/**
 * The lead-claim function's worst case: the origin secret's and the claim key's reads (a cold start reads both, one
 * attempt each), then its two calls (claim, then read the quote back): 1.2 + 1.2 + 6.8 = 9.2 s of the 12 s.
 */
export function worstCaseLeadClaimMs(limits = awsCallLimits): number {
  return worstCaseApiMs(limits) + limits.requestTimeoutMs;
}

/**
 * How long the claim function waits for the customer's claim email (its slot under the hourly cap, then SES's one
 * attempt) after the claim's own worst case: what that leaves of 90% of the timeout, 10.8 − 9.2 = 1.6 s. A healthy SES
 * and table answer in a fraction of it; a hung one costs the email (counted as failed), never the dispatcher's answer,
 * since the claim is already stored.
 */
export const claimEmailBudgetMs = apiFunctionTimeoutSeconds * 1000 * 0.9 - worstCaseLeadClaimMs();

/** Spread into any SDK v3 client's config: `new DynamoDBClient({ ...awsClientLimits(), region })`; SES: `sesClientLimits`. */
export function awsClientLimits(
  limits: { connectionTimeoutMs: number; requestTimeoutMs: number; maxAttempts: number } = awsCallLimits,
): {
  maxAttempts: number;
  requestHandler: { connectionTimeout: number; requestTimeout: number; throwOnRequestTimeout: boolean };
} {
  return {
    maxAttempts: limits.maxAttempts,
    requestHandler: {
      connectionTimeout: limits.connectionTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      // Without it @smithy/node-http-handler 4 only logs a warning when requestTimeout passes, and waits on.
      throwOnRequestTimeout: true,
    },
  };
}

/** The SES client's: one attempt, 5 s. */
export const sesClientLimits = () => awsClientLimits(sesCallLimits);

/** The SNS client's, for the on-call text: one attempt, 3 s. */
export const smsClientLimits = () => awsClientLimits(smsCallLimits);

/** The Amazon Location client's: one attempt per reservation, 3 s. */
export const locationClientLimits = () => awsClientLimits(locationCallLimits);

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
