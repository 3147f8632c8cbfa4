/**
 * The geography the embedded estimator works on (Great Britain, Northern Ireland and the Crown
 * dependencies): where postcodes are, what roads go round or over, and the ferries. Data only; the
 * algorithm is in estimator.ts.
 */
import { postcodeDistricts } from './postcode-centroids';
import type { District } from './postcode-district-codec';

export type { District, UrbanClass } from './postcode-district-codec';

export type LatLon = readonly [lat: number, lon: number];

export interface Crossing {
  name: string;
  start: LatLon;
  /** Absent when the road goes round the end of the obstacle at start. */
  end?: LatLon;
}

/** Straight lines across these would cross water or moorland no road does; legs that cross one go via a crossing. */
export interface Obstacle {
  name: string;
  /** Along the middle of the water (or the hills), inland end first. */
  line: readonly LatLon[];
  /** Where roads get across (approach points on either side) or round (one point beyond the end). */
  crossings: readonly Crossing[];
}

const obstacles: readonly Obstacle[] = [
  {
    name: 'Severn estuary and Bristol Channel',
    line: [
      [51.84, -2.3],
      [51.7, -2.5],
      [51.6, -2.65],
      [51.575, -2.7],
      [51.51, -2.83],
      [51.39, -3.07],
      [51.31, -3.52],
      [51.4, -3.9],
      [51.35, -4.4],
      [51.3, -5.0],
    ],
    crossings: [
      { name: 'M4 Prince of Wales Bridge: Almondsbury to Magor', start: [51.553, -2.566], end: [51.585, -2.83] },
      { name: 'M48 Severn Bridge: Aust to Chepstow', start: [51.602, -2.62], end: [51.625, -2.665] },
      { name: 'round the head of the estuary at Gloucester', start: [51.87, -2.24] },
    ],
  },
  {
    name: 'Thames estuary',
    line: [
      [51.465, 0.27],
      [51.452, 0.37],
      [51.49, 0.55],
      [51.49, 0.75],
      [51.47, 1.0],
      [51.55, 1.4],
      [51.6, 1.8],
    ],
    crossings: [{ name: 'Dartford Crossing: Thurrock to Dartford', start: [51.478, 0.262], end: [51.452, 0.255] }],
  },
  {
    name: 'Humber',
    line: [
      [53.7, -0.8],
      [53.705, -0.445],
      [53.71, -0.3],
      [53.65, -0.15],
      [53.62, 0.0],
      [53.58, 0.12],
      [53.55, 0.25],
    ],
    crossings: [
      { name: 'Humber Bridge: Hessle to Barton', start: [53.722, -0.44], end: [53.684, -0.44] },
      { name: 'round by Goole (M62)', start: [53.705, -0.87] },
    ],
  },
  {
    name: 'Mersey estuary',
    line: [
      [53.345, -2.74],
      [53.33, -2.85],
      [53.345, -2.95],
      [53.4, -2.998],
      [53.44, -3.03],
      [53.47, -3.1],
    ],
    crossings: [
      { name: 'Mersey tunnels: Liverpool to Birkenhead', start: [53.408, -2.985], end: [53.395, -3.012] },
      { name: 'round by the Runcorn bridges', start: [53.345, -2.72] },
    ],
  },
  {
    name: 'Firth of Forth',
    line: [
      [56.05, -3.66],
      [56.04, -3.55],
      [56.0, -3.4],
      [56.03, -3.2],
      [56.06, -3.0],
      [56.12, -2.75],
      [56.15, -2.55],
    ],
    crossings: [
      { name: 'Queensferry bridges', start: [55.985, -3.4], end: [56.015, -3.4] },
      { name: 'round by Kincardine', start: [56.07, -3.73] },
    ],
  },
  {
    name: 'Firth of Tay',
    line: [
      [56.375, -3.4],
      [56.37, -3.24],
      [56.43, -3.06],
      [56.45, -2.95],
      [56.455, -2.85],
      [56.46, -2.7],
    ],
    crossings: [
      { name: 'Tay Road Bridge: Dundee to Newport-on-Tay', start: [56.458, -2.965], end: [56.437, -2.94] },
      { name: 'round by Perth', start: [56.395, -3.43] },
    ],
  },
  {
    // The southern Peak has no through trunk road: traffic goes round by Stoke (A50/M6) or north by Woodhead (A628).
    name: 'Peak District',
    line: [
      [53.0, -2.1],
      [53.5, -1.93],
    ],
    crossings: [
      { name: 'round the south by Stoke (A50/M6)', start: [52.98, -2.14] },
      { name: 'north by Woodhead (A628)', start: [53.52, -1.95] },
    ],
  },
];

