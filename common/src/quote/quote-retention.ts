/**
 * Days a quote request is kept in the quote store before it is deleted automatically (DynamoDB TTL).
 * The default of the `quoteRetentionDays` context value, and what the privacy notice states: change both together.
 */
export const quoteRetentionDays = 365;
