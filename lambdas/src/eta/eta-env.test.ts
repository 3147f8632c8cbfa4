import { etaEnv } from '@courier/common/api/lambda-env';
import { envName } from '@courier/common/settings/all-settings';
import { describe, expect, it } from 'vitest';
import { readEtaEnv } from './eta-env';

const names = {
  [etaEnv.routeCalculatorName]: 'routes',
  [etaEnv.placeIndexName]: 'places',
  [etaEnv.spendTableName]: 'spend',
  [etaEnv.geocodeTableName]: 'geocodes',
};

describe('readEtaEnv', () => {
  it('defaults the ceiling to $1 an hour and $5 a day, in micro-dollars, with no kill switch or endpoints', () => {
    expect(readEtaEnv(names)).toEqual({
      routeCalculatorName: 'routes',
      placeIndexName: 'places',
      spendTableName: 'spend',
      geocodeTableName: 'geocodes',
      budget: { microUsdPerHour: 1_000_000, microUsdPerDay: 5_000_000 },
      killSwitchParameter: undefined,
      endpoints: { location: undefined, ssm: undefined, dynamoDb: undefined },
    });
  });

  it('reads a budget in dollars and cents', () => {
    const settings = readEtaEnv({
      ...names,
      [envName('locationBudgetUsdPerHour')]: '0.25',
      [envName('locationBudgetUsdPerDay')]: ' 0 ',
    });
    expect(settings.budget).toEqual({ microUsdPerHour: 250_000, microUsdPerDay: 0 });
  });

  it.each(['-1', 'five', '1e3', '$1', 'Infinity'])('refuses a budget of %j, naming the variable', (value) => {
    expect(() => readEtaEnv({ ...names, [envName('locationBudgetUsdPerHour')]: value })).toThrow(
      /LOCATION_BUDGET_USD_PER_HOUR must be an amount of US dollars/,
    );
  });

  it("takes npm start's route calculator and place index where none is named", () => {
    const { [etaEnv.routeCalculatorName]: _, [etaEnv.placeIndexName]: __, ...tables } = names;
    expect(readEtaEnv(tables)).toMatchObject({ routeCalculatorName: 'local-routes', placeIndexName: 'local-places' });
  });

  it('names a missing table', () => {
    expect(() => readEtaEnv({ ...names, [etaEnv.spendTableName]: ' ' })).toThrow(
      /LOCATION_SPEND_TABLE_NAME must be set/,
    );
  });
});
