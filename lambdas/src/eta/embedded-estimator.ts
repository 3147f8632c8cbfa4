import { normalisePostcode, outwardCode } from '@courier/common/postcode';
import { heavyVehicles, type VehicleType } from '@courier/common/vehicles';
import { postcodeCentroids } from './postcode-centroids';
import { type RouteEstimate, type RouteProvider, type RouteRequest, UnknownPostcodeError } from './route-provider';

/**
 * Route estimator that needs no network: postcode centroids, great-circle distances bent into road miles, and a
 * speed model. Good to a few miles and minutes on mainland trips between towns; it knows nothing of traffic, road
 * closures or vehicle restrictions, which is why Amazon Location is used when deployed.
 */

type LatLon = readonly [lat: number, lon: number];

const earthRadiusMiles = 3958.8;
const milesPerDegreeLatitude = 69.09;

/**
 * Roads are longer than the straight line. Calibrated against typical route-planner driving distances once estuaries and the
 * Peak District are routed round (below): Leicester–Manchester 96 mi, Aberdeen–Plymouth 590 mi, London–Birmingham
 * 120 mi, Glasgow–Edinburgh 47 mi, Bristol–Cardiff 44 mi.
 */
const roadWindingFactor = 1.2;

/** Centroids put a whole district on one spot; spreading postcodes 0.3–1.9 miles round it keeps them apart. */
const postcodeSpreadMiles = { min: 0.3, max: 1.9 };
/** Different postcodes are never the same place, even if their spread happens to coincide. */
const minimumMilesBetweenPostcodes = 0.3;

interface Crossing {
  name: string;
  start: LatLon;
  /** Absent when the road goes round the end of the obstacle at start. */
  end?: LatLon;
}

