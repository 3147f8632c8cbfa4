/**
 * One quote as staff read it, in the staff email, a digest's section, the lead page and the reminder: every answer in
 * the field table's order with the server's figures, the route link and where the lead came from (`quoteBody`), a
 * partial estimate's line, and how the quote is marked. User text escaped, and set apart. The summary above it, with
 * the claim link, is summary-block.ts's.
 */
import { normalisePostcode } from '@courier/common/postcode';
import { partialEstimate, partialEstimateLine, serverEstimateLeftOut } from '@courier/common/quote/partial-estimate';
import {
  type FieldAnswer,
  type QuoteRequest,
  quoteAnswers,
  quoteFields,
  stopTitles,
} from '@courier/common/quote/quote-fields';
import type { QuoteVisit } from '@courier/common/quote/quote-visit';
import { cameFromTitle, describeVisit } from '@courier/common/quote/read-quote-visit';
import type { ServerEstimate } from '@courier/common/quote/server-estimate';
import { ukDateWithWeekday } from '@courier/common/time/uk-time';
import { mailtoHref, telHref, whatsAppHref } from './contact-links';
import { escapeHtml, stackedRows } from './html';

function duration(minutes: number): string {
  const text = `${minutes} minutes`;
  if (minutes < 60) return text;
  const whole = Math.round(minutes);
  return `${text} (${Math.floor(whole / 60)} h ${whole % 60} min)`;
}

/** Google Maps directions for the whole job, back to the pickup when it is a return journey. */
export function routeMapUrl(quote: QuoteRequest): string {
  const pickup = normalisePostcode(quote.pickup_postcode);
  const delivery = normalisePostcode(quote.delivery_postcode);
  const stops = quote.stops.map((s) => normalisePostcode(s.postcode));
  const waypoints = quote.is_return ? [...stops, delivery] : stops;
  const query: [string, string][] = [
    ['api', '1'],
    ['origin', pickup],
    ['destination', quote.is_return ? pickup : delivery],
    ...(waypoints.length > 0 ? [['waypoints', waypoints.join('|')] as [string, string]] : []),
    ['travelmode', 'driving'],
  ];
  return `https://www.google.com/maps/dir/?${query.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}`;
}

const notGiven = 'Not given';

/** One line of the email: a label, and a value that is either ours or the customer's own text (`free`). */
interface Row {
  label: string;
  value: string;
  /** Written by the visitor: set apart in both parts, so it can never pass for a line of ours. */
  free?: boolean;
  /** Links that act on the value (HTML part only; the text part keeps the raw value). */
  links?: { href: string; text?: string }[];
}

const freeText = (label: string, value: string): Row =>
  value ? { label, value, free: true } : { label, value: notGiven };

const notEstimatedBecause = {
  too_few_uk_postcodes: 'fewer than two UK postcodes to route',
  unknown_postcode: 'a postcode could not be found',
  unavailable: 'the route estimator did not answer',
} as const;

/**
 * Distance and duration: the server's own figures (server-estimate.ts), worked out for this journey when it was
 * stored, and beside them what the visitor sent, as the customer's own. Nothing the visitor says about where their
 * figures came from (estimate_source, estimate_route) is shown: the route described is the server's.
 */
