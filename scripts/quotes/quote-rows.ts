/**
 * A stored quote in staff's words: where its delivery stands, who claimed it, what became of it, and the cells of its
 * row in the list,
 * `show`, `find` and the CSV (whose columns are `listColumns` and, with `--details`, `detailColumns`: every answer,
 * from the field table).
 */

import { listWords, outcomesWithReasons, reasonWords, wordsOf } from '@courier/common/outcomes/lead-outcomes';
import { normalisePostcode } from '@courier/common/postcode';
import { type FieldShown, quoteAnswers, quoteFields, type RequestFieldName } from '@courier/common/quote/quote-fields';
import type { QuoteVisit } from '@courier/common/quote/quote-visit';
import { claimDuration, timeToClaimMs } from '@courier/lambdas/lead-claim/claim-summary';
import { outcomeLine } from '@courier/lambdas/lead-claim/lead-history-lines';
import { timeToQuoteMs } from '@courier/lambdas/lead-report/lead-report';
import { mailProblems } from '@courier/lambdas/quote/store/mail-status';
import {
  type ErasedQuote,
  isErased,
  type QuoteRecord,
  type StoredQuote,
} from '@courier/lambdas/quote/store/quote-record';
import { type Cells, isoTime, type Stamp, time } from './format';

/** Where delivery stands, in staff's words. */
export function deliveryState(q: QuoteRecord): string {
  if (q.mailStatus === 'delivered') return 'delivered to the mailbox';
  if (q.mailStatus === 'bounced') return 'BOUNCED';
  if (q.mailStatus === 'complained') return 'MARKED AS SPAM';
  if (q.mailStatus === 'rejected') return 'REJECTED BY SES';
  if (q.status === 'sent')
    return q.mailStatus === 'delayed' ? 'accepted, delivery delayed' : 'accepted, awaiting confirmation';
  if (q.status === 'failed') return 'FAILED: cannot be sent as stored (see last error; --resend REF once fixed)';
  if (q.unknownOutcomes > 0) return 'PENDING (a send timed out: SES may have it)';
  if (q.channel === 'held') return 'HELD (sender past the hourly cap): goes in the held-quotes digest';
  if (q.channel === 'digest') return 'PENDING (for the wave digest)';
  return q.attempts > 0 ? 'PENDING (retrying)' : 'PENDING';
}

/** Not in staff's hands: not sent, or SES said the email did not arrive. An erased quote is nobody's to send. */
export const undelivered = (q: StoredQuote): q is QuoteRecord =>
  !isErased(q) && (q.status !== 'sent' || (q.mailStatus !== undefined && mailProblems.includes(q.mailStatus)));

/** When and by whom a quote was erased, as `show` and `find` say it. */
export const erasure = (q: ErasedQuote) => `${time(q.erased.at)} by ${q.erased.by}`;

// What is stored may not be what the code expects (a quote marked failed for that reason): read it with care.
const route = (q: QuoteRecord) =>
  [q.quote.pickup_postcode, ...(q.quote.stops ?? []).map((s) => s?.postcode), q.quote.delivery_postcode].join(' → ');

/** A field's column: its title (quote-fields.ts), in the list's lower case. */
const columnOf = (name: RequestFieldName) => quoteFields[name].title.toLowerCase();

/** "lost reason": the reason's column, named after the outcomes that take one. */
const reasonColumn = `${listWords(wordsOf(outcomesWithReasons))} reason`;

/** What became of the lead (issue 43): after everything else, in the list and after the answers with `--details`. */
const outcomeColumns = ['outcome', reasonColumn, 'outcome at', 'first quoted at'];

/** The list's delivery and claim facts, before any answer. */
const deliveryColumns = [
  'reference',
  'received',
  'delivery',
  'claimed by',
  'time to claim',
  'attempts',
  'last error',
  'sent at',
  columnOf('vehicle_type'),
  'route',
];

