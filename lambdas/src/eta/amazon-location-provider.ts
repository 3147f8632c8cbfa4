/**
 * The two paid Amazon Location calls of an estimate: a postcode geocoded on the place index, and one road route
 * through every stop. Each call here is billed (location-prices.ts); caching, the spending ceiling and the
 * fallback are the metered provider's (metered-location-provider.ts).
 */
import {
  CalculateRouteCommand,
  type CalculateRouteCommandInput,
  type CalculateRouteTruckModeOptions,
  type LocationClient,
  SearchPlaceIndexForTextCommand,
} from '@aws-sdk/client-location';
import { type RouteEstimate, type RouteRequest, RouteServiceError } from '@courier/common/estimator/route-provider';
import { locationSettings } from '@courier/common/settings/location';
import { type EnvValues, pickSettings } from '@courier/common/settings/setting-env';
import type { VehicleType } from '@courier/common/vehicles';

/**
 * The route calculator and place index the stack makes and names in the function's environment
 * (infra/lib/location/route-resources.ts), by their rows: npm start's names where none is set.
 */
export const amazonLocationSettings = pickSettings(locationSettings, ['routeCalculatorName', 'placeIndexName']);

export type AmazonLocationSettings = EnvValues<typeof amazonLocationSettings>;

export type Position = [longitude: number, latitude: number];

/** UK dimensions and gross weights, so heavy vehicles avoid low bridges and weight-restricted roads. */
const truckOptions: Partial<Record<VehicleType, CalculateRouteTruckModeOptions>> = {
  '7.5T Truck': {
    Dimensions: { Height: 3.6, Width: 2.5, Length: 8.5, Unit: 'Meters' },
    Weight: { Total: 7500, Unit: 'Kilograms' },
  },
  Artic: {
    Dimensions: { Height: 4.2, Width: 2.55, Length: 16.5, Unit: 'Meters' },
    Weight: { Total: 40000, Unit: 'Kilograms' },
  },
  '6-Axle Lorry': {
    Dimensions: { Height: 4.2, Width: 2.55, Length: 16.5, Unit: 'Meters' },
    Weight: { Total: 44000, Unit: 'Kilograms' },
  },
};

/** Amazon Location allows at most 23 waypoints per route. */
const maxWaypoints = 23;

export interface AmazonLocation {
  /** The postcode's position in the UK, or null when the place index knows no such place (billed either way). */
  geocode(postcode: string): Promise<Position | null>;
  /** Road distance and driving time from `from` through `stops` (in visiting order) to `to`, or back for a return. */
  route(positions: { from: Position; to: Position; stops: Position[] }, request: RouteRequest): Promise<RouteEstimate>;
}

export function createAmazonLocation(client: LocationClient, settings: AmazonLocationSettings): AmazonLocation {
  return {
    async geocode(postcode) {
      let point: number[] | undefined;
      try {
        const result = await client.send(
          new SearchPlaceIndexForTextCommand({
            IndexName: settings.placeIndexName,
            Text: postcode,
            FilterCountries: ['GBR'],
            MaxResults: 1,
          }),
        );
        point = result.Results?.[0]?.Place?.Geometry?.Point;
      } catch (error) {
        throw new RouteServiceError('Geocoding failed', { cause: error });
      }
      if (!point || point.length < 2) return null;
      return [point[0] as number, point[1] as number];
    },

    async route({ from, to, stops }, request) {
      // A return trip delivers, then drives back to the pickup.
      const waypoints = request.returnTrip ? [...stops, to] : stops;
      if (waypoints.length > maxWaypoints) throw new RouteServiceError('Too many waypoints for one route');
      const truck = request.vehicle ? truckOptions[request.vehicle] : undefined;
      const input: CalculateRouteCommandInput = {
        CalculatorName: settings.routeCalculatorName,
        DeparturePosition: from,
        DestinationPosition: request.returnTrip ? from : to,
        WaypointPositions: waypoints.length ? waypoints : undefined,
        DistanceUnit: 'Miles',
        TravelMode: truck ? 'Truck' : 'Car',
        TruckModeOptions: truck,
      };
      try {
        const { Summary } = await client.send(new CalculateRouteCommand(input));
        if (Summary?.Distance === undefined || Summary.DurationSeconds === undefined) {
          throw new Error('Route summary missing');
        }
        return { distanceMiles: Summary.Distance, durationMinutes: Summary.DurationSeconds / 60 };
      } catch (error) {
        throw new RouteServiceError('Route calculation failed', { cause: error });
      }
    },
  };
}
