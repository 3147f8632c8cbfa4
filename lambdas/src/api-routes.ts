/**
 * The API's routes and the function behind each: API Gateway is built from this list and the local
 * server routes with it. The quote function takes ANY method and answers 405 itself.
 */
import { apiPaths } from '@courier/common/api/contract';

export const apiFunctions = {
  eta: { entry: 'eta/handler.ts', routes: [`GET ${apiPaths.eta}`] },
  quote: { entry: 'quote/handler.ts', routes: [`ANY ${apiPaths.sendForm}`, `ANY ${apiPaths.send}`] },
} as const;

export type ApiFunctionName = keyof typeof apiFunctions;
