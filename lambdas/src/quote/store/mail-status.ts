/** How staff's email of each quote fared, as SES reported it (the mail-events function). */
import { conditionalUpdate } from '../../aws/conditional-update';
import { awaitingAttr, sendLeaseAttrs as lease, nextTryAtAttr, type QuoteTable, quoteKind } from './quote-table';

/**
 * How staff's mail fared, as SES reported it (the events function): `accepted` (SES took it, no word yet),
 * `delayed`, `delivered` to the mailbox, or `bounced`, `complained`, `rejected`. Ranked, so a late event
 * never undoes a later one (a delay reported after the delivery).
 */
export const mailStatusRank = {
  accepted: 1,
  delayed: 2,
  delivered: 3,
  bounced: 4,
  complained: 4,
  rejected: 4,
} as const;
export type MailStatus = keyof typeof mailStatusRank;
/** Mail that did not reach staff: the quote counts as undelivered. */
export const mailProblems: readonly MailStatus[] = ['bounced', 'complained', 'rejected'];

/**
 * Records what SES reported about staff's email of a quote (found by the ID and reference the email carried
 * as tags). A report that the mail was accepted or arrived also marks a still-pending quote sent: its send
 * timed out, but SES had taken it, so the sweeper must not send it again. False when the quote is absent
 * or already holds a later report.
 */
export async function recordMailStatus(
  table: QuoteTable,
  mail: { id: string; reference: string; status: MailStatus; at: Date },
): Promise<boolean> {
  const reached = mail.status === 'accepted' || mail.status === 'delivered' || mail.status === 'delayed';
  return conditionalUpdate(table, {
    Key: { id: mail.id },
    UpdateExpression:
      'SET mailStatus = :status, mailRank = :rank, mailStatusAt = :at' +
      (reached
        ? `, #status = :sent, sentAt = if_not_exists(sentAt, :at) REMOVE ${awaitingAttr}, ${nextTryAtAttr}, ${lease.until}`
        : ''),
    ConditionExpression:
      'kind = :quote AND #reference = :reference AND (attribute_not_exists(mailRank) OR mailRank < :rank)',
    ExpressionAttributeValues: {
      ':status': mail.status,
      ':rank': mailStatusRank[mail.status],
      ':at': mail.at.toISOString(),
      ':quote': quoteKind,
      ':reference': mail.reference,
      ...(reached ? { ':sent': 'sent' } : {}),
    },
    ExpressionAttributeNames: { '#reference': 'reference', ...(reached ? { '#status': 'status' } : {}) },
  });
}
