/**
 * Waiting leads (issue 51 A and C): a lead due today or tomorrow (UK time) that nobody has claimed by the time of its
 * last reminder waits, and stays waiting until it is claimed, erased or its pickup day has passed. A quote held past a
 * cap or sent in a wave digest waits like any other, from the same time, though it had no reminder emails.
 *
 * The sweeper finds them in the unclaimed index (lead-owner-item.ts), whose sort key is when it next needs a lead:
 * when the lead arrived, for its reminders; then, once those are done, when it can first be waiting, an hour before
 * the UTC midnight that begins the day before its pickup (`waitingKeyOf`). So a lead received on Saturday for Monday
 * leaves the query until Saturday night and is found all Sunday and Monday, and a lead days away is not read until
 * then. Every waiting lead's key is within `lookBackMs` of now, so one bounded query of the sparse index finds them.
 */
import { pickupDay } from '@courier/common/quote/pickup-day';
import type { QuoteRequest } from '@courier/common/quote/quote-fields';
import { leadReminders } from '@courier/common/settings/leads';
import { getQuote, type QuoteRecord } from '../quote/store/quote-record';
import type { QuoteTable } from '../quote/store/quote-table';
import { moveIndexKey, type UnclaimedLead } from './lead-owner';

const hourMs = 3_600_000;

/** How far back the sweeper's query reaches (leadReminders.lookBackHours: two days and an hour). */
export const lookBackMs = leadReminders.lookBackHours * hourMs;

/** The multiple of the escalation time at which a lead's last reminder is due, and it may begin waiting. */
export const lastReminderMultiple = Math.max(...leadReminders.atMultiples);

/**
 * The index key of a lead whose reminders are done: an hour before the UTC midnight that begins the day before its
 * pickup. UK midnight is that UTC midnight in winter and an hour before it in summer, so the key is never after the
 * UK day before the pickup begins; and the UK pickup day ends at most 49 hours after the key (`lookBackMs`).
 */
export function waitingKeyOf(quote: Pick<QuoteRequest, 'pickup_date'>): number {
  const [year, month, day] = quote.pickup_date.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day - 1) - hourMs;
}

/** The pickup date a waiting key was made from (`waitingKeyOf` undone): which day a moved lead waits for. */
export const pickupDateOfKey = (key: number) => new Date(key + hourMs + 86_400_000).toISOString().slice(0, 10);

/** Leads read at once: the reads are small, and a wave's worth should not open hundreds of requests together. */
const readsAtOnce = 10;

/**
 * The waiting leads among `leads` (one sweep's query), read whole, at `now`: those past their last reminder's time,
 * still unclaimed, not a smoke test, with a pickup today or tomorrow. On the way, a lead whose reminders are done
 * (`remindersDone`; a held lead has none) has its index key moved to its waiting key, once. A moved lead whose
 * pickup day (its key says which) is neither today nor tomorrow is passed over unread.
 */
export async function findWaitingLeads(
  table: QuoteTable,
  leads: readonly UnclaimedLead[],
  now: Date,
  escalationMs: number,
  remindersDone: (lead: UnclaimedLead) => boolean,
): Promise<QuoteRecord[]> {
  const due = leads.filter((lead) => {
    if (now.getTime() - Date.parse(lead.receivedAt) < lastReminderMultiple * escalationMs) return false;
    // A lead already moved to its waiting key says its pickup day: one not today or tomorrow is not read.
    const moved = lead.indexKey !== Date.parse(lead.receivedAt);
    return !moved || pickupDay(pickupDateOfKey(lead.indexKey), now) !== undefined;
  });
  const waiting: QuoteRecord[] = [];
  for (let i = 0; i < due.length; i += readsAtOnce) {
    const batch = due.slice(i, i + readsAtOnce);
    const records = await Promise.all(batch.map((lead) => readAndMove(table, lead, remindersDone(lead))));
    for (const record of records) {
      if (record && !record.provenance.test && pickupDay(record.quote.pickup_date, now)) waiting.push(record);
    }
  }
  return waiting;
}

/** The lead as stored, unless claimed or erased; its key moved to its waiting key first when its reminders are done. */
async function readAndMove(table: QuoteTable, lead: UnclaimedLead, done: boolean): Promise<QuoteRecord | undefined> {
  const record = await getQuote(table, lead.id);
  if (!record || record.owner) return undefined;
  const arrivedKey = Date.parse(lead.receivedAt);
  const waitingKey = waitingKeyOf(record.quote);
  if (done && lead.indexKey === arrivedKey && waitingKey !== arrivedKey) {
    await moveIndexKey(table, lead.id, arrivedKey, waitingKey);
  }
  return record;
}