function figureRows(quote: QuoteRequest, estimate: ServerEstimate | undefined): Row[] {
  const sent = {
    miles: quote.distance_miles === null ? null : `${quote.distance_miles} miles`,
    minutes: quote.duration_minutes === null ? null : duration(quote.duration_minutes),
  };
  const beside = (ours: string | null, theirs: string | null) => {
    if (theirs === null) return '';
    return theirs === ours ? " (the customer's own: the same)" : ` (the customer's own: ${theirs})`;
  };
  if (estimate?.kind === 'estimated') {
    const how = estimate.approximate ? 'estimated, approximate: check it' : 'estimated';
    const miles = `${estimate.distanceMiles} miles`;
    const minutes = duration(estimate.durationMinutes);
    return [
      { label: quoteFields.distance_miles.title, value: `${miles}, ${how}${beside(miles, sent.miles)}` },
      { label: quoteFields.duration_minutes.title, value: `${minutes}, ${how}${beside(minutes, sent.minutes)}` },
      { label: 'Estimated for', value: `${estimate.route}${estimate.ukPartOnly ? ' (the UK postcodes only)' : ''}` },
    ];
  }
  const why = !estimate
    ? 'not estimated when it was received'
    : estimate.reason === 'unknown_postcode' && estimate.postcode
      ? `the postcode ${estimate.postcode} could not be found`
      : notEstimatedBecause[estimate.reason];
  return [
    { label: quoteFields.distance_miles.title, value: `Not estimated: ${why}${beside(null, sent.miles)}` },
    { label: quoteFields.duration_minutes.title, value: `Not estimated: ${why}${beside(null, sent.minutes)}` },
  ];
}

/** What staff tap to reply: the reference in the subject, so the thread is found again. */
export const replySubject = (reference: string) => `Your quote request ${reference}`;

function phoneRow(label: string, phone: string): Row {
  const tel = telHref(phone);
  const whatsApp = whatsAppHref(phone);
  return {
    label,
    value: phone,
    links: [...(tel ? [{ href: tel }] : []), ...(whatsApp ? [{ href: whatsApp, text: 'WhatsApp' }] : [])],
  };
}

/** One field's row, as its presentation says (quote-fields.ts); what is not given says so. */
function fieldRow(answer: FieldAnswer, quote: QuoteRequest, reference: string): Row {
  const label = answer.field.title;
  // A quote stored before a field was added has no value for it.
  const value: string | number | boolean | null | undefined = quote[answer.name];
  if (typeof value === 'boolean') return { label, value: value ? 'Yes' : 'No' };
  const text = value === null || value === undefined ? '' : String(value);
  if (!text) return { label, value: notGiven };
  switch (answer.shown) {
    case 'words':
      return freeText(label, text);
    case 'email':
      return { label, value: text, links: [{ href: mailtoHref(text, replySubject(reference)) }] };
    case 'phone':
      return phoneRow(label, text);
    case 'postcode':
      return { label, value: normalisePostcode(text) };
    case 'date':
      return { label, value: ukDateWithWeekday(text) };
    case 'yesNo':
    case 'choice':
    case 'number':
      return { label, value: text };
  }
}

/** Label and value of every answer, in the table's order: the stops in their place, the figures with the server's. */
function quoteRows(quote: QuoteRequest, reference: string, estimate: ServerEstimate | undefined): Row[] {
  return quoteAnswers.flatMap((answer): Row[] => {
    if (answer.shown === 'stops') {
      return quote.stops.flatMap((s, i) => [
        freeText(stopTitles.location(i + 1), s.location),
        { label: stopTitles.postcode(i + 1), value: normalisePostcode(s.postcode) },
      ]);
    }
    if (answer.shown === 'routeFigures') return figureRows(quote, estimate);
    return [fieldRow(answer, quote, reference)];
  });
}

/** Every character a mail client may start a new line at, not just CR and LF. */
const lineBreaks = /\r\n|[\n\v\f\r\u0085\u2028\u2029]/g;

/** In the text part, each line of the customer's text starts with this, so none can pass for a line of ours. */
export const freeTextPrefix = '  | ';
export const textLegend = `Lines starting "${freeTextPrefix.trim()}" are the customer's own words, as sent.`;
export const htmlLegend = `<p style="color:#555">Text in a shaded box is the customer's own, as sent.</p>`;

function textRow({ label, value, free }: Row): string {
  if (!free) return `${label}: ${value}`;
  return `${label}:\n${value
    .split(lineBreaks)
    .map((line) => `${freeTextPrefix}${line}`)
    .join('\n')}`;
}

