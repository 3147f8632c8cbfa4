/** The ETA function's settings, read from its environment (names in common/src/api/lambda-env.ts) in one place. */
import { etaEnv } from '@courier/common/api/lambda-env';
import { locationSettings } from '@courier/common/settings/location';
import { toMicroUsd } from './location-prices';
import type { LocationBudget } from './metered-location-provider';

export interface EtaSettings {
  calculatorName: string;
  placeIndexName: string;
  spendTableName: string;
  geocodeTableName: string;
  budget: LocationBudget;
  /** None (the local stack): no kill switch, the ceiling alone. */
  killSwitchParameter?: string;
  /** Local and tests only: other endpoints than AWS's. */
  endpoints: { location?: string; ssm?: string; dynamoDb?: string };
}

/** A setting the function cannot run with; its message names the variable. */
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
  const usd = (name: string, fallback: number) => {
    const value = text(name);
    if (value === undefined) return toMicroUsd(fallback);
    const parsed = Number(value);
    if (!/^\d+(\.\d+)?$/.test(value) || !Number.isFinite(parsed)) {
      throw new EtaEnvError(`${name} must be an amount of US dollars ≥ 0, such as 1 or 0.5; got "${value}"`);
    }
    return toMicroUsd(parsed);
  };
  return {
    calculatorName: required(etaEnv.routeCalculatorName),
    placeIndexName: required(etaEnv.placeIndexName),
    spendTableName: required(etaEnv.spendTableName),
    geocodeTableName: required(etaEnv.geocodeTableName),
    budget: {
      microUsdPerHour: usd(etaEnv.budgetUsdPerHour, locationSettings.locationBudgetUsdPerHour.default),
      microUsdPerDay: usd(etaEnv.budgetUsdPerDay, locationSettings.locationBudgetUsdPerDay.default),
    },
    killSwitchParameter: text(etaEnv.killSwitchParameter),
    endpoints: {
      location: text(etaEnv.locationEndpoint),
      ssm: text(etaEnv.ssmEndpoint),
      dynamoDb: text(etaEnv.dynamoDbEndpoint),
    },
  };
}
