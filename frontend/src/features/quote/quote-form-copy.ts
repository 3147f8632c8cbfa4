/**
 * The quote form's own words: the submit button's states and the hints beside the fields. One home,
 * so the components and their tests say the same thing. (Field rules and their messages live in
 * common/src/quote/quote-schema.ts, the vehicle list in common/src/vehicles.ts.)
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

/** Not an error: Europe and import jobs have other postcodes. */
export const notUkPostcodeHint =
  "This doesn't look like a UK postcode. That's fine for an address abroad; otherwise please check it.";

/** Beside a stop whose postcode is already the pickup, the delivery or an earlier stop: a warning, not a block. */
export const repeatedPostcodeHint = 'This postcode is already in the journey.';

/** "12 characters left" under long text, or how many too many (the schema refuses them on submit). */
export function countText({ length, max }: { length: number; max: number }): string {
  const left = max - length;
  if (left >= 0) return `${left} of ${max} characters left`;
  return `${-left} ${left === -1 ? 'character' : 'characters'} too many (the limit is ${max})`;
}