const cellStyle = 'padding:6px 12px;border-bottom:1px solid #ddd;vertical-align:top';
// A label ("Delivery postcode") wraps at its spaces only: the body lets long values break anywhere, which would
// otherwise let a phone's narrow table squeeze a label into "Deliver/y postco/de".
const labelStyle = `${cellStyle};overflow-wrap:normal`;
// A long unbroken value (a tracking link, a part number) wraps rather than push a phone's screen sideways.
const valueStyle = `${cellStyle};overflow-wrap:anywhere;word-break:break-word`;
const freeTextStyle = 'margin:0;padding:4px 8px;border-left:3px solid #8c8c8c;background:#f3f3ee';

function htmlValue({ value, free, links = [] }: Row): string {
  const escaped = escapeHtml(value).replace(lineBreaks, '<br>');
  if (free) return `<blockquote style="${freeTextStyle}">${escaped}</blockquote>`;
  const [first, ...more] = links;
  if (!first) return escaped;
  const link = (href: string, text: string) => `<a href="${escapeHtml(href)}">${text}</a>`;
  return [link(first.href, escaped), ...more.map((l) => link(l.href, escapeHtml(l.text ?? l.href)))].join(' · ');
}

/**
 * When the server's figures leave out a place of the journey (a postcode not found, or not a UK one), or there are
 * none because only one place was left to route, the line that says so, where staff look first: above the claim link,
 * not 18 rows down beside the figures.
 */
export function partialEstimateLines(
  quote: QuoteRequest,
  estimate: ServerEstimate | undefined,
): { text: string[]; html: string[] } {
  const partial = serverEstimateLeftOut(estimate)
    ? partialEstimate({
        pickupPostcode: quote.pickup_postcode,
        stopPostcodes: quote.stops.map((stop) => stop.postcode),
        deliveryPostcode: quote.delivery_postcode,
      })
    : undefined;
  if (!partial) return { text: [], html: [] };
  const line = partialEstimateLine(partial);
  return {
    text: [line],
    html: [
      `<p style="margin:0 0 12px;padding:6px 10px;border-left:4px solid #b3261e;background:#fdecea">${escapeHtml(line)}</p>`,
    ],
  };
}

/**
 * One quote's rows and route link, as text lines and HTML: a quote email's body, or one section of a digest. Where the
 * lead came from (`visit`, quote-visit.ts) goes last, a footer: for counting what brings work, not for the reply.
 */
export function quoteBody(
  quote: QuoteRequest,
  reference: string,
  estimate?: ServerEstimate,
  visit?: QuoteVisit,
): { text: string[]; html: string[] } {
  const rows = quoteRows(quote, reference, estimate);
  const mapUrl = routeMapUrl(quote);
  const cameFrom = describeVisit(visit);
  const footer = cameFrom ? `${cameFromTitle}: ${cameFrom}` : undefined;
  const htmlRows = rows.map(
    (row) =>
      `<tr><th align="left" style="${labelStyle}">${escapeHtml(row.label)}</th>` +
      `<td style="${valueStyle}">${htmlValue(row)}</td></tr>`,
  );
  return {
    text: [...rows.map(textRow), '', `Route map: ${mapUrl}`, ...(footer ? ['', footer] : [])],
    html: [
      `<table class="${stackedRows}" style="border-collapse:collapse">`,
      ...htmlRows,
      '</table>',
      `<p><a href="${escapeHtml(mapUrl)}">Open the route in Google Maps</a></p>`,
      ...(footer ? [`<p style="color:#555;font-size:13px">${escapeHtml(footer)}</p>`] : []),
    ],
  };
}

/** How a quote is marked: `test`, a deployment's smoke test (its subject says [TEST]). */
export interface QuoteMarks {
  test?: boolean;
  /** The link that lets one staff member claim the quote (lead-claim/); none when the sender cannot make one. */
  claimLink?: string;
  /** When the email goes: a pickup that day or the next is marked TODAY or Tomorrow. Always given, never "now". */
  sendingAt: Date;
  /** Where the lead came from, for the footer; none for a quote posted without it. */
  visit?: QuoteVisit;
}

export const testMark = (marks: QuoteMarks) => (marks.test ? '[TEST] ' : '');
