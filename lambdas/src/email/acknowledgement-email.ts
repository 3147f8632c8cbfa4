/**
 * The customer's copy: we have your request, its reference, the route's postcodes, the dates and the vehicle, and
 * when to expect a reply. It goes to whatever address the visitor typed, so it carries none of their words (no
 * name, locations, times or notes): nobody can send the company's email with a text of their own to anyone.
 */
import { normalisePostcode } from '@courier/common/postcode';
import type { QuoteRequest } from '@courier/common/quote/quote-fields';
import { ukDateWithWeekday } from '@courier/common/time/uk-time';
import { escapeHtml, phoneViewport, type QuoteEmail } from './html';

export interface AcknowledgementCompany {
  companyName: string;
  phone: string;
  replyPromise: string;
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
    ['Collection', ukDateWithWeekday(quote.pickup_date)],
    ['Delivery', ukDateWithWeekday(quote.delivery_date)],
    ['Vehicle', quote.vehicle_type],
  ];
  const subject = `We have your quote request [${reference}]`;
  const greeting = `Thank you. ${company.companyName} has received your quote request.`;
  const urgent = `For an urgent job, call us on ${company.phone} and quote ${reference}.`;
  const text = [
    greeting,
    '',
    ...summary.map(([label, value]) => `${label}: ${value}`),
    '',
    company.replyPromise,
    urgent,
    '',
  ].join('\n');
  const html = [
    '<!doctype html>',
    `<html lang="en-GB"><head><meta charset="utf-8">${phoneViewport}<title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;color:#1a1a1a">',
    `<p>${escapeHtml(greeting)}</p>`,
    '<table style="border-collapse:collapse">',
    ...summary.map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:4px 12px">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    ),
    '</table>',
    `<p>${escapeHtml(company.replyPromise)}</p>`,
    `<p>${escapeHtml(urgent)}</p>`,
    '</body></html>',
    '',
  ].join('\n');
  return { subject, text, html };
}
