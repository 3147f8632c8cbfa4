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

/** What a vehicle type typically carries in the UK: a guide for choosing, not this company's fleet figures. */
export interface VehicleGuide {
  /** Typical payload in kilograms. */
  payloadKg: number;
  /** Typical load space, as a length and/or pallets. */
  loadSpace: string;
}

/** Typical UK figures for each vehicle type, shown beside the vehicle choice on the quote form. */
export const vehicleGuide: Record<VehicleType, VehicleGuide> = {
  Car: { payloadKg: 100, loadSpace: 'Boot and rear seats: parcels and small boxes' },
  'Small Van': { payloadKg: 600, loadSpace: '1.8 m long, 1 pallet' },
  'MWB / LWB Van': { payloadKg: 1100, loadSpace: '3–3.4 m long, 2–3 pallets' },
  'XLWB Van': { payloadKg: 1100, loadSpace: '4.2 m long, 4–5 pallets' },
  'Luton Van (Box or Curtain)': { payloadKg: 1000, loadSpace: '4 m long, up to 6 pallets' },
  '7.5T Truck': { payloadKg: 2500, loadSpace: '6 m long, 12–14 pallets' },
  Artic: { payloadKg: 24000, loadSpace: '13.6 m trailer, 26 pallets' },
  '6-Axle Lorry': { payloadKg: 29000, loadSpace: '13.6 m trailer, 26 pallets' },
};

export function isVehicleType(value: string): value is VehicleType {
  return (vehicleTypes as readonly string[]).includes(value);
}

/** Vehicles that must be routed as trucks (height, weight and road restrictions apply). */
export const heavyVehicles: readonly VehicleType[] = ['7.5T Truck', 'Artic', '6-Axle Lorry'];
