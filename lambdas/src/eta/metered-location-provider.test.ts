/**
 * Amazon Location behind the ceiling and the shared cache, wired as the deployed function wires it
 * (meteredProviderFromEnv), against a stub Location that counts its calls, dynalite and a stub SSM.
 * Each provider instance stands for one Lambda container: its own memory, the same tables.
 */
import { etaEnv, lambdaMetrics } from '@courier/common/api/lambda-env';
import type { RouteRequest } from '@courier/common/estimator/route-provider';
import { envName } from '@courier/common/settings/all-settings';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type LocationStub, startLocationStub } from '../../test-support/location-stub';
import { type SsmStub, startSsmStub } from '../../test-support/ssm-stub';
import { windowCounterTableSchema } from '../aws/window-counter';
import type { Logger } from '../observability/observability';
import { type LocalDynamo, startLocalDynamo } from '../quote/store/local-quote-table';
import { geocodeCacheTableSchema } from './geocode-cache';
import { requestCostMicroUsd } from './location-prices';
import { meteredProviderFromEnv } from './metered-provider-from-env';

const killSwitchName = '/test/location-paid-calls';
let dynamo: LocalDynamo;
let location: LocationStub;
let ssm: SsmStub;
let tables = 0;
let env: Record<string, string>;
let logged: Record<string, unknown>[];

const logger: Logger = (_level, message, fields = {}) => {
  logged.push({ message, ...fields });
};
const outcomes = () => logged.map((line) => line.outcome).filter(Boolean);
const instance = (overrides: Record<string, string> = {}) => meteredProviderFromEnv({ ...env, ...overrides }, logger);
const journey = (from: string, to: string, stops: string[] = []): RouteRequest => ({
  from,
  to,
  stops,
  returnTrip: false,
});
const usd = (microUsd: number) => String(microUsd / 1_000_000);

beforeAll(async () => {
  dynamo = await startLocalDynamo();
  ssm = await startSsmStub();
});
afterAll(async () => {
  await Promise.all([dynamo.close(), ssm.close()]);
});

beforeEach(async () => {
  location = await startLocationStub({ unknown: ['ZE9 9ZZ'] });
  // Fresh tables for each test: nothing cached, nothing spent.
  tables++;
  await dynamo.createKeyTable(`spend-${tables}`, windowCounterTableSchema.partitionKey);
  await dynamo.createKeyTable(`geocodes-${tables}`, geocodeCacheTableSchema.partitionKey);
  ssm.set(killSwitchName, 'on');
  logged = [];
  env = {
    [etaEnv.routeCalculatorName]: 'routes',
    [etaEnv.placeIndexName]: 'places',
    [etaEnv.spendTableName]: `spend-${tables}`,
    [etaEnv.geocodeTableName]: `geocodes-${tables}`,
    [etaEnv.killSwitchParameter]: killSwitchName,
    [etaEnv.locationEndpoint]: location.endpoint,
    [etaEnv.ssmEndpoint]: ssm.endpoint,
    [etaEnv.dynamoDbEndpoint]: dynamo.endpoint,
  };
});
afterEach(async () => {
  vi.useRealTimers();
  await location.close();
});

describe('the shared geocode cache', () => {
  it('lets a second, cold container route a journey another container geocoded without geocoding again', async () => {
    const first = await instance().estimate(journey('LE1 1AA', 'M1 1AE'));
    expect(first.approximate).toBeUndefined();
    expect(location.calls()).toEqual({ geocodes: 2, routes: 1 });

    const second = await instance().estimate(journey('le11aa', 'M1 1AE'));
    expect(second).toEqual(first);
    // The route is paid again (routes are not cached), the geocodes are not.
    expect(location.calls()).toEqual({ geocodes: 2, routes: 2 });
  });

  it('pays for an unknown postcode once, in any container, and answers it as unknown', async () => {
    await expect(instance().estimate(journey('LE1 1AA', 'ZE9 9ZZ'))).rejects.toMatchObject({ postcode: 'ZE9 9ZZ' });
    await expect(instance().estimate(journey('ze99zz', 'M1 1AE'))).rejects.toMatchObject({ postcode: 'ZE9 9ZZ' });
    expect(location.geocoded().filter((text) => text === 'ZE9 9ZZ')).toHaveLength(1);
    expect(location.calls().routes).toBe(0);
  });

  it('looks a postcode written twice in one request up once', async () => {
    await instance().estimate(journey('LE1 1AA', 'M1 1AE', ['le1 1aa', 'B1 1AA', 'LE11AA']));
    expect(location.geocoded().sort()).toEqual(['B1 1AA', 'LE1 1AA', 'M1 1AE']);
  });
});

