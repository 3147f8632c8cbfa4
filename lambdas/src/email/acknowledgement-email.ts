/**
 * The customer's copy: we have your request, when a dispatcher will call or email (reply-promise.ts, the sentence the
 * confirmation shows), its reference, the route's postcodes, the collection day and time, the delivery day and the
 * vehicle, and the office's number to tap. It goes to whatever address the visitor typed, so it carries none of their
 * words (no name, locations or notes): nobody can send the company's email with a text of their own to anyone. Their
 * phone number (digits and + ( ) - only, quote-schema.ts) and a collection time written as a time are not words.
 */
import { normalisePostcode } from '@courier/common/postcode';
import type { QuoteRequest } from '@courier/common/quote/quote-fields';
import { replyByOf, replyPromise } from '@courier/common/quote/reply-promise';
import { type CompanyDetails, phoneHref } from '@courier/common/site-config';
import { ukDateWithWeekday } from '@courier/common/time/uk-time';
import { escapeHtml, phoneViewport, type QuoteEmail } from './html';

export type AcknowledgementCompany = CompanyDetails;

/** A pickup time written as times ("8am", "09:00 to 11:00", "14.30-15.00"): anything else is the visitor's words. */
const timeOnly = /^(?:\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)?(?:\s*(?:-|–|to)\s*)?){1,2}$/i;

/** "Sun 22 Nov 2026, 09:00 to 11:00": the day, and the time when it is written as one. */
export function collectionWhen(quote: Pick<QuoteRequest, 'pickup_date' | 'pickup_time'>): string {
  const day = ukDateWithWeekday(quote.pickup_date);
  const time = quote.pickup_time.trim();
  return time && timeOnly.test(time) ? `${day}, ${time}` : day;
}

export function renderAcknowledgementEmail(
  quote: QuoteRequest,
  reference: string,
  company: AcknowledgementCompany,
): QuoteEmail {
  const points = [quote.pickup_postcode, ...quote.stops.map((stop) => stop.postcode), quote.delivery_postcode]
    .map(normalisePostcode)
    .join(' → ');
  const summary: [string, string][] = [
    ['Reference', reference],
    ['Route', `${points}${quote.is_return ? ', return' : ''}`],
    ['Collection', collectionWhen(quote)],
    ['Delivery', ukDateWithWeekday(quote.delivery_date)],
    ['Vehicle', quote.vehicle_type],
  ];
  const subject = `We have your quote request [${reference}]`;
  const greeting = `Thank you. ${company.companyName} has received your quote request.`;
  const promise = replyPromise(company, replyByOf(quote.phone));
  const urgent = `For an urgent job, call us on ${company.phone} and quote ${reference}.`;
  const text = [greeting, promise, '', ...summary.map(([label, value]) => `${label}: ${value}`), '', urgent, ''].join(
    '\n',
  );
  const office = `<a href="${escapeHtml(phoneHref(company.phone))}">${escapeHtml(company.phone)}</a>`;
  const html = [
    '<!doctype html>',
    `<html lang="en-GB"><head><meta charset="utf-8">${phoneViewport}<title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;color:#1a1a1a">',
    `<p>${escapeHtml(greeting)}</p>`,
    `<p><strong>${escapeHtml(promise)}</strong></p>`,
    '<table style="border-collapse:collapse">',
    ...summary.map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:4px 12px">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    ),
    '</table>',
    `<p>For an urgent job, call us on ${office} and quote ${escapeHtml(reference)}.</p>`,
    '</body></html>',
    '',
  ].join('\n');
  return { subject, text, html };
}
