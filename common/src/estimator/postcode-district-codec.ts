/**
 * The compact text form of the district table (postcode-district-data.ts), written by
 * scripts/generate-postcode-districts.ts and read once when the estimator's geography loads.
 *
 * `AREA:entry,entry;AREA:…`, each entry the district's suffix ("10" of AB10, "1A" of EC1A, empty for the area
 * itself) then 5 characters of an 88-symbol alphabet (printable ASCII less ' \ , ; : $): latitude and longitude
 * in steps of 0.002° (about 200 m) above 49.8° N and 7.7° W, two symbols each, then the urban class and the
 * spread (quarter miles, 1–9) as one symbol.
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

const latOrigin = 49.8;
const lonOrigin = -7.7;
const degreesPerStep = 0.002;
const spreadStepMiles = 0.25;
const spreadSteps = 9;
const alphabet = Array.from({ length: 94 }, (_, i) => String.fromCharCode(33 + i))
  .filter((symbol) => !"',;:\\$".includes(symbol))
  .join('');
const base = alphabet.length;
/** Each symbol's value by character code, so decoding 3,000 entries on load stays around a millisecond. */
const symbolValues = new Map([...alphabet].map((symbol, value) => [symbol.charCodeAt(0), value]));

export function encodeDistrict(
  suffix: string,
  { lat, lon, urban, medianMiles }: { lat: number; lon: number; urban: number; medianMiles: number },
): string {
  const spread = Math.min(spreadSteps, Math.max(1, Math.round(medianMiles / spreadStepMiles)));
  return `${suffix}${twoSymbols(lat - latOrigin)}${twoSymbols(lon - lonOrigin)}${alphabet[urban * spreadSteps + spread - 1]}`;
}

function twoSymbols(degrees: number): string {
  const steps = Math.round(degrees / degreesPerStep);
  if (steps < 0 || steps >= base * base) throw new RangeError(`${degrees} is outside the encodable range`);
  return `${alphabet[Math.floor(steps / base)]}${alphabet[steps % base]}`;
}

function symbolValue(entry: string, at: number): number {
  return symbolValues.get(entry.charCodeAt(at)) ?? Number.NaN;
}

function degrees(origin: number, entry: string, at: number): number {
  const steps = symbolValue(entry, at) * base + symbolValue(entry, at + 1);
  return Math.round((origin + steps * degreesPerStep) * 1000) / 1000;
}

/** District and area entries by outward code ("AB10", "EC1A", "EC1") or area letters ("AB"). */
export function decodeDistrictTable(data: string): Map<string, District> {
  const table = new Map<string, District>();
  for (const group of data.split(';')) {
    const [area, entries = ''] = group.split(':');
    for (const entry of entries.split(',')) {
      const at = entry.length - 5;
      const classAndSpread = symbolValue(entry, at + 4);
      table.set(`${area}${entry.slice(0, at)}`, {
        point: [degrees(latOrigin, entry, at), degrees(lonOrigin, entry, at + 2)],
        urban: Math.floor(classAndSpread / spreadSteps) as UrbanClass,
        spreadMiles: ((classAndSpread % spreadSteps) + 1) * spreadStepMiles,
      });
    }
  }
  return table;
}
