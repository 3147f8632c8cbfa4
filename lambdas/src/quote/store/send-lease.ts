/**
 * The sender's delivery lease: the right to send one pending quote's email for a short while, held by one sender at a
 * time (the stream sender, the sweeper, the digest, an operator's resend), so no two send the same quote. The holder
 * then marks the quote sent, gives the lease back after a failed send, or marks the quote failed for good. Not to be
 * confused with staff's lead claims (lead-claim/), who on staff took the quote.
 */
import { randomUUID } from 'node:crypto';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { conditionalUpdate, isConditionRefused } from '../../aws/conditional-update';
import { documentClient } from '../../aws/document-client';
import { mailStatusRank } from './mail-status';
import { fromItem, type QuoteRecord } from './quote-record';
import {
  awaitingAttr,
  type DeliveryChannel,
  sendLeaseAttrs as lease,
  nextTryAtAttr,
  type QuoteTable,
  quoteKind,
} from './quote-table';

/**
 * Takes the right to send a pending quote for `leaseMs`: only one sender holds it at a time, and a
 * sent quote is never leased again. Undefined when the quote is sent, leased by another, absent, or
 * waiting for the other channel (a quote for the digest is leased only by the digest's sender).
 *
 * Each lease carries its own token (its holder). When the update took effect but its answer was lost, the SDK's
 * retry finds the quote leased and fails its condition; the token tells that lease apart from another sender's, so
 * the sender goes on with it instead of leaving the quote unsent until the lease runs out.
 */
export async function takeSendLease(
  { db, tableName }: QuoteTable,
  id: string,
  now: Date,
  leaseMs: number,
  channel: DeliveryChannel = 'staff',
): Promise<QuoteRecord | undefined> {
  const token = randomUUID();
  const documents = documentClient(db);
  try {
    const { Attributes } = await documents.send(
      new UpdateCommand({
        TableName: tableName,
        Key: { id },
        UpdateExpression: `SET ${lease.until} = :lease, ${lease.holder} = :holder, lastAttemptAt = :nowIso, attempts = attempts + :one`,
        ConditionExpression:
          `kind = :quote AND #status = :pending AND ${awaitingAttr} = :channel AND ` +
          `(attribute_not_exists(${lease.until}) OR ${lease.until} < :now)`,
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':channel': channel,
          ':holder': token,
          ':lease': now.getTime() + leaseMs,
          ':now': now.getTime(),
          ':nowIso': now.toISOString(),
          ':one': 1,
          ':quote': quoteKind,
          ':pending': 'pending',
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes && fromItem(Attributes);
  } catch (error) {
    if (!isConditionRefused(error)) throw error;
    const { Item } = await documents.send(new GetCommand({ TableName: tableName, Key: { id }, ConsistentRead: true }));
    const ours = Item?.[lease.holder] === token && Item.status === 'pending';
    return ours ? fromItem(Item) : undefined;
  }
}

/**
 * The lease of attempt `attempt` still holds: nobody took the quote over after a lease ran out, and it has not been
 * given back already (a retried release whose first answer was lost changes nothing).
 */
const leaseStillHeld = `attempts = :attempt AND #status = :pending AND attribute_exists(${lease.until})`;

/** Marks a leased quote sent. False when the lease was lost (another sender may have sent it too). */
export async function markQuoteSent(
  table: QuoteTable,
  record: QuoteRecord,
  now: Date,
  messageId: string,
): Promise<boolean> {
  return conditionalUpdate(table, {
    Key: { id: record.id },
    UpdateExpression:
      'SET #status = :sent, sentAt = :now, messageId = :messageId, mailStatus = if_not_exists(mailStatus, :accepted), ' +
      `mailRank = if_not_exists(mailRank, :acceptedRank) REMOVE ${lease.until}, lastError, ${awaitingAttr}, ${nextTryAtAttr}`,
    // Or SES's report of this very send came first and marked it sent (it sets no message ID), or this very mark
    // landed and its answer was lost (the SDK's retry finds this send's message ID).
    ConditionExpression:
      'attempts = :attempt AND (#status = :pending OR attribute_not_exists(messageId) OR messageId = :messageId)',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: {
      ':sent': 'sent',
      ':pending': 'pending',
      ':now': now.toISOString(),
      ':messageId': messageId || 'unknown',
      ':attempt': record.attempts,
      ':accepted': 'accepted',
      ':acceptedRank': mailStatusRank.accepted,
    },
  });
}

/**
 * Gives a leased quote back after a failed send, noting why and when it may be tried again, so the next
 * attempt need not wait for the lease. `unknown`: the send timed out after the request left, so SES may
 * have taken it; counted apart, so `npm run quotes` can say a duplicate is possible. A lease lost meanwhile
 * changes nothing.
 */
export async function releaseSendLease(
  table: QuoteTable,
  record: QuoteRecord,
  errorName: string,
  nextTryAt: number,
  unknown = false,
) {
  await conditionalUpdate(table, {
    Key: { id: record.id },
    UpdateExpression: `SET lastError = :error, ${nextTryAtAttr} = :next${unknown ? ' ADD unknownOutcomes :one' : ''} REMOVE ${lease.until}`,
    ConditionExpression: leaseStillHeld,
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: {
      ':error': unknown ? `unknown outcome (${errorName})` : errorName,
      ':next': nextTryAt,
      ':pending': 'pending',
      ':attempt': record.attempts,
      ...(unknown ? { ':one': 1 } : {}),
    },
  });
}

/**
 * Takes a leased quote out of line for good: it cannot be sent as stored (the email cannot be rendered, or its
 * request cannot be built). It leaves the pending index, so no sender or sweeper tries it again; an operator's
 * `--resend` puts it back. False when the lease was lost.
 */
export async function markQuoteFailed(
  table: QuoteTable,
  record: QuoteRecord,
  errorName: string,
  now: Date,
): Promise<boolean> {
  return conditionalUpdate(table, {
    Key: { id: record.id },
    UpdateExpression: `SET #status = :failed, lastError = :error, failedAt = :now REMOVE ${lease.until}, ${awaitingAttr}, ${nextTryAtAttr}`,
    ConditionExpression: leaseStillHeld,
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: {
      ':failed': 'failed',
      ':error': `cannot be sent as stored (${errorName})`,
      ':now': now.toISOString(),
      ':pending': 'pending',
      ':attempt': record.attempts,
    },
  });
}
