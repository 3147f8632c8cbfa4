/**
 * The registered office as a postal address, read from the one line the site config holds (`registeredOffice`), so
 * the structured data and the pages that print it say the same thing. The line is written as Companies House and
 * the legal pages write it: address lines, the post town, then the postcode, separated by commas; Companies House's
 * country before the postcode ("…, Leicester, England, LE1 1AA") is read as the country, not the town.
 */
// With its extension: the site's Vite config loads this file (through site-config-env.ts), and Vite's loader wants it.
import { isUkPostcode, normalisePostcode } from './postcode.ts';

export interface PostalAddress {
  /** The lines before the town, comma-separated as given. */
  streetAddress: string;
  /** The post town. */
  addressLocality: string;
  postalCode: string;
  /** ISO 3166-1 alpha-2: every postcode the site accepts is in the UK (the Crown dependencies' aside). */
  addressCountry: 'GB';
}

const countries = new Set([
  'england',
  'scotland',
  'wales',
  'northern ireland',
  'united kingdom',
  'uk',
  'great britain',
]);

/** What a line must be to read as a postal address, as the readers that refuse one say it. */
export const postalAddressRule =
  'address lines, the town and a UK postcode, comma-separated, such as "1 Example Street, Leicester, LE1 1AA"';

/** `undefined` when the line is not a UK address ending in a postcode (the config refuses such a line). */
export function parsePostalAddress(line: string): PostalAddress | undefined {
  const parts = line
    .split(',')
    .map((part) => part.trim().replace(/\s+/g, ' '))
    .filter(Boolean);
  // The postcode is the last part, or the end of it ("Leicester LE1 1AA").
  const last = parts.pop() ?? '';
  const postcode = /([A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2})$/i.exec(last)?.[1] ?? '';
  if (!isUkPostcode(postcode)) return undefined;
  const beforePostcode = last.slice(0, -postcode.length).trim();
  if (beforePostcode) parts.push(beforePostcode);
  while (parts.length > 0 && countries.has((parts.at(-1) ?? '').toLowerCase())) parts.pop();
  const town = parts.pop();
  if (!town || parts.length === 0) return undefined;
  return {
    streetAddress: parts.join(', '),
    addressLocality: town,
    postalCode: normalisePostcode(postcode),
    addressCountry: 'GB',
  };
}
