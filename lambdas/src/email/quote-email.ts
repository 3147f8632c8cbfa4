/**
 * The email staff receive for a quote request: the summary block first, the part a phone shows (summary-block.ts), then
 * the quote as quote-body.ts shows it, under its reference.
 */
import type { QuoteRequest } from '@courier/common/quote/quote-fields';
import type { ServerEstimate } from '@courier/common/quote/server-estimate';
import { escapeHtml, htmlDocument, type QuoteEmail } from './html';
import { leadSummary } from './lead-summary';
import { htmlLegend, type QuoteMarks, quoteBody, testMark, textLegend } from './quote-body';
import { summaryBlock } from './summary-block';

export function renderQuoteEmail(
  quote: QuoteRequest,
  reference: string,
  estimate: ServerEstimate | undefined,
  marks: QuoteMarks,
): QuoteEmail {
  const subject = `${testMark(marks)}Quote request: ${leadSummary(quote, reference, marks.sendingAt)}`;
  const summary = summaryBlock(quote, reference, estimate, marks);
  const body = quoteBody(quote, reference, estimate, marks.visit);
  const text = [...summary.text, '', `Quote request ${reference}`, textLegend, '', ...body.text, ''].join('\n');
  const html = htmlDocument('Quote request', [
    ...summary.html,
    `<h1 style="font-size:18px">Quote request ${escapeHtml(reference)}</h1>`,
    htmlLegend,
    ...body.html,
  ]);
  return { subject, text, html };
}
