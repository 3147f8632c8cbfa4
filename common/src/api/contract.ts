/**
 * The HTTP contract between the site, the Lambdas, CloudFront and the local server: paths, query
 * and answer shapes, and the headers each side reads. Defined once; every side imports it.
 */
import type { VehicleType } from '../vehicles';

/** Where the EmailJS-protocol endpoints live: both sends below, and the WAF's rate rule on them. */
export const emailJsPathPrefix = '/api/v1.0/email/';

export const apiPaths = {
  eta: '/api/eta',
  /** EmailJS protocol: multipart form post (the SDK's sendForm and this site's form). */
  sendForm: `${emailJsPathPrefix}send-form`,
  /** EmailJS protocol: JSON post (the SDK's send). */
  send: `${emailJsPathPrefix}send`,
  /**
   * A staff member's claim of a quote, from the signed link in the staff email: GET shows the quote and changes
   * nothing (mail scanners open links); a same-site POST records who took it (lambdas/src/lead-claim/).
   */
  leadClaim: '/api/leads/claim',
} as const;

/** GET /api/eta query parameters, in the one order CloudFront caches them by. */
export interface EtaQueryParams {
  from: string;
  to: string;
  /** Stop postcodes in visiting order, comma-joined; empty for none. */
  stops: string;
  return: 'true' | 'false';
  vehicle?: VehicleType;
}

export const etaQueryParamNames = [
  'from',
  'to',
  'stops',
  'return',
  'vehicle',
] as const satisfies readonly (keyof EtaQueryParams)[];

/** GET /api/eta answer (200). */
export interface EtaResponse {
  distance_miles: number;
  /** Whole minutes. */
  duration_minutes: number;
  /**
   * True when the figures come from the embedded estimator instead of Amazon Location: the spending ceiling was
   * reached, the kill switch is on, or Location or the stores it needs failed. The form shows them as approximate.
   */
  approximate: boolean;
}

/** GET /api/eta error answer (4xx, 5xx): a plain message a person can read. */
export interface EtaErrorResponse {
  error: string;
  /**
   * With a 400 for postcodes that are well formed but could not be found: which ones, as the query gave them, so
   * the form can name each beside its own field.
   */
  unknown_postcodes?: string[];
}

/**
 * On a quote the server stored, its reference (as in the staff email's subject). The body stays
 * EmailJS's plain `OK`, so SDK callers see no difference.
 */
export const quoteReferenceHeader = 'x-quote-reference';

/** A quote reference as the quote API makes them ("Q-7KX2MP"): anything else is never shown. */
export const quoteReferencePattern = /^Q-[A-Z0-9]{4,16}$/;

/**
 * Where a quote posted without JavaScript (application/x-www-form-urlencoded) is redirected (303): pages the quote
 * API renders (docs/decisions/016-no-javascript-quote-pages-on-the-api.md). `received?ref=Q-…` once stored, `notSent?fix=field,…` with the fields to correct
 * (names only, never values), or `notSent` alone when the quote could not be stored. Nothing personal is ever in
 * the URL.
 */
export const quoteResultPages = {
  received: '/api/v1.0/email/quote-received',
  notSent: '/api/v1.0/email/quote-not-sent',
} as const;
/** `by`: whether the visitor gave a phone (`phone`) or not (`email`), for the promise; never the number itself. */
export const quoteResultParams = { reference: 'ref', fix: 'fix', replyBy: 'by' } as const;
