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

/**
 * The 124 postcode areas (the letters before the first digit): Great Britain's and Northern Ireland's 121, and the
 * Crown dependencies' GY, JE and IM, which use the same format. Royal Mail's list; it changes only when an area is
 * created or retired (BX, non-geographic, and the retired NPT are left out).
 */
export const ukPostcodeAreas: ReadonlySet<string> = new Set(
  (
    'AB AL B BA BB BD BH BL BN BR BS BT CA CB CF CH CM CO CR CT CV CW DA DD DE DG DH DL DN DT DY E EC EH EN EX FK FY ' +
    'G GL GU GY HA HD HG HP HR HS HU HX IG IM IP IV JE KA KT KW KY L LA LD LE LL LN LS LU M ME MK ML N NE NG NN NP NR ' +
    'NW OL OX PA PE PH PL PO PR RG RH RM S SA SE SG SK SL SM SN SO SP SR SS ST SW SY TA TD TF TN TQ TR TS TW UB W WA ' +
    'WC WD WF WN WR WS WV YO ZE'
  ).split(' '),
);

/**
 * What a postcode as typed looks like: `uk` in the UK format (whether it exists is for the route service to say);
 * `incomplete` when it begins as a UK postcode does (a UK area, then a digit) but is not one, as `LE1 1A` or `LE1`;
 * `foreign` otherwise, as `75001`, `1012 AB` or `D02 X285`; `empty` for nothing.
 */
export type PostcodeShape = 'empty' | 'uk' | 'incomplete' | 'foreign';

export function postcodeShape(value: string): PostcodeShape {
  const text = value.trim().toUpperCase();
  if (!text) return 'empty';
  if (isUkPostcode(text)) return 'uk';
  const area = /^([A-Z]{1,2})\d/.exec(text)?.[1];
  return area && ukPostcodeAreas.has(area) ? 'incomplete' : 'foreign';
}
