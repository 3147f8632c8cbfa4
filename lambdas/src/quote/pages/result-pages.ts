/**
 * The small pages a quote sent without JavaScript ends on, rendered by the quote API (docs/decisions/016-no-javascript-quote-pages-on-the-api.md): the
 * thank-you page with the reference as text, the what-to-fix page naming only the answers to fix, and the "check
 * and send" page that carries the signed fill time (form-token.ts). Every value shown is escaped. They use the
 * site's design tokens and markup (header bar, container, button classes), inline, so the API needs no asset.
 */
import { apiPaths, quoteReferencePattern } from '@courier/common/api/contract';
import {
  dateRequirements,
  phoneRequirement,
  type QuoteFieldName,
  quoteFields,
  stopTitles,
} from '@courier/common/quote/quote-schema';
import { ukDateWithWeekday } from '@courier/common/quote/uk-date';
import { phoneHref } from '@courier/common/site-config';
import { escapeHtml } from '../../email/quote-email';
import { type PageSite, page } from './site-page';

/** One answer the visitor may be sent back to fix, as the form labels it. */
export interface FixItem {
  label: string;
  /** What the answer must be. */
  rule: string;
  /** The posted field names this line covers. */
  fields: string[];
}

function item(name: QuoteFieldName, rule: string): FixItem {
  return { label: quoteFields[name].title, rule, fields: [name] };
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Every answer the quote API checks, in the form's order, with what it must be; labels as the form's. */
export const fixItems: FixItem[] = [
  item('from_name', 'Enter your name.'),
  item('from_email', 'A valid email address, like name@example.co.uk.'),
  item('phone', `Optional; ${phoneRequirement}.`),
  item('pickup_location', 'Enter where we collect from.'),
  item('pickup_postcode', 'Enter the postcode (or the local code abroad).'),
  item('pickup_date', `${capitalise(dateRequirements.pickup_date)}.`),
  item('pickup_time', 'Optional; one line.'),
  { label: stopTitles.all, rule: 'Each stop needs a location and a postcode.', fields: ['additional_stops'] },
  item('delivery_location', 'Enter where we deliver to.'),
  item('delivery_postcode', 'Enter the postcode (or the local code abroad).'),
  item('delivery_date', `${capitalise(dateRequirements.delivery_date)}.`),
  item('delivery_time', 'Optional; one line.'),
  { ...item('is_return', 'Yes or No.'), fields: ['is_return', 'return_job'] },
  {
    label: `${quoteFields.distance_miles.title} and driving time`,
    rule: 'Optional; numbers only.',
    fields: ['distance_miles', 'duration_minutes'],
  },
  item('vehicle_type', 'Choose one of the vehicle types in the list.'),
  item('load_details', `Optional; at most ${quoteFields.load_details.maxLength} characters, no invisible characters.`),
  item('notes', `Optional; at most ${quoteFields.notes.maxLength} characters, no invisible characters.`),
  item('terms_agree', 'Tick the box to accept the terms and conditions.'),
];

const stopField = /^stop_\d{1,2}_(?:location|postcode)$/;

/** The lines for the field names given (stops by any stop field); unknown names are ignored, never shown. */
export function itemsToFix(fieldNames: string[]): FixItem[] {
  const fields = new Set(fieldNames.map((name) => (stopField.test(name.trim()) ? 'additional_stops' : name.trim())));
  return fixItems.filter((item) => item.fields.some((field) => fields.has(field)));
}

/** A reference as the quote API makes them, or null: anything else in an address is never shown. */
export function shownReference(text: string | undefined): string | null {
  const reference = (text ?? '').trim().toUpperCase();
  return quoteReferencePattern.test(reference) ? reference : null;
}

const callUs = (site: PageSite, lead: string) =>
  `<p>${lead} <a href="${escapeHtml(phoneHref(site.phone))}">${escapeHtml(site.phone)}</a>.</p>`;

/** The thank-you page: the reference as text, when the address holds a valid one. */
export function receivedPage(site: PageSite, reference: string | null): string {
  const shown = reference
    ? `<p class="quote-result__reference">Your reference is <strong>${escapeHtml(reference)}</strong>. ` +
      'Please quote it if you call us.</p>'
    : '<p>We will give you your reference when we reply.</p>';
  return page(
    site,
    'Quote Request Received',
    '<h1>Quote request received</h1>' +
      '<p>Thank you: we have your quote request, and we will reply with an all-inclusive price before pickup.</p>' +
      `${shown}<p>${escapeHtml(site.replyPromise)}</p>${callUs(site, 'For an urgent job, call us on')}` +
      '<p><a class="button button--primary" href="/">Back to the home page</a></p>',
  );
}

/** The what-to-fix page: only the answers named (none named: the quote could not be received just now). */
export function notSentPage(site: PageSite, toFix: FixItem[]): string {
  const what =
    toFix.length > 0
      ? `<p>Please check ${toFix.length === 1 ? 'this answer' : 'these answers'}:</p><ul class="fix-list">${toFix
          .map((item) => `<li><strong>${escapeHtml(item.label)}</strong>: ${escapeHtml(item.rule)}</li>`)
          .join('')}</ul>`
      : '<p>We could not receive it just now. Please try again in a moment.</p>';
  return page(
    site,
    'Quote Request Not Sent',
    `<h1>Your quote request was not sent</h1>${what}` +
      "<p>Go back with your browser's Back button: your answers are still in the form. Fix them and send it again.</p>" +
      callUs(site, 'Or call us, 24/7, and we will take the details over the phone:'),
  );
}

/** Shown on the check page, in the form's words; the rest travels hidden. */
const checkedAnswers: [string, string][] = (
  [
    'from_name',
    'from_email',
    'phone',
    'pickup_location',
    'pickup_postcode',
    'pickup_date',
    'pickup_time',
    'additional_stops',
    'delivery_location',
    'delivery_postcode',
    'delivery_date',
    'delivery_time',
    'is_return',
    'vehicle_type',
    'load_details',
    'notes',
  ] as const
).map((name) => [name, name === 'additional_stops' ? stopTitles.all : quoteFields[name].title]);

/** A date as the emails write it ("Sat 28 Nov 2026"), so a wrong day stands out; every other answer as sent. */
const shownAnswer = (name: string, value: string) =>
  (name === 'pickup_date' || name === 'delivery_date') && /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? ukDateWithWeekday(value)
    : value;

// In an attribute, a line break is written as a character reference so the parser keeps it as sent.
const attribute = (value: string) => escapeHtml(value).replace(/\r/g, '&#13;').replace(/\n/g, '&#10;');

/** The "check and send" page: the answers to read, all of them as hidden fields, and the signed fill time. */
/** Said on the check page when Send was pressed again before the minimum fill time. */
export const tooSoonLine =
  'You pressed Send very quickly, so nothing was sent yet: please check your answers below, then press "Send" again.';

/** `tooSoon`: the page was sent back before the minimum fill time; one line says what to do. */
export function checkPage(site: PageSite, hidden: [string, string][], { tooSoon = false } = {}): string {
  const values = new Map(hidden);
  const shown = checkedAnswers
    .filter(([name]) => values.get(name)?.trim())
    .map(
      ([name, label]) =>
        `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(shownAnswer(name, values.get(name) ?? ''))}</dd>`,
    )
    .join('');
  const inputs = hidden
    .map(([name, value]) => `<input type="hidden" name="${attribute(name)}" value="${attribute(value)}">`)
    .join('');
  return page(
    site,
    'Check and Send Your Quote Request',
    '<h1>Check your quote request, then send it</h1>' +
      (tooSoon ? `<p class="quote-result__notice" role="status">${escapeHtml(tooSoonLine)}</p>` : '') +
      '<p>Your browser is not running our form\'s script, so please check your answers and press "Send".</p>' +
      `<dl class="check-list">${shown}</dl>` +
      `<form method="post" action="${apiPaths.sendForm}">${inputs}` +
      '<p><button class="button button--primary" type="submit">Send my quote request</button></p></form>' +
      "<p>To change an answer, go back with your browser's Back button.</p>" +
      callUs(site, 'Or call us, 24/7:'),
  );
}
