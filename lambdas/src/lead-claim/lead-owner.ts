/**
 * Who has taken a quote: a staff member claims it from the link in the staff email, and the sweeper reminds staff of
 * the quotes nobody has. Every write is conditional, so two people pressing "Claim" at once cannot both believe it is
 * theirs: the second is told who has it, and can take it over only by saying whose it was.
 */
import { paginateQuery } from '@aws-sdk/lib-dynamodb';
import { describeTextProblem, findTextProblem } from '@courier/common/quote/text-characters';
import { conditionalUpdate } from '../aws/conditional-update';
import { documentClient, textOf } from '../aws/document-client';
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

/**
 * The claimer's name as kept (trimmed, each run of spaces one space), or what is wrong with it. Its characters follow
 * the customer's name's rules (common/src/quote/text-characters.ts), with the same message; only the limit is its own.
 */
export function checkOwnerName(text: string | undefined): OwnerNameCheck {
  const given = (text ?? '').trim();
  if (!given) return { ok: false, message: 'Enter your name.' };
  const problem = findTextProblem(given, { multiline: false });
  if (problem) return { ok: false, message: describeTextProblem('Your name', problem) };
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
  | { outcome: 'missing' };

/** Records who took a quote, unless somebody has it already (or, for a takeover, somebody else than shown). */
export async function claimLead(table: QuoteTable, claim: LeadClaim): Promise<LeadClaimOutcome> {
  const at = claim.now.toISOString();
  const { takeover } = claim;
  const claimed = await conditionalUpdate(table, {
    Key: { id: claim.quoteId },
    UpdateExpression: takeover
      ? `SET ${a.ownedBy} = :name, ${a.ownedAt} = :at, ${a.previousOwner} = :from`
      : `SET ${a.ownedBy} = :name, ${a.ownedAt} = :at, ${a.firstOwnedAt} = :at ` +
        `REMOVE ${a.unclaimed}, ${a.unclaimedSince}`,
    ConditionExpression: takeover
      ? `kind = :quote AND attribute_not_exists(erasedAt) AND ${a.ownedBy} = :from AND ${a.ownedAt} = :fromAt`
      : `kind = :quote AND attribute_not_exists(erasedAt) AND attribute_not_exists(${a.ownedBy})`,
    ExpressionAttributeValues: {
      ':quote': quoteKind,
      ':name': claim.name,
      ':at': at,
      ...(takeover ? { ':from': takeover.from, ':fromAt': takeover.at } : {}),
    },
  });
  if (!claimed) {
    const record = await getQuote(table, claim.quoteId);
    if (!record) return { outcome: 'missing' };
    // Only a takeover fails on a quote nobody has: it named an owner the quote never had.
    if (!record.owner) return { outcome: 'unclaimed', record };
    // The update landed but its answer was lost, and the SDK's retry found it claimed: by this very claim.
    if (record.owner.name === claim.name && record.owner.at === at) {
      return { outcome: 'claimed', record, owner: record.owner, firstClaim: !takeover };
    }
    return { outcome: 'owned', record, owner: record.owner };
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
}

/** The quotes nobody has taken that arrived between `from` and `to` (epoch ms), oldest first: one query. */
export async function listUnclaimedLeads(
  { db, tableName }: QuoteTable,
  from: number,
  to: number,
): Promise<UnclaimedLead[]> {
  const leads: UnclaimedLead[] = [];
  const pages = paginateQuery(
    { client: documentClient(db) },
    {
      TableName: tableName,
      IndexName: unclaimedIndex.indexName,
      KeyConditionExpression: `${unclaimedIndex.partitionKey} = :lead AND ${unclaimedIndex.sortKey} BETWEEN :from AND :to`,
      ExpressionAttributeValues: { ':lead': unclaimedIndex.value, ':from': from, ':to': to },
    },
  );
  for await (const page of pages) {
    for (const item of page.Items ?? []) {
      leads.push({
        id: textOf(item, 'id') ?? '',
        reference: textOf(item, 'reference') ?? '',
        receivedAt: textOf(item, 'receivedAt') ?? '',
        reminders: ownerRemindersOf(item),
      });
    }
  }
  return leads;
}

/**
 * Takes the right to send reminder number `reminder` of an unclaimed quote: false when it was sent already (another
 * sweep took it) or the quote was claimed meanwhile. At most one sweeper sends each reminder.
 */
export async function takeReminder(table: QuoteTable, id: string, reminder: number, now: Date): Promise<boolean> {
  return conditionalUpdate(table, {
    Key: { id },
    UpdateExpression: `SET ${a.ownerReminders} = :reminder, ${a.ownerRemindedAt} = :now`,
    ConditionExpression:
      `attribute_exists(${a.unclaimed}) AND attribute_not_exists(${a.ownedBy}) AND ` +
      (reminder === 1
        ? `(attribute_not_exists(${a.ownerReminders}) OR ${a.ownerReminders} = :before)`
        : `${a.ownerReminders} = :before`),
    ExpressionAttributeValues: { ':reminder': reminder, ':before': reminder - 1, ':now': now.toISOString() },
  });
}

/** Gives a reminder back after SES refused it, so the next sweep sends it. */
export async function giveReminderBack(table: QuoteTable, id: string, reminder: number): Promise<boolean> {
  return conditionalUpdate(table, {
    Key: { id },
    UpdateExpression: `SET ${a.ownerReminders} = :before REMOVE ${a.ownerRemindedAt}`,
    ConditionExpression: `${a.ownerReminders} = :reminder`,
    ExpressionAttributeValues: { ':reminder': reminder, ':before': reminder - 1 },
  });
}
