import type { RouteEstimate, RouteProvider, RouteRequest } from '@courier/common/estimator/route-provider';

/** The journey's road distance (miles, one decimal) and driving time (whole minutes). */
export async function estimateRoute(request: RouteRequest, provider: RouteProvider): Promise<RouteEstimate> {
  const estimate = await provider.estimate(request);
  return {
    distanceMiles: Math.round(estimate.distanceMiles * 10) / 10,
    durationMinutes: Math.round(estimate.durationMinutes),
    approximate: estimate.approximate === true,
  };
}
