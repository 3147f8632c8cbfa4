/** Every quote in the table, newest first: a scan, for the operator's view, the local retry loop, tests and benches. */
import { paginateScan } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../../aws/document-client';
import { fromStoredItem, isErased, type QuoteRecord, type StoredQuote } from './quote-record';
import { type QuoteStatus, type QuoteTable, quoteKind } from './quote-table';

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
  const pages = paginateScan(
    { client: documentClient(db) },
    {
      TableName: tableName,
      FilterExpression: conditions.join(' AND '),
      ...(status ? { ExpressionAttributeNames: { '#status': 'status' } } : {}),
      ExpressionAttributeValues: { ':quote': quoteKind, ...(status ? { ':status': status } : {}) },
    },
  );
  for await (const page of pages) for (const item of page.Items ?? []) records.push(fromStoredItem(item));
  return records.sort((a, b) => b.receivedAt.localeCompare(a.receivedAt));
}
