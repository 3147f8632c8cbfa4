/**
 * The block every email about one lead starts with (issue 52 A), read on a phone before anything else: when the pickup
 * is (TODAY, Tomorrow or the date, and the time given), the vehicle, where from and where to (the place as the
 * customer wrote it, its last part, and the postcode), the miles, the customer's name, then the claim link. The staff
 * email, each quote of a digest and the reminders show it the same way. The customer's words in it are kept to one
 * short line each and shaded in the HTML part, as they are everywhere else (decision 021).
 */
import { normalisePostcode } from '@courier/common/postcode';
import { pickupDay, pickupDayLabels } from '@courier/common/quote/pickup-day';
import type { QuoteRequest } from '@courier/common/quote/quote-fields';
import type { ServerEstimate } from '@courier/common/quote/server-estimate';
import { ukDateWithWeekday } from '@courier/common/time/uk-time';
import { escapeHtml, stackedRows } from './html';
import { claimInstruction, journeyExtras, shortened } from './lead-summary';
import { partialEstimateLines } from './quote-body';

/** A piece of a row's value: ours, the customer's own words (shaded), or the urgent day (red). */
interface Part {
  text: string;
  theirs?: boolean;
  urgent?: boolean;
}

interface SummaryRow {
  label: string;
  parts: Part[];
}

const ours = (text: string): Part => ({ text });
const theirs = (text: string): Part[] => (text ? [{ text, theirs: true }] : []);

/** Words a place's last part may be that say nothing of where in the UK it is. */
const notAPlace = /^(england|scotland|wales|northern ireland|uk|united kingdom|gb|great britain)$/i;
/** A UK postcode written inside a place: the block shows the postcode field's own, normalised. */
const postcodeInPlace = /\b[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}\b/gi;

/**
 * The place as the customer wrote it, its last part: "Unit 4, Riverside Park, Leicester, England, LE2 2BB" is
 * "Leicester", "Piccadilly, Manchester" is "Manchester". Their words, one short line.
 */
export function placeOf(location: string): string {
  const parts = location
    .split(/[,\r\n\v\f\u0085\u2028\u2029]+/)
    .map((part) => part.replace(postcodeInPlace, ' ').replace(/\s+/g, ' ').trim())
    .filter((part) => part && !notAPlace.test(part));
  return shortened(parts.at(-1) ?? '', 30);
}

/** "TODAY 8am", "Tomorrow", or "Sun 22 Nov 2026, 09:00 to 11:00": the day in words, and the time the customer gave. */
function pickupParts(quote: QuoteRequest, now: Date): Part[] {
  const soon = pickupDay(quote.pickup_date, now);
  const time = shortened(quote.pickup_time, 24);
  const day = soon ? { text: pickupDayLabels[soon], urgent: true } : ours(ukDateWithWeekday(quote.pickup_date));
  return [day, ...(time ? [ours(soon ? ' ' : ', '), ...theirs(time)] : [])];
}

const placeParts = (location: string, postcode: string): Part[] => {
  const place = placeOf(location);
  return [...theirs(place), ours(`${place ? ' ' : ''}${normalisePostcode(postcode)}`)];
};

/** The server's miles, else the customer's own, said as such: the full figures and why are in the body's rows. */
function milesText(quote: QuoteRequest, estimate: ServerEstimate | undefined): string {
  if (estimate?.kind === 'estimated') return `${estimate.distanceMiles}${estimate.approximate ? ', approximate' : ''}`;
  if (quote.distance_miles !== null) return `${quote.distance_miles}, the customer's own`;
  return 'Not estimated';
}

function summaryRows(quote: QuoteRequest, estimate: ServerEstimate | undefined, now: Date): SummaryRow[] {
  const extras = journeyExtras(quote);
  return [
    { label: 'Pickup', parts: pickupParts(quote, now) },
    { label: 'Vehicle', parts: [ours(quote.vehicle_type)] },
    { label: 'From', parts: placeParts(quote.pickup_location, quote.pickup_postcode) },
    {
      label: 'To',
      parts: [
        ...placeParts(quote.delivery_location, quote.delivery_postcode),
        ...(extras ? [ours(`, ${extras}`)] : []),
      ],
    },
    { label: 'Miles', parts: [ours(milesText(quote, estimate))] },
    { label: 'Customer', parts: theirs(shortened(quote.from_name, 60)) },
  ];
}

// Labels are ours, one short word each: they never wrap, so never break inside a word, whatever the body allows a
// long value.
const labelStyle =
  'padding:4px 12px 4px 0;vertical-align:top;text-align:left;font-weight:bold;white-space:nowrap;overflow-wrap:normal';
const valueStyle = 'padding:4px 0;vertical-align:top';
const theirStyle = 'background:#f3f3ee;padding:0 3px';
const urgentStyle = 'color:#b3261e;font-weight:bold';

function htmlPart({ text, theirs: isTheirs, urgent }: Part): string {
  const escaped = escapeHtml(text);
  if (urgent) return `<strong style="${urgentStyle}">${escaped}</strong>`;
  return isTheirs ? `<span style="${theirStyle}">${escaped}</span>` : escaped;
}

/** The claim link's lines: at the top, so the first person to read the email takes the job and the rest know. */
export function claimLines(reference: string, claimLink: string | undefined): { text: string[]; html: string[] } {
  if (!claimLink) return { text: [], html: [] };
  return {
    text: [`${claimInstruction}: ${claimLink}`],
    html: [
      `<p><a href="${escapeHtml(claimLink)}" style="display:inline-block;padding:10px 18px;background:#e0b43a;` +
        `color:#0b1a2e;font-weight:bold;text-decoration:none;border-radius:999px">Claim ${escapeHtml(reference)}</a> ` +
        `${escapeHtml(claimInstruction.replace(/^Claim it /, ''))}.</p>`,
    ],
  };
}

export interface SummaryMarks {
  /** The quote's claim link; none when the sender cannot make one. */
  claimLink?: string;
  /** When the email goes: a pickup that day or the next says TODAY or Tomorrow. */
  sendingAt: Date;
}

/**
 * The block, as text lines and HTML: a partial estimate's line first when there is one (naming what the miles leave
 * out: the first thing staff read, as issue 52 D asks), then its rows and the claim link.
 */
export function summaryBlock(
  quote: QuoteRequest,
  reference: string,
  estimate: ServerEstimate | undefined,
  { claimLink, sendingAt }: SummaryMarks,
): { text: string[]; html: string[] } {
  const rows = summaryRows(quote, estimate, sendingAt);
  const partial = partialEstimateLines(quote, estimate);
  const claim = claimLines(reference, claimLink);
  return {
    text: [
      ...partial.text,
      ...rows.map((row) => `${row.label}: ${row.parts.map((part) => part.text).join('')}`),
      ...claim.text,
    ],
    html: [
      ...partial.html,
      `<table class="${stackedRows}" style="border-collapse:collapse;margin:0 0 8px;font-size:16px">`,
      ...rows.map(
        (row) =>
          `<tr><th style="${labelStyle}">${escapeHtml(row.label)}</th>` +
          `<td style="${valueStyle}">${row.parts.map(htmlPart).join('')}</td></tr>`,
      ),
      '</table>',
      ...claim.html,
    ],
  };
}
