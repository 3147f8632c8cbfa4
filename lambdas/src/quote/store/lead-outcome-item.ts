/**
 * What became of a lead, as its quote item keeps it (issue 43): the latest outcome staff recorded on the lead page
 * (a row of the outcomes' table, common/src/outcomes/lead-outcomes.ts, with a reason and an optional short note when
 * its row takes them), who recorded it and when, and when it was first given a price, so the figures measure time to
 * quote without reading the history. Every outcome is also a record in the lead's history (lead-history.ts),
 * appended by the same conditional update; a later outcome supersedes an earlier one here and both stay there. No
 * amounts: SPEC shows no prices, fees or rates anywhere.
 */
import {
  type LeadOutcomeName,
  leadOutcomes,
  type OutcomeReason,
  outcomeRow,
  reasonsOf,
} from '@courier/common/outcomes/lead-outcomes';
import { type Item, textOf } from '../../aws/document-client';

/** The longest note an outcome may carry: a short reason, not a record of the call. */
export const outcomeNoteMaxLength = 200;

/** The attributes an outcome writes on a quote item. */
export const leadOutcomeAttributes = {
  outcome: 'outcome',
  outcomeAt: 'outcomeAt',
  outcomeBy: 'outcomeBy',
  outcomeReason: 'outcomeReason',
  /** Staff's words about the customer: personal data, removed by `erase` with the rest. */
  outcomeNote: 'outcomeNote',
  /** When it was first marked quoted (ISO): time to quote is measured to this, whatever came after. */
  firstQuotedAt: 'firstQuotedAt',
} as const;

/** The lead's latest outcome. */
export interface LeadOutcome {
  outcome: LeadOutcomeName;
  /** ISO. */
  at: string;
  by: string;
  /** Set for an outcome that takes reasons only. */
  reason?: OutcomeReason;
  /** Set with a reason only, when staff wrote one. */
  note?: string;
}

/** Whether a stored value is one of `list`'s (a later version's value is not). */
export const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);

/** The latest outcome an item records, or undefined while none is; a value of a later version's is read as none. */
export function leadOutcomeFromItem(item: Item): LeadOutcome | undefined {
  const outcome = item[leadOutcomeAttributes.outcome];
  const at = textOf(item, leadOutcomeAttributes.outcomeAt);
  const by = textOf(item, leadOutcomeAttributes.outcomeBy);
  if (!isOneOf(leadOutcomes, outcome) || !at || by === undefined) return undefined;
  const reason = item[leadOutcomeAttributes.outcomeReason];
  const note = textOf(item, leadOutcomeAttributes.outcomeNote);
  return {
    outcome,
    at,
    by,
    ...(isOneOf(reasonsOf(outcome), reason) ? { reason } : {}),
    ...(outcomeRow(outcome).reasons && note ? { note } : {}),
  };
}

/** When the item was first marked quoted (ISO), if it was. */
export const firstQuotedAtOf = (item: Item) => textOf(item, leadOutcomeAttributes.firstQuotedAt);
