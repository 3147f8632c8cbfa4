/**
 * A partial estimate: the route estimate (the form's, from /api/eta, and the server's own) covers only the journey's
 * valid UK postcodes (journey.ts), so a mistyped or foreign postcode silently drops a place, and the figures read as
 * the whole journey's. This names what was left out, for every place staff and the visitor look first: the staff
 * email's first line, the lead page, `npm run quotes -- show` and the visitor's confirmation (the last only when there
 * are figures to qualify).
 */
import { isUkPostcode, normalisePostcode, postcodeShape } from '../postcode';
import type { ServerEstimate } from './server-estimate';

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
  /** The places the estimate covers, in order: "WF1 1PX → S1 2HE"; the one place left when that is all. */
  covers: string;
  /** Whether two places or more were left to route: with one, there are no figures at all. */
  estimated: boolean;
}

/**
 * What an estimate of this journey leaves out (the estimate routes only the valid UK postcodes, journey.ts), or
 * undefined when it covers every place, or when not one place is left to route (a journey wholly abroad, say).
 * With one place left there are no figures, yet the place left out is still named: "LS1 A4P" is a typo of a UK
 * postcode, and staff need to know which one to ask about (issue 52 D).
 */
export function partialEstimate(journey: JourneyPostcodes): PartialEstimate | undefined {
  const places = [journey.pickupPostcode, ...journey.stopPostcodes, journey.deliveryPostcode].filter((postcode) =>
    postcode.trim(),
  );
  const routed = places.filter(isUkPostcode).map(normalisePostcode);
  const leftOut = places
    .filter((postcode) => !isUkPostcode(postcode))
    .map(
      (postcode): LeftOutPlace => ({
        postcode: normalisePostcode(postcode),
        why: postcodeShape(postcode) === 'incomplete' ? 'not found' : 'not a UK postcode',
      }),
    );
  if (leftOut.length === 0 || routed.length === 0) return undefined;
  return { leftOut, covers: routed.join(' → '), estimated: routed.length >= 2 };
}

/**
 * "Partial estimate: LS1 4XQZ not found: estimate covers WF1 1PX → S1 2HE only", or with one place left, "Partial
 * estimate: LS1 A4P not found: only S1 2HE left, so no distance or time".
 */
export function partialEstimateLine({ leftOut, covers, estimated }: PartialEstimate): string {
  const places = leftOut.map((place) => `${place.postcode} ${place.why}`).join(', ');
  return estimated
    ? `Partial estimate: ${places}: estimate covers ${covers} only`
    : `Partial estimate: ${places}: only ${covers} left, so no distance or time`;
}

/**
 * Whether the server's figures for a quote (server-estimate.ts) left a place of the journey out: estimated for its UK
 * postcodes only, or not estimated at all for want of two of them. Staff are told which, where they look first.
 */
export function serverEstimateLeftOut(estimate: ServerEstimate | undefined): boolean {
  if (estimate?.kind === 'estimated') return estimate.ukPartOnly;
  return estimate?.kind === 'not_estimated' && estimate.reason === 'too_few_uk_postcodes';
}
