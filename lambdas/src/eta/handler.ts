/** GET /api/eta: validate the query, estimate the route, answer JSON. */
import { LocationClient, type LocationClientConfig } from '@aws-sdk/client-location';
import { awsClientLimits } from '../aws/client-config';
import { type HttpHandler, jsonResponse } from '../http/api-gateway';
import { jsonLogger, type Logger } from '../http/log';
import { behindCloudFront } from '../http/origin-verification';
import { createAmazonLocationProvider } from './amazon-location-provider';
import { createEmbeddedEstimator } from './embedded-estimator';
import { estimateRoute } from './estimate-route';
import { parseEtaQuery } from './eta-query';
import { type RouteProvider, UnknownPostcodeError } from './route-provider';

/** Identical journeys give identical answers, so CloudFront and browsers may keep them a day. */
const cacheForADay = 'public, max-age=86400';

/** `ROUTE_PROVIDER=amazon-location` (set by CDK) or `embedded` (the default: no network). */
export function routeProviderFromEnv(env: Record<string, string | undefined>): RouteProvider {
  if (env.ROUTE_PROVIDER !== 'amazon-location') return createEmbeddedEstimator();
  const calculatorName = env.ROUTE_CALCULATOR_NAME;
  const placeIndexName = env.PLACE_INDEX_NAME;
  if (!calculatorName || !placeIndexName) {
    throw new Error('ROUTE_CALCULATOR_NAME and PLACE_INDEX_NAME must be set for the amazon-location provider');
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

export function createEtaHandler({ provider, logger = jsonLogger }: { provider: RouteProvider; logger?: Logger }) {
  const handle: HttpHandler = async (event) => {
    const query = parseEtaQuery(event.queryStringParameters ?? {}, event.rawQueryString);
    if (!query.ok) return jsonResponse(400, { error: query.error });
    try {
      const estimate = await estimateRoute(query.request, provider);
      return jsonResponse(
        200,
        { distance_miles: estimate.distanceMiles, duration_minutes: estimate.durationMinutes },
        cacheForADay,
      );
    } catch (error) {
      if (error instanceof UnknownPostcodeError) {
        return jsonResponse(400, { error: `The postcode ${error.postcode} could not be found.` });
      }
      logger('error', 'route estimate failed', {
        error: error instanceof Error ? error.message : String(error),
        cause: error instanceof Error && error.cause instanceof Error ? error.cause.name : undefined,
      });
      return jsonResponse(502, { error: 'The route service is unavailable. Please enter the distance yourself.' });
    }
  };
  return handle;
}

export const handler = behindCloudFront(createEtaHandler({ provider: routeProviderFromEnv(process.env) }));
