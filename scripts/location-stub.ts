/**
 * `npx tsx scripts/location-stub.ts`: the stub Amazon Location the tests use, on LOCATION_STUB_PORT (default 8107),
 * so `LOCATION_ENDPOINT=http://127.0.0.1:8107 npm start` runs the deployed ETA path on a laptop. It prints the paid
 * calls it has counted, and what they would have cost, every time a call comes in.
 */
import { locationPricesMicroUsd, microUsdPerUsd } from '@courier/lambdas/eta/location-prices';
import { startLocationStub } from '@courier/lambdas/test-support/location-stub';

const port = Number(process.env.LOCATION_STUB_PORT ?? 8107);
const stub = await startLocationStub({ port });
console.log(`Stub Amazon Location on ${stub.endpoint} (Ctrl-C to stop)`);
let seen = 0;
setInterval(() => {
  const { geocodes, routes } = stub.calls();
  if (geocodes + routes === seen) return;
  seen = geocodes + routes;
  const cost = geocodes * locationPricesMicroUsd.storedGeocode + routes * locationPricesMicroUsd.route;
  console.log(`  ${geocodes} geocodes, ${routes} routes: $${(cost / microUsdPerUsd).toFixed(4)} at list prices`);
}, 500).unref();
process.once('SIGINT', () => stub.close().then(() => process.exit(0)));
