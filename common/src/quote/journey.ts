/**
 * Which journey a route estimate belongs to. The form asks /api/eta for `routeOfJourney(...)` and
 * stamps the figures it fills with `describeRoute(...)`; the quote Lambda describes the submitted
 * journey the same way, so an estimate made for another journey is never mailed as this one's.
 */
import { isUkPostcode, normalisePostcode } from '../postcode';
import type { VehicleType } from '../vehicles';

/** The journey as entered: postcodes in any state, stops in visiting order. */
export interface EnteredJourney {
  pickupPostcode: string;
  stopPostcodes: string[];
  deliveryPostcode: string;
  isReturn: boolean;
  vehicle?: VehicleType | '';
}

/** The route an estimate is computed for: only the valid UK postcodes, normalised. */
export interface EstimatedRoute {
  from: string;
  to: string;
  stops: string[];
  returnTrip: boolean;
  vehicle?: VehicleType;
}

/**
 * The route /api/eta is asked for, or null while fewer than two postcodes are valid UK postcodes:
 * the first and last valid become from and to, valid ones between become stops (SPEC §5).
 */
export function routeOfJourney(journey: EnteredJourney): EstimatedRoute | null {
  const valid = [journey.pickupPostcode, ...journey.stopPostcodes, journey.deliveryPostcode]
    .filter((postcode) => isUkPostcode(postcode))
    .map(normalisePostcode);
  if (valid.length < 2) return null;
  return {
    from: valid[0] as string,
    to: valid[valid.length - 1] as string,
    stops: valid.slice(1, -1),
    returnTrip: journey.isReturn,
    ...(journey.vehicle ? { vehicle: journey.vehicle } : {}),
  };
}

/** One line staff can read, also the stamp compared on the server: "LE1 1AA → B1 1AA → M1 1AE, return, Small Van". */
export function describeRoute(route: EstimatedRoute): string {
  const points = [route.from, ...route.stops, route.to].join(' → ');
  return [points, route.returnTrip ? 'return' : 'one way', route.vehicle ?? 'any vehicle'].join(', ');
}

/** Form fields that say where the distance and duration came from. */
export const estimateSourceField = 'estimate_source';
export const estimateRouteField = 'estimate_route';

/**
 * `estimate`: filled by /api/eta for `estimate_route`; `approximate`: the same, but /api/eta said its figures were
 * approximate (EtaResponse.approximate); `customer`: typed or edited by the visitor.
 */
export const estimateSources = ['estimate', 'approximate', 'customer'] as const;
export type EstimateSource = (typeof estimateSources)[number];

/** Created once per filled form, kept across retries: the server stores each submission once. */
export const submissionIdField = 'submission_id';
export const submissionIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
