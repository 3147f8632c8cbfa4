/** `npm run quotes -- show REF`: everything staff need to act on one quote, or what is left of an erased one. */
import { isErased, type StoredQuote } from '@courier/lambdas/quote/store/quote-record';
import { type Output, plain } from './format';
import { erasure, journeyFields, row, undelivered } from './quote-rows';

/** Exit 0 when the quote reached staff (or was erased), 1 when it has not. */
export function show(quote: StoredQuote, io: Output): number {
  const fields = isErased(quote)
    ? { ...row(quote, false), erased: erasure(quote) }
    : {
        ...row(quote, true),
        ...journeyFields(quote),
        load: quote.quote.load_details ?? '',
        notes: quote.quote.notes ?? '',
      };
  for (const [name, value] of Object.entries(fields)) io.out(`${name.padEnd(16)} ${plain(String(value))}`);
  return undelivered(quote) ? 1 : 0;
}
