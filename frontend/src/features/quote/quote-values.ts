import { emptyQuoteValues, type QuoteFieldName } from '@courier/common/quote/quote-fields';

/** The form's fixed fields, by name, as the controls hold them. */
export type QuoteValues = Record<QuoteFieldName, string>;

export const quoteFieldNames = Object.keys(emptyQuoteValues);

/** Keeps only the form's own fields from values read off the page or out of storage. */
export function knownValues(values: Record<string, string> = {}): Partial<QuoteValues> {
  return Object.fromEntries(Object.entries(values).filter(([name]) => name in emptyQuoteValues));
}

/** Values the visitor changed from the empty form (what the prerendered form held before the code loaded). */
export function changedValues(values: Partial<QuoteValues>): Partial<QuoteValues> {
  return Object.fromEntries(
    Object.entries(values).filter(([name, value]) => value !== emptyQuoteValues[name as QuoteFieldName]),
  );
}
