/**
 * Where a lead came from (issue 43): the first page of the visit that sent it (a path of this site), the campaign's
 * UTM source, medium and name, and what kind of place referred the visitor. Kept by the browser in sessionStorage for
 * the visit (no cookie, nothing personal), posted with the quote as the hidden fields below, stored with its
 * provenance (quote-provenance.ts) and shown to staff: the email's footer, `npm run quotes -- show`, the CSV and the
 * report. A value that is not valid is left out, never a reason to refuse the quote (read-quote-visit.ts). The browser
 * imports this file on every page: it holds only the shape, nothing that weighs.
 */

/** The form's hidden fields, as posted. */
export const visitFields = {
  landingPage: 'landing_page',
  utmSource: 'utm_source',
  utmMedium: 'utm_medium',
  utmCampaign: 'utm_campaign',
  referrerKind: 'referrer_kind',
} as const;

/** The referrer's kind: a search engine, any other site, or none (typed in, a bookmark, an app). */
export const referrerKinds = ['search', 'other site', 'none'] as const;
export type ReferrerKind = (typeof referrerKinds)[number];

export interface QuoteVisit {
  /** A path of this site, e.g. `/couriers/leeds`: no host, no query. */
  landingPage?: string;
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  referrerKind?: ReferrerKind;
}
