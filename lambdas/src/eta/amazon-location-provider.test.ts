import {
  CalculateRouteCommand,
  LocationClient,
  ResourceNotFoundException,
  SearchPlaceIndexForTextCommand,
} from '@aws-sdk/client-location';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { createAmazonLocationProvider, maxCachedGeocodes } from './amazon-location-provider';
import { RouteServiceError, UnknownPostcodeError } from './route-provider';

const settings = { calculatorName: 'courier-routes', placeIndexName: 'courier-places' };
const places: Record<string, [number, number]> = {
  'LE1 1AA': [-1.13, 52.63],
  'M1 1AE': [-2.23, 53.48],
  'B1 1AA': [-1.9, 52.48],
  'NG1 1AA': [-1.15, 52.95],
};

const location = mockClient(LocationClient);

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

const provider = () => createAmazonLocationProvider(new LocationClient({ region: 'eu-west-2' }), settings);

describe('Amazon Location provider', () => {
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

  it('caches geocodes in the warm container', async () => {
    const warm = provider();
    await warm.estimate({ from: 'LE1 1AA', to: 'M1 1AE', stops: [], returnTrip: false });
    await warm.estimate({ from: 'M1 1AE', to: 'LE1 1AA', stops: [], returnTrip: true });
    expect(location.commandCalls(SearchPlaceIndexForTextCommand)).toHaveLength(2);
    expect(location.commandCalls(CalculateRouteCommand)).toHaveLength(2);
  });

  it('keeps at most maxCachedGeocodes, dropping the least recently used', async () => {
    location
      .on(SearchPlaceIndexForTextCommand)
      .resolves({ Results: [{ Place: { Geometry: { Point: [-1, 52] } } }] } as never);
    const warm = provider();
    const postcode = (n: number) => `P${n}`;
    await warm.estimate({ from: 'LE1 1AA', to: postcode(0), stops: [], returnTrip: false });
    for (let n = 1; n < maxCachedGeocodes; n++) {
      // LE1 1AA is used on every request, so it stays; P0 is not, so it is the one dropped.
      await warm.estimate({ from: 'LE1 1AA', to: postcode(n), stops: [], returnTrip: false });
    }
    const searches = () => location.commandCalls(SearchPlaceIndexForTextCommand).length;
    const before = searches();
    await warm.estimate({ from: 'LE1 1AA', to: postcode(maxCachedGeocodes - 1), stops: [], returnTrip: false });
    expect(searches()).toBe(before);
    await warm.estimate({ from: 'LE1 1AA', to: postcode(0), stops: [], returnTrip: false });
    expect(searches()).toBe(before + 1);
  });

  it('names a postcode the place index cannot find', async () => {
    const result = provider().estimate({ from: 'LE1 1AA', to: 'ZE9 9ZZ', stops: [], returnTrip: false });
    await expect(result).rejects.toBeInstanceOf(UnknownPostcodeError);
    await expect(result).rejects.toMatchObject({ postcode: 'ZE9 9ZZ' });
    expect(location.commandCalls(CalculateRouteCommand)).toHaveLength(0);
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
