/**
 * What became of a lead (issue 43, docs/decisions/042): staff mark a claimed lead with an outcome of the outcomes'
 * table (common/src/outcomes/lead-outcomes.ts: quoted, booked, or lost with a reason and perhaps a short note) from its
 * page, and operations from `npm run quotes -- outcome` (operations-outcome.ts).
 * One conditional update sets the current outcome on the quote item (what the figures read, lead-outcome-item.ts) and
 * appends the record to the lead's history (what people read), so neither can say what the other does not. A later
 * outcome supersedes the current one; every record stays in the history; the same outcome again adds nothing
 * (issue 53 H, docs/decisions/055).
 */
import {
  type LeadOutcomeName,
  leadOutcomes,
  type OutcomeReason,
  outcomeRow,
  reasonsOf,
} from '@courier/common/outcomes/lead-outcomes';
import { describeTextProblem, findTextProblem } from '@courier/common/quote/text-characters';
import { conditionalUpdate } from '../aws/conditional-update';
import {
  appendToHistory,
  historyIsFull,
  type LeadEvent,
  leadHistoryMax,
  linkHistoryMax,
} from '../quote/store/lead-history';
import {
  isOneOf,
  type LeadOutcome,
  leadOutcomeAttributes as o,
  outcomeNoteMaxLength,
} from '../quote/store/lead-outcome-item';
import { leadOwnerAttributes } from '../quote/store/lead-owner-item';
import { getQuote, type QuoteRecord } from '../quote/store/quote-record';
import { type QuoteTable, quoteKind } from '../quote/store/quote-table';

/**
 * The outcome form's field names (it posts the link's own parameters and the name too). `intent` tells its POST from a
 * claim's even when no outcome was chosen, so that mistake is answered as such rather than as a claim.
 */
export const outcomeFormFields = { intent: 'intent', outcome: 'outcome', reason: 'reason', note: 'note' } as const;
/** The `intent` of the outcome form. */
export const outcomeIntent = 'outcome';

/** An outcome as the form gives it, checked: a reason (and a note, if any) only for an outcome whose row takes one. */
export type OutcomeChoice = { outcome: LeadOutcomeName; reason?: OutcomeReason; note?: string };

export type OutcomeFormCheck = { ok: true; choice: OutcomeChoice } | { ok: false; message: string };

/**
 * The outcome a posted form asks for, or what is wrong with it in plain words. A note must be printable text on one
 * line (the customer's fields' rules, common/src/quote/text-characters.ts), at most `outcomeNoteMaxLength` long;
 * an empty one is no note. An outcome whose row has no reasons takes neither a reason nor a note: a stray one is
 * ignored.
 */
export function checkOutcomeForm(form: Record<string, string | undefined>): OutcomeFormCheck {
  const outcome = form[outcomeFormFields.outcome];
  if (!isOneOf(leadOutcomes, outcome)) {
    return { ok: false, message: `Choose what became of the lead: ${leadOutcomes.join(', ')}.` };
  }
  const reasons = reasonsOf(outcome);
  if (reasons.length === 0) return { ok: true, choice: { outcome } };
  const reason = form[outcomeFormFields.reason];
  if (!isOneOf(reasons, reason)) return { ok: false, message: `Choose why the lead was ${outcomeRow(outcome).word}.` };
  const given = (form[outcomeFormFields.note] ?? '').trim();
  if (!given) return { ok: true, choice: { outcome, reason } };
  const problem = findTextProblem(given, { multiline: false });
  if (problem) return { ok: false, message: describeTextProblem('The note', problem) };
  const note = given.replace(/\s+/g, ' ');
  if (note.length > outcomeNoteMaxLength) {
    return { ok: false, message: `The note must be at most ${outcomeNoteMaxLength} characters.` };
  }
  return { ok: true, choice: { outcome, reason, note } };
}

export interface OutcomeRecord extends OutcomeChoice {
  quoteId: string;
  /** Who recorded it (checked with `checkOwnerName`): anyone holding the link, not only the claimer. */
  by: string;
  now: Date;
  /**
   * Recorded by operations' command, not from the lead's link: it may use the history's last records
   * (`leadHistoryMax`); the link only fills it to `linkHistoryMax`.
   */
  byOperations?: boolean;
}

/** Whether a lead's current outcome is the one chosen: the same outcome, reason and note, whoever marked it. */
export const isSameOutcome = (current: LeadOutcome | undefined, choice: OutcomeChoice) => {
  const takesReason = outcomeRow(choice.outcome).reasons !== undefined;
  return (
    current !== undefined &&
    current.outcome === choice.outcome &&
    current.reason === (takesReason ? choice.reason : undefined) &&
    current.note === (takesReason && choice.reason ? choice.note : undefined)
  );
};

