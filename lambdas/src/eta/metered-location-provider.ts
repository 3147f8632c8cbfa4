/**
 * Amazon Location behind a hard spending ceiling, with geocodes paid for once, and the embedded estimator as the
 * fallback (docs/decisions/015-location-spending-ceiling-and-fallback.md). For each request, in order:
 *   1. every postcode in canonical form, duplicates dropped;
 *   2. the geocode cache (memory, then the shared table): a cached unknown postcode is a 400 with no paid call;
 *   3. the kill switch;
 *   4. the request's worst-case cost (each uncached geocode and the route) reserved against the hour's and the
 *      day's budgets in one atomic counter update: if either would overrun, no paid call at all;
 *   5. the paid calls: uncached geocodes in parallel, then the route (the fresh geocodes cached meanwhile), each
 *      one attempt (aws/client-config.ts): one billed request per reserved one. A request the client gave up on
 *      was billed all the same, and its reservation is never given back.
 * Whenever 3 or 4 says no, a store in 2–4 fails or is slow, or Amazon Location fails, the answer comes from the
 * embedded estimator, marked approximate. Steps 2–4 must end within `freeCallsMs`, so that the two paid steps still
 * fit the function's timeout (aws/client-config.ts).
 */
import { lambdaMetrics } from '@courier/common/api/lambda-env';
import {
  type RouteEstimate,
  type RouteProvider,
  type RouteRequest,
  RouteServiceError,
  UnknownPostcodeError,
} from '@courier/common/estimator/route-provider';
import { normalisePostcode } from '@courier/common/postcode';
import { addWithinLimits, type CounterTable, type CounterWindow } from '../aws/window-counter';
import type { Logger } from '../observability/observability';
import type { AmazonLocation, Position } from './amazon-location-provider';
import type { CachedGeocode, GeocodeCache } from './geocode-cache';
import type { KillSwitch } from './kill-switch';
import { requestCostMicroUsd } from './location-prices';

export interface LocationBudget {
  microUsdPerHour: number;
  microUsdPerDay: number;
}

/** The spend counter's key in the window counter table. */
export const locationSpendKey = 'location-spend';

export const spendWindows = (budget: LocationBudget): CounterWindow[] => [
  { name: 'hour', lengthMs: 3_600_000, limit: budget.microUsdPerHour },
  { name: 'day', lengthMs: 86_400_000, limit: budget.microUsdPerDay },
];

export interface MeteredLocationDeps {
  location: AmazonLocation;
  cache: GeocodeCache;
  spend: CounterTable;
  budget: LocationBudget;
  killSwitch: KillSwitch;
  /** The embedded estimator. */
  fallback: RouteProvider;
  logger: Logger;
  /** How long the kill switch, cache and counter may take together before the request goes approximate. */
  freeCallsMs: number;
  now?: () => number;
}

export function createMeteredLocationProvider(deps: MeteredLocationDeps): RouteProvider {
  const { location, cache, killSwitch, logger } = deps;
  const now = deps.now ?? Date.now;
  const windows = spendWindows(deps.budget);

  async function approximate(request: RouteRequest, reason: string, error?: unknown): Promise<RouteEstimate> {
    logger('info', 'route estimated without Amazon Location', {
      reason,
      error: error instanceof Error ? error.name : undefined,
    });
    return { ...(await deps.fallback.estimate(request)), approximate: true };
  }

  return {
    async estimate(request) {
      const postcodes = [...new Set([request.from, request.to, ...request.stops].map(normalisePostcode))];
      const abortSignal = AbortSignal.timeout(deps.freeCallsMs);
      let known: Map<string, CachedGeocode>;
      try {
        known = await cache.get(postcodes, { abortSignal });
      } catch (error) {
        return approximate(request, 'geocode cache unavailable', error);
      }
      const unknown = postcodes.find((postcode) => known.get(postcode) === 'unknown');
      if (unknown) throw new UnknownPostcodeError(unknown);

      const switchState = await killSwitch.paidCalls({ abortSignal });
      if (switchState !== 'allowed') {
        if (switchState === 'switched-off') {
          logger('warn', 'kill switch holds back Amazon Location', { outcome: lambdaMetrics.killSwitchUsed.outcome });
        }
        return approximate(request, `kill switch ${switchState}`);
      }

      const misses = postcodes.filter((postcode) => !known.has(postcode));
      const cost = requestCostMicroUsd(misses.length);
      try {
        const reserved = await addWithinLimits(deps.spend, locationSpendKey, cost, windows, {
          now: now(),
          abortSignal,
        });
        if (!reserved.ok) {
          const { outcome } =
            reserved.exceeded === 'day' ? lambdaMetrics.dailyCeilingReached : lambdaMetrics.hourlyCeilingReached;
          logger('warn', 'Amazon Location spending ceiling reached', { outcome, costMicroUsd: cost });
          return approximate(request, `${reserved.exceeded} ceiling`);
        }
      } catch (error) {
        return approximate(request, 'spend counter unavailable', error);
      }

      // Paid from here on: the cost is reserved.
      const looked = await Promise.allSettled(
        misses.map(async (postcode) => [postcode, (await location.geocode(postcode)) ?? 'unknown'] as const),
      );
      const fresh = new Map<string, CachedGeocode>();
      for (const result of looked) if (result.status === 'fulfilled') fresh.set(...result.value);
      const failed = looked.find((result) => result.status === 'rejected');
      const newUnknown = misses.find((postcode) => fresh.get(postcode) === 'unknown');
      if (failed || newUnknown) {
        await saveGeocodes(fresh);
        if (newUnknown) throw new UnknownPostcodeError(newUnknown);
        return locationFailed(request, failed?.reason);
      }

      const at = (postcode: string) => {
        const canonical = normalisePostcode(postcode);
        return (known.get(canonical) ?? fresh.get(canonical)) as Position;
      };
      const [route] = await Promise.all([
        location
          .route({ from: at(request.from), to: at(request.to), stops: request.stops.map((stop) => at(stop)) }, request)
          .catch((error: unknown) => error as Error),
        saveGeocodes(fresh),
      ]);
      if (route instanceof Error) return locationFailed(request, route);
      return route;
    },
  };

  async function saveGeocodes(fresh: Map<string, CachedGeocode>): Promise<void> {
    try {
      await cache.put(fresh);
    } catch (error) {
      logger('warn', 'geocodes not cached', { error: error instanceof Error ? error.name : String(error) });
    }
  }

  function locationFailed(request: RouteRequest, error: unknown): Promise<RouteEstimate> {
    logger('error', 'route estimate failed', {
      outcome: lambdaMetrics.estimateFailed.outcome,
      error: error instanceof Error ? error.message : String(error),
      cause: error instanceof RouteServiceError && error.cause instanceof Error ? error.cause.name : undefined,
    });
    return approximate(request, 'Amazon Location failed');
  }
}
