/**
 * SES's reports of customers' acknowledgements, counted and nothing more: one SES accepted (its Send), and one that
 * bounced for good (a Permanent bounce, the kind SES's reputation counts), so an alarm can watch their rate
 * (infra/lib/quotes/quote-alarms.ts). A report names the customer (its destination, the bounced recipient), but what
 * this logs is the event type and the outcome, never an address; an acknowledgement names no quote, so nothing is
 * recorded on one.
 */
import { lambdaMetrics } from '@courier/common/api/lambda-env';
import type { Logger } from '../../observability/observability';
import type { SesMailEvent } from './mail-events';

const { acknowledgementSent, acknowledgementBounced } = lambdaMetrics.quoteDelivery;

export type AcknowledgementReportOutcome = 'counted' | 'ignored';

/** Counts one report of a customer's acknowledgement (its log line's outcome is the metric, observability.ts). */
export function countAcknowledgementReport(event: SesMailEvent, logger: Logger): AcknowledgementReportOutcome {
  const eventType = event.eventType ?? event.notificationType ?? '';
  const outcome =
    eventType === 'Send'
      ? acknowledgementSent.outcome
      : eventType === 'Bounce' && event.bounce?.bounceType === 'Permanent'
        ? acknowledgementBounced.outcome
        : undefined;
  if (!outcome) {
    // A transient bounce (a full mailbox) or a delay: SES tries again, and its reputation does not count it.
    logger('debug', 'acknowledgement report not counted', { eventType });
    return 'ignored';
  }
  logger(outcome === acknowledgementBounced.outcome ? 'warn' : 'info', 'acknowledgement report', {
    eventType,
    outcome,
  });
  return 'counted';
}
