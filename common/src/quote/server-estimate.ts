/**
 * The shape of the server's own figures for a quote, stored with it (lambdas/src/quote/submit/server-estimate.ts
 * works them out): read by the quote store, the staff email and the operator's command.
 */

/** Why there are no figures: too few UK postcodes to route, a postcode that no estimator could place, or neither answered. */
export type NotEstimatedReason = 'too_few_uk_postcodes' | 'unknown_postcode' | 'unavailable';

export type ServerEstimate =
  | {
      kind: 'estimated';
      /** describeRoute() of the route estimated: the only route description staff see. */
      route: string;
      /** Some of the journey's postcodes are not UK ones and were left out of the route. */
      ukPartOnly: boolean;
      distanceMiles: number;
      durationMinutes: number;
      /** From the embedded estimator rather than the route service: worth a check. */
      approximate: boolean;
    }
  | { kind: 'not_estimated'; reason: NotEstimatedReason; route?: string; ukPartOnly?: boolean; postcode?: string };
