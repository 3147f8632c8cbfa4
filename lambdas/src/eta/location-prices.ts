/**
 * What each paid Amazon Location call costs, in one place: the spending ceiling reserves with these, DEPLOY.md §9
 * works its table from them and the flood test prices the calls it counts with them.
 *
 * Source: the Amazon Location Service pricing page (aws.amazon.com/location/pricing), Places and Routes, per 1,000
 * requests, list prices in US dollars checked November 2026:
 * - SearchPlaceIndexForText on a place index whose IntendedUse is Storage ("stored" geocoding): $4.00 per 1,000.
 * - CalculateRoute, one departure and one destination with waypoints: $0.50 per 1,000.
 * Money is counted in whole micro-dollars (1 USD = 1,000,000), so sums stay exact in DynamoDB and in tests.
 */
export const microUsdPerUsd = 1_000_000;

export const locationPricesMicroUsd = {
  /** One stored geocode ($0.004). */
  storedGeocode: 4_000,
  /** One route calculation ($0.0005). */
  route: 500,
} as const;

/** The most one request can cost: `geocodes` postcodes looked up, then one route through them. */
export function requestCostMicroUsd(geocodes: number): number {
  return geocodes * locationPricesMicroUsd.storedGeocode + locationPricesMicroUsd.route;
}

export const toMicroUsd = (usd: number) => Math.round(usd * microUsdPerUsd);
