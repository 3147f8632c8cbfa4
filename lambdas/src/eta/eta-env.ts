/**
 * The ETA function's environment, read in one place: the resources CDK names (common/src/api/lambda-env.ts) and the
 * settings it reads (`etaSettings`, which infra/lib/location/location-spend.ts sets).
 */
import { etaEnv } from '@courier/common/api/lambda-env';
import { locationSettings } from '@courier/common/settings/location';
import { pickSettings, readSettings } from '@courier/common/settings/setting-env';
import { type AmazonLocationSettings, amazonLocationSettings } from './amazon-location-provider';
import { toMicroUsd } from './location-prices';
import type { LocationBudget } from './metered-location-provider';

/** The route calculator and place index the estimates use, and where their spend and geocodes are kept. */
export interface EtaSettings extends AmazonLocationSettings {
  spendTableName: string;
  geocodeTableName: string;
  budget: LocationBudget;
  /** None (the local stack): no kill switch, the ceiling alone. */
  killSwitchParameter?: string;
  /** Local and tests only: other endpoints than AWS's. */
  endpoints: { location?: string; ssm?: string; dynamoDb?: string };
}

/** The ceiling on Amazon Location's spend, an hour's and a day's: the settings the ETA function reads. */
export const etaSettings = pickSettings(locationSettings, ['locationBudgetUsdPerHour', 'locationBudgetUsdPerDay']);

/** A resource name the function cannot run without; its message names the variable. */
export class EtaEnvError extends Error {
  override name = 'EtaEnvError';
}

export function readEtaEnv(env: Record<string, string | undefined>): EtaSettings {
  const text = (name: string) => env[name]?.trim() || undefined;
  const required = (name: string) => {
    const value = text(name);
    if (!value) throw new EtaEnvError(`${name} must be set`);
    return value;
  };
  const { locationBudgetUsdPerHour, locationBudgetUsdPerDay } = readSettings(env, etaSettings);
  return {
    ...readSettings(env, amazonLocationSettings),
    spendTableName: required(etaEnv.spendTableName),
    geocodeTableName: required(etaEnv.geocodeTableName),
    budget: {
      microUsdPerHour: toMicroUsd(locationBudgetUsdPerHour),
      microUsdPerDay: toMicroUsd(locationBudgetUsdPerDay),
    },
    killSwitchParameter: text(etaEnv.killSwitchParameter),
    endpoints: {
      location: text(etaEnv.locationEndpoint),
      ssm: text(etaEnv.ssmEndpoint),
      dynamoDb: text(etaEnv.dynamoDbEndpoint),
    },
  };
}
