/** The reminder staff and operations get when nobody has claimed a quote: who to call, and the link to claim it. */
import { telHref } from '../email/contact-links';
import { escapeHtml, htmlDocument, type QuoteEmail } from '../email/html';
import { claimInstruction, leadSummary, pickupUrgency } from '../email/lead-summary';
import { summaryBlock } from '../email/summary-block';
import type { QuoteRecord } from '../quote/store/quote-record';
import { claimDuration } from './claim-summary';

export interface ReminderFacts {
  record: QuoteRecord;
  /** 1 or 2 (the last). */
  reminder: number;
  /** Milliseconds since the quote arrived. */
  waitedMs: number;
  /** The quote's claim link; none when the sender has no site URL. */
  claimLink?: string;
  /** When it goes: a pickup that day or the next says TODAY or Tomorrow, as the quote's own email does. */
  now: Date;
}

export function renderReminderEmail({ record, reminder, waitedMs, claimLink, now }: ReminderFacts): QuoteEmail {
  const waited = claimDuration(waitedMs);
  const { quote, reference } = record;
  const subject = `Unclaimed for ${waited}: ${leadSummary(quote, reference, now)}`;
  const last = reminder >= 2 ? ' This is the last reminder.' : '';
  const urgency = pickupUrgency(quote, now);
  const when = urgency ? `Pickup ${urgency.label}. ` : '';
  const lead = `${when}Nobody has claimed quote ${reference} in ${waited}. ${claimInstruction}.${last}`;
  // The same block as the quote's own email (summary-block.ts): when, what, where, who, and the claim link.
  const summary = summaryBlock(quote, reference, record.estimate, { claimLink, sendingAt: now });
  const noClaimLink = 'Claim it from the link in the quote email.';
  const tel = telHref(quote.phone);
  const phoneText = quote.phone ? `${quote.phone}${tel ? ` (${tel})` : ''}` : 'not given: reply by email';
  const text = [
    lead,
    ...summary.text,
    ...(claimLink ? [] : [noClaimLink]),
    '',
    `Phone: ${phoneText}`,
    `Email: ${quote.from_email}`,
    '',
  ].join('\n');
  const phoneHtml = quote.phone
    ? tel
      ? `<a href="${escapeHtml(tel)}">${escapeHtml(quote.phone)}</a>`
      : escapeHtml(quote.phone)
    : 'not given: reply by email';
  const html = htmlDocument(subject, [
    `<p><strong>${escapeHtml(lead)}</strong></p>`,
    ...summary.html,
    ...(claimLink ? [] : [`<p>${noClaimLink}</p>`]),
    `<p>Phone: ${phoneHtml}<br>Email: ${escapeHtml(quote.from_email)}</p>`,
  ]);
  return { subject, text, html };
}
