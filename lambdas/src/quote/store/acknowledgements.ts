/** The customer's acknowledgement: whether it went out, and the per-address counters that cap them an hour. */
import { UpdateItemCommand } from '@aws-sdk/client-dynamodb';
import { conditionalUpdate } from '../../aws/conditional-update';
import { ackCounterKind, expiresAtAttr, n, type QuoteTable, s } from './quote-table';

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
  table: QuoteTable,
  addressHash: string,
  now: Date,
  maxPerHour: number,
): Promise<boolean> {
  const hour = Math.floor(now.getTime() / 3_600_000);
  return conditionalUpdate(table, {
    Key: { id: s(`ack#${addressHash}#${hour}`) },
    UpdateExpression: `SET kind = :kind, ${expiresAtAttr} = :expires ADD sent :one`,
    ConditionExpression: 'attribute_not_exists(sent) OR sent < :max',
    ExpressionAttributeValues: {
      ':kind': s(ackCounterKind),
      ':expires': n((hour + 2) * 3_600),
      ':one': n(1),
      ':max': n(maxPerHour),
    },
  });
}
