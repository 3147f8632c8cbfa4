/** Vehicle types a customer can ask for, labels exactly as staff quote them. */
export const vehicleTypes = [
  'Car',
  'Small Van',
  'MWB / LWB Van',
  'XLWB Van',
  'Luton Van (Box or Curtain)',
  '7.5T Truck',
  'Artic',
  '6-Axle Lorry',
] as const;

export type VehicleType = (typeof vehicleTypes)[number];

export function isVehicleType(value: string): value is VehicleType {
  return (vehicleTypes as readonly string[]).includes(value);
}

/** Vehicles that must be routed as trucks (height, weight and road restrictions apply). */
export const heavyVehicles: readonly VehicleType[] = ['7.5T Truck', 'Artic', '6-Axle Lorry'];
