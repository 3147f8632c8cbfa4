/**
 * The server's own distance and duration for a submitted quote, worked out when it is submitted and stored with
 * it. The staff email shows only these as estimated: figures a visitor sends are theirs, whatever they say about
 * where they came from, so no post can make staff read another journey's figures (or invented ones) as ours.
 */

import { createEmbeddedEstimator } from '@courier/common/estimator/estimator';
import { type RouteProvider, UnknownPostcodeError } from '@courier/common/estimator/route-provider';
import { ukGeography } from '@courier/common/estimator/uk-geography';
import { describeRoute, routeOfJourney } from '@courier/common/quote/journey';
import type { QuoteRequest } from '@courier/common/quote/quote-fields';
import type { ServerEstimate } from '@courier/common/quote/server-estimate';
import { estimateRoute } from '../../eta/estimate-route';
import { meteredProviderFromEnv } from '../../eta/metered-provider-from-env';
import { errorName } from '../../observability/error-name';
import type { Logger } from '../../observability/observability';

/** `timeLeftMs`: what the caller can still spare; the primary gets at most that, then the fallback answers. */
export type QuoteEstimator = (quote: QuoteRequest, timeLeftMs?: number) => Promise<ServerEstimate>;

export interface QuoteEstimatorDeps {
  /** The route service the ETA answers with; absent: the fallback alone, its figures marked approximate. */
  primary?: RouteProvider;
  /** The embedded estimator: free, in-process, answers when the primary fails or is slow. */
  fallback: RouteProvider;
  /** How long the primary may take before the fallback answers: the visitor is waiting for the quote to be stored. */
  timeoutMs: number;
  logger?: Logger;
}

/** Time enough for a healthy route service (the handler may allow less: aws/client-config.ts quotePreStoreMs). */
export const quoteEstimateTimeoutMs = 2_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error('estimate timed out'), { name: 'TimeoutError' })), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Never throws: a quote is stored whether or not its journey could be estimated. */
export function createQuoteEstimator(deps: QuoteEstimatorDeps): QuoteEstimator {
  return async (quote, timeLeftMs = deps.timeoutMs) => {
    const journeyPostcodes = 2 + quote.stops.length;
    const request = routeOfJourney({
      pickupPostcode: quote.pickup_postcode,
      stopPostcodes: quote.stops.map((stop) => stop.postcode),
      deliveryPostcode: quote.delivery_postcode,
      isReturn: quote.is_return,
      vehicle: quote.vehicle_type,
    });
    if (!request) return { kind: 'not_estimated', reason: 'too_few_uk_postcodes' };
    const route = describeRoute(request);
    const ukPartOnly = 2 + request.stops.length < journeyPostcodes;
    const estimated = (estimate: { distanceMiles: number; durationMinutes: number }, approximate: boolean) =>
      ({ kind: 'estimated', route, ukPartOnly, ...estimate, approximate }) as const;
    const unknown = (error: UnknownPostcodeError) =>
      ({ kind: 'not_estimated', reason: 'unknown_postcode', route, ukPartOnly, postcode: error.postcode }) as const;

    if (deps.primary) {
      try {
        const estimate = await withTimeout(estimateRoute(request, deps.primary), Math.min(deps.timeoutMs, timeLeftMs));
        return estimated(estimate, estimate.approximate === true);
      } catch (error) {
        if (error instanceof UnknownPostcodeError) return unknown(error);
        deps.logger?.('warn', 'quote estimate from the fallback', { errorName: errorName(error) });
      }
    }
    try {
      return estimated(await estimateRoute(request, deps.fallback), true);
    } catch (error) {
      if (error instanceof UnknownPostcodeError) return unknown(error);
      deps.logger?.('error', 'quote not estimated', { errorName: errorName(error) });
      return { kind: 'not_estimated', reason: 'unavailable', route, ukPartOnly };
    }
  };
}

/** Without a route service: the embedded estimator alone, free, its figures marked approximate. */
export function embeddedQuoteEstimator(logger?: Logger): QuoteEstimator {
  return createQuoteEstimator({
    fallback: createEmbeddedEstimator(ukGeography),
    timeoutMs: quoteEstimateTimeoutMs,
    ...(logger ? { logger } : {}),
  });
}

/**
 * Deployed: the ETA's own Amazon Location provider (its spending ceiling, shared geocode cache and kill switch,
 * with the embedded estimator behind it), from the same environment the stack gives the ETA function.
 */
export function quoteEstimatorFromEnv(env: Record<string, string | undefined>, logger: Logger): QuoteEstimator {
  let primary: RouteProvider;
  try {
    primary = meteredProviderFromEnv(env, logger);
  } catch (error) {
    // Settings missing: every quote is still estimated, by the embedded estimator, and the log says why.
    logger('error', 'quote estimates without Amazon Location', { error: error instanceof Error ? error.message : '' });
    return embeddedQuoteEstimator(logger);
  }
  return createQuoteEstimator({
    primary,
    fallback: createEmbeddedEstimator(ukGeography),
    timeoutMs: quoteEstimateTimeoutMs,
    logger,
  });
}
