/**
 * The sparse pending index: every quote not yet sent, found with a query per channel, never a scan (the sweeper, the
 * digest, the local sender); and putting a quote back in it, for an operator's resend.
 */
import { QueryCommand } from '@aws-sdk/client-dynamodb';
import { conditionalUpdate } from '../../aws/conditional-update';
import {
  awaitingAttr,
  type DeliveryChannel,
  deliveryChannels,
  type Item,
  sendLeaseAttrs as lease,
  n,
  nextTryAtAttr,
  type QuoteTable,
  quoteKind,
  quoteTableSchema,
  s,
} from './quote-table';

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
 * Puts a quote back in line to be sent now, for an operator's resend: a pending one is made due at once, a
 * sent one (only when `force`) becomes pending again. False when there is no such quote, it is sent and
 * `force` was not given, or a sender holds its lease.
 */
export async function reopenQuote(table: QuoteTable, id: string, now: Date, force: boolean): Promise<boolean> {
  return conditionalUpdate(table, {
    Key: { id: s(id) },
    // A resent quote's earlier mail reports no longer describe it.
    UpdateExpression:
      `SET #status = :pending, ${awaitingAttr} = :awaiting, ${nextTryAtAttr} = :now ` +
      `REMOVE ${lease.until}, mailStatus, mailRank, mailStatusAt`,
    // Never while a sender holds the lease: it may be sending right now. A failed quote needs no force: it
    // was never sent. Never an erased one: there is nothing left to send.
    ConditionExpression: `kind = :quote AND attribute_not_exists(erasedAt)${force ? '' : ' AND #status IN (:pending, :failed)'} AND (attribute_not_exists(${lease.until}) OR ${lease.until} < :now)`,
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: {
      ':pending': s('pending'),
      ...(force ? {} : { ':failed': s('failed') }),
      ':awaiting': s('staff'),
      ':now': n(now.getTime()),
      ':quote': s(quoteKind),
    },
  });
}
