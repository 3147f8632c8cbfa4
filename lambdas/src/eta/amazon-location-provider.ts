/**
 * Route estimates from Amazon Location Service: each postcode geocoded on the place index, then one
 * route calculated through every stop. The most recently used geocodes are kept for the life of the warm
 * container (the place index's IntendedUse is Storage, which allows it).
 */
import {
  CalculateRouteCommand,
  type CalculateRouteCommandInput,
  type CalculateRouteTruckModeOptions,
  type LocationClient,
  SearchPlaceIndexForTextCommand,
} from '@aws-sdk/client-location';
import type { VehicleType } from '@courier/common/vehicles';
import { type RouteProvider, type RouteRequest, RouteServiceError, UnknownPostcodeError } from './route-provider';

export interface AmazonLocationSettings {
  calculatorName: string;
  placeIndexName: string;
}

type Position = [longitude: number, latitude: number];

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

/** Geocodes kept per container: a few hundred KB at most, and a flood of distinct postcodes can't grow it. */
export const maxCachedGeocodes = 2_000;

/** Amazon Location allows at most 23 waypoints per route. */
const maxWaypoints = 23;

export function createAmazonLocationProvider(client: LocationClient, settings: AmazonLocationSettings): RouteProvider {
  const geocodes = new Map<string, Position>();

  async function geocode(postcode: string): Promise<Position> {
    const cached = geocodes.get(postcode);
    if (cached) {
      // A Map iterates in insertion order: re-inserting marks it most recently used.
      geocodes.delete(postcode);
      geocodes.set(postcode, cached);
      return cached;
    }
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
    if (!point || point.length < 2) throw new UnknownPostcodeError(postcode);
    const position: Position = [point[0] as number, point[1] as number];
    geocodes.set(postcode, position);
    if (geocodes.size > maxCachedGeocodes) geocodes.delete(geocodes.keys().next().value as string);
    return position;
  }

  return {
    async estimate(request: RouteRequest) {
      const [from, to, ...stops] = await Promise.all(
        [request.from, request.to, ...request.stops].map((postcode) => geocode(postcode)),
      );
      // A return trip delivers, then drives back to the pickup.
      const waypoints = request.returnTrip ? [...stops, to as Position] : stops;
      if (waypoints.length > maxWaypoints) throw new RouteServiceError('Too many waypoints for one route');
      const truck = request.vehicle ? truckOptions[request.vehicle] : undefined;
      const input: CalculateRouteCommandInput = {
        CalculatorName: settings.calculatorName,
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
