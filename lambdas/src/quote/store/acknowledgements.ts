/** The customer's acknowledgement: whether it went out, and the per-address counters that cap them an hour. */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { conditionalUpdate } from '../../aws/conditional-update';
import { documentClient } from '../../aws/document-client';
import { ackCounterKind, expiresAtAttr, type QuoteTable } from './quote-table';

export async function noteAcknowledgement({ db, tableName }: QuoteTable, id: string, outcome: string) {
  await documentClient(db).send(
    new UpdateCommand({
      TableName: tableName,
      Key: { id },
      UpdateExpression: 'SET acknowledgement = :outcome',
      ExpressionAttributeValues: { ':outcome': outcome },
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
    Key: { id: `ack#${addressHash}#${hour}` },
    UpdateExpression: `SET kind = :kind, ${expiresAtAttr} = :expires ADD sent :one`,
    ConditionExpression: 'attribute_not_exists(sent) OR sent < :max',
    ExpressionAttributeValues: {
      ':kind': ackCounterKind,
      ':expires': (hour + 2) * 3_600,
      ':one': 1,
      ':max': maxPerHour,
    },
  });
}
