/**
 * Who has taken a quote: a staff member claims it from the link in the staff email, and the sweeper reminds staff of
 * the quotes nobody has. Every write is conditional, so two people pressing "Claim" at once cannot both believe it is
 * theirs: the second is told who has it, and can take it over only by saying whose it was.
 */
import { paginateQuery } from '@aws-sdk/lib-dynamodb';
import { describeTextProblem, findTextProblem } from '@courier/common/quote/text-characters';
import { conditionalUpdate, updatedAttributes } from '../aws/conditional-update';
import { documentClient, type Item, numberOf, textOf } from '../aws/document-client';
import {
  appendToHistory,
  historyIsFull,
  type LeadEvent,
  leadHistoryAttr,
  linkHistoryMax,
  textRecordsPerLead,
} from '../quote/store/lead-history';
import {
  leadOwnerAttributes as a,
  type LeadOwner,
  ownerRemindersOf,
  unclaimedIndex,
} from '../quote/store/lead-owner-item';
import { getQuote, type QuoteRecord } from '../quote/store/quote-record';
import { type QuoteTable, quoteKind } from '../quote/store/quote-table';

/** The longest name kept: a person's name, not a note. */
export const ownerNameMaxLength = 60;

export type OwnerNameCheck = { ok: true; name: string } | { ok: false; message: string };

/** A name has at least one letter or digit: marks, punctuation or symbols alone ("Claimed by ́̂̃") name nobody. */
const namesSomeone = /[\p{L}\p{N}]/u;

/**
 * The claimer's name as kept (trimmed, each run of spaces one space), or what is wrong with it. Its characters follow
 * the customer's name's rules (common/src/quote/text-characters.ts), with the same message; only the limit is its own.
 * A name with no letter or digit in it is no name: it gets the message of an empty one.
 */
export function checkOwnerName(text: string | undefined): OwnerNameCheck {
  const given = (text ?? '').trim();
  if (!given) return { ok: false, message: 'Enter your name.' };
  const problem = findTextProblem(given, { multiline: false });
  if (problem) return { ok: false, message: describeTextProblem('Your name', problem) };
  if (!namesSomeone.test(given)) return { ok: false, message: 'Enter your name.' };
  const name = given.replace(/\s+/g, ' ');
  if (name.length > ownerNameMaxLength) {
    return { ok: false, message: `Your name must be at most ${ownerNameMaxLength} characters.` };
  }
  return { ok: true, name };
}

export interface LeadClaim {
  quoteId: string;
  /** The claimer's name (checked with `checkOwnerName`). */
  name: string;
  now: Date;
  /** A takeover: whose it is and since when, as the person was shown. Refused if it changed meanwhile. */
  takeover?: { from: string; at: string };
}

export type LeadClaimOutcome =
  /** Theirs now. `firstClaim`: nobody had it before (time to claim is measured to this one). */
  | { outcome: 'claimed'; record: QuoteRecord; owner: LeadOwner; firstClaim: boolean }
  /** Someone else has it (or took it over since the page was shown): nothing changed. */
  | { outcome: 'owned'; record: QuoteRecord; owner: LeadOwner }
  /** A takeover of a quote nobody has: there was nothing to take over, and nothing changed. */
  | { outcome: 'unclaimed'; record: QuoteRecord }
  /** The lead's history has no room for another record (lead-history.ts): nothing changed. */
  | { outcome: 'full'; record: QuoteRecord }
  | { outcome: 'missing' };

/**
 * Records who took a quote, unless somebody has it already (or, for a takeover, somebody else than shown), with the
 * claim or takeover appended to the lead's history in the same write. A first claim also records who it was, so the
 * time to claim stays theirs through any takeover. Claims come from the lead's link, so they fill the history only to
 * `linkHistoryMax`.
 */