export type RecordOutcomeResult =
  | { result: 'recorded'; record: QuoteRecord; outcome: LeadOutcome }
  /** It already is what was chosen (a second press, a resubmitted form): nothing added to the history. */
  | { result: 'unchanged'; record: QuoteRecord; outcome: LeadOutcome }
  /** Nobody has claimed the lead: claim it first. Nothing changed. */
  | { result: 'unclaimed'; record: QuoteRecord }
  /** The lead's history has no room for another record: nothing changed. */
  | { result: 'full'; record: QuoteRecord }
  /** No such quote, or it was erased. */
  | { result: 'missing' };

/**
 * Records what became of a claimed lead: sets the current outcome (its reason and note, when its row takes them; any
 * earlier reason or note removed) and appends the record to the history, in one conditional update. An outcome that
 * gives a price (quoted, and booked when nobody marked it quoted first) sets `firstQuotedAt` if it is not set yet:
 * time to quote is measured to the first. The same outcome again (the same reason and note, whoever asks) changes
 * nothing and adds no record: the condition refuses it, so a form pressed twice, or posted again and again, is one
 * record.
 */
export async function recordOutcome(table: QuoteTable, record: OutcomeRecord): Promise<RecordOutcomeResult> {
  const at = record.now.toISOString();
  const { outcome, reason, note, by } = record;
  const row = outcomeRow(outcome);
  const takesReason = row.reasons !== undefined;
  const event: LeadEvent = {
    type: 'outcome',
    at,
    by,
    outcome,
    ...(takesReason && reason ? { reason } : {}),
    ...(takesReason && reason && note ? { note } : {}),
  };
  const historyMax = record.byOperations ? leadHistoryMax : linkHistoryMax;
  const history = appendToHistory(event, historyMax);
  // The current outcome is this one already: one that takes no reason keeps no reason or note, so the outcome says it.
  const same = [
    '#outcome = :outcome',
    ...(event.reason ? [`${o.outcomeReason} = :reason`] : []),
    ...(takesReason ? [event.note ? `${o.outcomeNote} = :note` : `attribute_not_exists(${o.outcomeNote})`] : []),
  ].join(' AND ');
  const set = [
    `#outcome = :outcome`,
    `${o.outcomeAt} = :at`,
    `${o.outcomeBy} = :by`,
    ...(event.reason ? [`${o.outcomeReason} = :reason`] : []),
    ...(event.note ? [`${o.outcomeNote} = :note`] : []),
    ...(row.givesPrice ? [`${o.firstQuotedAt} = if_not_exists(${o.firstQuotedAt}, :at)`] : []),
    history.set,
  ];
  const remove = [...(event.reason ? [] : [o.outcomeReason]), ...(event.note ? [] : [o.outcomeNote])];
  const recorded = await conditionalUpdate(table, {
    Key: { id: record.quoteId },
    UpdateExpression: `SET ${set.join(', ')}${remove.length ? ` REMOVE ${remove.join(', ')}` : ''}`,
    ConditionExpression:
      `kind = :quote AND attribute_not_exists(erasedAt) AND attribute_exists(${leadOwnerAttributes.ownedBy}) ` +
      `AND NOT (${same}) AND ${history.condition}`,
    ExpressionAttributeNames: { '#outcome': o.outcome },
    ExpressionAttributeValues: {
      ':quote': quoteKind,
      ':outcome': outcome,
      ':at': at,
      ':by': by,
      ...(event.reason ? { ':reason': event.reason } : {}),
      ...(event.note ? { ':note': event.note } : {}),
      ...history.values,
    },
  });
  const stored = await getQuote(table, record.quoteId);
  if (!stored) return { result: 'missing' };
  const written: LeadOutcome = {
    outcome,
    at,
    by,
    ...(event.reason ? { reason: event.reason } : {}),
    ...(event.note ? { note: event.note } : {}),
  };
  if (recorded) return { result: 'recorded', record: stored, outcome: written };
  const current = stored.outcome;
  // The update landed but its answer was lost, and the SDK's retry was refused: by this very record.
  if (current?.at === at && current.by === by && current.outcome === outcome) {
    return { result: 'recorded', record: stored, outcome: written };
  }
  if (!stored.owner) return { result: 'unclaimed', record: stored };
  if (current && isSameOutcome(current, event)) return { result: 'unchanged', record: stored, outcome: current };
  if (historyIsFull(stored.history, historyMax)) return { result: 'full', record: stored };
  // Claimed, with room in its history, yet refused: it was erased between the write and the read.
  return { result: 'missing' };
}
