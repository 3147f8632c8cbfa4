/** The reminder staff and operations get when nobody has claimed a quote: who to call, and the link to claim it. */
import { normalisePostcode } from '@courier/common/postcode';
import { ukDate } from '@courier/common/quote/uk-date';
import { telHref } from '../email/contact-links';
import { escapeHtml, freeTextPrefix, journeyExtras, type QuoteEmail } from '../email/quote-email';
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
}

export function renderReminderEmail({ record, reminder, waitedMs, claimLink }: ReminderFacts): QuoteEmail {
  const waited = claimDuration(waitedMs);
  const { quote, reference } = record;
  const extras = journeyExtras(quote);
  const route = `${normalisePostcode(quote.pickup_postcode)} → ${normalisePostcode(quote.delivery_postcode)}${extras ? `, ${extras}` : ''}`;
  const subject = `Unclaimed for ${waited}: ${reference}, ${quote.vehicle_type}, ${route}, ${ukDate(quote.pickup_date)}`;
  const last = reminder >= 2 ? ' This is the last reminder.' : '';
  const lead = `Nobody has claimed quote ${reference} in ${waited}. Call the customer, then claim it so nobody else does.${last}`;
  const tel = telHref(quote.phone);
  const phoneText = quote.phone ? `${quote.phone}${tel ? ` (${tel})` : ''}` : 'not given: reply by email';
  const text = [
    lead,
    '',
    `Name:\n${freeTextPrefix}${quote.from_name}`,
    `Phone: ${phoneText}`,
    `Email: ${quote.from_email}`,
    `Route: ${route}`,
    '',
    claimLink ? `Claim it: ${claimLink}` : 'Claim it from the link in the quote email.',
    '',
  ].join('\n');
  const phoneHtml = quote.phone
    ? tel
      ? `<a href="${escapeHtml(tel)}">${escapeHtml(quote.phone)}</a>`
      : escapeHtml(quote.phone)
    : 'not given: reply by email';
  const html = [
    '<!doctype html>',
    `<html lang="en-GB"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;color:#1a1a1a">',
    `<p><strong>${escapeHtml(lead)}</strong></p>`,
    `<p>Name: ${escapeHtml(quote.from_name)}<br>Phone: ${phoneHtml}<br>Email: ${escapeHtml(quote.from_email)}<br>`,
    `Route: ${escapeHtml(route)}</p>`,
    claimLink
      ? `<p><a href="${escapeHtml(claimLink)}" style="font-weight:bold">Claim quote ${escapeHtml(reference)}</a></p>`
      : '<p>Claim it from the link in the quote email.</p>',
    '</body></html>',
    '',
  ].join('\n');
  return { subject, text, html };
}