describe('the spending ceiling', () => {
  it('answers from the estimator, marked approximate, once a request would overrun the hour, with no paid call', async () => {
    // Room for two requests of two new postcodes each, not three.
    const hour = 2 * requestCostMicroUsd(2) + requestCostMicroUsd(2) - 1;
    const container = instance({ [envName('locationBudgetUsdPerHour')]: usd(hour) });
    await container.estimate(journey('LE1 1AA', 'M1 1AE'));
    await instance({ [envName('locationBudgetUsdPerHour')]: usd(hour) }).estimate(journey('B1 1AA', 'NG1 1AA'));
    const calls = location.calls();

    const third = await container.estimate(journey('S1 1AA', 'L1 1AA'));
    expect(third.approximate).toBe(true);
    expect(third.distanceMiles).toBeGreaterThan(0);
    expect(location.calls()).toEqual(calls);
    expect(outcomes()).toEqual([lambdaMetrics.hourlyCeilingReached.outcome]);

    // Cached postcodes cost only the route, which still fits.
    expect((await container.estimate(journey('M1 1AE', 'B1 1AA'))).approximate).toBeUndefined();
  });

  it('names the day’s ceiling when that is the one reached', async () => {
    const container = instance({ [envName('locationBudgetUsdPerDay')]: usd(requestCostMicroUsd(2)) });
    await container.estimate(journey('LE1 1AA', 'M1 1AE'));
    expect((await container.estimate(journey('B1 1AA', 'NG1 1AA'))).approximate).toBe(true);
    expect(outcomes()).toEqual([lambdaMetrics.dailyCeilingReached.outcome]);
  });

  it('makes no paid call when the counter store fails, and answers approximate figures', async () => {
    const container = instance({ [etaEnv.spendTableName]: 'no-such-table' });
    const estimate = await container.estimate(journey('LE1 1AA', 'M1 1AE'));
    expect(estimate.approximate).toBe(true);
    expect(location.calls()).toEqual({ geocodes: 0, routes: 0 });
  });
});

describe('the kill switch', () => {
  it('stops paid calls within a minute of being switched off, and brings them back when switched on', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse('2026-11-24T12:00:00Z'));
    const container = instance();
    const ask = async (from: string) => (await container.estimate(journey(from, 'M1 1AE'))).approximate === true;
    expect(await ask('LE1 1AA')).toBe(false);
    const readsWhileOn = ssm.reads();

    ssm.set(killSwitchName, 'off');
    vi.setSystemTime(Date.parse('2026-11-24T12:00:30Z'));
    expect(await ask('B1 1AA')).toBe(false); // read at most once a minute
    vi.setSystemTime(Date.parse('2026-11-24T12:01:01Z'));
    const paid = location.calls();
    expect(await ask('NG1 1AA')).toBe(true);
    expect(await ask('S1 1AA')).toBe(true);
    expect(location.calls()).toEqual(paid);
    expect(outcomes()).toEqual([lambdaMetrics.killSwitchUsed.outcome, lambdaMetrics.killSwitchUsed.outcome]);

    ssm.set(killSwitchName, 'on');
    vi.setSystemTime(Date.parse('2026-11-24T12:02:02Z'));
    expect(await ask('L1 1AA')).toBe(false);
    expect(location.calls().routes).toBe(paid.routes + 1);
    expect(ssm.reads()).toBe(readsWhileOn + 2);
  });

  it('holds paid calls back while the parameter cannot be read', async () => {
    const closed = await startSsmStub();
    await closed.close();
    const estimate = await instance({ [etaEnv.ssmEndpoint]: closed.endpoint }).estimate(journey('LE1 1AA', 'M1 1AE'));
    expect(estimate.approximate).toBe(true);
    expect(location.calls()).toEqual({ geocodes: 0, routes: 0 });
  });

  it('allows paid calls while the parameter does not exist: the stack does not create it, so nobody switched off', async () => {
    const estimate = await instance({ [etaEnv.killSwitchParameter]: '/never/created' }).estimate(
      journey('LE1 1AA', 'M1 1AE'),
    );
    expect(estimate.approximate).not.toBe(true);
    expect(location.calls()).toEqual({ geocodes: 2, routes: 1 });
  });
});

describe('when Amazon Location fails', () => {
  it('answers approximate figures and counts the failure', async () => {
    await location.close();
    const estimate = await instance().estimate(journey('LE1 1AA', 'M1 1AE'));
    expect(estimate.approximate).toBe(true);
    expect(outcomes()).toEqual([lambdaMetrics.estimateFailed.outcome]);
  });
});
