/**
 * The quote form's own words: the submit button's states and the hints beside the fields. One home,
 * so the components and their tests say the same thing. (Field rules and their messages live in
 * common/src/quote/quote-schema.ts, the vehicle list in common/src/vehicles.ts, and the postcode hints, which the
 * no-JavaScript check page says too, in common/src/quote/postcode-hints.ts.)
 */
import type { SubmitStatus } from './use-quote-submit';

export const submitLabels: Record<SubmitStatus, string> = {
  idle: 'Submit Quote Request',
  sending: 'Sending…',
  success: 'Sent!',
  error: 'Try again',
};

/** Under the journey estimate: while /api/eta is asked, and otherwise. */
export const estimateHints = {
  calculating: 'Calculating distance and ETA…',
  guidance: 'Estimates are for guidance only and may vary due to traffic.',
} as const;

/** Before the figures when /api/eta said they were approximate (EtaResponse.approximate). */
export const approximateEstimateLabel = 'Approximate estimate';

/** In place of the figures until there is a journey to estimate. */
export const estimateWaiting =
  'We work out the distance and driving time by road once the pickup and delivery postcodes are in.';

/** Without JavaScript the stops part is hidden: where extra stops go instead. */
export const stopsInNotesHint =
  'Collecting or delivering at more than one address? Put each extra stop, with its postcode, in the notes.';

/** The confirmation that takes the form's place once the quote is stored. */
export const sentCopy = {
  /** After the submit button's 'Sent!'. */
  title: 'We have your quote request',
  next: 'We check the route, the load and the timing, then reply with an all-inclusive price before pickup.',
  noReference: 'We will give you your reference when we reply.',
  again: 'Send another request',
} as const;

/** Beside a stop whose postcode is already the pickup, the delivery or an earlier stop: a warning, not a block. */
export const repeatedPostcodeHint = 'This postcode is already in the journey.';

/** "12 characters left" under long text, or how many too many (the schema refuses them on submit). */
export function countText({ length, max }: { length: number; max: number }): string {
  const left = max - length;
  if (left >= 0) return `${left} of ${max} characters left`;
  return `${-left} ${left === -1 ? 'character' : 'characters'} too many (the limit is ${max})`;
}
