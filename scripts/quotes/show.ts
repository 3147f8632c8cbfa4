/** `npm run quotes -- show REF`: everything staff need to act on one quote (every answer), or what is left of an erased one. */
import { isErased, type StoredQuote } from '@courier/lambdas/quote/store/quote-record';
import { type Output, plain } from './format';
import { claimFields, erasure, row, undelivered } from './quote-rows';

/** Exit 0 when the quote reached staff (or was erased), 1 when it has not. */
export function show(quote: StoredQuote, io: Output): number {
  const fields = isErased(quote)
    ? { ...row(quote, false), erased: erasure(quote) }
    : { ...row(quote, true), ...claimFields(quote) };
  const width = Math.max(...Object.keys(fields).map((name) => name.length));
  for (const [name, value] of Object.entries(fields)) io.out(`${name.padEnd(width)} ${plain(String(value))}`);
  return undelivered(quote) ? 1 : 0;
}
