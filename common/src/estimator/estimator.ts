import { normalisePostcode, outwardCode } from '../postcode';
import { heavyVehicles, type VehicleType } from '../vehicles';
import { type RouteEstimate, type RouteProvider, type RouteRequest, UnknownPostcodeError } from './route-provider';
import type { Crossing, District, Geography, LatLon, Obstacle, SeaRegion, UrbanClass } from './uk-geography';

/**
 * Route estimator that needs no network: postcode district centroids, great-circle distances bent into road miles, and
 * a speed model that drives slowly through built-up ends and faster on the open road between. Good to a few miles and
 * minutes between towns; it knows nothing of live traffic, road closures or vehicle restrictions.
 */

const earthRadiusMiles = 3958.8;
const milesPerDegreeLatitude = 69.09;

/**
 * Roads are longer than the straight line. Calibrated against typical route-planner driving distances once estuaries and the
 * Peak District are routed round (below): Leicester–Manchester 96 mi, Aberdeen–Plymouth 590 mi, London–Birmingham
 * 120 mi, Glasgow–Edinburgh 47 mi, Bristol–Cardiff 44 mi.
 */
const roadWindingFactor = 1.2;
/** Town streets wind more than trunk roads: a short leg's factor rises towards 1.4 (2 straight miles ≈ 2.7 road miles). */
const shortLegExtraWinding = { factor: 0.2, decayMiles: 5 };

/** A postcode lies 0.3–1.3 times its district's spread from the centroid, so postcodes of one district stay apart. */
const postcodeSpreadRange = { min: 0.3, max: 1.3 };
/** Different postcodes are never the same place, even if their spread happens to coincide. */
const minimumMilesBetweenPostcodes = 0.3;

/** A detour's own legs may meet another obstacle; this many levels is plenty for Great Britain. */
const maximumDetours = 3;

/**
 * Each end of a leg is driven through its built-up area first: how far and how fast, by the place's urban class
 * (postcode-district-codec.ts). A car averages about 8 mph in central London's traffic and 12–15 mph in inner
 * London, and leaving central London by road takes about half an hour; outer London, the big cities' suburbs and
 * ring roads manage about 18 mph, towns 20–25 mph and village roads 30 mph. A short leg between two places of one
 * city is all built-up: each end's share shrinks to fit the leg. Each end also costs a few minutes whatever the
 * distance (junctions, lights, the last turns to the door), which is why route planners' short trips across a city
 * centre average 10–12 mph.
 */
const urbanDriving: Record<UrbanClass, { miles: number; mph: number; minutes: number }> = {
  0: { miles: 0.5, mph: 32, minutes: 0.5 },
  1: { miles: 0.8, mph: 28, minutes: 0.5 },
  2: { miles: 1.2, mph: 24, minutes: 1 },
  3: { miles: 2, mph: 20, minutes: 1.5 },
  4: { miles: 2.5, mph: 18, minutes: 2 },
  5: { miles: 4, mph: 18, minutes: 2.5 },
  6: { miles: 6, mph: 14, minutes: 3 },
  7: { miles: 6, mph: 12, minutes: 3 },
};

/** Ferry ports are reached through a town. */
const portUrbanClass: UrbanClass = 2;

/** Beyond the built-up ends: the first miles on A roads, the rest on motorways and trunk roads. */
interface SpeedProfile {
  /** Multiplies the urban speeds above. */
  urbanFactor: number;
  mixedMph: number;
  trunkMph: number;
}

const mixedMilesPerLeg = 10;

/**
 * Cars and vans up to 3.5 t. Route planners' car times average nearly 60 mph on a long motorway run; most vans are
 * held to 60 mph on dual carriageways and drive loaded, so the estimate takes a little longer.
 */
const lightVehicleSpeeds: SpeedProfile = { urbanFactor: 1, mixedMph: 45, trunkMph: 56 };
/** Limiters hold trucks to 56 mph, single carriageway limits are lower, and they are slower in town. */
const heavyVehicleSpeeds: SpeedProfile = { urbanFactor: 0.85, mixedMph: 38, trunkMph: 48 };

/** Somewhere a road stretch starts or ends. */
interface Stop {
  point: LatLon;
  urban: UrbanClass;
}

interface Place extends Stop {
  postcode: string;
  seaRegion: SeaRegion | undefined;
}

type Stretch =
  | { kind: 'road'; miles: number; ends: readonly [UrbanClass, UrbanClass] }
  | { kind: 'ferry'; route: string; minutes: number };

/** What the embedded estimator knows beyond the API's answer: the ferry routes the journey takes, in order. */
export interface EmbeddedEstimate extends RouteEstimate {
  ferries: string[];
}

export interface EmbeddedEstimator extends RouteProvider {
  estimate(request: RouteRequest): Promise<EmbeddedEstimate>;
}

/** The local stack injects it with `ukGeography`; the deployed ETA Lambda never imports it. */
export function createEmbeddedEstimator(geography: Geography): EmbeddedEstimator {
  return { estimate: async (request) => estimateJourney(request, geography) };
}

function estimateJourney(request: RouteRequest, geo: Geography): EmbeddedEstimate {
  const visits = [request.from, ...request.stops, request.to, ...(request.returnTrip ? [request.from] : [])];
  const places = visits.map((postcode) => locatePostcode(postcode, geo));
  const speeds = speedsFor(request.vehicle);
  let miles = 0;
  let minutes = 0;
  const ferries: string[] = [];
  for (let i = 1; i < places.length; i++) {
    for (const stretch of legStretches(places[i - 1] as Place, places[i] as Place, geo)) {
      if (stretch.kind === 'ferry') {
        minutes += stretch.minutes;
        ferries.push(stretch.route);
      } else {
        miles += stretch.miles;
        minutes += drivingMinutes(stretch, speeds);
      }
    }
  }
  return { distanceMiles: Math.round(miles * 10) / 10, durationMinutes: Math.round(minutes), ferries };
}

