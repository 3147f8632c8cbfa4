/**
 * The customer's note when a dispatcher first claims their quote (issue 52 C): "Jo at Swiftline Couriers has your
 * request Q-… and will call you shortly from 0116 …", the moment they would otherwise ask a competitor. Sent by the
 * claim function on the first claim only (a takeover is not news to the customer), when acknowledgements and
 * `customerClaimEmail` are both on; counted against the same per-address hourly cap as the acknowledgement
 * (acknowledgements.ts), so one mailbox gets at most `acknowledgementsPerHour` of either; never for a smoke test's
 * quote. SES failing never fails the claim: it is logged and counted.
 */
import type { SESClient } from '@aws-sdk/client-ses';
import { lambdaMetrics } from '@courier/common/api/lambda-env';
import { phoneHref } from '@courier/common/site-config';
import { claimEmailBudgetMs } from '../aws/client-config';
import { escapeHtml, htmlDocument, type QuoteEmail } from '../email/html';
import type { MailSettings } from '../email/mail-env';
import { sendCustomerEmail } from '../email/send-quote-email';
import { errorName } from '../observability/error-name';
import type { Gauge, Logger } from '../observability/observability';
import { takeAcknowledgementSlot } from '../quote/store/acknowledgements';
import type { QuoteRecord } from '../quote/store/quote-record';
import type { QuoteTable } from '../quote/store/quote-table';
import { senderAddressKey } from '../quote/store/sender-address';

/** What the claim function needs to tell the customer: SES, who mail comes from, the company, the hourly cap. */
export interface ClaimEmailDeps {
  ses: SESClient;
  mail: MailSettings;
  companyName: string;
  /** The office number the dispatcher calls from, shown and tappable. */
  phone: string;
  maxPerHour: number;
  /** How long the claim may wait for the email: claimEmailBudgetMs unless a test sets it small. */
  budgetMs?: number;
}

/** A claimer's first name: the customer meets a person, and staff's full names stay theirs. */
export const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? '';

export function renderClaimEmail(
  record: Pick<QuoteRecord, 'quote' | 'reference'>,
  claimer: string,
  company: Pick<ClaimEmailDeps, 'companyName' | 'phone'>,
): QuoteEmail {
  const { reference } = record;
  const who = `${firstName(claimer)} at ${company.companyName}`;
  const subject = `${who} has your quote request [${reference}]`;
  const willCall = Boolean(record.quote.phone.trim());
  const next = (phone: string) =>
    willCall ? `will call you shortly from ${phone}.` : `will email you shortly. You can call us on ${phone}.`;
  const line = (phone: string) => `${who} has your request ${reference} and ${next(phone)}`;
  const office = `<a href="${escapeHtml(phoneHref(company.phone))}">${escapeHtml(company.phone)}</a>`;
  return {
    subject,
    text: `${line(company.phone)}\n`,
    html: htmlDocument(subject, [`<p>${escapeHtml(`${who} has your request ${reference} and `)}${next(office)}</p>`]),
  };
}

/**
 * Tells the customer of `record` that `claimer` has their request, within the hourly cap; resolves whatever SES or
 * the table do, and within `budgetMs` (claimEmailBudgetMs: what the claim's own worst case leaves of the function's
 * timeout), so a hung SES or table costs the customer's note, counted as failed, never the dispatcher's answer. Returns
 * what happened, for the log.
 */
export async function tellCustomerOfClaim(
  deps: ClaimEmailDeps & { table: QuoteTable; logger: Logger; gauge?: Gauge },
  record: QuoteRecord,
  claimer: string,
  now: Date,
): Promise<'sent' | 'rate_limited' | 'skipped' | 'failed'> {
  if (record.provenance.test) return 'skipped';
  const facts = { reference: record.reference };
  const failed = (error: unknown) => {
    deps.gauge?.(lambdaMetrics.leadClaims.customerToldFailed.outcome, 1, 'Count');
    deps.logger('warn', 'claim email failed', {
      ...facts,
      outcome: lambdaMetrics.leadClaims.customerToldFailed.outcome,
      errorName: errorName(error),
    });
    return 'failed' as const;
  };
  const tell = async () => {
    const address = record.quote.from_email;
    if (!(await takeAcknowledgementSlot(deps.table, senderAddressKey(address), now, deps.maxPerHour))) {
      deps.logger('warn', 'claim email rate limited', { ...facts, outcome: 'claim_email_rate_limited' });
      return 'rate_limited' as const;
    }
    await sendCustomerEmail(deps.ses, renderClaimEmail(record, claimer, deps), address, deps.mail);
    deps.gauge?.(lambdaMetrics.leadClaims.customerToldSent.outcome, 1, 'Count');
    deps.logger('info', 'claim email sent', { ...facts, outcome: lambdaMetrics.leadClaims.customerToldSent.outcome });
    return 'sent' as const;
  };
  let timer: NodeJS.Timeout | undefined;
  const outOfTime = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ClaimEmailTimedOut()), deps.budgetMs ?? claimEmailBudgetMs);
  });
  try {
    return await Promise.race([tell(), outOfTime]);
  } catch (error) {
    return failed(error);
  } finally {
    clearTimeout(timer);
  }
}

/** The claim email did not finish within its budget: logged by this name. */
class ClaimEmailTimedOut extends Error {
  override name = 'ClaimEmailTimedOut';
}
