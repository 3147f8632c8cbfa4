/**
 * Conditional writes, the functions' one guard against doing a thing twice (storing a quote, taking a lease, counting a
 * window): DynamoDB refuses a write whose ConditionExpression does not hold with ConditionalCheckFailedException. That
 * refusal is an answer (another sender holds the lease, the quote is sent already), not a failure, and this is the one
 * place that tells the two apart.
 */
import {
  ConditionalCheckFailedException,
  type DynamoDBClient,
  UpdateItemCommand,
  type UpdateItemCommandInput,
} from '@aws-sdk/client-dynamodb';

/** A DynamoDB table as the functions' code is handed it: the client, and the table's name. */
export interface DynamoTable {
  db: DynamoDBClient;
  tableName: string;
}

/** Whether `error` is DynamoDB's refusal of a conditional write: its condition did not hold, nothing was written. */
export const isConditionRefused = (error: unknown): boolean => error instanceof ConditionalCheckFailedException;

/**
 * Sends one conditional update to `table`: true when it took effect, false when its condition did not hold (nothing
 * changed). Any other error is thrown.
 */
export async function conditionalUpdate(
  table: DynamoTable,
  input: Omit<UpdateItemCommandInput, 'TableName'>,
  options: { abortSignal?: AbortSignal } = {},
): Promise<boolean> {
  try {
    await table.db.send(new UpdateItemCommand({ ...input, TableName: table.tableName }), options);
    return true;
  } catch (error) {
    if (isConditionRefused(error)) return false;
    throw error;
  }
}