/** Straight lines across these would cross water or moorland no road does; legs that cross one go via a crossing. */
interface Obstacle {
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

/** A detour's own legs may meet another obstacle; this many levels is plenty for Great Britain. */
const maximumDetours = 3;

/**
 * Places no road reaches from Great Britain. A leg to or from one drives to the ferry port, crosses on one named
 * route (the main vehicle ferry) and carries on from the far port; a leg between two of them goes via the mainland
 * (so Jersey–Guernsey and Belfast–Douglas are overestimated). Only road miles count towards the distance; the
 * crossing adds its scheduled sailing time plus check-in, but not any wait for the next sailing, so for these trips
 * durationMinutes is door-to-door time rather than driving time alone. Crossing times are approximate.
 */
interface SeaRegion {
  name: string;
  area: string;
  /** District numbers within the area, inclusive; the whole area when absent. */
  districts?: readonly [first: number, last: number];
  port: LatLon;
  mainlandPort: LatLon;
  sailingMinutes: number;
}

const seaRegions: readonly SeaRegion[] = [
  // Stena Line Belfast–Cairnryan
  { name: 'Northern Ireland', area: 'BT', port: [54.622, -5.897], mainlandPort: [54.972, -5.018], sailingMinutes: 135 },
  // Steam Packet Douglas–Heysham
  { name: 'Isle of Man', area: 'IM', port: [54.146, -4.474], mainlandPort: [54.033, -2.916], sailingMinutes: 225 },
  // Condor Ferries to Poole
  { name: 'Jersey', area: 'JE', port: [49.177, -2.114], mainlandPort: [50.71, -1.99], sailingMinutes: 270 },
  { name: 'Guernsey', area: 'GY', port: [49.455, -2.532], mainlandPort: [50.71, -1.99], sailingMinutes: 180 },
  // NorthLink Lerwick–Aberdeen, overnight
  { name: 'Shetland', area: 'ZE', port: [60.153, -1.142], mainlandPort: [57.143, -2.08], sailingMinutes: 750 },
  // NorthLink Stromness–Scrabster
  {
    name: 'Orkney',
    area: 'KW',
    districts: [15, 17],
    port: [58.962, -3.297],
    mainlandPort: [58.612, -3.55],
    sailingMinutes: 90,
  },
  // CalMac Stornoway–Ullapool (the Uists and Barra sail from Skye, Mallaig and Oban instead)
  { name: 'Outer Hebrides', area: 'HS', port: [58.207, -6.387], mainlandPort: [57.896, -5.16], sailingMinutes: 150 },
  // Wightlink Fishbourne–Portsmouth
  {
    name: 'Isle of Wight',
    area: 'PO',
    districts: [30, 41],
    port: [50.733, -1.205],
    mainlandPort: [50.796, -1.108],
    sailingMinutes: 45,
  },
  // Penzance–St Mary's; vehicles rarely go, goods travel on the freight ship on a similar timetable
  {
    name: 'Isles of Scilly',
    area: 'TR',
    districts: [21, 25],
    port: [49.915, -6.315],
    mainlandPort: [50.118, -5.533],
    sailingMinutes: 165,
  },
];

const ferryCheckInMinutes = 45;

/** Average speeds: the first few miles of a leg are in town, the next on ordinary roads, the rest on trunk roads. */
interface SpeedProfile {
  townMph: number;
  mixedMph: number;
  trunkMph: number;
}

const townMilesPerLeg = 6;
const mixedMilesPerLeg = 24;

/** Cars and vans up to 3.5 t: 70 mph limits, averaging about 50 mph over a long run with traffic and stops. */
const lightVehicleSpeeds: SpeedProfile = { townMph: 20, mixedMph: 38, trunkMph: 55 };
/** Limiters hold trucks to 56 mph, single carriageway limits are lower, and they are slower in town. */
const heavyVehicleSpeeds: SpeedProfile = { townMph: 16, mixedMph: 32, trunkMph: 48 };

interface Place {
  postcode: string;
  point: LatLon;
  seaRegion: SeaRegion | undefined;
}

type Stretch = { kind: 'road'; miles: number } | { kind: 'ferry'; minutes: number };

export function createEmbeddedEstimator(): RouteProvider {
  return { estimate: async (request) => estimateJourney(request) };
}

function estimateJourney(request: RouteRequest): RouteEstimate {
  const visits = [request.from, ...request.stops, request.to, ...(request.returnTrip ? [request.from] : [])];
  const places = visits.map(locatePostcode);
  const speeds = speedsFor(request.vehicle);
  let miles = 0;
  let minutes = 0;
  for (let i = 1; i < places.length; i++) {
    for (const stretch of legStretches(places[i - 1] as Place, places[i] as Place)) {
      if (stretch.kind === 'ferry') {
        minutes += stretch.minutes;
      } else {
        miles += stretch.miles;
        minutes += drivingMinutes(stretch.miles, speeds);
      }
    }
  }
  return { distanceMiles: Math.round(miles * 10) / 10, durationMinutes: Math.round(minutes) };
}

function locatePostcode(postcode: string): Place {
  const normalised = normalisePostcode(postcode);
  const outward = outwardCode(normalised);
  const centroid = districtCentroid(outward) ?? postcodeCentroids[postcodeArea(outward)];
  if (!centroid) throw new UnknownPostcodeError(postcode);
  return { postcode: normalised, point: spreadPostcode(centroid, normalised), seaRegion: seaRegionOf(outward) };
}

/** Sub-districts such as EC1A or SW1A share their district's centroid. */
function districtCentroid(outward: string): LatLon | undefined {
  return postcodeCentroids[outward] ?? postcodeCentroids[outward.replace(/(\d)[A-Z]$/, '$1')];
}

function postcodeArea(outward: string): string {
  return /^[A-Z]+/.exec(outward)?.[0] ?? '';
}

function seaRegionOf(outward: string): SeaRegion | undefined {
  const district = Number(/\d+/.exec(outward)?.[0]);
  return seaRegions.find(
    (region) =>
      region.area === postcodeArea(outward) &&
      (!region.districts || (district >= region.districts[0] && district <= region.districts[1])),
  );
}

/** A deterministic bearing and distance from the postcode's hash: the same postcode always lands on the same spot. */
function spreadPostcode([lat, lon]: LatLon, postcode: string): LatLon {
  const hash = fnv1a(postcode);
  const miles = postcodeSpreadMiles.min + ((hash % 1000) / 999) * (postcodeSpreadMiles.max - postcodeSpreadMiles.min);
  const bearing = (((hash >>> 10) % 360) * Math.PI) / 180;
  const dLat = (miles * Math.cos(bearing)) / milesPerDegreeLatitude;
  const dLon = (miles * Math.sin(bearing)) / (milesPerDegreeLatitude * Math.cos(toRadians(lat)));
  return [lat + dLat, lon + dLon];
}

function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** The road and ferry stretches of one leg, taking the ferry when the ends are on different sides of the sea. */
function legStretches(from: Place, to: Place): Stretch[] {
  if (from.seaRegion === to.seaRegion) return [{ kind: 'road', miles: legRoadMiles(from, to) }];
  const stretches: Stretch[] = [];
  let here = from.point;
  if (from.seaRegion) {
    stretches.push(roadStretch(here, from.seaRegion.port), ferryStretch(from.seaRegion));
    here = from.seaRegion.mainlandPort;
  }
  if (to.seaRegion) {
    stretches.push(roadStretch(here, to.seaRegion.mainlandPort), ferryStretch(to.seaRegion));
    here = to.seaRegion.port;
  }
  stretches.push(roadStretch(here, to.point));
  return stretches;
}

function legRoadMiles(from: Place, to: Place): number {
  if (from.postcode === to.postcode) return 0;
  return Math.max(roadMiles(from.point, to.point), minimumMilesBetweenPostcodes);
}

function roadStretch(from: LatLon, to: LatLon): Stretch {
  return { kind: 'road', miles: roadMiles(from, to) };
}

function ferryStretch(region: SeaRegion): Stretch {
  return { kind: 'ferry', minutes: region.sailingMinutes + ferryCheckInMinutes };
}

function roadMiles(from: LatLon, to: LatLon): number {
  return routedMiles(from, to, 0) * roadWindingFactor;
}

/** Straight-line miles, going via the cheapest crossing when the line meets an obstacle. */
function routedMiles(from: LatLon, to: LatLon, detours: number): number {
  const obstacle = detours < maximumDetours ? obstacles.find((o) => crossesLine(from, to, o.line)) : undefined;
  if (!obstacle) return greatCircleMiles(from, to);
  const viaCrossings = obstacle.crossings
    .flatMap(crossingDirections)
    .map(
      ([entry, exit]) =>
        routedMiles(from, entry, detours + 1) + greatCircleMiles(entry, exit) + routedMiles(exit, to, detours + 1),
    );
  return Math.min(...viaCrossings);
}

/** Either way over a bridge; once round the end of an obstacle. */
function crossingDirections({ start, end }: Crossing): (readonly [LatLon, LatLon])[] {
  return end
    ? [
        [start, end],
        [end, start],
      ]
    : [[start, start]];
}

function greatCircleMiles([lat1, lon1]: LatLon, [lat2, lon2]: LatLon): number {
  const dLat = toRadians(lat2 - lat1);
  const dLon = toRadians(lon2 - lon1);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(lat1)) * Math.cos(toRadians(lat2)) * Math.sin(dLon / 2) ** 2;
  return 2 * earthRadiusMiles * Math.asin(Math.min(1, Math.sqrt(h)));
}

