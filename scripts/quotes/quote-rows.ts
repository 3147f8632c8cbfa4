/**
 * A stored quote in staff's words: where its delivery stands, who claimed it, and the cells of its row in the list,
 * `show`, `find` and the CSV (whose columns are `listColumns` and, with `--details`, `detailColumns`).
 */
import { normalisePostcode } from '@courier/common/postcode';
import { claimDuration, timeToClaimMs } from '@courier/lambdas/lead-claim/claim-summary';
import { mailProblems } from '@courier/lambdas/quote/store/mail-status';
import {
  type ErasedQuote,
  isErased,
  type QuoteRecord,
  type StoredQuote,
} from '@courier/lambdas/quote/store/quote-record';
import { type Cells, time } from './format';

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

/** The list's columns, and those `--details` adds: the CSV header even when no quote is listed. */
export const listColumns = [
  'reference',
  'received',
  'delivery',
  'claimed by',
  'time to claim',
  'attempts',
  'last error',
  'sent at',
  'vehicle',
  'route',
] as const;
export const detailColumns = [
  ...listColumns,
  'name',
  'phone',
  'email',
  'pickup',
  'estimate',
  'customer figures',
] as const;
export type Row = Cells<(typeof detailColumns)[number]>;

/** Who took the quote and how long after it arrived (the first claim's time, whoever has it now). */
function claimedBy(q: Pick<QuoteRecord, 'receivedAt' | 'owner'>): { 'claimed by': string; 'time to claim': string } {
  const ms = timeToClaimMs(q);
  if (!q.owner || ms === undefined) return { 'claimed by': 'UNCLAIMED', 'time to claim': '' };
  return { 'claimed by': q.owner.name, 'time to claim': claimDuration(ms) };
}

/** An erased quote's row: the same columns, only the reference, dates and delivery facts filled. */
function erasedRow(q: ErasedQuote): Row {
  return {
    reference: q.reference,
    received: time(q.receivedAt),
    delivery: 'ERASED',
    ...claimedBy(q),
    attempts: q.attempts,
    'last error': q.lastError ?? '',
    'sent at': time(q.sentAt),
  };
}

/** One quote's row of the list; with `details`, the personal columns too. */
export function row(q: StoredQuote, details: boolean): Row {
  if (isErased(q)) return erasedRow(q);
  const base = {
    reference: q.reference,
    received: time(q.receivedAt),
    delivery: deliveryState(q),
    ...claimedBy(q),
    attempts: q.attempts,
    'last error': q.lastError ?? '',
    'sent at': time(q.sentAt),
    vehicle: q.quote.vehicle_type,
    route: route(q),
  } satisfies Record<(typeof listColumns)[number], string | number>;
  if (!details) return base;
  // The server's own figures (decision 021); the visitor's are theirs, shown apart.
  const ours = q.estimate;
  const estimate =
    ours?.kind === 'estimated'
      ? `${ours.distanceMiles} miles, ${ours.durationMinutes} min${ours.approximate ? ' (approximate)' : ''}`
      : `none${ours ? ` (${ours.reason.replaceAll('_', ' ')})` : ''}`;
  const customerFigures =
    q.quote.distance_miles === null && q.quote.duration_minutes === null
      ? 'none'
      : `${q.quote.distance_miles ?? '?'} miles, ${q.quote.duration_minutes ?? '?'} min`;
  return {
    ...base,
    name: q.quote.from_name,
    phone: q.quote.phone ?? '',
    email: q.quote.from_email,
    pickup: `${q.quote.pickup_date} ${q.quote.pickup_time ?? ''}`.trim(),
    estimate,
    'customer figures': customerFigures,
  } satisfies Record<(typeof detailColumns)[number], string | number>;
}

/** What the staff email says of the journey that the list leaves out: every place, the delivery's time, the return. */
export function journeyFields(q: QuoteRecord): Record<string, string> {
  const { quote } = q;
  const owner = q.owner;
  // Read with care, as the route is: what is stored may not be what the code expects.
  const place = (location?: string, postcode?: string) => `${location ?? ''}, ${normalisePostcode(postcode ?? '')}`;
  return {
    'pickup at': place(quote.pickup_location, quote.pickup_postcode),
    ...Object.fromEntries(
      (quote.stops ?? []).map((stop, i) => [`stop ${i + 1}`, place(stop?.location, stop?.postcode)]),
    ),
    'delivery at': place(quote.delivery_location, quote.delivery_postcode),
    'delivery on': `${quote.delivery_date} ${quote.delivery_time ?? ''}`.trim(),
    return: quote.is_return ? 'yes' : 'no',
    ...(owner ? { 'claimed at': time(owner.at), ...(owner.previous ? { 'taken from': owner.previous } : {}) } : {}),
  };
}
