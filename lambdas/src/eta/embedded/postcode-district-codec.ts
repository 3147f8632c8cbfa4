/**
 * The compact text form of the district table (postcode-district-data.ts), written by
 * scripts/generate-postcode-districts.ts and read once when the estimator's geography loads.
 *
 * `AREA:entry,entry;AREA:…`, each entry the district's suffix ("10" of AB10, "1A" of EC1A, empty for the area
 * itself) then 8 characters: latitude and longitude in thousandths of a degree above 49° N and 8.7° W (three
 * base-36 digits each), the urban class (one digit) and the spread (one digit, quarter miles).
 */

/** How built-up a place and its surroundings are: 0 open country … 7 central London. */
export type UrbanClass = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;

export interface District {
  /** Mean position of the district's postcodes, [lat, lon]. */
  point: readonly [lat: number, lon: number];
  urban: UrbanClass;
  /** Half the district's postcodes lie within this distance of the point. */
  spreadMiles: number;
}

/**
 * A place takes the highest class whose count of postcodes within 3 km or within 10 km it reaches (a postcode
 * is about 15 addresses). Set from the NSPL figures of known places: open country has under 150 postcodes within
 * 3 km; a market town centre 700–2,000; Leicester, Leeds or Newcastle centre 6,000–8,500; central Manchester and
 * Glasgow 10,000–13,000 within 3 km and 35,000–58,000 within 10 km; outer London 40,000–80,000 within 10 km; the
 * West End and the City over 40,000 within 3 km. Only London reaches classes 6 and 7.
 */
export const urbanClassThresholds: readonly { within3Km: number; within10Km: number }[] = [
  { within3Km: 0, within10Km: 0 },
  { within3Km: 150, within10Km: 1_500 },
  { within3Km: 700, within10Km: 5_000 },
  { within3Km: 2_000, within10Km: 15_000 },
  { within3Km: 5_000, within10Km: Number.POSITIVE_INFINITY },
  { within3Km: Number.POSITIVE_INFINITY, within10Km: 40_000 },
  { within3Km: 20_000, within10Km: 100_000 },
  { within3Km: 25_000, within10Km: Number.POSITIVE_INFINITY },
];

const latOrigin = 49;
const lonOrigin = -8.7;
const spreadStepMiles = 0.25;

export function encodeDistrict(
  suffix: string,
  { lat, lon, urban, medianMiles }: { lat: number; lon: number; urban: number; medianMiles: number },
): string {
  const spread = Math.min(9, Math.max(1, Math.round(medianMiles / spreadStepMiles)));
  return `${suffix}${base36(lat - latOrigin)}${base36(lon - lonOrigin)}${urban}${spread}`;
}

function base36(degrees: number): string {
  const thousandths = Math.round(degrees * 1000);
  if (thousandths < 0 || thousandths >= 36 ** 3) throw new RangeError(`${degrees} is outside the encodable range`);
  return thousandths.toString(36).padStart(3, '0');
}

/** District and area entries by outward code ("AB10", "EC1A", "EC1") or area letters ("AB"). */
export function decodeDistrictTable(data: string): Map<string, District> {
  const table = new Map<string, District>();
  for (const group of data.split(';')) {
    const [area, entries = ''] = group.split(':');
    for (const entry of entries.split(',')) {
      const at = entry.length - 8;
      table.set(`${area}${entry.slice(0, at)}`, {
        point: [
          (latOrigin * 1000 + Number.parseInt(entry.slice(at, at + 3), 36)) / 1000,
          (lonOrigin * 1000 + Number.parseInt(entry.slice(at + 3, at + 6), 36)) / 1000,
        ],
        urban: Number(entry[at + 6]) as UrbanClass,
        spreadMiles: Number(entry[at + 7]) * spreadStepMiles,
      });
    }
  }
  return table;
}
