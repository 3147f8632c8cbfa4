/**
 * Delivers one stored quote to staff: take its send lease, send it, mark it sent. Called by the stream sender, the
 * sweeper and the operator's resend in AWS, and by their local stand-ins, for every delivery and
 * redelivery of the same quote.
 *
 * Guarantee: a quote is emailed to staff at least once, and a second time only if SES accepted an email
 * whose answer never came back (the sender timed out waiting, or died before recording it) and no report
 * of that email (events function) arrived before the next try. SES gets one attempt per try, so a slow
 * answer is waited for, never raced by a retry. A redelivered or concurrent delivery of a quote that is
 * sent, or being sent, sends nothing.
 */
import type { SESClient } from '@aws-sdk/client-ses';
import { lambdaMetrics } from '@courier/common/api/lambda-env';
import type { ClaimLinks } from '../../claim-link/claim-keys';
import { type AcknowledgementCompany, renderAcknowledgementEmail } from '../../email/acknowledgement-email';
import type { MailSettings } from '../../email/mail-env';
import { renderQuoteEmail } from '../../email/quote-email';
import { RequestNotBuiltError } from '../../email/renewing-ses-client';
import { type StaffEmail, sendCustomerEmail, sendQuoteEmail } from '../../email/send-quote-email';
import { errorName } from '../../observability/error-name';
import type { Gauge, Logger } from '../../observability/observability';
import { noteAcknowledgement, takeAcknowledgementSlot } from '../store/acknowledgements';
import { getQuote, type QuoteRecord } from '../store/quote-record';
import type { QuoteTable } from '../store/quote-table';
import { markQuoteFailed, markQuoteSent, releaseSendLease, takeSendLease } from '../store/send-lease';
import { senderAddressKey } from '../store/sender-address';

/** Longer than an SES call can take (its client times out first), so a live sender never loses its lease. */
export const sendLeaseMs = 60_000;

/** When a quote that was not sent is tried again (`nextTryAt`), by whichever sender tried it. */
export interface RedeliverySettings {
  /** The sweeper leaves a quote this long after it was stored: the stream sender has it first. */
  firstSweepAfterMs: number;
  /** The wait after a failed try… */
  retryBaseMs: number;
  /** …doubling with each try past `streamAttempts`, up to this: it slows down, it never gives up. */
  retryMaxMs: number;
  /** Tries the stream makes (its retries + 1), which all wait `retryBaseMs`. */
  streamAttempts: number;
  /** After a send whose outcome is unknown: time for SES's report of it (events function) to arrive first. */
  unknownWaitMs: number;
}

/** Deployed: the sweeper runs every 5 minutes (infra/lib/quotes/quote-delivery.ts). */
export const deployedRedelivery: RedeliverySettings = {
  firstSweepAfterMs: 10 * 60_000,
  retryBaseMs: 5 * 60_000,
  retryMaxMs: 30 * 60_000,
  streamAttempts: 11,
  unknownWaitMs: 10 * 60_000,
};

/** The wait before the next try of a quote that has had `attempts` tries. */
export function retryDelayMs(attempts: number, settings: RedeliverySettings): number {
  const past = Math.max(0, attempts - settings.streamAttempts);
  return Math.min(settings.retryBaseMs * 2 ** Math.min(past, 20), settings.retryMaxMs);
}

export interface AcknowledgementSettings extends AcknowledgementCompany {
  /** Off inside the SES sandbox, where sends to unverified customers fail. */
  enabled: boolean;
  /** Acknowledgements one address may receive per hour. */
  maxPerHour: number;
}

export interface DeliveryDeps {
  table: QuoteTable;
  ses: SESClient;
  mail: MailSettings;
  acknowledgement: AcknowledgementSettings;
  logger: Logger;
  /** Publishes the store-to-send time; none in tests and locally. */
  gauge?: Gauge;
  /** Each quote's claim link for staff (lead-claim/); none: emails without one. */
  claimLinks?: ClaimLinks;
  redelivery?: RedeliverySettings;
  now?: () => Date;
}

export type DeliveryOutcome =
  /** Emailed now. */
  | 'sent'
  /** Sent before: a redelivery. */
  | 'already_sent'
  /** Another sender holds the lease; try again later. */
  | 'busy'
  /** SES failed; the quote stays pending for the next attempt. */
  | 'failed'
  /** The send timed out after the request left: SES may have taken it. Left for the sweeper, after a wait. */
  | 'unknown'
  /** No such quote (expired, or not a quote). */
  | 'missing'
  /** Stored during a wave or past a cap: it goes to staff in the next digest email (digest.ts), not on its own. */
  | 'digest'
  /** It cannot be sent as stored (its email cannot be rendered or its request built): marked failed, never retried. */
  | 'undeliverable';

/**
 * Whether SES may have accepted a send that failed: yes unless SES answered (it refused) or the connection
 * never opened. A timeout after the request left is the unknown case.
 */
export function outcomeUnknown(error: unknown): boolean {
  if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode) return false;
  const code = (error as { code?: unknown }).code;
  return !(typeof code === 'string' && neverConnected.has(code));
}

const neverConnected = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

