/**
 * Where each UK postcode district and area is, how far its postcodes spread and how built-up it is.
 *
 * Great Britain: every district (about 3,000, AB10 … ZE3) and area from the ONS National Statistics Postcode Lookup
 * (postcode-district-data.ts, generated; source, licence and attribution in NOTICE).
 *
 * Northern Ireland and the Crown dependencies are placed by hand from public geography, at the centre of the
 * main settlement (accuracy a few kilometres): the NSPL's BT positions are licensed by Land & Property Services,
 * not under the OGL for commercial use, and it has no positions for Guernsey, Jersey or the Isle of Man. Their
 * other districts fall back to the area.
 */
import { type District, decodeDistrictTable, type UrbanClass } from './postcode-district-codec';
import { postcodeDistrictData } from './postcode-district-data';

function placed(lat: number, lon: number, urban: UrbanClass, spreadMiles = 1.5): District {
  return { point: [lat, lon], urban, spreadMiles };
}

const placedByHand: Record<string, District> = {
  BT: placed(54.597, -5.93, 4, 2), // Belfast
  BT1: placed(54.6, -5.929, 4, 0.25), // Belfast centre
  BT2: placed(54.594, -5.932, 4, 0.25), // Belfast: Linen Quarter
  BT20: placed(54.66, -5.668, 2), // Bangor
  BT29: placed(54.657, -6.216, 1), // Aldergrove, Belfast International Airport
  BT34: placed(54.176, -6.339, 2), // Newry
  BT43: placed(54.864, -6.276, 2), // Ballymena
  BT48: placed(54.997, -7.309, 3), // Londonderry
  BT52: placed(55.133, -6.668, 2), // Coleraine
  BT60: placed(54.349, -6.652, 1), // Armagh
  BT74: placed(54.344, -7.639, 1), // Enniskillen
  BT79: placed(54.6, -7.3, 1), // Omagh
  GY: placed(49.456, -2.537, 2, 2), // St Peter Port, Guernsey
  JE: placed(49.186, -2.107, 2, 2), // St Helier, Jersey
  IM: placed(54.15, -4.482, 2, 2), // Douglas, Isle of Man
};

/** By outward code ("LE1", "EC1A", "EC1": a district that postcodes only name through its sub-districts) or area. */
export const postcodeDistricts: ReadonlyMap<string, District> = new Map([
  ...decodeDistrictTable(postcodeDistrictData),
  ...Object.entries(placedByHand),
]);
