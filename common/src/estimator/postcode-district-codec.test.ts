import { describe, expect, it } from 'vitest';
import { decodeDistrictTable, encodeDistrict } from './postcode-district-codec';

const districts = [
  { code: 'TR21', lat: 49.9142, lon: -6.3127, urban: 1, medianMiles: 0.6 }, // St Mary's, Scilly: the south-west corner
  { code: 'ZE2', lat: 60.7561, lon: -0.8541, urban: 0, medianMiles: 7 }, // Unst, Shetland: the north
  { code: 'HS8', lat: 57.2, lon: -7.42, urban: 0, medianMiles: 3.1 }, // South Uist: the west
  { code: 'NR32', lat: 52.4811, lon: 1.7536, urban: 3, medianMiles: 1.1 }, // Lowestoft: the east
  { code: 'EC1A', lat: 51.5202, lon: -0.1044, urban: 7, medianMiles: 0.3 },
  { code: 'EC', lat: 51.515, lon: -0.092, urban: 7, medianMiles: 0.05 },
];

function table(rows: typeof districts): string {
  const byArea = new Map<string, string[]>();
  for (const row of rows) {
    const area = /^[A-Z]+/.exec(row.code)?.[0] ?? '';
    byArea.set(area, [...(byArea.get(area) ?? []), encodeDistrict(row.code.slice(area.length), row)]);
  }
  return [...byArea].map(([area, entries]) => `${area}:${entries.join(',')}`).join(';');
}

describe('postcode district codec', () => {
  it('reads back every district and area to about 100 m, with its urban class and spread', () => {
    const decoded = decodeDistrictTable(table(districts));
    expect([...decoded.keys()].sort()).toEqual(districts.map((d) => d.code).sort());
    for (const { code, lat, lon, urban, medianMiles } of districts) {
      const district = decoded.get(code);
      expect(district?.point[0], code).toBeCloseTo(lat, 2);
      expect(district?.point[1], code).toBeCloseTo(lon, 2);
      expect(Math.abs((district?.point[0] ?? 0) - lat), code).toBeLessThanOrEqual(0.001);
      expect(Math.abs((district?.point[1] ?? 0) - lon), code).toBeLessThanOrEqual(0.001);
      expect(district?.urban, code).toBe(urban);
      // Quarter-mile steps, at least one step and at most nine.
      expect(district?.spreadMiles, code).toBe(Math.min(2.25, Math.max(0.25, Math.round(medianMiles * 4) / 4)));
    }
  });

  it('writes only symbols that are safe inside a quoted string and apart from its separators', () => {
    // Every symbol of every position: each step of the last symbol, each of the first, every class and spread.
    const entries = Array.from({ length: 100 }, (_, i) =>
      encodeDistrict('', { lat: 49.8 + i * 0.002 * 11, lon: -7.7 + i * 0.002, urban: i % 8, medianMiles: (i % 9) / 4 }),
    );
    expect(entries.join('')).not.toMatch(/['\\$,;:]/);
    expect(new Set(entries.join('')).size).toBeGreaterThan(80);
  });

  it('refuses a position it cannot encode rather than storing a wrong one', () => {
    expect(() => encodeDistrict('1', { lat: 49.19, lon: -2.11, urban: 2, medianMiles: 1 })).toThrow(RangeError);
    expect(() => encodeDistrict('1', { lat: 54, lon: -8.5, urban: 2, medianMiles: 1 })).toThrow(RangeError);
  });
});