export async function deliverQuote(id: string, deps: DeliveryDeps): Promise<DeliveryOutcome> {
  const now = deps.now ?? (() => new Date());
  const log = deps.logger;
  const record = await takeSendLease(deps.table, id, now(), sendLeaseMs);
  if (!record) {
    const current = await getQuote(deps.table, id);
    if (!current) return 'missing';
    if (current.status === 'sent') return 'already_sent';
    if (current.status === 'failed') return 'undeliverable';
    return current.inDigest ? 'digest' : 'busy';
  }
  // What is stored may not be what the code expects (written by hand, or by an older version): read it with care.
  const facts = { reference: record.reference, attempt: record.attempts, vehicle: record.quote?.vehicle_type };

  const claimLink = await claimLinkFor(record.id, deps, now());
  let email: StaffEmail;
  try {
    email = {
      ...renderQuoteEmail(record.quote, record.reference, record.estimate, {
        test: record.provenance.test,
        ...(claimLink ? { claimLink } : {}),
        ...(record.provenance.visit ? { visit: record.provenance.visit } : {}),
        sendingAt: now(),
      }),
      replyTo: record.quote.from_email,
    };
  } catch (error) {
    await failUndeliverable(record, error, deps, now());
    return 'undeliverable';
  }
  const redelivery = deps.redelivery ?? deployedRedelivery;
  let messageId: string;
  try {
    messageId = await sendQuoteEmail(deps.ses, email, deps.mail, { reference: record.reference, quoteId: record.id });
  } catch (error) {
    if (error instanceof RequestNotBuiltError) {
      await failUndeliverable(record, error.cause, deps, now());
      return 'undeliverable';
    }
    // SES messages can quote addresses, so only the error's name is kept.
    const name = errorName(error);
    if (outcomeUnknown(error)) {
      await releaseSendLease(deps.table, record, name, now().getTime() + redelivery.unknownWaitMs, true);
      log('error', 'quote email outcome unknown', { ...facts, outcome: 'ses_unknown', errorName: name });
      return 'unknown';
    }
    await releaseSendLease(deps.table, record, name, now().getTime() + retryDelayMs(record.attempts, redelivery));
    log('error', 'quote email failed', { ...facts, outcome: 'ses_failed', errorName: name });
    return 'failed';
  }
  if (!(await markQuoteSent(deps.table, record, now(), messageId))) {
    log('warn', 'quote sent after its claim lapsed', { ...facts, outcome: 'sent' });
    return 'sent';
  }
  deps.gauge?.('store_to_send', now().getTime() - Date.parse(record.receivedAt), 'Milliseconds');
  log('info', 'quote sent', { ...facts, outcome: 'sent' });
  await acknowledge(record, deps, now());
  return 'sent';
}

/**
 * A quote's claim link, or none when the key cannot be read just now: the quote still goes to staff at once, without
 * the link (the sweeper's reminders carry one).
 */
export async function claimLinkFor(id: string, deps: DeliveryDeps, now: Date): Promise<string | undefined> {
  try {
    return await deps.claimLinks?.(id, now);
  } catch (error) {
    deps.logger('warn', 'claim link not made', { outcome: 'claim_link_failed', errorName: errorName(error) });
    return undefined;
  }
}

/**
 * A quote that cannot be sent as stored: marked failed (out of every sender's way for good), counted as
 * `quote_undeliverable` for its alarm, and logged with the error's name only.
 */
export async function failUndeliverable(record: QuoteRecord, error: unknown, deps: DeliveryDeps, now: Date) {
  await markQuoteFailed(deps.table, record, errorName(error), now);
  deps.logger('error', 'quote cannot be sent as stored: marked failed', {
    reference: record.reference,
    outcome: lambdaMetrics.quoteDelivery.undeliverable,
    errorName: errorName(error),
  });
}

/** The customer's copy: best effort, after staff have theirs, never retried and never failing the delivery. */
async function acknowledge(record: QuoteRecord, deps: DeliveryDeps, now: Date): Promise<void> {
  const settings = deps.acknowledgement;
  // A smoke test's quote is the deployment's, not a customer's: nobody to acknowledge.
  if (!settings.enabled || record.provenance.test) return;
  const facts = { reference: record.reference };
  try {
    // Counted per mailbox: a+1@, a+2@ and dotted Gmail spellings are one customer.
    if (
      !(await takeAcknowledgementSlot(deps.table, senderAddressKey(record.quote.from_email), now, settings.maxPerHour))
    ) {
      deps.logger('warn', 'acknowledgement rate limited', { ...facts, outcome: 'rate_limited' });
      await noteAcknowledgement(deps.table, record.id, 'rate_limited');
      return;
    }
    const email = renderAcknowledgementEmail(record.quote, record.reference, settings);
    await sendCustomerEmail(deps.ses, email, record.quote.from_email, deps.mail);
    await noteAcknowledgement(deps.table, record.id, 'sent');
    deps.logger('info', 'acknowledgement sent', { ...facts, outcome: 'sent' });
  } catch (error) {
    deps.logger('warn', 'acknowledgement failed', { ...facts, outcome: 'failed', errorName: errorName(error) });
    await noteAcknowledgement(deps.table, record.id, 'failed').catch(() => {});
  }
}
