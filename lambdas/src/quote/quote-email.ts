/** The email staff receive for a quote request: every field in form order, user text escaped. */
import { randomInt } from 'node:crypto';
import { normalisePostcode } from '@courier/common/postcode';
import { describeRoute, routeOfJourney } from '@courier/common/quote/journey';
import type { QuoteProvenance } from '@courier/common/quote/quote-provenance';
import type { QuoteRequest } from '@courier/common/quote/quote-schema';

export interface QuoteEmail {
  subject: string;
  text: string;
  html: string;
}

// No 0/O or 1/I/L, so staff can read a reference out over the phone.
const referenceAlphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** A short reference ("Q-7KD2QF") for staff, the customer and the logs to quote. */
export function newQuoteReference(): string {
  let code = '';
  for (let i = 0; i < 6; i++) code += referenceAlphabet[randomInt(referenceAlphabet.length)];
  return `Q-${code}`;
}

const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2026-11-22" → "22 Nov 2026" (a calendar date: no time zone can shift it). */
export function ukDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return `${day} ${months[month - 1]} ${year}`;
}

/** "2026-11-22" → "Sun 22 Nov 2026". */
export function ukDateWithWeekday(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return `${weekdays[new Date(Date.UTC(year, month - 1, day)).getUTCDay()]} ${ukDate(isoDate)}`;
}

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

/** The route this quote's journey would be estimated for, as the form stamps its figures. */
export function submittedRoute(quote: QuoteRequest): string | null {
  const route = routeOfJourney({
    pickupPostcode: quote.pickup_postcode,
    stopPostcodes: quote.stops.map((stop) => stop.postcode),
    deliveryPostcode: quote.delivery_postcode,
    isReturn: quote.is_return,
    vehicle: quote.vehicle_type,
  });
  return route && describeRoute(route);
}

/**
 * Distance and duration rows, labelled with where the figures came from. An estimate made for another
 * route or vehicle (the visitor changed the journey and no fresh estimate came) is never shown as this
 * journey's: staff see it apart, with the route it was for.
 */
function figureRows(quote: QuoteRequest, provenance: QuoteProvenance): [string, string][] {
  const miles = quote.distance_miles === null ? null : `${quote.distance_miles} miles`;
  const minutes = quote.duration_minutes === null ? null : duration(quote.duration_minutes);
  if (miles === null && minutes === null)
    return [
      ['Distance', notGiven],
      ['Duration', notGiven],
    ];
  const labelled = (suffix: string): [string, string][] => [
    ['Distance', miles === null ? notGiven : `${miles}, ${suffix}`],
    ['Duration', minutes === null ? notGiven : `${minutes}, ${suffix}`],
  ];
  if (provenance.estimateSource === 'customer') return labelled("the customer's own figure");
  if (provenance.estimateSource !== 'estimate' && provenance.estimateSource !== 'approximate') {
    return labelled('as sent (source not stated)');
  }
  const thisRoute = submittedRoute(quote);
  if (provenance.estimateRoute && provenance.estimateRoute === thisRoute) {
    // The site's own rough estimate (the route service's spending ceiling or an outage): worth checking.
    const how = provenance.estimateSource === 'approximate' ? 'an approximate estimate, check it' : 'as estimated';
    return [...labelled(how), ['Estimated for', thisRoute]];
  }
  const earlier = [miles, minutes].filter(Boolean).join(', ');
  return [
    ['Distance', 'Not estimated for this journey'],
    ['Duration', 'Not estimated for this journey'],
    ['Earlier estimate', `${earlier}, for another route: ${provenance.estimateRoute || 'not stated'}`],
  ];
}

/** Label and value of every field, in the order the form asks for them. */
function quoteRows(quote: QuoteRequest, provenance: QuoteProvenance): [string, string][] {
  return [
    ['Name', quote.from_name],
    ['Email', quote.from_email],
    ['Phone', quote.phone || notGiven],
    ['Pickup location', quote.pickup_location],
    ['Pickup postcode', normalisePostcode(quote.pickup_postcode)],
    ['Pickup date', ukDateWithWeekday(quote.pickup_date)],
    ['Pickup time', quote.pickup_time || notGiven],
    ...quote.stops.map((s, i): [string, string] => [
      `Stop ${i + 1}`,
      `${s.location}, ${normalisePostcode(s.postcode)}`,
    ]),
    ['Delivery location', quote.delivery_location],
    ['Delivery postcode', normalisePostcode(quote.delivery_postcode)],
    ['Delivery date', ukDateWithWeekday(quote.delivery_date)],
    ['Delivery time', quote.delivery_time || notGiven],
    ['Return journey', quote.is_return ? 'Yes' : 'No'],
    ...figureRows(quote, provenance),
    ['Vehicle', quote.vehicle_type],
    ['Load details', quote.load_details || notGiven],
    ['Notes', quote.notes || notGiven],
  ];
}

const htmlEntities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => htmlEntities[c] as string);
}

const lineBreak = /[\r\n]/;
const lineBreaks = /\r\n|\r|\n/g;

export function renderQuoteEmail(quote: QuoteRequest, reference: string, provenance: QuoteProvenance = {}): QuoteEmail {
  const pickup = normalisePostcode(quote.pickup_postcode);
  const delivery = normalisePostcode(quote.delivery_postcode);
  const subject = `Quote request: ${quote.vehicle_type}, ${pickup} → ${delivery}, ${ukDate(quote.pickup_date)} [${reference}]`;
  const rows = quoteRows(quote, provenance);
  const mapUrl = routeMapUrl(quote);

  const text = [
    `Quote request ${reference}`,
    '',
    ...rows.map(([label, value]) =>
      lineBreak.test(value) ? `${label}:\n${value.replace(lineBreaks, '\n')}` : `${label}: ${value}`,
    ),
    '',
    `Route map: ${mapUrl}`,
    '',
  ].join('\n');

  const cell = 'padding:6px 12px;border-bottom:1px solid #ddd;vertical-align:top';
  const htmlRows = rows.map(
    ([label, value]) =>
      `<tr><th align="left" style="${cell}">${escapeHtml(label)}</th>` +
      `<td style="${cell}">${escapeHtml(value).replace(lineBreaks, '<br>')}</td></tr>`,
  );
  const html = [
    '<!doctype html>',
    '<html lang="en-GB"><head><meta charset="utf-8"><title>Quote request</title></head>',
    '<body style="font-family:Arial,Helvetica,sans-serif;color:#1a1a1a">',
    `<h1 style="font-size:18px">Quote request ${escapeHtml(reference)}</h1>`,
    '<table style="border-collapse:collapse">',
    ...htmlRows,
    '</table>',
    `<p><a href="${escapeHtml(mapUrl)}">Open the route in Google Maps</a></p>`,
    '</body></html>',
    '',
  ].join('\n');

  return { subject, text, html };
}
