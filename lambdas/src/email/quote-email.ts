/** The email staff receive for a quote request: the quote as quote-body.ts shows it, under its reference. */
import type { QuoteRequest } from '@courier/common/quote/quote-fields';
import type { ServerEstimate } from '@courier/common/quote/server-estimate';
import { escapeHtml, htmlDocument, type QuoteEmail } from './html';
import { leadSummary } from './lead-summary';
import {
  claimLines,
  htmlLegend,
  partialEstimateLines,
  type QuoteMarks,
  quoteBody,
  testMark,
  textLegend,
} from './quote-body';

export function renderQuoteEmail(
  quote: QuoteRequest,
  reference: string,
  estimate: ServerEstimate | undefined,
  marks: QuoteMarks,
): QuoteEmail {
  const subject = `${testMark(marks)}Quote request: ${leadSummary(quote, reference, marks.sendingAt)}`;
  const body = quoteBody(quote, reference, estimate, marks.visit);
  const claim = claimLines(reference, marks.claimLink);
  const partial = partialEstimateLines(quote, estimate);
  const text = [`Quote request ${reference}`, ...partial.text, ...claim.text, textLegend, '', ...body.text, ''].join(
    '\n',
  );
  const html = htmlDocument('Quote request', [
    `<h1 style="font-size:18px">Quote request ${escapeHtml(reference)}</h1>`,
    ...partial.html,
    ...claim.html,
    htmlLegend,
    ...body.html,
  ]);
  return { subject, text, html };
}
