/**
 * Speed to lead: a quote nobody has claimed gets a reminder to staff and to the operations address at each multiple
 * of `escalationMinutes` after it arrived that `leadReminders` lists (common/src/settings/leads.ts: at 1× and 2×);
 * then the reminders stop (the quote stays listed as unclaimed by `npm run quotes`). Run by the quote sweeper on its
 * schedule, so a reminder comes at most one sweep interval after its time. Each reminder is taken with a conditional
 * write before it is sent, so two sweeps never send the same one; one SES refused is given back and sent by the next
 * sweep. Each reminder sent is a record in the lead's history. A quote held past a cap or sent in a wave digest gets
 * no reminders (decision 030). After the last reminder's time, a lead due today or tomorrow waits (waiting-leads.ts),
 * held or not, and with on-call phones every waiting lead is texted about once an interval until it is claimed
 * (on-call-text.ts).
 */

import type { SESClient } from '@aws-sdk/client-ses';
import { lambdaMetrics } from '@courier/common/api/lambda-env';
import { leadReminders } from '@courier/common/settings/leads';
import type { ClaimLinks } from '../claim-link/claim-keys';
import { type MailSettings, toStaffAndOperations } from '../email/mail-env';
import { sendQuoteEmail } from '../email/send-quote-email';
import { errorName } from '../observability/error-name';
import type { Gauge, Logger } from '../observability/observability';
import { getQuote } from '../quote/store/quote-record';
import type { QuoteTable } from '../quote/store/quote-table';
import { giveReminderBack, listUnclaimedLeads, takeReminder, type UnclaimedLead } from './lead-owner';
import { type OnCallTexts, type TextReport, textWaitingLeads } from './on-call-text';
import { renderReminderEmail } from './reminder-email';
import { findWaitingLeads, lastReminderMultiple, lookBackMs } from './waiting-leads';

/** Reminders per unclaimed quote: one at each of the schedule's multiples of the escalation time. */
export const maxReminders = leadReminders.atMultiples.length;
/** The tag a reminder's SES events carry instead of a quote's, so they are never recorded as the quote's email. */
export const reminderMailTag = 'lead-reminder';

export interface EscalationDeps {
  table: QuoteTable;
  ses: SESClient;
  /** The mail settings: every reminder goes to staff and operations. */
  mail: MailSettings;
  claimLinks?: ClaimLinks;
  logger: Logger;
  gauge?: Gauge;
  now: () => Date;
  /** The on-call phones' texts (on-call-text.ts); none: reminders by email only. */
  onCall?: OnCallTexts;
}

export interface EscalationReport {
  /** Quotes nobody has claimed that need someone now: in their reminders, or waiting. */
  unclaimed: number;
  /** References reminded in this run, with the reminder's number. */
  reminded: { reference: string; reminder: number }[];
  /** Reminders SES refused (given back for the next run). */
  failed: number;
  /** The references of the leads waiting (past their last reminder's time, due today or tomorrow). */
  waiting: string[];
  /** The texts to the on-call phones about them, when any phone was due one. */
  texted?: TextReport;
}

/** The reminder due for a quote `ageMs` old that has had `sent`, or 0 for none. */
export function reminderDue(ageMs: number, sent: number, escalationMs: number): number {
  const next = sent + 1;
  const multiple = leadReminders.atMultiples[sent];
  return multiple !== undefined && ageMs >= multiple * escalationMs ? next : 0;
}

/**
 * One run: one query of the unclaimed index (its look-back), each due reminder taken, rendered and sent, then the
 * waiting leads found and, with on-call phones, texted about. `fits` says whether another reminder's or text's worst
 * case still fits the time the Lambda has left.
 */
export async function escalateUnclaimed(
  deps: EscalationDeps,
  escalationMinutes: number,
  fits: () => boolean = () => true,
): Promise<EscalationReport> {
  const start = deps.now().getTime();
  const escalationMs = escalationMinutes * 60_000;
  const leads = await listUnclaimedLeads(deps.table, start - lookBackMs, start);
  const report: EscalationReport = { unclaimed: 0, reminded: [], failed: 0, waiting: [] };
  const mail = toStaffAndOperations(deps.mail);
  // The leads whose last reminder this run took (SES taking its email or not: a text is not held back by a mail
  // outage), whose index keys may now move to their waiting keys.
  const lastTaken = new Set<string>();
  for (const lead of leads) {
    const ageMs = start - Date.parse(lead.receivedAt);
    const reminder = lead.held ? 0 : reminderDue(ageMs, lead.reminders, escalationMs);
    if (!reminder) continue;
    if (!fits()) break;
    const takenAt = deps.now();
    const index = await takeReminder(deps.table, lead.id, reminder, takenAt, mail.staffEmails);
    if (index === undefined) continue;
    const record = await getQuote(deps.table, lead.id);
    if (!record) continue;
    if (reminder === maxReminders) lastTaken.add(lead.id);
    const facts = { reference: record.reference, reminder };
    try {
      const claimLink = await deps.claimLinks?.(record.id, deps.now()).catch(() => undefined);
      const email = renderReminderEmail({ record, reminder, waitedMs: ageMs, claimLink, now: deps.now() });
      await sendQuoteEmail(deps.ses, email, mail, { reference: reminderMailTag, quoteId: reminderMailTag });
    } catch (error) {
      // Given back, so the next sweep sends it: a reminder refused is worse than one a sweep late.
      await giveReminderBack(deps.table, lead.id, reminder, { index, at: takenAt });
      lastTaken.delete(lead.id);
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
  const remindersDone = (lead: UnclaimedLead) => lead.held || lead.reminders >= maxReminders || lastTaken.has(lead.id);
  const waiting = await findWaitingLeads(deps.table, leads, deps.now(), escalationMs, remindersDone);
  report.waiting = waiting.map((record) => record.reference);
  // The leads that need someone now: in their reminders, or waiting. Not one days away, nor one whose day has passed.
  const inReminders = leads.filter((lead) => start - Date.parse(lead.receivedAt) < lastReminderMultiple * escalationMs);
  report.unclaimed = inReminders.length + waiting.length;
  deps.gauge?.(lambdaMetrics.leadClaims.unclaimed.outcome, report.unclaimed, 'Count');
  if (deps.onCall && waiting.length > 0) {
    report.texted = await textWaitingLeads(deps, deps.onCall, waiting, escalationMs, fits);
  }
  return report;
}
