import {
  CalculateRouteCommand,
  LocationClient,
  ResourceNotFoundException,
  SearchPlaceIndexForTextCommand,
} from '@aws-sdk/client-location';
import { type RouteRequest, RouteServiceError } from '@courier/common/estimator/route-provider';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createAmazonLocation, type Position } from './amazon-location-provider';

const settings = { routeCalculatorName: 'courier-routes', placeIndexName: 'courier-places' };
const places: Record<string, [number, number]> = {
  'LE1 1AA': [-1.13, 52.63],
  'M1 1AE': [-2.23, 53.48],
  'B1 1AA': [-1.9, 52.48],
  'NG1 1AA': [-1.15, 52.95],
};

const location = mockClient(LocationClient);
// The class's own `send` is stubbed: put it back for the files that share this worker (decision 031).
afterAll(() => location.restore());

beforeEach(() => {
  location.reset();
  location.on(SearchPlaceIndexForTextCommand).callsFake((input: { Text: string }) => {
    const point = places[input.Text];
    return { Results: point ? [{ Place: { Geometry: { Point: point } } }] : [], Summary: {} };
  });
  location.on(CalculateRouteCommand).resolves({
    Summary: { Distance: 98.76, DurationSeconds: 6330, DistanceUnit: 'Miles' } as never,
    Legs: [],
  });
});

/** Geocodes every postcode, then routes through them: what the metered provider does on a cache miss. */
const provider = () => {
  const location = createAmazonLocation(new LocationClient({ region: 'eu-west-2' }), settings);
  return {
    async estimate(request: RouteRequest) {
      const at = async (postcode: string) => (await location.geocode(postcode)) as Position;
      const [from, to, ...stops] = await Promise.all([request.from, request.to, ...request.stops].map(at));
      return location.route({ from: from as Position, to: to as Position, stops }, request);
    },
  };
};

describe('Amazon Location calls', () => {
  it('geocodes each postcode in the UK and routes from pickup to delivery in miles', async () => {
    const estimate = await provider().estimate({ from: 'LE1 1AA', to: 'M1 1AE', stops: [], returnTrip: false });

    expect(estimate).toEqual({ distanceMiles: 98.76, durationMinutes: 105.5 });
    const searches = location.commandCalls(SearchPlaceIndexForTextCommand).map((call) => call.args[0].input);
    expect(searches).toEqual([
      { IndexName: 'courier-places', Text: 'LE1 1AA', FilterCountries: ['GBR'], MaxResults: 1 },
      { IndexName: 'courier-places', Text: 'M1 1AE', FilterCountries: ['GBR'], MaxResults: 1 },
    ]);
    const [route] = location.commandCalls(CalculateRouteCommand).map((call) => call.args[0].input);
    expect(route).toEqual({
      CalculatorName: 'courier-routes',
      DeparturePosition: places['LE1 1AA'],
      DestinationPosition: places['M1 1AE'],
      WaypointPositions: undefined,
      DistanceUnit: 'Miles',
      TravelMode: 'Car',
      TruckModeOptions: undefined,
    });
  });

  it('passes stops as waypoints in visiting order', async () => {
    await provider().estimate({ from: 'LE1 1AA', to: 'M1 1AE', stops: ['NG1 1AA', 'B1 1AA'], returnTrip: false });
    const [route] = location.commandCalls(CalculateRouteCommand).map((call) => call.args[0].input);
    expect(route?.WaypointPositions).toEqual([places['NG1 1AA'], places['B1 1AA']]);
    expect(route?.DestinationPosition).toEqual(places['M1 1AE']);
  });

  it('routes a return trip through the delivery and back to the pickup', async () => {
    await provider().estimate({ from: 'LE1 1AA', to: 'M1 1AE', stops: ['B1 1AA'], returnTrip: true });
    const [route] = location.commandCalls(CalculateRouteCommand).map((call) => call.args[0].input);
    expect(route?.DeparturePosition).toEqual(places['LE1 1AA']);
    expect(route?.WaypointPositions).toEqual([places['B1 1AA'], places['M1 1AE']]);
    expect(route?.DestinationPosition).toEqual(places['LE1 1AA']);
  });

  it.each([
    ['7.5T Truck', 7500, 3.6],
    ['Artic', 40000, 4.2],
    ['6-Axle Lorry', 44000, 4.2],
  ] as const)('routes a %s as a truck with its weight and height', async (vehicle, weight, height) => {
    await provider().estimate({ from: 'LE1 1AA', to: 'M1 1AE', stops: [], returnTrip: false, vehicle });
    const [route] = location.commandCalls(CalculateRouteCommand).map((call) => call.args[0].input);
    expect(route?.TravelMode).toBe('Truck');
    expect(route?.TruckModeOptions?.Weight).toEqual({ Total: weight, Unit: 'Kilograms' });
    expect(route?.TruckModeOptions?.Dimensions?.Height).toBe(height);
  });

  it('routes vans as cars', async () => {
    await provider().estimate({ from: 'LE1 1AA', to: 'M1 1AE', stops: [], returnTrip: false, vehicle: 'XLWB Van' });
    const [route] = location.commandCalls(CalculateRouteCommand).map((call) => call.args[0].input);
    expect(route?.TravelMode).toBe('Car');
    expect(route?.TruckModeOptions).toBeUndefined();
  });

  it('answers null for a postcode the place index cannot find', async () => {
    const client = createAmazonLocation(new LocationClient({ region: 'eu-west-2' }), settings);
    expect(await client.geocode('ZE9 9ZZ')).toBeNull();
    expect(await client.geocode('LE1 1AA')).toEqual(places['LE1 1AA']);
  });

  it('reports an outage of either API as a route service error', async () => {
    location
      .on(CalculateRouteCommand)
      .rejects(new ResourceNotFoundException({ message: 'gone', Message: 'gone', $metadata: {} }));
    await expect(
      provider().estimate({ from: 'LE1 1AA', to: 'M1 1AE', stops: [], returnTrip: false }),
    ).rejects.toBeInstanceOf(RouteServiceError);

    location.on(SearchPlaceIndexForTextCommand).rejects(new Error('socket hang up'));
    await expect(
      provider().estimate({ from: 'LE1 1AA', to: 'M1 1AE', stops: [], returnTrip: false }),
    ).rejects.toBeInstanceOf(RouteServiceError);
  });
});
