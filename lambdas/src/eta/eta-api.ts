/** GET /api/eta: validate the query, estimate the route, answer JSON. */

import type { EtaErrorResponse, EtaResponse } from '@courier/common/api/contract';
import { lambdaMetrics } from '@courier/common/api/lambda-env';
import { cacheControl } from '@courier/common/cache-control';
import { type RouteProvider, UnknownPostcodeError } from '@courier/common/estimator/route-provider';
import { type HttpHandler, jsonResponse } from '../http/api-gateway';
import { type Logger, powertoolsObservability } from '../observability/observability';
import { estimateRoute } from './estimate-route';
import { parseEtaQuery } from './eta-query';

/** The ETA function's logs and metrics: its Lambda entry (handlers/eta.ts) instruments with the same. */
export const etaObservability = powertoolsObservability('eta');

export function createEtaHandler({
  provider,
  logger = etaObservability.logger,
}: {
  provider: RouteProvider;
  logger?: Logger;
}) {
  const handle: HttpHandler = async (event) => {
    const query = parseEtaQuery(event.queryStringParameters ?? {}, event.rawQueryString);
    if (!query.ok) return jsonResponse(400, { error: query.error });
    try {
      const estimate = await estimateRoute(query.request, provider);
      const { outcome } = estimate.approximate ? lambdaMetrics.estimateApproximate : lambdaMetrics.estimateOk;
      logger('debug', 'route estimated', { outcome });
      const answer: EtaResponse = {
        distance_miles: estimate.distanceMiles,
        duration_minutes: estimate.durationMinutes,
        approximate: estimate.approximate === true,
      };
      return jsonResponse(200, answer, cacheControl.routeEstimate);
    } catch (error) {
      if (error instanceof UnknownPostcodeError) {
        const unknown: EtaErrorResponse = {
          error: `The postcode ${error.postcode} could not be found.`,
          unknown_postcodes: [error.postcode],
        };
        return jsonResponse(400, unknown);
      }
      logger('error', 'route estimate failed', {
        outcome: lambdaMetrics.estimateFailed.outcome,
        error: error instanceof Error ? error.message : String(error),
        cause: error instanceof Error && error.cause instanceof Error ? error.cause.name : undefined,
      });
      return jsonResponse(502, { error: 'The route service is unavailable. Please enter the distance yourself.' });
    }
  };
  return handle;
}
