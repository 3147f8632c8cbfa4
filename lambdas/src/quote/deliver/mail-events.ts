/**
 * SES's reports of staff's quote emails (through the configuration set), recorded on the quote they are
 * about: accepted, delayed, delivered to the mailbox, bounced, complained of, rejected. The quote is found by
 * the tags its email carried (send-quote-email.ts). Customers' acknowledgements are not recorded, only counted
 * (acknowledgement-reports.ts).
 */
import { lambdaMetrics, sesRecipientTag } from '@courier/common/api/lambda-env';
import { quoteMailTags } from '../../email/send-quote-email';
import type { Logger } from '../../observability/observability';
import { type MailStatus, recordMailStatus } from '../store/mail-status';
import type { QuoteTable } from '../store/quote-table';

/** An SES event as the configuration set publishes it (only what is read). */
export interface SesMailEvent {
  eventType?: string;
  /** Identity notifications name it so instead. */
  notificationType?: string;
  mail?: { timestamp?: string; tags?: Record<string, string[] | undefined> };
  /** `Permanent` for an address that will never take mail; `Transient` (a full mailbox) or `Undetermined`. */
  bounce?: { timestamp?: string; bounceType?: string };
  complaint?: { timestamp?: string };
  delivery?: { timestamp?: string };
}

const statusOfEvent: Record<string, MailStatus> = {
  Send: 'accepted',
  DeliveryDelay: 'delayed',
  Delivery: 'delivered',
  Bounce: 'bounced',
  Complaint: 'complained',
  Reject: 'rejected',
};

const { quoteDelivery } = lambdaMetrics;
/** Counted, so the dashboard shows them and a bounce to staff alarms at once. */
const outcomeOfStatus: Partial<Record<MailStatus, string>> = {
  delivered: quoteDelivery.staffDelivered.outcome,
  bounced: quoteDelivery.staffBounced.outcome,
  complained: quoteDelivery.staffComplained.outcome,
  rejected: quoteDelivery.staffBounced.outcome,
};

export type MailEventOutcome = 'recorded' | 'stale' | 'ignored';

export async function recordMailEvent(
  table: QuoteTable,
  event: SesMailEvent,
  logger: Logger,
  now: () => Date = () => new Date(),
): Promise<MailEventOutcome> {
  const type = event.eventType ?? event.notificationType ?? '';
  const status = statusOfEvent[type];
  const tag = (name: string) => event.mail?.tags?.[name]?.[0];
  const id = tag(quoteMailTags.quoteId);
  const reference = tag(quoteMailTags.reference);
  if (!status || tag(sesRecipientTag.name) !== sesRecipientTag.staff || !id || !reference) {
    logger('debug', 'mail event ignored', { eventType: type });
    return 'ignored';
  }
  const at = event.bounce?.timestamp ?? event.complaint?.timestamp ?? event.delivery?.timestamp;
  const recorded = await recordMailStatus(table, { id, reference, status, at: at ? new Date(at) : now() });
  const outcome = outcomeOfStatus[status];
  const facts = { reference, eventType: type, mailStatus: status, recorded };
  // A bounce is an error even when an earlier report outranks it: staff's mailbox refused a lead.
  if (status === 'bounced' || status === 'complained' || status === 'rejected') {
    logger('error', 'quote email to staff did not arrive', { ...facts, ...(outcome ? { outcome } : {}) });
  } else logger('info', 'quote email report', { ...facts, ...(outcome && recorded ? { outcome } : {}) });
  return recorded ? 'recorded' : 'stale';
}
