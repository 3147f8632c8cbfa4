/**
 * `npm start` with LOCATION_ENDPOINT: /api/eta goes through the deployed function's Amazon Location provider (here
 * against the stub that counts calls), with the same spending ceiling and geocode cache, kept in the local dynalite.
 */
import { etaEnv } from '@courier/common/api/lambda-env';
import { envName } from '@courier/common/settings/all-settings';
import { requestCostMicroUsd } from '@courier/lambdas/eta/location-prices';
import { type LocationStub, startLocationStub } from '@courier/lambdas/test-support/location-stub';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type LocalStack, startLocalStack } from '../local/local-stack';

let location: LocationStub;
let stack: LocalStack;

beforeAll(async () => {
  location = await startLocationStub();
  stack = await startLocalStack({
    port: 0,
    inboxPort: 0,
    env: {
      [etaEnv.locationEndpoint]: location.endpoint,
      // Room for one journey between two new postcodes this hour.
      [envName('locationBudgetUsdPerHour')]: String(requestCostMicroUsd(2) / 1_000_000),
    },
    logger: () => {},
  });
});

afterAll(async () => {
  await stack.stop();
  await location.close();
});

const eta = async (from: string, to: string) => {
  const response = await fetch(`${stack.siteUrl}/api/eta?${new URLSearchParams({ from, to })}`);
  return { status: response.status, body: await response.json() };
};

it('serves /api/eta through Amazon Location until the hour’s ceiling, then approximate figures', async () => {
  const first = await eta('LE1 1AA', 'M1 1AE');
  expect(first).toMatchObject({ status: 200, body: { approximate: false } });
  expect(location.calls()).toEqual({ geocodes: 2, routes: 1 });

  const second = await eta('B1 1AA', 'NG1 1AA');
  expect(second).toMatchObject({ status: 200, body: { approximate: true } });
  expect(second.body.distance_miles).toBeGreaterThan(0);
  expect(location.calls()).toEqual({ geocodes: 2, routes: 1 });
});
