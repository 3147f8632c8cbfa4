/** GET /api/eta: validate the query, estimate the route, answer JSON. */
import { LocationClient, type LocationClientConfig } from '@aws-sdk/client-location';
import type { EtaErrorResponse, EtaResponse } from '@courier/common/api/contract';
import { etaEnv } from '@courier/common/api/lambda-env';
import { cacheControl } from '@courier/common/cache-control';
import { awsClientLimits } from '../aws/client-config';
import { type HttpEvent, type HttpHandler, jsonResponse } from '../http/api-gateway';
import { behindCloudFront } from '../http/origin-verification';
import { type Logger, powertoolsObservability } from '../observability/observability';
import { createAmazonLocationProvider } from './amazon-location-provider';
import { estimateRoute } from './estimate-route';
import { parseEtaQuery } from './eta-query';
import { type RouteProvider, UnknownPostcodeError } from './route-provider';

/** Amazon Location, with the resources CDK names in the environment (the local stack may inject another provider). */
export function routeProviderFromEnv(env: Record<string, string | undefined>): RouteProvider {
  const calculatorName = env[etaEnv.routeCalculatorName];
  const placeIndexName = env[etaEnv.placeIndexName];
  if (!calculatorName || !placeIndexName) {
    throw new Error(`${etaEnv.routeCalculatorName} and ${etaEnv.placeIndexName} must be set for Amazon Location`);
  }
  return createAmazonLocationProvider(new LocationClient(locationClientConfigFromEnv(env)), {
    calculatorName,
    placeIndexName,
  });
}

/**
 * Deployed: the Lambda's own region and role, with timeouts that fit the function (aws/client-config.ts).
 * LOCATION_ENDPOINT (tests only) points the client elsewhere, without the `places.`/`routes.` host prefixes.
 */
export function locationClientConfigFromEnv(env: Record<string, string | undefined>): LocationClientConfig {
  const config: LocationClientConfig = awsClientLimits();
  const endpoint = env.LOCATION_ENDPOINT?.trim();
  if (!endpoint) return config;
  return {
    ...config,
    endpoint,
    disableHostPrefix: true,
    region: 'eu-west-2',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  };
}

const observability = powertoolsObservability('eta');

export function createEtaHandler({
  provider,
  logger = observability.logger,
}: {
  provider: RouteProvider;
  logger?: Logger;
}) {
  const handle: HttpHandler = async (event) => {
    const query = parseEtaQuery(event.queryStringParameters ?? {}, event.rawQueryString);
    if (!query.ok) return jsonResponse(400, { error: query.error });
    try {
      const estimate = await estimateRoute(query.request, provider);
      logger('debug', 'route estimated', { outcome: 'estimate_ok' });
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
        outcome: 'estimate_failed',
        error: error instanceof Error ? error.message : String(error),
        cause: error instanceof Error && error.cause instanceof Error ? error.cause.name : undefined,
      });
      return jsonResponse(502, { error: 'The route service is unavailable. Please enter the distance yourself.' });
    }
  };
  return handle;
}

/** Built on the first request, so importing this module (the local stack does) needs no AWS settings. */
let deployed: HttpHandler | undefined;
export const handler = observability.instrument((event: HttpEvent) => {
  deployed ??= behindCloudFront(createEtaHandler({ provider: routeProviderFromEnv(process.env) }));
  return deployed(event);
});
