/**
 * A quote reference as the quote API makes them ("Q-7KX2MP"; see lambdas/src/quote/quote-email.ts):
 * the form shows one from the X-Quote-Reference header, /quote-received one from its address.
 * Anything else is never shown.
 */
export const quoteReferencePattern = /^Q-[A-Z0-9]{4,16}$/;