export async function claimLead(table: QuoteTable, claim: LeadClaim): Promise<LeadClaimOutcome> {
  const at = claim.now.toISOString();
  const { takeover, name } = claim;
  const event: LeadEvent = takeover
    ? { type: 'taken_over', at, by: name, from: takeover.from }
    : { type: 'claimed', at, by: name };
  const history = appendToHistory(event, linkHistoryMax);
  const claimed = await conditionalUpdate(table, {
    Key: { id: claim.quoteId },
    UpdateExpression: takeover
      ? `SET ${a.ownedBy} = :name, ${a.ownedAt} = :at, ${a.previousOwner} = :from, ${history.set}`
      : `SET ${a.ownedBy} = :name, ${a.ownedAt} = :at, ${a.firstOwnedAt} = :at, ${a.firstOwnedBy} = :name, ` +
        `${history.set} REMOVE ${a.unclaimed}, ${a.unclaimedSince}`,
    ConditionExpression:
      (takeover
        ? `kind = :quote AND attribute_not_exists(erasedAt) AND ${a.ownedBy} = :from AND ${a.ownedAt} = :fromAt`
        : `kind = :quote AND attribute_not_exists(erasedAt) AND attribute_not_exists(${a.ownedBy})`) +
      ` AND ${history.condition}`,
    ExpressionAttributeValues: {
      ':quote': quoteKind,
      ':name': name,
      ':at': at,
      ...(takeover ? { ':from': takeover.from, ':fromAt': takeover.at } : {}),
      ...history.values,
    },
  });
  if (!claimed) {
    const record = await getQuote(table, claim.quoteId);
    if (!record) return { outcome: 'missing' };
    const { owner } = record;
    // The update landed but its answer was lost, and the SDK's retry found it claimed: by this very claim.
    if (owner && owner.name === name && owner.at === at) {
      return { outcome: 'claimed', record, owner, firstClaim: !takeover };
    }
    // Refused though it was as the person saw it: only the full history can have stopped it.
    const asShown = takeover ? owner?.name === takeover.from && owner.at === takeover.at : !owner;
    if (asShown && historyIsFull(record.history, linkHistoryMax)) return { outcome: 'full', record };
    // Only a takeover fails on a quote nobody has: it named an owner the quote never had.
    if (!owner) return { outcome: 'unclaimed', record };
    return { outcome: 'owned', record, owner };
  }
  const record = await getQuote(table, claim.quoteId);
  if (!record?.owner) return { outcome: 'missing' };
  return { outcome: 'claimed', record, owner: record.owner, firstClaim: !takeover };
}

/** An unclaimed quote as the index holds it. */
export interface UnclaimedLead {
  id: string;
  reference: string;
  receivedAt: string;
  /** Reminders sent so far. */
  reminders: number;
  /** Held past a cap or sent in a wave digest (the held mark): no reminder emails, texts once it waits. */
  held: boolean;
  /** Its sort key in the index: when it arrived, or once moved, when it can first be waiting (waiting-leads.ts). */
  indexKey: number;
}

/**
 * The quotes nobody has taken whose index key (lead-owner-item.ts) falls between `from` and `to` (epoch ms), oldest
 * first within each partition: one query a partition.
 */
export async function listUnclaimedLeads(
  { db, tableName }: QuoteTable,
  from: number,
  to: number,
): Promise<UnclaimedLead[]> {
  const leads: UnclaimedLead[] = [];
  for (const partition of ['reminded', 'held'] as const) {
    const pages = paginateQuery(
      { client: documentClient(db) },
      {
        TableName: tableName,
        IndexName: unclaimedIndex.indexName,
        KeyConditionExpression: `${unclaimedIndex.partitionKey} = :lead AND ${unclaimedIndex.sortKey} BETWEEN :from AND :to`,
        ExpressionAttributeValues: { ':lead': unclaimedIndex.partitions[partition], ':from': from, ':to': to },
      },
    );
    for await (const page of pages) {
      for (const item of page.Items ?? []) {
        leads.push({
          id: textOf(item, 'id') ?? '',
          reference: textOf(item, 'reference') ?? '',
          receivedAt: textOf(item, 'receivedAt') ?? '',
          reminders: ownerRemindersOf(item),
          held: partition === 'held',
          indexKey: numberOf(item, unclaimedIndex.sortKey) ?? 0,
        });
      }
    }
  }
  return leads;
}

/**
 * Moves an unclaimed lead's index key from `from` to `to` (waiting-leads.ts says when), unless it was claimed, erased
 * or moved meanwhile: whether it moved.
 */
export async function moveIndexKey(table: QuoteTable, id: string, from: number, to: number): Promise<boolean> {
  return conditionalUpdate(table, {
    Key: { id },
    UpdateExpression: `SET ${a.unclaimedSince} = :to`,
    ConditionExpression: `attribute_exists(${a.unclaimed}) AND ${a.unclaimedSince} = :from`,
    ExpressionAttributeValues: { ':from': from, ':to': to },
  });
}

/** Where in the history an update appended its record: the last place of the list it answers. */
const appendedAt = (attributes: Item | undefined) => {
  const list = attributes?.[leadHistoryAttr];
  return Array.isArray(list) ? list.length - 1 : undefined;
};

/** The names a record's fields are written under in an update (`type` and `at` are among DynamoDB's reserved words). */
const recordNames = { '#type': 'type', '#at': 'at' };

/**
 * Takes the right to send reminder number `reminder` of an unclaimed quote to `to`, and records it in the lead's
 * history: the record's place in the history, or undefined when it was sent already (another sweep took it) or the
 * quote was claimed meanwhile. At most one sweeper sends each reminder.
 */
