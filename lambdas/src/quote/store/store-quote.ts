/** Storing a new quote: once per ID, before the visitor is told it was received. */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { QuoteRequest } from '@courier/common/quote/quote-fields';
import type { QuoteProvenance } from '@courier/common/quote/quote-provenance';
import type { ServerEstimate } from '@courier/common/quote/server-estimate';
import { isConditionRefused } from '../../aws/conditional-update';
import { documentClient, textOf } from '../../aws/document-client';
import { unclaimedKeys } from './lead-owner-item';
import {
  awaitingAttr,
  type DeliveryChannel,
  expiresAtAttr,
  type HeldReason,
  heldAttr,
  nextTryAtAttr,
  type QuoteTable,
  quoteKind,
} from './quote-table';

export interface NewQuote {
  id: string;
  reference: string;
  quote: QuoteRequest;
  provenance: QuoteProvenance;
  estimate?: ServerEstimate;
  /** How it reaches staff (`staff`, its own email, unless past the wave rate or a cap). */
  channel?: DeliveryChannel;
  /** Why it does not get an email of its own (the held mark, quote-table.ts); none for a quote that does. */
  held?: HeldReason;
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
  // Every customer's quote escalates while nobody claims it; a smoke test's does not (nobody is to call it). One that
  // goes in a digest (the held mark: the wave's, possibly spam, or past a sender's cap) gets no reminder emails, which
  // would undo the cap on what one sender can make staff receive, but is texted like any other once it waits.
  const escalates = !quote.provenance.test;
  const documents = documentClient(db);
  try {
    await documents.send(
      new PutCommand({
        TableName: tableName,
        Item: {
          id: quote.id,
          kind: quoteKind,
          reference: quote.reference,
          status: 'pending',
          receivedAt: quote.now.toISOString(),
          request: JSON.stringify({ quote: quote.quote, provenance: quote.provenance, estimate: quote.estimate }),
          attempts: 0,
          [expiresAtAttr]: expiresAt,
          [awaitingAttr]: quote.channel ?? 'staff',
          [nextTryAtAttr]: quote.now.getTime(),
          ...(quote.held ? { [heldAttr]: quote.held } : {}),
          ...(escalates ? unclaimedKeys(quote.now, quote.held ? 'held' : 'reminded') : {}),
        },
        ConditionExpression: 'attribute_not_exists(id)',
      }),
    );
    return { reference: quote.reference, created: true };
  } catch (error) {
    if (!isConditionRefused(error)) throw error;
    // Erased or not, the quote stored under this ID keeps its reference.
    const { Item } = await documents.send(
      new GetCommand({ TableName: tableName, Key: { id: quote.id }, ConsistentRead: true }),
    );
    const reference = Item && textOf(Item, 'reference');
    if (!reference) throw error;
    return { reference, created: false };
  }
}
