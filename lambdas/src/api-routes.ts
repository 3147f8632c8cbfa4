/**
 * The API's routes and the function behind each: API Gateway is built from this list and the local
 * server routes with it. The quote function also takes ANY method, so it can answer 405 itself.
 */
export const apiFunctions = {
  eta: { entry: 'eta/handler.ts', routes: ['GET /api/eta'] },
  quote: {
    entry: 'quote/handler.ts',
    routes: [
      'POST /api/v1.0/email/send-form',
      'POST /api/v1.0/email/send',
      'ANY /api/v1.0/email/send-form',
      'ANY /api/v1.0/email/send',
    ],
  },
} as const;

export type ApiFunctionName = keyof typeof apiFunctions;
