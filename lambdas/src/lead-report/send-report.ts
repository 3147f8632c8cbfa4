/**
 * Mailing the lead report to staff and operations: the weekly report (handlers/weekly-report.ts, on its schedule) and
 * `npm run quotes -- report --email` (through that function when deployed, the local inbox under `npm start`). It
 * adds up the period's quotes from one scan of the table (report-scan.ts) and sends the report through SES as the
 * reminders are sent.
 */
import type { SESClient } from '@aws-sdk/client-ses';
import { type MailSettings, operationsMailSettings, toStaffAndOperations } from '../email/mail-env';
import { sendQuoteEmail } from '../email/send-quote-email';
import type { QuoteTable } from '../quote/store/quote-table';
import type { ReportPeriod } from './lead-report';
import { renderReportEmail } from './report-render';
import { reportFromTable } from './report-scan';
import { lastWeek } from './report-schedule';

/** The tag the report's SES events carry instead of a quote's, so none is ever recorded as a quote's email. */
export const reportMailTag = 'lead-report';

/**
 * The settings the report's function reads (the stack sets them, infra/lib/leads/weekly-report.ts): the address it
 * comes from, and staff and operations, who get it.
 */
export const reportSettings = operationsMailSettings;

export interface ReportMailDeps {
  table: QuoteTable;
  ses: SESClient;
  /** The report's mail settings as read (`reportSettings`): it goes to staff and operations. */
  mail: MailSettings;
}

/** A period as the function is asked for one: ISO `from` and `to` (both, or neither for last week). */
export interface ReportRequest {
  from?: string;
  to?: string;
}

/** The period asked for, or last week; a request that names a period wrongly is refused with a plain message. */
export function requestedPeriod(request: ReportRequest | undefined, now: Date): ReportPeriod | { refused: string } {
  if (request?.from === undefined && request?.to === undefined) return { ...lastWeek(now), now };
  const [from, to] = [new Date(request.from ?? ''), new Date(request.to ?? '')];
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime()) || from >= to) {
    return { refused: 'a report needs an ISO from before an ISO to, or neither for last week' };
  }
  return { from, to, now };
}

/** Builds the period's report from the table and mails it: resolves with the SES message ID and the lead count. */
export async function sendLeadReport(deps: ReportMailDeps, period: ReportPeriod) {
  const report = await reportFromTable(deps.table, period);
  const messageId = await sendQuoteEmail(deps.ses, renderReportEmail(report), toStaffAndOperations(deps.mail), {
    reference: reportMailTag,
    quoteId: reportMailTag,
  });
  return { messageId, quotes: report.totals.quotes, from: report.from, to: report.to };
}
