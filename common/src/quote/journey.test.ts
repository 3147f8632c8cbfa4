import { describe, expect, it } from 'vitest';
import { describeRoute, routeOfJourney } from './journey';

const journey = { pickupPostcode: 'le11aa', stopPostcodes: [], deliveryPostcode: 'M1 1AE', isReturn: false };

describe('routeOfJourney', () => {
  it.each([
    ['two valid postcodes', journey, { from: 'LE1 1AA', to: 'M1 1AE', stops: [], returnTrip: false }],
    [
      'valid stops between, invalid ones skipped',
      { ...journey, stopPostcodes: ['b1 1aa', 'hello', 'CV1 1AA'], isReturn: true, vehicle: 'Artic' as const },
      { from: 'LE1 1AA', to: 'M1 1AE', stops: ['B1 1AA', 'CV1 1AA'], returnTrip: true, vehicle: 'Artic' },
    ],
    [
      'an invalid delivery makes the last valid stop the end',
      { ...journey, stopPostcodes: ['B1 1AA'], deliveryPostcode: '75001' },
      { from: 'LE1 1AA', to: 'B1 1AA', stops: [], returnTrip: false },
    ],
  ])('%s', (_, entered, route) => {
    expect(routeOfJourney(entered)).toEqual(route);
  });

  it('is null with fewer than two valid UK postcodes', () => {
    expect(routeOfJourney({ ...journey, deliveryPostcode: '75001' })).toBeNull();
  });
});

describe('describeRoute', () => {
  it('names every point, the return flag and the vehicle', () => {
    const route = routeOfJourney({ ...journey, stopPostcodes: ['B1 1AA'], isReturn: true, vehicle: 'Small Van' });
    expect(route && describeRoute(route)).toBe('LE1 1AA → B1 1AA → M1 1AE, return, Small Van');
  });

  it('differs when any part of the journey differs', () => {
    const base = describeRoute(routeOfJourney(journey) ?? { from: '', to: '', stops: [], returnTrip: false });
    const variants = [
      { ...journey, deliveryPostcode: 'M2 1AE' },
      { ...journey, isReturn: true },
      { ...journey, vehicle: '7.5T Truck' as const },
      { ...journey, stopPostcodes: ['B1 1AA'] },
    ];
    for (const variant of variants) {
      const route = routeOfJourney(variant);
      expect(route && describeRoute(route)).not.toBe(base);
    }
  });
});