/** The route figures' columns: the server's own (decision 021), and the visitor's, shown apart. */
const figureColumns = ['estimate', 'customer figures'];

/** Where the lead came from (quote-visit.ts), a column each, so a spreadsheet can sort and count by them. */
const visitColumnOf = {
  landingPage: 'landing page',
  utmSource: 'utm source',
  utmMedium: 'utm medium',
  utmCampaign: 'utm campaign',
  referrerKind: 'referrer',
} as const satisfies Record<keyof QuoteVisit, string>;
export const visitColumns: readonly string[] = Object.values(visitColumnOf);

/** The list's columns: the CSV header even when no quote is listed. What became of each lead and where it came from. */
export const listColumns: readonly string[] = [...deliveryColumns, ...outcomeColumns, ...visitColumns];

/**
 * With `--details` (and in `show` and `find`), every answer too, in the field table's order: a column a field (the
 * vehicle already in the list's), the stops in one, the route figures as the server's and the customer's; then where
 * the lead came from, which is not an answer.
 */
export const detailColumns: readonly string[] = [
  ...new Set([
    ...deliveryColumns,
    ...quoteAnswers.flatMap((answer) =>
      answer.shown === 'stops' ? ['stops'] : answer.shown === 'routeFigures' ? figureColumns : [columnOf(answer.name)],
    ),
    ...outcomeColumns,
    ...visitColumns,
  ]),
];

export type Row = Cells;

/**
 * The CSV's own columns (issue 53 E): time to claim and to quote as whole seconds, numbers a spreadsheet can sort, sum
 * and average, each beside the column it measures. The terminal's list has the words ("2 min 24 s") only.
 */
const secondsColumnAfter: Record<string, string> = {
  'time to claim': 'seconds to claim',
  'first quoted at': 'seconds to quote',
};

/** A list's columns as the CSV has them: each with its seconds column after it, where it has one. */
export const csvColumns = (columns: readonly string[]): string[] =>
  columns.flatMap((column) => [column, ...(secondsColumnAfter[column] ? [secondsColumnAfter[column]] : [])]);

const wholeSeconds = (ms: number | undefined) => (ms === undefined ? '' : Math.round(ms / 1000));

/**
 * Who has the quote and how long after it arrived it was first claimed: the time is the first claimer's, and names them
 * when someone else has it now ("1 min 55 s by Sam Patel"), so a takeover never takes the credit.
 */
function claimedBy(q: Pick<QuoteRecord, 'receivedAt' | 'owner'>): Row {
  const ms = timeToClaimMs(q);
  if (!q.owner || ms === undefined) return { 'claimed by': 'UNCLAIMED', 'time to claim': '' };
  const { name, firstName } = q.owner;
  const by = firstName && firstName !== name ? ` by ${firstName}` : '';
  return { 'claimed by': name, 'time to claim': `${claimDuration(ms)}${by}` };
}

/**
 * What became of the lead: the latest outcome as stored, its reason in words (its note only in `show`), and when it
 * was marked and first quoted. Staff's data, kept when a quote is erased.
 */
function outcomeCells(q: StoredQuote, stamp: Stamp): Row {
  return {
    outcome: q.outcome?.outcome ?? '',
    [reasonColumn]: q.outcome?.reason ? reasonWords(q.outcome.outcome, q.outcome.reason) : '',
    'outcome at': stamp(q.outcome?.at),
    'first quoted at': stamp(q.firstQuotedAt),
  };
}

/** An erased quote's row: the same columns, only the reference, dates, delivery facts and outcome filled. */
function erasedRow(q: ErasedQuote, stamp: Stamp): Row {
  return {
    reference: q.reference,
    received: stamp(q.receivedAt),
    delivery: 'ERASED',
    ...claimedBy(q),
    attempts: q.attempts,
    'last error': q.lastError ?? '',
    'sent at': stamp(q.sentAt),
    ...outcomeCells(q, stamp),
  };
}

