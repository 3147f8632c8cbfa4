/**
 * Delivers one stored quote to staff: claim it, send it, mark it sent. Called by the stream sender in
 * AWS and by the local retry loop, for every delivery and redelivery of the same quote.
 *
 * Guarantee: a quote is emailed to staff at least once, and a second time only if the sender dies (or
 * its "sent" write fails) in the moment between SES accepting the email and the table recording it.
 * A redelivered or concurrent delivery of a quote that is sent, or being sent, sends nothing.
 */
import { createHash } from 'node:crypto';
import type { SESClient } from '@aws-sdk/client-ses';
import type { Logger } from '../observability/observability';
import { type AcknowledgementCompany, renderAcknowledgementEmail } from './acknowledgement-email';
import { renderQuoteEmail } from './quote-email';
import {
  claimQuote,
  getQuote,
  markQuoteSent,
  noteAcknowledgement,
  type QuoteRecord,
  type QuoteTable,
  releaseQuote,
  takeAcknowledgementSlot,
} from './quote-store';
import { type MailSettings, sendAcknowledgementEmail, sendQuoteEmail } from './send-quote-email';

/** Longer than an SES call can take (its client times out first), so a live sender never loses its claim. */
export const claimLeaseMs = 60_000;

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
  now?: () => Date;
}

export type DeliveryOutcome =
  /** Emailed now. */
  | 'sent'
  /** Sent before: a redelivery. */
  | 'already_sent'
  /** Another sender holds the claim; try again later. */
  | 'busy'
  /** SES failed; the quote stays pending for the next attempt. */
  | 'failed'
  /** No such quote (expired, or not a quote). */
  | 'missing';

/** The error's name, or its system code (ECONNREFUSED…) for a bare network Error: never its message. */
function errorName(error: unknown): string {
  if (!(error instanceof Error)) return typeof error;
  const code = (error as { code?: unknown }).code;
  return error.name === 'Error' && typeof code === 'string' ? code : error.name;
}

export async function deliverQuote(id: string, deps: DeliveryDeps): Promise<DeliveryOutcome> {
  const now = deps.now ?? (() => new Date());
  const log = deps.logger;
  const record = await claimQuote(deps.table, id, now(), claimLeaseMs);
  if (!record) {
    const current = await getQuote(deps.table, id);
    if (!current) return 'missing';
    return current.status === 'sent' ? 'already_sent' : 'busy';
  }
  const facts = { reference: record.reference, attempt: record.attempts, vehicle: record.quote.vehicle_type };

  const email = {
    ...renderQuoteEmail(record.quote, record.reference, record.provenance),
    replyTo: record.quote.from_email,
  };
  let messageId: string;
  try {
    messageId = await sendQuoteEmail(deps.ses, email, deps.mail);
  } catch (error) {
    // SES messages can quote addresses, so only the error's name is kept.
    await releaseQuote(deps.table, record, errorName(error));
    log('error', 'quote email failed', { ...facts, outcome: 'ses_failed', errorName: errorName(error) });
    return 'failed';
  }
  if (!(await markQuoteSent(deps.table, record, now(), messageId))) {
    log('warn', 'quote sent after its claim lapsed', { ...facts, outcome: 'sent' });
    return 'sent';
  }
  log('info', 'quote sent', { ...facts, outcome: 'sent' });
  await acknowledge(record, deps, now());
  return 'sent';
}

/** The customer's copy: best effort, after staff have theirs, never retried and never failing the delivery. */
async function acknowledge(record: QuoteRecord, deps: DeliveryDeps, now: Date): Promise<void> {
  const settings = deps.acknowledgement;
  // A smoke test's quote is the deployment's, not a customer's: nobody to acknowledge.
  if (!settings.enabled || record.provenance.test) return;
  const facts = { reference: record.reference };
  try {
    const address = record.quote.from_email.toLowerCase();
    const addressHash = createHash('sha256').update(address).digest('hex').slice(0, 32);
    if (!(await takeAcknowledgementSlot(deps.table, addressHash, now, settings.maxPerHour))) {
      deps.logger('warn', 'acknowledgement rate limited', { ...facts, outcome: 'rate_limited' });
      await noteAcknowledgement(deps.table, record.id, 'rate_limited');
      return;
    }
    const email = renderAcknowledgementEmail(record.quote, record.reference, settings);
    await sendAcknowledgementEmail(deps.ses, email, record.quote.from_email, deps.mail);
    await noteAcknowledgement(deps.table, record.id, 'sent');
    deps.logger('info', 'acknowledgement sent', { ...facts, outcome: 'sent' });
  } catch (error) {
    deps.logger('warn', 'acknowledgement failed', { ...facts, outcome: 'failed', errorName: errorName(error) });
    await noteAcknowledgement(deps.table, record.id, 'failed').catch(() => {});
  }
}
