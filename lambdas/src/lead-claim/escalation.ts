/**
 * Speed to lead: a quote nobody has claimed gets a reminder to staff and to the operations address at each multiple
 * of `escalationMinutes` after it arrived that `leadReminders` lists (common/src/settings/leads.ts: at 1× and 2×);
 * then the reminders stop (the quote stays listed as unclaimed by `npm run quotes`). Run by the quote sweeper on its
 * schedule, so a reminder comes at most one sweep interval after its time. Each reminder is taken with a conditional write before it is sent, so two sweeps
 * never send the same one; one SES refused is given back and sent by the next sweep. Each reminder sent is a record in
 * the lead's history. With an on-call phone, the leads whose last reminder a run takes, due today or tomorrow, text it
 * once (on-call-text.ts).
 */

import type { SESClient } from '@aws-sdk/client-ses';
import { lambdaMetrics } from '@courier/common/api/lambda-env';
import { leadReminders } from '@courier/common/settings/leads';
import type { ClaimLinks } from '../claim-link/claim-keys';
import { type MailSettings, sendQuoteEmail } from '../email/send-quote-email';
import { errorName } from '../observability/error-name';
import type { Gauge, Logger } from '../observability/observability';
import type { QuoteRecord } from '../quote/store/quote-record';
import { getQuote } from '../quote/store/quote-record';
import type { QuoteTable } from '../quote/store/quote-table';
import { giveReminderBack, listUnclaimedLeads, takeReminder } from './lead-owner';
import { type OnCallTexts, type TextReport, textOnCall } from './on-call-text';
import { renderReminderEmail } from './reminder-email';

/** Reminders per unclaimed quote: one at each of the schedule's multiples of the escalation time. */
export const maxReminders = leadReminders.atMultiples.length;
/** How far back the sweeper looks: unclaimed quotes older than this are counted no more (nor reminded). */
export const unclaimedWindowMs = leadReminders.lookBackHours * 3_600_000;
/** The tag a reminder's SES events carry instead of a quote's, so they are never recorded as the quote's email. */
export const reminderMailTag = 'lead-reminder';

export interface EscalationDeps {
  table: QuoteTable;
  ses: SESClient;
  mail: MailSettings;
  /** Operations' address, which gets every reminder too (none: staff only). */
  operationsEmail?: string;
  claimLinks?: ClaimLinks;
  logger: Logger;
  gauge?: Gauge;
  now: () => Date;
  /** The on-call phone's texts (on-call-text.ts); none: reminders by email only. */
  onCall?: OnCallTexts;
}

export interface EscalationReport {
  /** Quotes of the last 24 hours nobody has claimed. */
  unclaimed: number;
  /** References reminded in this run, with the reminder's number. */
  reminded: { reference: string; reminder: number }[];
  /** Reminders SES refused (given back for the next run). */
  failed: number;
  /** The text to the on-call phone about the leads at their last reminder, when one was due. */
  texted?: TextReport;
}

/** The reminder due for a quote `ageMs` old that has had `sent`, or 0 for none. */
export function reminderDue(ageMs: number, sent: number, escalationMs: number): number {
  const next = sent + 1;
  const multiple = leadReminders.atMultiples[sent];
  return multiple !== undefined && ageMs >= multiple * escalationMs ? next : 0;
}

/**
 * One run: one query of the unclaimed index (the last 24 hours), then each due reminder taken, rendered and sent.
 * `fits` says whether another reminder's worst case still fits the time the Lambda has left.
 */
export async function escalateUnclaimed(
  deps: EscalationDeps,
  escalationMinutes: number,
  fits: () => boolean = () => true,
): Promise<EscalationReport> {
  const start = deps.now().getTime();
  const escalationMs = escalationMinutes * 60_000;
  const leads = await listUnclaimedLeads(deps.table, start - unclaimedWindowMs, start);
  deps.gauge?.(lambdaMetrics.leadClaims.unclaimed.outcome, leads.length, 'Count');
  const report: EscalationReport = { unclaimed: leads.length, reminded: [], failed: 0 };
  const mail = {
    ...deps.mail,
    staffEmails: [...new Set([...deps.mail.staffEmails, ...(deps.operationsEmail ? [deps.operationsEmail] : [])])],
  };
  // The leads whose last reminder this run took: the ones the on-call phone may be texted about.
  const atLastReminder: QuoteRecord[] = [];
  for (const lead of leads) {
    const ageMs = start - Date.parse(lead.receivedAt);
    const reminder = reminderDue(ageMs, lead.reminders, escalationMs);
    if (!reminder) continue;
    if (!fits()) break;
    const takenAt = deps.now();
    const index = await takeReminder(deps.table, lead.id, reminder, takenAt, mail.staffEmails);
    if (index === undefined) continue;
    const record = await getQuote(deps.table, lead.id);
    if (!record) continue;
    // Whether SES takes the email or not: a text is not held back by a mail outage.
    if (reminder === maxReminders) atLastReminder.push(record);
    const facts = { reference: record.reference, reminder };
    try {
      const claimLink = await deps.claimLinks?.(record.id, deps.now()).catch(() => undefined);
      const email = renderReminderEmail({ record, reminder, waitedMs: ageMs, claimLink, now: deps.now() });
      await sendQuoteEmail(deps.ses, email, mail, { reference: reminderMailTag, quoteId: reminderMailTag });
    } catch (error) {
      // Given back, so the next sweep sends it: a reminder refused is worse than one a sweep late.
      await giveReminderBack(deps.table, lead.id, reminder, { index, at: takenAt });
      report.failed++;
      deps.logger('error', 'unclaimed quote reminder not sent', { ...facts, errorName: errorName(error) });
      continue;
    }
    report.reminded.push({ reference: record.reference, reminder });
    deps.logger('warn', 'unclaimed quote reminder sent', {
      ...facts,
      outcome: lambdaMetrics.leadClaims.reminderSent.outcome,
    });
  }
  if (deps.onCall && atLastReminder.length > 0) {
    const texted = await textOnCall(deps, deps.onCall, atLastReminder, fits);
    if (texted) report.texted = texted;
  }
  return report;
}
