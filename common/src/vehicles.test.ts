import { describe, expect, it } from 'vitest';
import { isVehicleType, vehicleGuide, vehicleTypes } from './vehicles';

describe('vehicle types', () => {
  // The quote form offers this list (its tests take it from here): the names and order are pinned here.
  it('are exactly the eight types staff quote, in order', () => {
    expect(vehicleTypes.join(' | ')).toBe(
      'Car | Small Van | MWB / LWB Van | XLWB Van | Luton Van (Box or Curtain) | 7.5T Truck | Artic | 6-Axle Lorry',
    );
    expect(Object.keys(vehicleGuide)).toEqual(vehicleTypes);
    expect(vehicleTypes.every(isVehicleType)).toBe(true);
    expect(isVehicleType('Spaceship')).toBe(false);
  });
});
