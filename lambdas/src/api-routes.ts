/**
 * The API's routes and the function behind each: API Gateway is built from this list and the local
 * server routes with it. The quote function takes ANY method on its posts and answers 405 itself; it also renders the
 * pages a quote sent without JavaScript ends on.
 */
import { apiPaths, quoteResultPages } from '@courier/common/api/contract';

export const apiFunctions = {
  eta: { entry: 'handlers/eta.ts', routes: [`GET ${apiPaths.eta}`] },
  quote: {
    entry: 'handlers/quote.ts',
    routes: [
      `ANY ${apiPaths.sendForm}`,
      `ANY ${apiPaths.send}`,
      `GET ${quoteResultPages.received}`,
      `GET ${quoteResultPages.notSent}`,
    ],
  },
  /** Staff's claim of a quote from the staff email's link: GET shows it, POST claims it (lead-claim/). */
  leadClaim: { entry: 'handlers/lead-claim.ts', routes: [`GET ${apiPaths.leadClaim}`, `POST ${apiPaths.leadClaim}`] },
} as const;

export type ApiFunctionName = keyof typeof apiFunctions;
