/**
 * The sparse pending index: every quote not yet sent, found with a query per channel, never a scan (the sweeper, the
 * digest, the local sender); and putting a quote back in it, for an operator's resend.
 */
import { paginateQuery } from '@aws-sdk/lib-dynamodb';
import { conditionalUpdate } from '../../aws/conditional-update';
import { documentClient, numberOf, textOf } from '../../aws/document-client';
import {
  awaitingAttr,
  type DeliveryChannel,
  deliveryChannels,
  sendLeaseAttrs as lease,
  nextTryAtAttr,
  type QuoteTable,
  quoteKind,
  quoteTableSchema,
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
  const pending: PendingQuote[] = [];
  const pages = paginateQuery(
    { client: documentClient(db) },
    {
      TableName: tableName,
      IndexName: quoteTableSchema.pendingIndex.indexName,
      KeyConditionExpression: `${awaitingAttr} = :awaiting`,
      ExpressionAttributeValues: { ':awaiting': channel },
    },
  );
  for await (const page of pages) {
    for (const item of page.Items ?? []) {
      pending.push({
        id: textOf(item, 'id') ?? '',
        channel,
        reference: textOf(item, 'reference') ?? '',
        receivedAt: textOf(item, 'receivedAt') ?? '',
        attempts: numberOf(item, 'attempts') ?? 0,
        nextTryAt: numberOf(item, nextTryAtAttr) ?? 0,
      });
    }
  }
  return pending;
}

/**
 * Puts a quote back in line to be sent now, for an operator's resend: a pending one is made due at once, a
 * sent one (only when `force`) becomes pending again. False when there is no such quote, it is sent and
 * `force` was not given, or a sender holds its lease.
 */
export async function reopenQuote(table: QuoteTable, id: string, now: Date, force: boolean): Promise<boolean> {
  return conditionalUpdate(table, {
    Key: { id },
    // A resent quote's earlier mail reports no longer describe it.
    UpdateExpression:
      `SET #status = :pending, ${awaitingAttr} = :awaiting, ${nextTryAtAttr} = :now ` +
      `REMOVE ${lease.until}, mailStatus, mailRank, mailStatusAt`,
    // Never while a sender holds the lease: it may be sending right now. A failed quote needs no force: it
    // was never sent. Never an erased one: there is nothing left to send.
    ConditionExpression: `kind = :quote AND attribute_not_exists(erasedAt)${force ? '' : ' AND #status IN (:pending, :failed)'} AND (attribute_not_exists(${lease.until}) OR ${lease.until} < :now)`,
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: {
      ':pending': 'pending',
      ...(force ? {} : { ':failed': 'failed' }),
      ':awaiting': 'staff',
      ':now': now.getTime(),
      ':quote': quoteKind,
    },
  });
}
