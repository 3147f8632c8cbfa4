/**
 * A lead in one line, the same wherever staff see it first: the staff email's subject, a digest's heading, the
 * reminders' subject, the on-call text and the lead page's heading. A job to collect today or tomorrow (UK time, from
 * the clock passed in) leads with TODAY or Tomorrow, the pickup time given and the customer's name, so it cannot pass
 * for next month's: "TODAY 8am · Tara Today · Small Van LS1 4AP → S1 2HE [Q-…]". Any other day keeps the calm shape
 * "Small Van, LS1 4AP → S1 2HE, 28 Nov 2026 [Q-…]".
 */
import { normalisePostcode } from '@courier/common/postcode';
import { type PickupDay, pickupDay, pickupDayLabels } from '@courier/common/quote/pickup-day';
import type { QuoteRequest } from '@courier/common/quote/quote-fields';
import { ukDate } from '@courier/common/time/uk-time';

/** The one instruction every email, reminder, text and page gives staff: claim first, so nobody else calls too. */
export const claimInstruction = 'Claim it before you call, so nobody else does';

/** "+2 stops, return": what makes a job more than one leg, for staff to see before they open it. */
export function journeyExtras(quote: Pick<QuoteRequest, 'stops' | 'is_return'>): string {
  const stops = quote.stops.length;
  return [
    ...(stops > 0 ? [`+${stops} stop${stops === 1 ? '' : 's'}`] : []),
    ...(quote.is_return ? ['return'] : []),
  ].join(', ');
}

/** "LS1 4AP → S1 2HE, +1 stop": the pickup and delivery postcodes, and the extras. */
export function routeLine(quote: Pick<QuoteRequest, 'pickup_postcode' | 'delivery_postcode' | 'stops' | 'is_return'>) {
  const extras = journeyExtras(quote);
  const route = `${normalisePostcode(quote.pickup_postcode)} → ${normalisePostcode(quote.delivery_postcode)}`;
  return extras ? `${route}, ${extras}` : route;
}

/** The customer's words in a one-line heading: one line, and short, so the route and reference still show. */
export function shortened(text: string, max: number): string {
  // NEL (U+0085) is a line break to a mail client but not whitespace to \s.
  const line = text.replace(/[\s\u0085]+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line;
}

/** How soon the pickup is, with the time the customer gave: "TODAY 8am", "Tomorrow"; undefined for a later day. */
export function pickupUrgency(
  quote: Pick<QuoteRequest, 'pickup_date' | 'pickup_time'>,
  now: Date,
): { day: PickupDay; label: string } | undefined {
  const day = pickupDay(quote.pickup_date, now);
  if (!day) return undefined;
  const time = shortened(quote.pickup_time, 24);
  return { day, label: time ? `${pickupDayLabels[day]} ${time}` : pickupDayLabels[day] };
}

/** The lead in one line, as the module comment shows, at `now`. */
export function leadSummary(quote: QuoteRequest, reference: string, now: Date): string {
  const urgency = pickupUrgency(quote, now);
  if (!urgency) return `${quote.vehicle_type}, ${routeLine(quote)}, ${ukDate(quote.pickup_date)} [${reference}]`;
  return `${urgency.label} · ${shortened(quote.from_name, 40)} · ${quote.vehicle_type} ${routeLine(quote)} [${reference}]`;
}
