/** The digest: many quotes in one email, each in full, during a wave and for the quotes held past a cap (digest.ts). */
import type { QuoteRequest } from '@courier/common/quote/quote-fields';
import type { ServerEstimate } from '@courier/common/quote/server-estimate';
import { escapeHtml, htmlDocument, type QuoteEmail } from './html';
import { leadSummary } from './lead-summary';
import { htmlLegend, type QuoteMarks, quoteBody, testMark, textLegend } from './quote-body';
import { summaryBlock } from './summary-block';

/** A quote in a digest: what its own email would show. */
export interface DigestQuote extends QuoteMarks {
  quote: QuoteRequest;
  reference: string;
  estimate?: ServerEstimate;
  receivedAt: string;
  /** Held past its sender's or IP's hourly cap, rather than sent during a wave. */
  held?: boolean;
}

/** One quote of a digest, rendered on its own: one that cannot be rendered is left out, the others still go. */
export interface DigestSection {
  reference: string;
  /** Its heading, without its place in the digest. */
  heading: string;
  text: string[];
  html: string[];
}

const heldNote = 'held: its sender sent more than the hourly cap, so it did not get an email of its own';

export function renderDigestSection(q: DigestQuote): DigestSection {
  const received = `received ${q.receivedAt.slice(0, 16).replace('T', ' ')} UTC`;
  const body = quoteBody(q.quote, q.reference, q.estimate, q.visit);
  const summary = summaryBlock(q.quote, q.reference, q.estimate, q);
  return {
    reference: q.reference,
    heading: `${testMark(q)}${leadSummary(q.quote, q.reference, q.sendingAt)}, ${received}${q.held ? ` (${heldNote})` : ''}`,
    text: [...summary.text, '', ...body.text],
    html: [...summary.html, ...body.html],
  };
}

const digestNote =
  'These quotes come together in one email instead of one each: more quotes than usual arrived in a short time (a ' +
  'wave, possibly spam), or their sender sent more than the hourly cap (held). Each is stored; npm run quotes lists them.';

/** Many quotes in one email, each in full, in the order given: during a wave, and for the quotes held past a cap. */
export function renderDigestEmail(sections: DigestSection[]): QuoteEmail {
  const count = sections.length;
  const first = sections[0]?.reference ?? '';
  const last = sections.at(-1)?.reference ?? '';
  const subject = `Quote digest: ${count} quote${count === 1 ? '' : 's'} [${first}${count > 1 ? ` to ${last}` : ''}]`;
  const heading = (section: DigestSection, i: number) => `${i + 1} of ${count}: ${section.heading}`;
  const text = [
    `Quote digest: ${count} quotes`,
    digestNote,
    textLegend,
    ...sections.flatMap((section, i) => ['', `=== ${heading(section, i)} ===`, ...section.text]),
    '',
  ].join('\n');
  const html = htmlDocument('Quote digest', [
    `<h1 style="font-size:18px">Quote digest: ${count} quotes</h1>`,
    `<p>${escapeHtml(digestNote)}</p>`,
    htmlLegend,
    ...sections.flatMap((section, i) => [
      `<h2 style="font-size:16px;margin-top:24px">${escapeHtml(heading(section, i))}</h2>`,
      ...section.html,
    ]),
  ]);
  return { subject, text, html };
}
