/**
 * The durable record of every quote (DynamoDB): stored once per submission ID before the visitor is
 * told it was received, then claimed, sent and marked sent by the sender. Every write that must not
 * happen twice is conditional, so retries and redeliveries cannot duplicate a quote or its email.
 */
import { randomUUID } from 'node:crypto';
import {
  ConditionalCheckFailedException,
  type DynamoDBClient,
  GetItemCommand,
  PutItemCommand,
  QueryCommand,
  ScanCommand,
  UpdateItemCommand,
} from '@aws-sdk/client-dynamodb';
import type { QuoteProvenance } from '@courier/common/quote/quote-provenance';
import type { QuoteRequest } from '@courier/common/quote/quote-schema';
import type { ServerEstimate } from '@courier/common/quote/server-estimate';
import { type LeadOwner, leadOwnerFromItem, unclaimedIndex, unclaimedKeys } from '../../lead-claim/lead-owner-item';

/** `failed`: it cannot be sent as stored (its email cannot be rendered or its request built); never retried. */
export type QuoteStatus = 'pending' | 'sent' | 'failed';

/**
 * The quote table's shape, in the one place that names its key, TTL and index attributes: the CDK stack
 * (infra/lib/quotes/quote-store.ts) and the local table build it from this.
 * `pending` is a sparse index: only quotes not yet sent carry its keys, so one query finds every quote
 * the sweeper must look at, ordered by when each may next be tried.
 */
export const quoteTableSchema = {
  partitionKey: 'id',
  timeToLiveAttribute: 'expiresAt',
  pendingIndex: {
    indexName: 'pending',
    partitionKey: 'awaiting',
    sortKey: 'nextTryAt',
    projected: ['reference', 'receivedAt', 'attempts'],
  },
  /** The quotes nobody has claimed yet, for the sweeper's reminders (lead-claim/lead-owner-item.ts). */
  unclaimedIndex,
} as const;

// The index and time-to-live attributes, by the names the schema (and so the table) gives them.
const awaitingAttr = quoteTableSchema.pendingIndex.partitionKey;
const nextTryAtAttr = quoteTableSchema.pendingIndex.sortKey;
const expiresAtAttr = quoteTableSchema.timeToLiveAttribute;

/**
 * The values of the pending index's partition key: how an undelivered quote will reach staff. `staff`: its own
 * email (nearly every quote; a few wait at most). `digest`: stored during a wave of quotes (past the wave rate),
 * it goes out in the next digest email with the others (digest.ts). `held`: stored past its sender's or IP's
 * hourly cap, it goes out in the hourly held-quotes digest, or sooner with a wave digest.
 */
export type DeliveryChannel = 'staff' | 'digest' | 'held';
const deliveryChannels: readonly DeliveryChannel[] = ['staff', 'digest', 'held'];
/** The channels the digest's sender claims from. */
export const digestChannels: readonly DeliveryChannel[] = ['digest', 'held'];

/**
 * How staff's mail fared, as SES reported it (the events function): `accepted` (SES took it, no word yet),
 * `delayed`, `delivered` to the mailbox, or `bounced`, `complained`, `rejected`. Ranked, so a late event
 * never undoes a later one (a delay reported after the delivery).
 */
export const mailStatusRank = {
  accepted: 1,
  delayed: 2,
  delivered: 3,
  bounced: 4,
  complained: 4,
  rejected: 4,
} as const;
export type MailStatus = keyof typeof mailStatusRank;
/** Mail that did not reach staff: the quote counts as undelivered. */
export const mailProblems: readonly MailStatus[] = ['bounced', 'complained', 'rejected'];

