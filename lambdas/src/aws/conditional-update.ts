/**
 * Conditional writes, the functions' one guard against doing a thing twice (storing a quote, taking a lease, counting a
 * window): DynamoDB refuses a write whose ConditionExpression does not hold with ConditionalCheckFailedException. That
 * refusal is an answer (another sender holds the lease, the quote is sent already), not a failure, and this is the one
 * place that tells the two apart.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand, type UpdateCommandInput } from '@aws-sdk/lib-dynamodb';
import { type DynamoTable, documentClient, type Item } from './document-client';

/** Whether `error` is DynamoDB's refusal of a conditional write: its condition did not hold, nothing was written. */
export const isConditionRefused = (error: unknown): boolean => error instanceof ConditionalCheckFailedException;

/**
 * Sends one conditional update to `table`: true when it took effect, false when its condition did not hold (nothing
 * changed). Any other error is thrown.
 */
export async function conditionalUpdate(
  table: DynamoTable,
  input: Omit<UpdateCommandInput, 'TableName'>,
  options: { abortSignal?: AbortSignal } = {},
): Promise<boolean> {
  try {
    await documentClient(table.db).send(new UpdateCommand({ ...input, TableName: table.tableName }), options);
    return true;
  } catch (error) {
    if (isConditionRefused(error)) return false;
    throw error;
  }
}

/**
 * The same conditional update, answering the attributes it set as they are now (DynamoDB's `UPDATED_NEW`), or
 * undefined when its condition did not hold: for a write whose caller needs what it made (where in a list it appended).
 */
export async function updatedAttributes(
  table: DynamoTable,
  input: Omit<UpdateCommandInput, 'TableName' | 'ReturnValues'>,
  options: { abortSignal?: AbortSignal } = {},
): Promise<Item | undefined> {
  try {
    const { Attributes } = await documentClient(table.db).send(
      new UpdateCommand({ ...input, TableName: table.tableName, ReturnValues: 'UPDATED_NEW' }),
      options,
    );
    return Attributes ?? {};
  } catch (error) {
    if (isConditionRefused(error)) return undefined;
    throw error;
  }
}
