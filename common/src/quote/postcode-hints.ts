/**
 * What is said beside a postcode, in one set of words for every place a visitor reads it: the quote form's hints
 * beside its fields (frontend, use-postcode-hints.ts) and the no-JavaScript check page (lambdas, result-pages.ts),
 * which checks the same (docs/decisions/020). None stops the request being sent: Europe and import jobs have other
 * postcodes, and a request without an estimate is still a request.
 */
import { postcodeShape } from '../postcode';

/** A message about a postcode: `warning` needs fixing for an estimate; `note` is fine if meant. */
export interface PostcodeHint {
  text: string;
  tone: 'warning' | 'note';
}

export const postcodeHints = {
  /** Begins as a UK postcode does but is not one (LE1 1A): a typo, so no estimate until it is fixed. */
  incomplete: 'This is not a complete UK postcode: it should look like LE1 1AA. We estimate the journey once it is.',
  /** Not UK-shaped at all (75001, D02 X285). */
  foreign: "This is not a UK postcode. That's fine for an address abroad; for a UK address, please check it.",
  /** Well formed, but the route service could not find it (named on one line: a phone would break LE1 / 1AA). */
  notFound: (postcode: string) =>
    `We could not find the postcode ${postcode.replaceAll(' ', '\u00a0')}. Please check it; you can still send your request without an estimate.`,
};

/** What a postcode's shape alone says of it: incomplete or foreign; nothing for a UK-shaped one, or none. */
export function shapeHint(value: string): PostcodeHint | null {
  const shape = postcodeShape(value);
  if (shape === 'incomplete') return { text: postcodeHints.incomplete, tone: 'warning' };
  if (shape === 'foreign') return { text: postcodeHints.foreign, tone: 'note' };
  return null;
}
