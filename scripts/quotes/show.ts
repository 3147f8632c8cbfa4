/**
 * `npm run quotes -- show REF`: everything staff need to act on one quote (every answer), or what is left of an erased
 * one; a partial estimate said first, and the lead's history last (every claim, takeover, reminder and text).
 */
import { partialEstimateLines } from '@courier/lambdas/email/quote-email';
import { historyLine } from '@courier/lambdas/lead-claim/lead-history-lines';
import { isErased, type StoredQuote } from '@courier/lambdas/quote/store/quote-record';
import { type Output, plain } from './format';
import { claimFields, erasure, row, undelivered } from './quote-rows';

/** Exit 0 when the quote reached staff (or was erased), 1 when it has not. */
export function show(quote: StoredQuote, io: Output): number {
  const partial = isErased(quote) ? [] : partialEstimateLines(quote.quote, quote.estimate).text;
  const fields = isErased(quote)
    ? { ...row(quote, false), erased: erasure(quote) }
    : { ...row(quote, true), ...claimFields(quote) };
  const lines: [name: string, value: unknown][] = [
    ...partial.map((line): [string, string] => ['WARNING', line]),
    ...Object.entries(fields),
    ...quote.history.map((event): [string, string] => ['history', historyLine(event)]),
  ];
  const width = Math.max(...lines.map(([name]) => name.length));
  for (const [name, value] of lines) io.out(`${name.padEnd(width)} ${plain(String(value))}`);
  return undelivered(quote) ? 1 : 0;
}
