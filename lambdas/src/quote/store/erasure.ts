/** Erasing one quote's personal data on the person's request (`npm run quotes -- erase`, docs/decisions/025). */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { isConditionRefused } from '../../aws/conditional-update';
import { documentClient, type Item } from '../../aws/document-client';
import { leadHistoryAttr } from './lead-history';
import { leadOutcomeAttributes } from './lead-outcome-item';
import { unclaimedIndex } from './lead-owner-item';
import { type Erasure, fromStoredItem, isErased } from './quote-record';
import { awaitingAttr, sendLeaseAttrs as lease, nextTryAtAttr, type QuoteTable, quoteKind } from './quote-table';

export type EraseOutcome =
  /** Erased now, or before (nothing changed): when and by whom. */
  | { outcome: 'erased' | 'already_erased'; erased: Erasure }
  /** Not yet sent to staff, and not forced: nothing changed. */
  | { outcome: 'pending' }
  /** No such quote. */
  | { outcome: 'missing' };

/**
 * The history as stored, and the places of the records that carry a note (a lost outcome's, staff's words about the
 * customer): the erasure removes each by its place, which stands while the list's size does (records are only
 * appended).
 */
function notedRecords(item: Item): { size: number; places: number[] } {
  const list = item[leadHistoryAttr];
  if (!Array.isArray(list)) return { size: 0, places: [] };
  const places = list.flatMap((record, place) =>
    record && typeof record === 'object' && 'note' in record ? [place] : [],
  );
  return { size: list.length, places };
}

/**
 * Erases one quote's personal data on the person's request (docs/decisions/025): the stored request (name, phone,
 * email, locations, notes, the customer's figures, the server's estimate of the route) and its lease and index keys
 * go; the reference, dates, delivery facts, and when and by whom stay, until the quote's TTL: nothing derived from
 * the person (not even a hash of the address, which anyone holding the address could match). Staff's notes on a lost
 * lead (the current one and those in the history) go too; the outcomes, who recorded them and when stay, for the
 * figures (issue 43). A quote not yet sent is
 * erased only with `force` (staff would never see it). Erasing twice changes nothing. One conditional update, so a
 * sender cannot mark it pending again between the read and the write.
 */
export async function eraseQuote(
  table: QuoteTable,
  id: string,
  { now, by, force }: { now: Date; by: string; force: boolean },
  retries = 1,
): Promise<EraseOutcome> {
  const { tableName } = table;
  const documents = documentClient(table.db);
  const { Item } = await documents.send(new GetCommand({ TableName: tableName, Key: { id }, ConsistentRead: true }));
  if (!Item || Item.kind !== quoteKind) return { outcome: 'missing' };
  const current = fromStoredItem(Item);
  if (isErased(current)) return { outcome: 'already_erased', erased: current.erased };
  if (current.status !== 'sent' && !force) return { outcome: 'pending' };
  const erased = { at: now.toISOString(), by };
  const noted = notedRecords(Item);
  const notes = [
    leadOutcomeAttributes.outcomeNote,
    ...noted.places.map((place) => `${leadHistoryAttr}[${place}].note`),
  ];
  try {
    await documents.send(
      new UpdateCommand({
        TableName: tableName,
        Key: { id },
        UpdateExpression:
          'SET erasedAt = :at, erasedBy = :by ' +
          `REMOVE #request, ${awaitingAttr}, ${nextTryAtAttr}, ${lease.until}, ${lease.holder}, ${unclaimedIndex.partitionKey}, ${unclaimedIndex.sortKey}, ` +
          notes.join(', '),
        // The history as read: a record appended since (a note among them) sends it back to be read again.
        ConditionExpression:
          `kind = :quote AND attribute_not_exists(erasedAt)${force ? '' : ' AND #status = :sent'} AND ` +
          `(attribute_not_exists(${leadHistoryAttr}) OR size(${leadHistoryAttr}) = :historySize)`,
        ExpressionAttributeNames: { '#request': 'request', ...(force ? {} : { '#status': 'status' }) },
        ExpressionAttributeValues: {
          ':at': erased.at,
          ':by': by,
          ':quote': quoteKind,
          ':historySize': noted.size,
          ...(force ? {} : { ':sent': 'sent' }),
        },
      }),
    );
    return { outcome: 'erased', erased };
  } catch (error) {
    // Changed between the read and the write (erased by another operator, reopened by a resend): decide again.
    if (!isConditionRefused(error) || retries === 0) throw error;
    return eraseQuote(table, id, { now, by, force }, retries - 1);
  }
}
