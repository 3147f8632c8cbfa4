/** GET /api/eta: validate the query, estimate the route, answer JSON. */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { LocationClient, type LocationClientConfig } from '@aws-sdk/client-location';
import { SSMClient, type SSMClientConfig } from '@aws-sdk/client-ssm';
import type { EtaErrorResponse, EtaResponse } from '@courier/common/api/contract';
import { lambdaMetrics } from '@courier/common/api/lambda-env';
import { cacheControl } from '@courier/common/cache-control';
import { awsClientLimits, etaFreeCallsMs, locationClientLimits } from '../aws/client-config';
import { type HttpEvent, type HttpHandler, jsonResponse } from '../http/api-gateway';
import { behindCloudFront } from '../http/origin-verification';
import { type Logger, powertoolsObservability } from '../observability/observability';
import { dynamoDbClientConfigFromEnv } from '../quote/quote-store';
import { createAmazonLocation } from './amazon-location-provider';
import { createEmbeddedEstimator } from './embedded/estimator';
import { ukGeography } from './embedded/uk-geography';
import { estimateRoute } from './estimate-route';
import { type EtaSettings, readEtaEnv } from './eta-env';
import { parseEtaQuery } from './eta-query';
import { createGeocodeCache } from './geocode-cache';
import { noKillSwitch, ssmKillSwitch } from './kill-switch';
import { createMeteredLocationProvider } from './metered-location-provider';
import { type RouteProvider, UnknownPostcodeError } from './route-provider';

/** Settings for a client pointed at a local endpoint (a stub, dynalite): no host prefixes, no real credentials. */
const localEndpoint = (endpoint: string) => ({
  endpoint,
  region: 'eu-west-2',
  credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
});

/**
 * Deployed: the Lambda's own region and role, with timeouts that fit the function (aws/client-config.ts).
 * A location endpoint (local and tests) points the client elsewhere, without the `places.`/`routes.` host prefixes.
 */
export function locationClientConfig(settings: EtaSettings): LocationClientConfig {
  // One attempt: each is billed, and the spending ceiling reserved exactly one.
  const config: LocationClientConfig = locationClientLimits();
  const endpoint = settings.endpoints.location;
  return endpoint ? { ...config, ...localEndpoint(endpoint), disableHostPrefix: true } : config;
}

function ssmClientConfig(settings: EtaSettings): SSMClientConfig {
  const endpoint = settings.endpoints.ssm;
  return endpoint ? { ...awsClientLimits(), ...localEndpoint(endpoint) } : awsClientLimits();
}

/**
 * Amazon Location behind the spending ceiling and the shared geocode cache, the embedded estimator as its fallback,
 * with the resources CDK names in the environment (the local stack passes its own).
 */
export function meteredProviderFromEnv(env: Record<string, string | undefined>, logger: Logger): RouteProvider {
  const settings = readEtaEnv(env);
  const db = new DynamoDBClient(dynamoDbClientConfigFromEnv(env));
  return createMeteredLocationProvider({
    location: createAmazonLocation(new LocationClient(locationClientConfig(settings)), settings),
    cache: createGeocodeCache({ db, tableName: settings.geocodeTableName }),
    spend: { db, tableName: settings.spendTableName },
    budget: settings.budget,
    killSwitch: settings.killSwitchParameter
      ? ssmKillSwitch(new SSMClient(ssmClientConfig(settings)), settings.killSwitchParameter)
      : noKillSwitch,
    fallback: createEmbeddedEstimator(ukGeography),
    logger,
    freeCallsMs: etaFreeCallsMs,
  });
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

/** Built on the first request, so importing this module (the local stack does) needs no AWS settings. */
let deployed: HttpHandler | undefined;
export const handler = observability.instrument((event: HttpEvent) => {
  deployed ??= behindCloudFront(
    createEtaHandler({ provider: meteredProviderFromEnv(process.env, observability.logger) }),
  );
  return deployed(event);
});