function crossesLine(from: LatLon, to: LatLon, line: readonly LatLon[]): boolean {
  return line.some((point, i) => i > 0 && segmentsCross(from, to, line[i - 1] as LatLon, point));
}

/** Proper crossing only: touching an end does not count, so a detour's legs can start on a crossing point. */
function segmentsCross(p1: LatLon, p2: LatLon, q1: LatLon, q2: LatLon): boolean {
  return side(p1, p2, q1) * side(p1, p2, q2) < 0 && side(q1, q2, p1) * side(q1, q2, p2) < 0;
}

/** Which side of the line a→b the point lies on, in a flat projection that is fair at British latitudes. */
function side([aLat, aLon]: LatLon, [bLat, bLon]: LatLon, [pLat, pLon]: LatLon): number {
  const xScale = Math.cos(toRadians(54));
  return Math.sign((bLon - aLon) * xScale * (pLat - aLat) - (bLat - aLat) * (pLon - aLon) * xScale);
}

function toRadians(degrees: number): number {
  return (degrees * Math.PI) / 180;
}

function drivingMinutes(miles: number, speeds: SpeedProfile): number {
  const town = Math.min(miles, townMilesPerLeg);
  const mixed = Math.min(miles - town, mixedMilesPerLeg);
  const trunk = miles - town - mixed;
  return 60 * (town / speeds.townMph + mixed / speeds.mixedMph + trunk / speeds.trunkMph);
}

function speedsFor(vehicle: VehicleType | undefined): SpeedProfile {
  return vehicle && heavyVehicles.includes(vehicle) ? heavyVehicleSpeeds : lightVehicleSpeeds;
}