export async function takeReminder(
  table: QuoteTable,
  id: string,
  reminder: number,
  now: Date,
  to: string[],
): Promise<number | undefined> {
  const history = appendToHistory({ type: 'reminded', at: now.toISOString(), reminder, to });
  const attributes = await updatedAttributes(table, {
    Key: { id },
    UpdateExpression: `SET ${a.ownerReminders} = :reminder, ${a.ownerRemindedAt} = :now, ${history.set}`,
    ConditionExpression:
      `attribute_exists(${a.unclaimed}) AND attribute_not_exists(${a.ownedBy}) AND ` +
      (reminder === 1
        ? `(attribute_not_exists(${a.ownerReminders}) OR ${a.ownerReminders} = :before)`
        : `${a.ownerReminders} = :before`) +
      ` AND ${history.condition}`,
    ExpressionAttributeValues: {
      ':reminder': reminder,
      ':before': reminder - 1,
      ':now': now.toISOString(),
      ...history.values,
    },
  });
  return appendedAt(attributes);
}

/**
 * Gives a reminder back after SES refused it, so the next sweep sends it: its record (at `index`, taken at `at`)
 * leaves the history, which says only what went. Records appended since sit after it, so its place has not moved.
 */
export async function giveReminderBack(
  table: QuoteTable,
  id: string,
  reminder: number,
  taken: { index: number; at: Date },
): Promise<boolean> {
  const record = `${leadHistoryAttr}[${taken.index}]`;
  return conditionalUpdate(table, {
    Key: { id },
    UpdateExpression: `SET ${a.ownerReminders} = :before REMOVE ${a.ownerRemindedAt}, ${record}`,
    ConditionExpression: `${a.ownerReminders} = :reminder AND ${record}.#type = :reminded AND ${record}.#at = :at`,
    ExpressionAttributeNames: recordNames,
    ExpressionAttributeValues: {
      ':reminder': reminder,
      ':before': reminder - 1,
      ':reminded': 'reminded',
      ':at': taken.at.toISOString(),
    },
  });
}

/**
 * Notes a text to the on-call phone `to` that names a waiting lead, before it is sent: one more on the lead's count of
 * texts and the time of the last, and, while the lead has had fewer than `textRecordsPerLead` texts and its history is
 * below `linkHistoryMax`, a record in its history (lead-history.ts), whose place is answered so the text's outcome can
 * be set on it. Undefined when the lead
 * was claimed or erased meanwhile (it is then not texted about); `{}` when noted without a record.
 */
export async function noteLeadText(
  table: QuoteTable,
  lead: { id: string; textsBefore: number },
  now: Date,
  to: string,
): Promise<{ index?: number } | undefined> {
  const at = now.toISOString();
  const base = {
    set: `${a.onCallTexts} = if_not_exists(${a.onCallTexts}, :before) + :one, ${a.onCallTextedAt} = :now`,
    condition:
      `kind = :quote AND attribute_not_exists(erasedAt) AND attribute_exists(${a.unclaimed}) AND ` +
      `attribute_not_exists(${a.ownedBy})`,
    values: { ':quote': quoteKind, ':now': at, ':before': lead.textsBefore, ':one': 1 },
  };
  if (lead.textsBefore < textRecordsPerLead) {
    const history = appendToHistory({ type: 'texted', at, to }, linkHistoryMax);
    const recorded = await updatedAttributes(table, {
      Key: { id: lead.id },
      UpdateExpression: `SET ${base.set}, ${history.set}`,
      ConditionExpression: `${base.condition} AND ${history.condition}`,
      ExpressionAttributeValues: { ...base.values, ...history.values },
    });
    if (recorded) return { index: appendedAt(recorded) };
    // Claimed, erased, or its history full: the plain note below tells which.
  }
  const noted = await conditionalUpdate(table, {
    Key: { id: lead.id },
    UpdateExpression: `SET ${base.set}`,
    ConditionExpression: base.condition,
    ExpressionAttributeValues: base.values,
  });
  return noted ? {} : undefined;
}

/** What became of a text noted with `noteLeadText`: sent, or why not (the error's name). */
export type TextOutcome = { sent: true } | { failed: string };

/** Records on the text's history record (at `index`, taken at `at`) whether it was sent, or why not. */
export async function recordTextOutcome(
  table: QuoteTable,
  id: string,
  taken: { index: number; at: Date },
  outcome: TextOutcome,
): Promise<boolean> {
  const record = `${leadHistoryAttr}[${taken.index}]`;
  const [field, value] = 'sent' in outcome ? ['sent', true] : ['failed', outcome.failed];
  return conditionalUpdate(table, {
    Key: { id },
    UpdateExpression: `SET ${record}.#outcome = :outcome`,
    ConditionExpression: `${record}.#type = :texted AND ${record}.#at = :at`,
    ExpressionAttributeNames: { ...recordNames, '#outcome': field },
    ExpressionAttributeValues: { ':outcome': value, ':texted': 'texted', ':at': taken.at.toISOString() },
  });
}
