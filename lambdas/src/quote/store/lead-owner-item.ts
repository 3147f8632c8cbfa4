/**
 * How a staff member's ownership of a quote (the "lead claim") is kept on the quote's item: who took it, when, and the
 * escalation's state while nobody has. Not to be confused with the sender's short delivery lease on sending the
 * quote's email (quote/store/send-lease.ts). The quote table's schema (quote/store/quote-table.ts) takes its index
 * from here.
 */
import { type Item, numberOf, textOf } from '../../aws/document-client';

/** The attributes a lead claim writes on a quote item. */
export const leadOwnerAttributes = {
  /** The name the staff member gave. */
  ownedBy: 'ownedBy',
  /** When they took it (ISO); a takeover replaces both. */
  ownedAt: 'ownedAt',
  /** When the first person took it (ISO): time to claim is measured to this, not to a later takeover. */
  firstOwnedAt: 'firstOwnedAt',
  /** Who that was: the figures credit the time to claim to them, whoever has the lead now. */
  firstOwnedBy: 'firstOwnedBy',
  /** When the last text to an on-call phone named it (ISO). */
  onCallTextedAt: 'onCallTextedAt',
  /** How many texts to the on-call phones have named it (the history keeps only the first few: lead-history.ts). */
  onCallTexts: 'onCallTexts',
  /** Whose it was before the last takeover. */
  previousOwner: 'previousOwner',
  /** A token per claim, so a claim whose answer was lost is recognised as this one on the retry. */
  ownerClaimId: 'ownerClaimId',
  /** Reminders sent while nobody took it (0, 1 or 2), and when the last went. */
  ownerReminders: 'ownerReminders',
  ownerRemindedAt: 'ownerRemindedAt',
  /**
   * The unclaimed index's keys: set when the quote is stored, removed when someone takes it. `unclaimedSince` is when
   * the sweeper next needs the lead (epoch ms): when it arrived, then, once its reminders are done, when it can first
   * be waiting (waiting-leads.ts). The stored name is the index's and stays.
   */
  unclaimed: 'unclaimed',
  unclaimedSince: 'unclaimedSince',
} as const;

/**
 * A sparse index of the quotes nobody has taken yet, by when the sweeper next needs them: it queries the recent part
 * of it to remind staff and to text the on-call phones about waiting leads, never scanning the table. Every customer's
 * quote carries its keys (not a smoke test's); a claim or an erasure removes them. A quote that had an email of its
 * own is in the `reminded` partition; one held past a cap or sent in a wave digest (the held mark) in `held`, which
 * gets no reminder emails (a cap or a wave bounds the emails one sender can cause) but is texted like any other once
 * it waits (issue 51).
 */
export const unclaimedIndex = {
  indexName: 'unclaimed',
  partitionKey: leadOwnerAttributes.unclaimed,
  sortKey: leadOwnerAttributes.unclaimedSince,
  /** The partition values. */
  partitions: { reminded: 'lead', held: 'held' },
  projected: ['reference', 'receivedAt', leadOwnerAttributes.ownerReminders],
} as const;

export type UnclaimedPartition = keyof typeof unclaimedIndex.partitions;

/** Who has a quote, as the item says. */
export interface LeadOwner {
  name: string;
  /** ISO. */
  at: string;
  /** ISO: the first claim's time (the same as `at` unless it was taken over). */
  firstAt: string;
  /**
   * Who claimed it first. Unknown for a lead taken over before the first claimer was stored (issue 45): the deployed
   * version kept only the last owner before a takeover.
   */
  firstName?: string;
  previous?: string;
}

/** The owner an item records, or undefined while nobody has claimed it. */
export function leadOwnerFromItem(item: Item): LeadOwner | undefined {
  const name = textOf(item, leadOwnerAttributes.ownedBy);
  const at = textOf(item, leadOwnerAttributes.ownedAt);
  if (!name || !at) return undefined;
  const previous = textOf(item, leadOwnerAttributes.previousOwner);
  const firstAt = textOf(item, leadOwnerAttributes.firstOwnedAt) ?? at;
  // Stored since issue 45; before it, the owner was the first only if nobody took it over.
  const firstName = textOf(item, leadOwnerAttributes.firstOwnedBy) ?? (firstAt === at ? name : undefined);
  return { name, at, firstAt, ...(firstName ? { firstName } : {}), ...(previous ? { previous } : {}) };
}

/** The reminders an unclaimed quote has had. */
export const ownerRemindersOf = (item: Item) => numberOf(item, leadOwnerAttributes.ownerReminders) ?? 0;

/** What a new quote's item carries when it is to escalate: its place in the unclaimed index. */
export function unclaimedKeys(receivedAt: Date, partition: UnclaimedPartition): Item {
  return {
    [unclaimedIndex.partitionKey]: unclaimedIndex.partitions[partition],
    [unclaimedIndex.sortKey]: receivedAt.getTime(),
  };
}

/** The texts to the on-call phones that named a lead while it waited: how many, and when the last went. */
export interface LeadTexts {
  count: number;
  /** ISO. */
  lastAt: string;
}

/**
 * The texts an item records, or undefined for a lead never texted. An item texted before the count was kept (one
 * text per lead, issue 45) has the time alone: one text.
 */
export function leadTextsFromItem(item: Item): LeadTexts | undefined {
  const lastAt = textOf(item, leadOwnerAttributes.onCallTextedAt);
  if (!lastAt) return undefined;
  return { count: numberOf(item, leadOwnerAttributes.onCallTexts) ?? 1, lastAt };
}
