/**
 * The fields that travel with a quote but are not part of the job: the submission ID the server
 * stores it by, and where its distance and duration came from. Checked on their own, beside
 * `validateQuote`, so a quote without them (an EmailJS caller) is still a quote.
 */

import {
  type EstimateSource,
  estimateRouteField,
  estimateSourceField,
  estimateSources,
  submissionIdField,
  submissionIdPattern,
} from './journey';
import type { FieldError } from './quote-schema';
import type { QuoteVisit } from './quote-visit';
import { readQuoteVisit } from './read-quote-visit';
import { describeTextProblem, findTextProblem } from './text-characters';

export interface QuoteProvenance {
  /** Absent: each post is a new quote. */
  submissionId?: string;
  /** Absent: the caller did not say where the figures came from. */
  estimateSource?: EstimateSource;
  /** describeRoute() of the route the auto-filled figures were computed for. */
  estimateRoute?: string;
  /**
   * Sent by `npm run smoke -- --with-quote`, with the operator's proof (lambdas' test-mark.ts, never read from a field
   * here): staff see [TEST] in its subject; it is left out of the claim figures and the reminders.
   */
  test?: true;
  /** Where the lead came from (quote-visit.ts): absent for a quote posted without it. */
  visit?: QuoteVisit;
}

/** Twenty stops of the longest postcodes, arrows and the vehicle fit well within this. */
export const maxEstimateRouteLength = 400;

export type ProvenanceResult = { ok: true; provenance: QuoteProvenance } | { ok: false; errors: FieldError[] };

export function readQuoteProvenance(input: Record<string, string>): ProvenanceResult {
  const errors: FieldError[] = [];
  const provenance: QuoteProvenance = {};

  const submissionId = (input[submissionIdField] ?? '').trim();
  if (submissionId && !submissionIdPattern.test(submissionId)) {
    errors.push({ field: submissionIdField, message: 'The submission ID must be a lower-case UUID.' });
  } else if (submissionId) provenance.submissionId = submissionId;

  const source = (input[estimateSourceField] ?? '').trim();
  if ((estimateSources as readonly string[]).includes(source)) provenance.estimateSource = source as EstimateSource;
  else if (source) {
    errors.push({
      field: estimateSourceField,
      message: 'The estimate source must be estimate, approximate or customer.',
    });
  }

  const route = (input[estimateRouteField] ?? '').trim();
  if (route.length > maxEstimateRouteLength) {
    errors.push({
      field: estimateRouteField,
      message: `The estimate route must be at most ${maxEstimateRouteLength} characters.`,
    });
  } else {
    // Printable text on one line (the route is mailed to staff): the characters no field may hold, and no line breaks.
    const problem = findTextProblem(route, { multiline: false });
    if (problem)
      errors.push({ field: estimateRouteField, message: describeTextProblem('The estimate route', problem) });
    else if (route) provenance.estimateRoute = route;
  }

  // Never an error: what is not valid is left out (quote-visit.ts).
  const visit = readQuoteVisit(input);
  if (visit) provenance.visit = visit;

  return errors.length > 0 ? { ok: false, errors } : { ok: true, provenance };
}