function locatePostcode(postcode: string, geo: Geography): Place {
  const normalised = normalisePostcode(postcode);
  const outward = outwardCode(normalised);
  const district = findDistrict(outward, geo);
  if (!district) throw new UnknownPostcodeError(postcode);
  return {
    postcode: normalised,
    point: spreadPostcode(district, normalised),
    urban: district.urban,
    seaRegion: seaRegionOf(outward, geo),
  };
}

/** The district; for one the table lacks (new or non-geographic), its parent district (EC1Z → EC1) or its area. */
function findDistrict(outward: string, geo: Geography): District | undefined {
  return (
    geo.districts.get(outward) ??
    geo.districts.get(outward.replace(/(\d)[A-Z]$/, '$1')) ??
    geo.districts.get(postcodeArea(outward))
  );
}

function postcodeArea(outward: string): string {
  return /^[A-Z]+/.exec(outward)?.[0] ?? '';
}

function seaRegionOf(outward: string, geo: Geography): SeaRegion | undefined {
  const district = Number(/\d+/.exec(outward)?.[0]);
  return geo.seaRegions.find(
    (region) =>
      region.area === postcodeArea(outward) &&
      (!region.districts || (district >= region.districts[0] && district <= region.districts[1])),
  );
}

/** A deterministic bearing and distance from the postcode's hash: the same postcode always lands on the same spot. */
function spreadPostcode({ point: [lat, lon], spreadMiles }: District, postcode: string): LatLon {
  const hash = fnv1a(postcode);
  const { min, max } = postcodeSpreadRange;
  const miles = spreadMiles * (min + ((hash % 1000) / 999) * (max - min));
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
function legStretches(from: Place, to: Place, geo: Geography): Stretch[] {
  if (from.seaRegion === to.seaRegion) {
    return [{ kind: 'road', miles: legRoadMiles(from, to, geo), ends: [from.urban, to.urban] }];
  }
  const stretches: Stretch[] = [];
  let here: Stop = from;
  if (from.seaRegion) {
    stretches.push(roadStretch(here, port(from.seaRegion.port), geo), ferryStretch(from.seaRegion, geo));
    here = port(from.seaRegion.mainlandPort);
  }
  if (to.seaRegion) {
    stretches.push(roadStretch(here, port(to.seaRegion.mainlandPort), geo), ferryStretch(to.seaRegion, geo));
    here = port(to.seaRegion.port);
  }
  stretches.push(roadStretch(here, to, geo));
  return stretches;
}

function port(point: LatLon): Stop {
  return { point, urban: portUrbanClass };
}

function legRoadMiles(from: Place, to: Place, geo: Geography): number {
  if (from.postcode === to.postcode) return 0;
  return Math.max(roadMiles(from.point, to.point, geo), minimumMilesBetweenPostcodes);
}

function roadStretch(from: Stop, to: Stop, geo: Geography): Stretch {
  return { kind: 'road', miles: roadMiles(from.point, to.point, geo), ends: [from.urban, to.urban] };
}

function ferryStretch(region: SeaRegion, geo: Geography): Stretch {
  return { kind: 'ferry', route: region.route, minutes: region.sailingMinutes + geo.ferryCheckInMinutes };
}

function roadMiles(from: LatLon, to: LatLon, geo: Geography): number {
  const straight = routedMiles(from, to, 0, geo.obstacles);
  const { factor, decayMiles } = shortLegExtraWinding;
  return straight * (roadWindingFactor + factor * Math.exp(-straight / decayMiles));
}

/** Straight-line miles, going via the cheapest crossing when the line meets an obstacle. */
function routedMiles(from: LatLon, to: LatLon, detours: number, obstacles: readonly Obstacle[]): number {
  const obstacle = detours < maximumDetours ? obstacles.find((o) => crossesLine(from, to, o.line)) : undefined;
  if (!obstacle) return greatCircleMiles(from, to);
  const viaCrossings = obstacle.crossings
    .flatMap(crossingDirections)
    .map(
      ([entry, exit]) =>
        routedMiles(from, entry, detours + 1, obstacles) +
        greatCircleMiles(entry, exit) +
        routedMiles(exit, to, detours + 1, obstacles),
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

/** Each end's minutes and built-up miles at its urban speed (shrunk to fit a short leg), then A roads, then trunk roads. */
function drivingMinutes({ miles, ends }: { miles: number; ends: readonly UrbanClass[] }, speeds: SpeedProfile): number {
  if (miles === 0) return 0;
  const urban = ends.map((end) => urbanDriving[end]);
  const endMinutes = urban.reduce((total, end) => total + end.minutes / speeds.urbanFactor, 0);
  const urbanMiles = urban.reduce((total, end) => total + end.miles, 0);
  const share = Math.min(1, miles / urbanMiles);
  const urbanHours = urban.reduce((total, end) => total + (end.miles * share) / (end.mph * speeds.urbanFactor), 0);
  const open = miles - urbanMiles * share;
  const mixed = Math.min(open, mixedMilesPerLeg);
  return endMinutes + 60 * (urbanHours + mixed / speeds.mixedMph + (open - mixed) / speeds.trunkMph);
}

function speedsFor(vehicle: VehicleType | undefined): SpeedProfile {
  return vehicle && heavyVehicles.includes(vehicle) ? heavyVehicleSpeeds : lightVehicleSpeeds;
}
