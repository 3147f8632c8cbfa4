import { normalisePostcode, outwardCode } from '@courier/common/postcode';
import { heavyVehicles, type VehicleType } from '@courier/common/vehicles';
import { type RouteEstimate, type RouteProvider, type RouteRequest, UnknownPostcodeError } from '../route-provider';
import type { Crossing, Geography, LatLon, Obstacle, SeaRegion } from './uk-geography';

/**
 * Route estimator that needs no network: postcode centroids, great-circle distances bent into road miles, and a
 * speed model. Good to a few miles and minutes on mainland trips between towns; it knows nothing of traffic, road
 * closures or vehicle restrictions, which is why Amazon Location is used when deployed.
 */

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

/** A detour's own legs may meet another obstacle; this many levels is plenty for Great Britain. */
const maximumDetours = 3;

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

type Stretch = { kind: 'road'; miles: number } | { kind: 'ferry'; route: string; minutes: number };

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
        minutes += drivingMinutes(stretch.miles, speeds);
      }
    }
  }
  return { distanceMiles: Math.round(miles * 10) / 10, durationMinutes: Math.round(minutes), ferries };
}

function locatePostcode(postcode: string, geo: Geography): Place {
  const normalised = normalisePostcode(postcode);
  const outward = outwardCode(normalised);
  const centroid = districtCentroid(outward, geo) ?? geo.centroids[postcodeArea(outward)];
  if (!centroid) throw new UnknownPostcodeError(postcode);
  return { postcode: normalised, point: spreadPostcode(centroid, normalised), seaRegion: seaRegionOf(outward, geo) };
}

/** Sub-districts such as EC1A or SW1A share their district's centroid. */
function districtCentroid(outward: string, geo: Geography): LatLon | undefined {
  return geo.centroids[outward] ?? geo.centroids[outward.replace(/(\d)[A-Z]$/, '$1')];
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
function legStretches(from: Place, to: Place, geo: Geography): Stretch[] {
  if (from.seaRegion === to.seaRegion) return [{ kind: 'road', miles: legRoadMiles(from, to, geo) }];
  const stretches: Stretch[] = [];
  let here = from.point;
  if (from.seaRegion) {
    stretches.push(roadStretch(here, from.seaRegion.port, geo), ferryStretch(from.seaRegion, geo));
    here = from.seaRegion.mainlandPort;
  }
  if (to.seaRegion) {
    stretches.push(roadStretch(here, to.seaRegion.mainlandPort, geo), ferryStretch(to.seaRegion, geo));
    here = to.seaRegion.port;
  }
  stretches.push(roadStretch(here, to.point, geo));
  return stretches;
}

function legRoadMiles(from: Place, to: Place, geo: Geography): number {
  if (from.postcode === to.postcode) return 0;
  return Math.max(roadMiles(from.point, to.point, geo), minimumMilesBetweenPostcodes);
}

function roadStretch(from: LatLon, to: LatLon, geo: Geography): Stretch {
  return { kind: 'road', miles: roadMiles(from, to, geo) };
}

function ferryStretch(region: SeaRegion, geo: Geography): Stretch {
  return { kind: 'ferry', route: region.route, minutes: region.sailingMinutes + geo.ferryCheckInMinutes };
}

function roadMiles(from: LatLon, to: LatLon, geo: Geography): number {
  return routedMiles(from, to, 0, geo.obstacles) * roadWindingFactor;
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

function drivingMinutes(miles: number, speeds: SpeedProfile): number {
  const town = Math.min(miles, townMilesPerLeg);
  const mixed = Math.min(miles - town, mixedMilesPerLeg);
  const trunk = miles - town - mixed;
  return 60 * (town / speeds.townMph + mixed / speeds.mixedMph + trunk / speeds.trunkMph);
}

function speedsFor(vehicle: VehicleType | undefined): SpeedProfile {
  return vehicle && heavyVehicles.includes(vehicle) ? heavyVehicleSpeeds : lightVehicleSpeeds;
}