/** A quote as stored: what staff are mailed, and where its delivery stands. */
export interface QuoteRecord {
  id: string;
  reference: string;
  status: QuoteStatus;
  receivedAt: string;
  quote: QuoteRequest;
  provenance: QuoteProvenance;
  /** The server's figures for the journey, worked out when it was stored (none on quotes stored before them). */
  estimate?: ServerEstimate;
  /** Send attempts started so far. */
  attempts: number;
  lastAttemptAt?: string;
  /** Name of the last send error (never its message: SES messages can quote addresses). */
  lastError?: string;
  sentAt?: string;
  /** Earliest time (epoch ms) the sweeper tries a pending quote again. */
  nextTryAt?: number;
  /** Sends whose outcome is unknown (timed out after the request left): SES may have accepted them. */
  unknownOutcomes: number;
  mailStatus?: MailStatus;
  mailStatusAt?: string;
  /** Whether the customer's acknowledgement went out: sent, rate_limited, failed or off. */
  acknowledgement?: string;
  /** Pending, and waiting for a digest (the wave's, or the held quotes') rather than an email of its own. */
  inDigest: boolean;
  /** Pending: the channel it waits in. */
  channel?: DeliveryChannel;
  /** The staff member who took it (a lead claim: lead-claim/), unless nobody has yet. */
  owner?: LeadOwner;
}

/**
 * A quote whose personal data was erased on request (`npm run quotes -- erase`, docs/decisions/025): what its record
 * keeps. Senders never see one (`getQuote` and claims pass it by); the operator's listing does.
 */
export interface ErasedQuote {
  id: string;
  reference: string;
  status: QuoteStatus;
  receivedAt: string;
  attempts: number;
  lastError?: string;
  sentAt?: string;
  mailStatus?: MailStatus;
  erased: Erasure;
  /** Who on staff took it: staff's data, not the customer's, kept so the period's claim figures stay true. */
  owner?: LeadOwner;
}

/** When a quote was erased, and by whom (an AWS identity's ARN, or `local user NAME`). */
export interface Erasure {
  at: string;
  by: string;
}

/** Any quote in the table: with its personal data, or erased. */
export type StoredQuote = QuoteRecord | ErasedQuote;

export const isErased = (quote: StoredQuote): quote is ErasedQuote => 'erased' in quote;

export interface QuoteTable {
  db: DynamoDBClient;
  tableName: string;
}

/** Item kinds sharing the table: quotes, and the per-address acknowledgement counters. */
export const quoteKind = 'quote';
const ackCounterKind = 'ack-counter';

const s = (value: string) => ({ S: value });
const n = (value: number) => ({ N: String(value) });

type Item = Record<string, { S?: string; N?: string }>;

function fromItem(item: Item): QuoteRecord {
  const text = (name: string) => item[name]?.S;
  const owner = leadOwnerFromItem(item);
  const stored = JSON.parse(text('request') ?? '{}') as {
    quote: QuoteRequest;
    provenance: QuoteProvenance;
    estimate?: ServerEstimate;
  };
  return {
    id: text('id') ?? '',
    reference: text('reference') ?? '',
    status: text('status') as QuoteStatus,
    receivedAt: text('receivedAt') ?? '',
    quote: stored.quote,
    provenance: stored.provenance ?? {},
    ...(stored.estimate ? { estimate: stored.estimate } : {}),
    attempts: Number(item.attempts?.N ?? 0),
    unknownOutcomes: Number(item.unknownOutcomes?.N ?? 0),
    inDigest: digestChannels.includes(text(awaitingAttr) as DeliveryChannel),
    ...(text(awaitingAttr) ? { channel: text(awaitingAttr) as DeliveryChannel } : {}),
    ...(item[nextTryAtAttr]?.N ? { nextTryAt: Number(item[nextTryAtAttr].N) } : {}),
    ...(text('mailStatus') ? { mailStatus: text('mailStatus') as MailStatus } : {}),
    ...(text('mailStatusAt') ? { mailStatusAt: text('mailStatusAt') } : {}),
    ...(text('lastAttemptAt') ? { lastAttemptAt: text('lastAttemptAt') } : {}),
    ...(text('lastError') ? { lastError: text('lastError') } : {}),
    ...(text('sentAt') ? { sentAt: text('sentAt') } : {}),
    ...(text('acknowledgement') ? { acknowledgement: text('acknowledgement') } : {}),
    ...(owner ? { owner } : {}),
  };
}

