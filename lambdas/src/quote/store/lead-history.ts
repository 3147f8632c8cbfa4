/**
 * A lead's history: what happened to it, in order, kept on its quote item as one list attribute (`leadHistory`) of
 * small maps. Each record is appended by the same conditional update that changes the lead's state (a claim, a
 * takeover, a reminder taken, a text), so the history never says something the state does not, and a write refused
 * appends nothing. The current state (`ownedBy`, `ownedAt`, `firstOwnedAt`, `firstOwnedBy`…, lead-owner-item.ts) stays
 * beside it: the claim figures and the unclaimed index read those, never the list.
 *
 * A record is `{ type, at, … }`: `claimed` and `taken_over` say by whom (`by`), a takeover from whom (`from`);
 * `reminded` which reminder went to which addresses; `texted` to which number, and once it is known whether the text
 * was sent (`sent`) or why not (`failed`); `outcome` what staff marked the lead (a row of the outcomes' table, with a
 * `reason` and perhaps a `note` when the row takes them) and who (`by`), issue 43 (docs/decisions/042, 067). An item stored before histories were
 * kept has none: it reads as an empty history and gains records from its next change.
 */

import {
  type LeadOutcomeName,
  leadOutcomes,
  type OutcomeReason,
  reasonsOf,
} from '@courier/common/outcomes/lead-outcomes';
import type { Item } from '../../aws/document-client';
import { isOneOf } from './lead-outcome-item';

/** The attribute the history is stored under. */
export const leadHistoryAttr = 'leadHistory';

/**
 * The most records one lead keeps: a claim, two reminders and its first texts, then the takeovers and outcomes people
 * make. A change that would add the record past it is refused as a whole (`appendToHistory`'s condition), so the item
 * stays far inside DynamoDB's 400 KB (a record is under 200 bytes) and nothing is dropped from the middle of a lead's
 * story.
 */
export const leadHistoryMax = 100;

/**
 * The most records anyone holding a lead's link may fill its history to (issue 53 H, docs/decisions/055): the lead
 * page's claims, takeovers and outcomes stop here. The link travels in emails, so whoever has it could fill the
 * history in seconds; the last records stay for the sweeper's reminders and text and for operations' command
 * (`npm run quotes -- outcome`), so what became of a flooded lead can still be recorded.
 */
export const linkHistoryMax = leadHistoryMax - 10;

/**
 * The texts of a waiting lead that each get a record (to which phone, sent or why not): its first ones, the first hour
 * or so of a night at one text an interval to each phone, and only while the history is below `linkHistoryMax`, so
 * they never take the room kept for the reminders and operations. Later texts are only counted on the item
 * (`onCallTexts`, `onCallTextedAt`; lead-owner-item.ts): a night of texts cannot fill the history and refuse the claim
 * that ends it.
 */
export const textRecordsPerLead = 12;

export type LeadEvent =
  | { type: 'claimed'; at: string; by: string }
  | { type: 'taken_over'; at: string; by: string; from: string }
  | { type: 'reminded'; at: string; reminder: number; to: string[] }
  | {
      type: 'texted';
      at: string;
      /** The on-call phone, E.164. */
      to: string;
      /** SMS accepted the text. Neither this nor `failed`: the outcome was never recorded (the function stopped). */
      sent?: boolean;
      /** Why it was not sent: the error's name (or `daily_cap`, recorded before issue 51). */
      failed?: string;
    }
  | {
      type: 'outcome';
      at: string;
      by: string;
      outcome: LeadOutcomeName;
      /** The reason, for an outcome that takes one. */
      reason?: OutcomeReason;
      /** The note beside a reason, staff's words about the customer: `erase` removes it (erasure.ts). */
      note?: string;
    };

export type LeadEventType = LeadEvent['type'];

const isText = (value: unknown): value is string => typeof value === 'string';

/** One stored record, read with care: a record of an unknown type or shape (a later version's) is left out. */
function eventOf(value: unknown): LeadEvent | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const record = value as Record<string, unknown>;
  const { type, at } = record;
  if (!isText(at)) return undefined;
  if (type === 'claimed' && isText(record.by)) return { type, at, by: record.by };
  if (type === 'taken_over' && isText(record.by) && isText(record.from)) {
    return { type, at, by: record.by, from: record.from };
  }
  if (type === 'reminded' && typeof record.reminder === 'number' && Array.isArray(record.to)) {
    return { type, at, reminder: record.reminder, to: record.to.filter(isText) };
  }
  if (type === 'texted' && isText(record.to)) {
    return {
      type,
      at,
      to: record.to,
      ...(record.sent === true ? { sent: true } : {}),
      ...(isText(record.failed) ? { failed: record.failed } : {}),
    };
  }
  if (type === 'outcome' && isText(record.by) && isOneOf(leadOutcomes, record.outcome)) {
    return {
      type,
      at,
      by: record.by,
      outcome: record.outcome,
      ...(isOneOf(reasonsOf(record.outcome), record.reason) ? { reason: record.reason } : {}),
      ...(isText(record.note) ? { note: record.note } : {}),
    };
  }
  return undefined;
}

/** The history an item holds, oldest first; empty for an item stored before histories were kept. */
export function leadHistoryFromItem(item: Item): LeadEvent[] {
  const list = item[leadHistoryAttr];
  if (!Array.isArray(list)) return [];
  return list.map(eventOf).filter((event): event is LeadEvent => event !== undefined);
}

/**
 * The parts of an UpdateItem that append `event` to the history: its SET clause, the condition that there is room
 * (below `max` records: `linkHistoryMax` for what comes from a lead's link), and their values. Spread into a
 * conditional update beside the state it changes.
 */
export function appendToHistory(
  event: LeadEvent,
  max = leadHistoryMax,
): {
  set: string;
  condition: string;
  values: Record<string, unknown>;
} {
  return {
    set: `${leadHistoryAttr} = list_append(if_not_exists(${leadHistoryAttr}, :noHistory), :historyEvent)`,
    condition: `(attribute_not_exists(${leadHistoryAttr}) OR size(${leadHistoryAttr}) < :historyMax)`,
    values: { ':noHistory': [], ':historyEvent': [event], ':historyMax': max },
  };
}

/**
 * Whether an item's history is full for a writer whose bound is `max`: a change refused for that reason, rather than
 * for its own condition; and, at `linkHistoryMax`, a lead page with nothing left to record.
 */
export const historyIsFull = (history: readonly LeadEvent[], max = leadHistoryMax) => history.length >= max;
