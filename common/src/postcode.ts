/** UK postcode: one or two letters, a digit, an optional letter or digit, an optional space, a digit, two letters. */
export const ukPostcodePattern = /^[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}$/i;

export function isUkPostcode(value: string): boolean {
  return ukPostcodePattern.test(value.trim());
}

/** Upper case with one space before the inward code ("le11aa" → "LE1 1AA"); other text is only trimmed and upper-cased. */
export function normalisePostcode(value: string): string {
  const compact = value.trim().toUpperCase().replace(/\s+/g, '');
  if (!ukPostcodePattern.test(compact)) return value.trim().toUpperCase().replace(/\s+/g, ' ');
  return `${compact.slice(0, -3)} ${compact.slice(-3)}`;
}

/** Outward code ("LE1 1AA" → "LE1"); for a valid UK postcode only. */
export function outwardCode(postcode: string): string {
  return normalisePostcode(postcode).split(' ')[0] ?? '';
}
