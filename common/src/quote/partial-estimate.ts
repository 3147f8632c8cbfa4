/**
 * A partial estimate: the route estimate (the form's, from /api/eta, and the server's own) covers only the journey's
 * valid UK postcodes (journey.ts), so a mistyped or foreign postcode silently drops a place, and the figures read as
 * the whole journey's. This names what was left out, for every place staff and the visitor look first: the staff
 * email's first line, the lead page, `npm run quotes -- show` and the visitor's confirmation.
 */
import { isUkPostcode, normalisePostcode, postcodeShape } from '../postcode';
import { routeOfJourney } from './journey';

/** A place of the journey the estimate left out: its postcode as entered, and why. */
export interface LeftOutPlace {
  postcode: string;
  /** Begins as a UK postcode does but is not one (a typo): not found; anything else: not a UK postcode. */
  why: 'not found' | 'not a UK postcode';
}

/** The journey's postcodes as entered, in visiting order. */
export interface JourneyPostcodes {
  pickupPostcode: string;
  stopPostcodes: string[];
  deliveryPostcode: string;
}

export interface PartialEstimate {
  leftOut: LeftOutPlace[];
  /** The places the estimate covers, in order: "WF1 1PX → S1 2HE". */
  covers: string;
}

/**
 * What an estimate of this journey leaves out, or undefined when it covers every place (or when no estimate can be
 * made: fewer than two UK postcodes, which the figures say themselves).
 */
export function partialEstimate(journey: JourneyPostcodes): PartialEstimate | undefined {
  const route = routeOfJourney({ ...journey, isReturn: false });
  if (!route) return undefined;
  const leftOut = [journey.pickupPostcode, ...journey.stopPostcodes, journey.deliveryPostcode]
    .filter((postcode) => postcode.trim() && !isUkPostcode(postcode))
    .map(
      (postcode): LeftOutPlace => ({
        postcode: normalisePostcode(postcode),
        why: postcodeShape(postcode) === 'incomplete' ? 'not found' : 'not a UK postcode',
      }),
    );
  if (leftOut.length === 0) return undefined;
  return { leftOut, covers: [route.from, ...route.stops, route.to].join(' → ') };
}

/** "Partial estimate: LS1 4XQZ not found: estimate covers WF1 1PX → S1 2HE only". */
export function partialEstimateLine({ leftOut, covers }: PartialEstimate): string {
  const places = leftOut.map((place) => `${place.postcode} ${place.why}`).join(', ');
  return `Partial estimate: ${places}: estimate covers ${covers} only`;
}
