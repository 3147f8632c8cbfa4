/**
 * What became of a lead, as its quote item keeps it (issue 43): the latest outcome staff recorded on the lead page
 * (`quoted`, `booked`, or `lost` with a reason and an optional short note), who recorded it and when, and when it was
 * first quoted, so the figures measure time to quote without reading the history. Every outcome is also a record in
 * the lead's history (lead-history.ts), appended by the same conditional update; a later outcome supersedes an
 * earlier one here and both stay there. No amounts: SPEC shows no prices, fees or rates anywhere.
 */
import { type Item, textOf } from '../../aws/document-client';

/** What staff can record, in the order a lead moves through them. */
export const leadOutcomes = ['quoted', 'booked', 'lost'] as const;
export type LeadOutcomeName = (typeof leadOutcomes)[number];

/** Why a lead was lost: the form's choices, as stored. */
export const lostReasons = ['price', 'vehicle', 'timing', 'no_reply', 'not_a_job', 'other'] as const;
export type LostReason = (typeof lostReasons)[number];

/** Each reason in staff's words: the lead page's choices, the history, `show`, the report. */
export const lostReasonWords: Record<LostReason, string> = {
  price: 'price',
  vehicle: 'no vehicle or driver',
  timing: 'timing',
  no_reply: 'no reply',
  not_a_job: 'not a job',
  other: 'other',
};

/** The longest note a lost outcome may carry: a short reason, not a record of the call. */
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
  /** Set for `lost` only. */
  reason?: LostReason;
  /** Set for `lost` only, when staff wrote one. */
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
    ...(outcome === 'lost' && isOneOf(lostReasons, reason) ? { reason } : {}),
    ...(outcome === 'lost' && note ? { note } : {}),
  };
}

/** When the item was first marked quoted (ISO), if it was. */
export const firstQuotedAtOf = (item: Item) => textOf(item, leadOutcomeAttributes.firstQuotedAt);
