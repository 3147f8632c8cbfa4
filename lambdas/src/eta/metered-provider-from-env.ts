/** The ETA function's route provider as deployed, from the environment CDK sets; the quote function's estimate uses it too. */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { LocationClient, type LocationClientConfig } from '@aws-sdk/client-location';
import { SSMClient, type SSMClientConfig } from '@aws-sdk/client-ssm';
import { createEmbeddedEstimator } from '@courier/common/estimator/estimator';
import type { RouteProvider } from '@courier/common/estimator/route-provider';
import { ukGeography } from '@courier/common/estimator/uk-geography';
import { awsClientLimits, etaFreeCallsMs, locationClientLimits } from '../aws/client-config';
import { dynamoDbClientConfigFromEnv } from '../aws/dynamodb-client-config';
import { localClientConfig } from '../aws/local-client-config';
import type { Logger } from '../observability/observability';
import { createAmazonLocation } from './amazon-location-provider';
import { type EtaSettings, readEtaEnv } from './eta-env';
import { createGeocodeCache } from './geocode-cache';
import { noKillSwitch, ssmKillSwitch } from './kill-switch';
import { createMeteredLocationProvider } from './metered-location-provider';

/**
 * Deployed: the Lambda's own region and role, with timeouts that fit the function (aws/client-config.ts).
 * A location endpoint (local and tests) points the client elsewhere, without the `places.`/`routes.` host prefixes.
 */
export function locationClientConfig(settings: EtaSettings): LocationClientConfig {
  // One attempt: each is billed, and the spending ceiling reserved exactly one.
  const config: LocationClientConfig = locationClientLimits();
  const endpoint = settings.endpoints.location;
  return endpoint ? { ...config, ...localClientConfig(endpoint), disableHostPrefix: true } : config;
}

function ssmClientConfig(settings: EtaSettings): SSMClientConfig {
  const endpoint = settings.endpoints.ssm;
  return endpoint ? { ...awsClientLimits(), ...localClientConfig(endpoint) } : awsClientLimits();
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
