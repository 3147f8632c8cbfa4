/**
 * `npm run quotes -- show REF`: everything staff need to act on one quote (every answer), or what is left of an erased
 * one; a partial estimate said first, and the lead's history last (every claim, takeover, reminder and text).
 */
import { cameFromTitle, describeVisit } from '@courier/common/quote/read-quote-visit';
import { partialEstimateLines } from '@courier/lambdas/email/quote-body';
import { historyLines } from '@courier/lambdas/lead-claim/lead-history-lines';
import { isErased, type QuoteRecord, type StoredQuote } from '@courier/lambdas/quote/store/quote-record';
import { type Cells, type Output, plain } from './format';
import { claimFields, erasure, row, undelivered, visitColumns } from './quote-rows';

/** The CSV's visit columns, one line in a terminal: where the lead came from, as the staff email's footer says it. */
const answersWithoutVisit = (cells: Cells) =>
  Object.fromEntries(Object.entries(cells).filter(([column]) => !visitColumns.includes(column)));
const cameFrom = (quote: QuoteRecord) => {
  const described = describeVisit(quote.provenance.visit);
  return described ? { [cameFromTitle.toLowerCase()]: described } : {};
};

/** Exit 0 when the quote reached staff (or was erased), 1 when it has not. */
export function show(quote: StoredQuote, io: Output): number {
  const partial = isErased(quote) ? [] : partialEstimateLines(quote.quote, quote.estimate).text;
  const fields = isErased(quote)
    ? { ...row(quote, false), erased: erasure(quote) }
    : { ...answersWithoutVisit(row(quote, true)), ...cameFrom(quote), ...claimFields(quote) };
  const lines: [name: string, value: unknown][] = [
    ...partial.map((line): [string, string] => ['WARNING', line]),
    ...Object.entries(fields),
    ...historyLines(quote).map((line): [string, string] => ['history', line]),
  ];
  const width = Math.max(...lines.map(([name]) => name.length));
  for (const [name, value] of lines) io.out(`${name.padEnd(width)} ${plain(String(value))}`);
  return undelivered(quote) ? 1 : 0;
}