/** Any quote item: erased ones keep no request, only what `ErasedQuote` names. */
function fromStoredItem(item: Item): StoredQuote {
  const erasedAt = item.erasedAt?.S;
  if (!erasedAt) return fromItem(item);
  const text = (name: string) => item[name]?.S;
  const owner = leadOwnerFromItem(item);
  return {
    id: text('id') ?? '',
    reference: text('reference') ?? '',
    status: text('status') as QuoteStatus,
    receivedAt: text('receivedAt') ?? '',
    attempts: Number(item.attempts?.N ?? 0),
    erased: { at: erasedAt, by: text('erasedBy') ?? '' },
    ...(text('lastError') ? { lastError: text('lastError') } : {}),
    ...(text('sentAt') ? { sentAt: text('sentAt') } : {}),
    ...(text('mailStatus') ? { mailStatus: text('mailStatus') as MailStatus } : {}),
    ...(owner ? { owner } : {}),
  };
}

export interface NewQuote {
  id: string;
  reference: string;
  quote: QuoteRequest;
  provenance: QuoteProvenance;
  estimate?: ServerEstimate;
  /** How it reaches staff (`staff`, its own email, unless past the wave rate or a cap). */
  channel?: DeliveryChannel;
  now: Date;
  retentionDays: number;
}

/**
 * Stores a new quote as pending, unless one with this ID is stored already: then that quote's
 * reference is returned and nothing is written (`created: false`).
 */
export async function storeQuote(
  { db, tableName }: QuoteTable,
  quote: NewQuote,
): Promise<{ reference: string; created: boolean }> {
  const expiresAt = Math.floor(quote.now.getTime() / 1000) + quote.retentionDays * 86_400;
  // Staff are reminded of a quote nobody claims when it had an email of its own: not a smoke test's (nobody is to
  // call it), nor one that goes in a digest, the wave's (possibly spam; the wave alarm has told operations) or the held
  // quotes' (past a sender's cap: reminders for each would undo the cap on what one sender can make staff receive).
  const escalates = (quote.channel ?? 'staff') === 'staff' && !quote.provenance.test;
  try {
    await db.send(
      new PutItemCommand({
        TableName: tableName,
        Item: {
          id: s(quote.id),
          kind: s(quoteKind),
          reference: s(quote.reference),
          status: s('pending'),
          receivedAt: s(quote.now.toISOString()),
          request: s(JSON.stringify({ quote: quote.quote, provenance: quote.provenance, estimate: quote.estimate })),
          attempts: n(0),
          [expiresAtAttr]: n(expiresAt),
          [awaitingAttr]: s(quote.channel ?? 'staff'),
          [nextTryAtAttr]: n(quote.now.getTime()),
          ...(escalates ? unclaimedKeys(quote.now) : {}),
        },
        ConditionExpression: 'attribute_not_exists(id)',
      }),
    );
    return { reference: quote.reference, created: true };
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    // Erased or not, the quote stored under this ID keeps its reference.
    const { Item } = await db.send(
      new GetItemCommand({ TableName: tableName, Key: { id: s(quote.id) }, ConsistentRead: true }),
    );
    const reference = Item?.reference?.S;
    if (!reference) throw error;
    return { reference, created: false };
  }
}

export async function getQuote({ db, tableName }: QuoteTable, id: string): Promise<QuoteRecord | undefined> {
  const { Item } = await db.send(
    new GetItemCommand({ TableName: tableName, Key: { id: s(id) }, ConsistentRead: true }),
  );
  // An erased quote has nothing to send or compare: to senders and submissions it is gone.
  return Item && Item.kind?.S === quoteKind && !Item.erasedAt ? fromItem(Item as Item) : undefined;
}