/**
 * Places no road reaches from Great Britain. A leg to or from one drives to the ferry port, crosses on one named
 * route (the main vehicle ferry) and carries on from the far port; a leg between two of them goes via the mainland
 * (so Jersey–Guernsey and Belfast–Douglas are overestimated). Only road miles count towards the distance; the
 * crossing adds its scheduled sailing time plus check-in, but not any wait for the next sailing, so for these trips
 * durationMinutes is door-to-door time rather than driving time alone. Crossing times are approximate.
 */
export interface SeaRegion {
  name: string;
  /** The ferry route a journey takes, "island port–mainland port", as the city pages' journey tables name it. */
  route: string;
  area: string;
  /** District numbers within the area, inclusive; the whole area when absent. */
  districts?: readonly [first: number, last: number];
  port: LatLon;
  mainlandPort: LatLon;
  sailingMinutes: number;
}

const seaRegions: readonly SeaRegion[] = [
  // Stena Line Belfast–Cairnryan
  {
    name: 'Northern Ireland',
    route: 'Belfast–Cairnryan',
    area: 'BT',
    port: [54.622, -5.897],
    mainlandPort: [54.972, -5.018],
    sailingMinutes: 135,
  },
  // Steam Packet Douglas–Heysham
  {
    name: 'Isle of Man',
    route: 'Douglas–Heysham',
    area: 'IM',
    port: [54.146, -4.474],
    mainlandPort: [54.033, -2.916],
    sailingMinutes: 225,
  },
  // Condor Ferries to Poole
  {
    name: 'Jersey',
    route: 'Jersey–Poole',
    area: 'JE',
    port: [49.177, -2.114],
    mainlandPort: [50.71, -1.99],
    sailingMinutes: 270,
  },
  {
    name: 'Guernsey',
    route: 'Guernsey–Poole',
    area: 'GY',
    port: [49.455, -2.532],
    mainlandPort: [50.71, -1.99],
    sailingMinutes: 180,
  },
  // NorthLink Lerwick–Aberdeen, overnight
  {
    name: 'Shetland',
    route: 'Lerwick–Aberdeen',
    area: 'ZE',
    port: [60.153, -1.142],
    mainlandPort: [57.143, -2.08],
    sailingMinutes: 750,
  },
  // NorthLink Stromness–Scrabster
  {
    name: 'Orkney',
    route: 'Stromness–Scrabster',
    area: 'KW',
    districts: [15, 17],
    port: [58.962, -3.297],
    mainlandPort: [58.612, -3.55],
    sailingMinutes: 90,
  },
  // CalMac Stornoway–Ullapool (the Uists and Barra sail from Skye, Mallaig and Oban instead)
  {
    name: 'Outer Hebrides',
    route: 'Stornoway–Ullapool',
    area: 'HS',
    port: [58.207, -6.387],
    mainlandPort: [57.896, -5.16],
    sailingMinutes: 150,
  },
  // Wightlink Fishbourne–Portsmouth
  {
    name: 'Isle of Wight',
    route: 'Fishbourne–Portsmouth',
    area: 'PO',
    districts: [30, 41],
    port: [50.733, -1.205],
    mainlandPort: [50.796, -1.108],
    sailingMinutes: 45,
  },
  // Penzance–St Mary's; vehicles rarely go, goods travel on the freight ship on a similar timetable
  {
    name: 'Isles of Scilly',
    route: 'St Mary’s–Penzance',
    area: 'TR',
    districts: [21, 25],
    port: [49.915, -6.315],
    mainlandPort: [50.118, -5.533],
    sailingMinutes: 165,
  },
];

export interface Geography {
  /** Districts and areas by outward code or area letters. */
  districts: ReadonlyMap<string, District>;
  obstacles: readonly Obstacle[];
  seaRegions: readonly SeaRegion[];
  /** Added to every crossing's sailing time. */
  ferryCheckInMinutes: number;
}

export const ukGeography: Geography = { districts: postcodeDistricts, obstacles, seaRegions, ferryCheckInMinutes: 45 };