/** The server's figures and the visitor's, as the two figure columns say them. */
function figureCells(q: QuoteRecord): Row {
  const ours = q.estimate;
  const { distance_miles: miles, duration_minutes: minutes } = q.quote;
  return {
    estimate:
      ours?.kind === 'estimated'
        ? `${ours.distanceMiles} miles, ${ours.durationMinutes} min${ours.approximate ? ' (approximate)' : ''}` +
          (ours.ukPartOnly ? ' (PARTIAL: part of the journey left out)' : '')
        : `none${ours ? ` (${ours.reason.replaceAll('_', ' ')})` : ''}`,
    'customer figures': miles == null && minutes == null ? 'none' : `${miles ?? '?'} miles, ${minutes ?? '?'} min`,
  };
}

/** One field's cell: dates as stored (a spreadsheet sorts them), postcodes as staff write them, yes or no. */
function fieldCell(shown: FieldShown, value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return shown === 'postcode' ? normalisePostcode(String(value)) : String(value);
}

/** Every answer's cells, in the table's order. */
function answerCells(q: QuoteRecord): Row {
  // Read with care, as the route is: a quote stored before a field was added has no value for it.
  const place = (stop?: { location?: string; postcode?: string }) =>
    `${stop?.location ?? ''}, ${normalisePostcode(stop?.postcode ?? '')}`;
  return Object.assign(
    {},
    ...quoteAnswers.map((answer): Row => {
      if (answer.shown === 'stops') return { stops: (q.quote.stops ?? []).map(place).join('; ') };
      if (answer.shown === 'routeFigures') return figureCells(q);
      return { [columnOf(answer.name)]: fieldCell(answer.shown, q.quote[answer.name]) };
    }),
  );
}

/** Where the lead came from, a cell each; empty for a quote stored without it. */
function visitCells(visit: QuoteVisit | undefined): Row {
  return Object.fromEntries(
    Object.entries(visitColumnOf).map(([key, column]) => [column, visit?.[key as keyof QuoteVisit] ?? '']),
  );
}

/**
 * One quote's row of the list; with `details`, every answer too, and where it came from. Its timestamps as `stamp`
 * writes them: the terminal's `time` unless told.
 */
export function row(q: StoredQuote, details: boolean, stamp: Stamp = time): Row {
  if (isErased(q)) return erasedRow(q, stamp);
  const listed: Row = {
    reference: q.reference,
    received: stamp(q.receivedAt),
    delivery: deliveryState(q),
    ...claimedBy(q),
    attempts: q.attempts,
    'last error': q.lastError ?? '',
    'sent at': stamp(q.sentAt),
    [columnOf('vehicle_type')]: q.quote.vehicle_type,
    route: route(q),
  };
  const after = { ...outcomeCells(q, stamp), ...visitCells(q.provenance.visit) };
  return details ? { ...listed, ...answerCells(q), ...after } : { ...listed, ...after };
}

/**
 * One quote's row of the CSV: every timestamp in one ISO format, and time to claim (the first claimer's) and time to
 * quote (from sending, as the report measures it) as whole seconds.
 */
export function csvRow(q: StoredQuote, details: boolean): Row {
  return {
    ...row(q, details, isoTime),
    'seconds to claim': wholeSeconds(timeToClaimMs(q)),
    'seconds to quote': wholeSeconds(timeToQuoteMs(q)),
  };
}

/**
 * What `show` adds of the claim (when it was taken, and from whom) and says of the outcome: the whole current one in a
 * line, in the outcome column's place ("Lost (price: their note), marked by Sam at 10:42 on Thu 26 Nov").
 */
export function claimFields(q: QuoteRecord): Row {
  const owner = q.owner;
  return {
    ...(owner ? { 'claimed at': time(owner.at), ...(owner.previous ? { 'taken from': owner.previous } : {}) } : {}),
    ...(q.outcome ? { outcome: outcomeLine(q.outcome) } : {}),
  };
}