/**
 * Takes the right to send a pending quote for `leaseMs`: only one sender holds it at a time, and a
 * sent quote is never claimed again. Undefined when the quote is sent, claimed by another, absent, or
 * waiting for the other channel (a quote for the digest is claimed only by the digest's sender).
 *
 * Each claim carries its own token (`claimedBy`). When the update took effect but its answer was lost, the SDK's
 * retry finds the quote claimed and fails its condition; the token tells that claim apart from another sender's, so
 * the sender goes on with it instead of leaving the quote unsent until the lease runs out.
 */
export async function claimQuote(
  { db, tableName }: QuoteTable,
  id: string,
  now: Date,
  leaseMs: number,
  channel: DeliveryChannel = 'staff',
): Promise<QuoteRecord | undefined> {
  const claim = randomUUID();
  try {
    const { Attributes } = await db.send(
      new UpdateItemCommand({
        TableName: tableName,
        Key: { id: s(id) },
        UpdateExpression:
          'SET claimedUntil = :lease, claimedBy = :claim, lastAttemptAt = :nowIso, attempts = attempts + :one',
        ConditionExpression:
          `kind = :quote AND #status = :pending AND ${awaitingAttr} = :channel AND ` +
          '(attribute_not_exists(claimedUntil) OR claimedUntil < :now)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':channel': s(channel),
          ':claim': s(claim),
          ':lease': n(now.getTime() + leaseMs),
          ':now': n(now.getTime()),
          ':nowIso': s(now.toISOString()),
          ':one': n(1),
          ':quote': s(quoteKind),
          ':pending': s('pending'),
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes && fromItem(Attributes as Item);
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    const { Item } = await db.send(
      new GetItemCommand({ TableName: tableName, Key: { id: s(id) }, ConsistentRead: true }),
    );
    const ours = Item?.claimedBy?.S === claim && Item.status?.S === 'pending';
    return ours ? fromItem(Item as Item) : undefined;
  }
}

/**
 * The claim of attempt `attempt` still holds: nobody took the quote over after a lease ran out, and it has not been
 * given back already (a retried release whose first answer was lost changes nothing).
 */
const ownClaim = 'attempts = :attempt AND #status = :pending AND attribute_exists(claimedUntil)';

/** Marks a claimed quote sent. False when the claim was lost (another sender may have sent it too). */
export async function markQuoteSent(
  { db, tableName }: QuoteTable,
  record: QuoteRecord,
  now: Date,
  messageId: string,
): Promise<boolean> {
  try {
    await db.send(
      new UpdateItemCommand({
        TableName: tableName,
        Key: { id: s(record.id) },
        UpdateExpression:
          'SET #status = :sent, sentAt = :now, messageId = :messageId, mailStatus = if_not_exists(mailStatus, :accepted), ' +
          `mailRank = if_not_exists(mailRank, :acceptedRank) REMOVE claimedUntil, lastError, ${awaitingAttr}, ${nextTryAtAttr}`,
        // Or SES's report of this very send came first and marked it sent (it sets no message ID), or this very mark
        // landed and its answer was lost (the SDK's retry finds this send's message ID).
        ConditionExpression:
          'attempts = :attempt AND (#status = :pending OR attribute_not_exists(messageId) OR messageId = :messageId)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':sent': s('sent'),
          ':pending': s('pending'),
          ':now': s(now.toISOString()),
          ':messageId': s(messageId || 'unknown'),
          ':attempt': n(record.attempts),
          ':accepted': s('accepted'),
          ':acceptedRank': n(mailStatusRank.accepted),
        },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/**
 * Gives a claimed quote back after a failed send, noting why and when it may be tried again, so the next
 * attempt need not wait for the lease. `unknown`: the send timed out after the request left, so SES may
 * have taken it; counted apart, so `npm run quotes` can say a duplicate is possible.
 */
export async function releaseQuote(
  { db, tableName }: QuoteTable,
  record: QuoteRecord,
  errorName: string,
  nextTryAt: number,
  unknown = false,
) {
  try {
    await db.send(
      new UpdateItemCommand({
        TableName: tableName,
        Key: { id: s(record.id) },
        UpdateExpression: `SET lastError = :error, ${nextTryAtAttr} = :next${unknown ? ' ADD unknownOutcomes :one' : ''} REMOVE claimedUntil`,
        ConditionExpression: ownClaim,
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':error': s(unknown ? `unknown outcome (${errorName})` : errorName),
          ':next': n(nextTryAt),
          ':pending': s('pending'),
          ':attempt': n(record.attempts),
          ...(unknown ? { ':one': n(1) } : {}),
        },
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
}

/**
 * Takes a claimed quote out of line for good: it cannot be sent as stored (the email cannot be rendered, or its
 * request cannot be built). It leaves the pending index, so no sender or sweeper tries it again; an operator's
 * `--resend` puts it back. False when the claim was lost.
 */
export async function markQuoteFailed(
  { db, tableName }: QuoteTable,
  record: QuoteRecord,
  errorName: string,
  now: Date,
): Promise<boolean> {
  try {
    await db.send(
      new UpdateItemCommand({
        TableName: tableName,
        Key: { id: s(record.id) },
        UpdateExpression: `SET #status = :failed, lastError = :error, failedAt = :now REMOVE claimedUntil, ${awaitingAttr}, ${nextTryAtAttr}`,
        ConditionExpression: ownClaim,
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':failed': s('failed'),
          ':error': s(`cannot be sent as stored (${errorName})`),
          ':now': s(now.toISOString()),
          ':pending': s('pending'),
          ':attempt': n(record.attempts),
        },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/**
 * Puts a quote back in line to be sent now, for an operator's resend: a pending one is made due at once, a
 * sent one (only when `force`) becomes pending again. False when there is no such quote, it is sent and
 * `force` was not given, or a sender holds it.
 */
export async function reopenQuote(
  { db, tableName }: QuoteTable,
  id: string,
  now: Date,
  force: boolean,
): Promise<boolean> {
  try {
    await db.send(
      new UpdateItemCommand({
        TableName: tableName,
        Key: { id: s(id) },
        // A resent quote's earlier mail reports no longer describe it.
        UpdateExpression:
          `SET #status = :pending, ${awaitingAttr} = :awaiting, ${nextTryAtAttr} = :now ` +
          'REMOVE claimedUntil, mailStatus, mailRank, mailStatusAt',
        // Never while a sender holds the claim: it may be sending right now. A failed quote needs no force: it
        // was never sent. Never an erased one: there is nothing left to send.
        ConditionExpression: `kind = :quote AND attribute_not_exists(erasedAt)${force ? '' : ' AND #status IN (:pending, :failed)'} AND (attribute_not_exists(claimedUntil) OR claimedUntil < :now)`,
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':pending': s('pending'),
          ...(force ? {} : { ':failed': s('failed') }),
          ':awaiting': s('staff'),
          ':now': n(now.getTime()),
          ':quote': s(quoteKind),
        },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** A pending quote as the sparse index holds it: enough to pick what is due and to age the oldest. */
export interface PendingQuote {
  id: string;
  channel: DeliveryChannel;
  reference: string;
  receivedAt: string;
  attempts: number;
  nextTryAt: number;
}

/**
 * Every quote not yet sent (or those of the channels given), soonest due first within each channel: a query of the
 * sparse index per channel, never a scan.
 */
export async function listPendingQuotes(
  table: QuoteTable,
  channels: readonly DeliveryChannel[] = deliveryChannels,
): Promise<PendingQuote[]> {
  return (await Promise.all(channels.map((channel) => listPendingOf(table, channel)))).flat();
}

async function listPendingOf({ db, tableName }: QuoteTable, channel: DeliveryChannel): Promise<PendingQuote[]> {
  const { indexName } = quoteTableSchema.pendingIndex;
  const pending: PendingQuote[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db.send(
      new QueryCommand({
        TableName: tableName,
        IndexName: indexName,
        KeyConditionExpression: `${awaitingAttr} = :awaiting`,
        ExpressionAttributeValues: { ':awaiting': s(channel) },
        ExclusiveStartKey: startKey as never,
      }),
    );
    for (const item of (page.Items ?? []) as Item[]) {
      pending.push({
        id: item.id?.S ?? '',
        channel,
        reference: item.reference?.S ?? '',
        receivedAt: item.receivedAt?.S ?? '',
        attempts: Number(item.attempts?.N ?? 0),
        nextTryAt: Number(item[nextTryAtAttr]?.N ?? 0),
      });
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return pending;
}

/**
 * Records what SES reported about staff's email of a quote (found by the ID and reference the email carried
 * as tags). A report that the mail was accepted or arrived also marks a still-pending quote sent: its send
 * timed out, but SES had taken it, so the sweeper must not send it again. False when the quote is absent
 * or already holds a later report.
 */
export async function recordMailStatus(
  { db, tableName }: QuoteTable,
  mail: { id: string; reference: string; status: MailStatus; at: Date },
): Promise<boolean> {
  const reached = mail.status === 'accepted' || mail.status === 'delivered' || mail.status === 'delayed';
  try {
    await db.send(
      new UpdateItemCommand({
        TableName: tableName,
        Key: { id: s(mail.id) },
        UpdateExpression:
          'SET mailStatus = :status, mailRank = :rank, mailStatusAt = :at' +
          (reached
            ? `, #status = :sent, sentAt = if_not_exists(sentAt, :at) REMOVE ${awaitingAttr}, ${nextTryAtAttr}, claimedUntil`
            : ''),
        ConditionExpression:
          'kind = :quote AND #reference = :reference AND (attribute_not_exists(mailRank) OR mailRank < :rank)',
        ExpressionAttributeValues: {
          ':status': s(mail.status),
          ':rank': n(mailStatusRank[mail.status]),
          ':at': s(mail.at.toISOString()),
          ':quote': s(quoteKind),
          ':reference': s(mail.reference),
          ...(reached ? { ':sent': s('sent') } : {}),
        },
        ExpressionAttributeNames: { '#reference': 'reference', ...(reached ? { '#status': 'status' } : {}) },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

export async function noteAcknowledgement({ db, tableName }: QuoteTable, id: string, outcome: string) {
  await db.send(
    new UpdateItemCommand({
      TableName: tableName,
      Key: { id: s(id) },
      UpdateExpression: 'SET acknowledgement = :outcome',
      ExpressionAttributeValues: { ':outcome': s(outcome) },
    }),
  );
}

/**
 * Counts one acknowledgement to an address in the current hour; false once `maxPerHour` have gone.
 * The counter's key is a hash of the address, and it expires (TTL) after two hours.
 */
export async function takeAcknowledgementSlot(
  { db, tableName }: QuoteTable,
  addressHash: string,
  now: Date,
  maxPerHour: number,
): Promise<boolean> {
  const hour = Math.floor(now.getTime() / 3_600_000);
  try {
    await db.send(
      new UpdateItemCommand({
        TableName: tableName,
        Key: { id: s(`ack#${addressHash}#${hour}`) },
        UpdateExpression: `SET kind = :kind, ${expiresAtAttr} = :expires ADD sent :one`,
        ConditionExpression: 'attribute_not_exists(sent) OR sent < :max',
        ExpressionAttributeValues: {
          ':kind': s(ackCounterKind),
          ':expires': n((hour + 2) * 3_600),
          ':one': n(1),
          ':max': n(maxPerHour),
        },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/**
 * Every quote in the table with its personal data, newest first (a scan: the local retry loop, tests and benches);
 * erased ones are left out.
 */
export async function listQuotes(table: QuoteTable, filter: { status?: QuoteStatus } = {}): Promise<QuoteRecord[]> {
  const records = await scanQuotes(table, filter.status, false);
  return records.filter((q): q is QuoteRecord => !isErased(q));
}

/** Every quote in the table, erased ones too, newest first (a scan: the operator's view, `find`). */
export function listStoredQuotes(table: QuoteTable): Promise<StoredQuote[]> {
  return scanQuotes(table, undefined, true);
}

async function scanQuotes(
  { db, tableName }: QuoteTable,
  status: QuoteStatus | undefined,
  erased: boolean,
): Promise<StoredQuote[]> {
  const conditions = ['kind = :quote', ...(erased ? [] : ['attribute_not_exists(erasedAt)'])];
  if (status) conditions.push('#status = :status');
  const records: StoredQuote[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db.send(
      new ScanCommand({
        TableName: tableName,
        ExclusiveStartKey: startKey as never,
        FilterExpression: conditions.join(' AND '),
        ...(status ? { ExpressionAttributeNames: { '#status': 'status' } } : {}),
        ExpressionAttributeValues: { ':quote': s(quoteKind), ...(status ? { ':status': s(status) } : {}) },
      }),
    );
    for (const item of page.Items ?? []) records.push(fromStoredItem(item as Item));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return records.sort((a, b) => b.receivedAt.localeCompare(a.receivedAt));
}

export type EraseOutcome =
  /** Erased now, or before (nothing changed): when and by whom. */
  | { outcome: 'erased' | 'already_erased'; erased: Erasure }
  /** Not yet sent to staff, and not forced: nothing changed. */
  | { outcome: 'pending' }
  /** No such quote. */
  | { outcome: 'missing' };

/**
 * Erases one quote's personal data on the person's request (docs/decisions/025): the stored request (name, phone,
 * email, locations, notes, the customer's figures, the server's estimate of the route) and its claim and pending
 * index keys go; the reference, dates, delivery facts, and when and by whom stay, until the quote's TTL: nothing
 * derived from the person (not even a hash of the address, which anyone holding the address could match). A quote not yet sent is erased only with `force` (staff would never see it). Erasing twice
 * changes nothing. One conditional update, so a sender cannot mark it pending again between the read and the write.
 */
export async function eraseQuote(
  table: QuoteTable,
  id: string,
  { now, by, force }: { now: Date; by: string; force: boolean },
  retries = 1,
): Promise<EraseOutcome> {
  const { db, tableName } = table;
  const { Item } = await db.send(
    new GetItemCommand({ TableName: tableName, Key: { id: s(id) }, ConsistentRead: true }),
  );
  if (!Item || Item.kind?.S !== quoteKind) return { outcome: 'missing' };
  const current = fromStoredItem(Item as Item);
  if (isErased(current)) return { outcome: 'already_erased', erased: current.erased };
  if (current.status !== 'sent' && !force) return { outcome: 'pending' };
  const erased = { at: now.toISOString(), by };
  try {
    await db.send(
      new UpdateItemCommand({
        TableName: tableName,
        Key: { id: s(id) },
        UpdateExpression:
          'SET erasedAt = :at, erasedBy = :by ' +
          `REMOVE #request, ${awaitingAttr}, ${nextTryAtAttr}, claimedUntil, claimedBy, ${unclaimedIndex.partitionKey}, ${unclaimedIndex.sortKey}`,
        ConditionExpression: `kind = :quote AND attribute_not_exists(erasedAt)${force ? '' : ' AND #status = :sent'}`,
        ExpressionAttributeNames: { '#request': 'request', ...(force ? {} : { '#status': 'status' }) },
        ExpressionAttributeValues: {
          ':at': s(erased.at),
          ':by': s(by),
          ':quote': s(quoteKind),
          ...(force ? {} : { ':sent': s('sent') }),
        },
      }),
    );
    return { outcome: 'erased', erased };
  } catch (error) {
    // Changed between the read and the write (erased by another operator, reopened by a resend): decide again.
    if (!(error instanceof ConditionalCheckFailedException) || retries === 0) throw error;
    return eraseQuote(table, id, { now, by, force }, retries - 1);
  }
}
