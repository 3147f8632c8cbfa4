/**
 * Mailing the lead report to staff and operations: Monday's report (handlers/weekly-report.ts, on its schedule) and
 * `npm run quotes -- report --email` (through that function when deployed, the local inbox under `npm start`). It
 * reads every quote once (a scan: the table holds only the retention's quotes), builds the report for the period and
 * sends it through SES as the reminders are sent.
 */
import type { SESClient } from '@aws-sdk/client-ses';
import { emailSettings } from '@courier/common/settings/email';
import { monitoringSettings } from '@courier/common/settings/monitoring';
import { pickSettings } from '@courier/common/settings/setting-env';
import { type MailSettings, sendQuoteEmail } from '../email/send-quote-email';
import { listStoredQuotes } from '../quote/store/quote-listing';
import type { QuoteTable } from '../quote/store/quote-table';
import { leadReport, type ReportPeriod, weekdays } from './lead-report';
import { renderReportEmail } from './report-render';

/** The tag the report's SES events carry instead of a quote's, so none is ever recorded as a quote's email. */
export const reportMailTag = 'lead-report';

/**
 * The settings the report's function reads (the stack sets them, infra/lib/leads/weekly-report.ts): the address it
 * comes from, and staff and operations, who get it.
 */
export const reportSettings = pickSettings({ ...emailSettings, ...monitoringSettings }, [
  'senderEmail',
  'staffEmails',
  'operationsEmail',
]);

export interface ReportMailDeps {
  table: QuoteTable;
  ses: SESClient;
  mail: MailSettings;
  operationsEmail?: string;
}

/** A period as the function is asked for one: ISO `from` and `to` (both, or neither for last week). */
export interface ReportRequest {
  from?: string;
  to?: string;
}

const ukHourOf = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: '2-digit', hourCycle: 'h23' });
const ukDateOf = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  weekday: 'short',
});

/**
 * Midnight starting a UK calendar day, as an instant: 00:00 UTC of that date less the hour of British Summer Time when
 * it is in force (the clocks change at 01:00 UTC, never at midnight, so the hour there tells).
 */
function ukMidnight(year: number, month: number, day: number): Date {
  const utc = Date.UTC(year, month - 1, day);
  const hour = Number(ukHourOf.formatToParts(new Date(utc)).find((p) => p.type === 'hour')?.value ?? 0);
  return new Date(utc - hour * 3_600_000);
}

/** Last week in the UK: from Monday 00:00 a week before the Monday on or before `now`, to that Monday 00:00. */
export function lastWeek(now: Date): { from: Date; to: Date } {
  const parts = Object.fromEntries(ukDateOf.formatToParts(now).map((p) => [p.type, p.value]));
  const sinceMonday = (weekdays as readonly string[]).indexOf(parts.weekday ?? '');
  const [year, month, day] = [Number(parts.year), Number(parts.month), Number(parts.day) - sinceMonday];
  return { from: ukMidnight(year, month, day - 7), to: ukMidnight(year, month, day) };
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
  const report = leadReport(await listStoredQuotes(deps.table), period);
  const staffEmails = [...new Set([...deps.mail.staffEmails, ...(deps.operationsEmail ? [deps.operationsEmail] : [])])];
  const messageId = await sendQuoteEmail(
    deps.ses,
    renderReportEmail(report),
    { ...deps.mail, staffEmails },
    { reference: reportMailTag, quoteId: reportMailTag },
  );
  return { messageId, quotes: report.totals.quotes, from: report.from, to: report.to };
}
