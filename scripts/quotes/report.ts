/**
 * `npm run quotes -- report [--since 7d|30d|DATE | --week last|this|2026-W49] [--json] [--email]`: the lead report
 * (lambdas/src/lead-report/) of the quotes received since then, or in that calendar week, as text, as JSON, or mailed
 * to staff and operations by the store (store.ts).
 */
import { isoWeekSpanning } from '@courier/common/time/iso-week';
import { periodWords, reportJson, reportText } from '@courier/lambdas/lead-report/report-render';
import { reportFromTable } from '@courier/lambdas/lead-report/report-scan';
import type { Output } from './format';
import { type QuotesStore, readFrom } from './store';

export interface ReportOptions {
  /** The period: the quotes received from `from`, up to `to` (excluded). */
  from: Date;
  to: Date;
  /** When the report is made: the open leads' ages are measured at it. */
  now: Date;
  json: boolean;
  email: boolean;
}

/** Prints or mails the report: exit 0 (a refused or failed mail is a UsageError, exit 2). */
export async function report(store: QuotesStore, options: ReportOptions, io: Output) {
  const period = { from: options.from, to: options.to, now: options.now };
  if (options.email) {
    const where = await store.mailReport(period);
    const which = isoWeekSpanning(period.from, period.to)
      ? `of ${periodWords({ from: period.from.toISOString(), to: period.to.toISOString() })}`
      : `since ${period.from.toISOString()}`;
    io.out(`Mailed the lead report ${which} to ${where}.`);
    return 0;
  }
  // The same scan as the weekly report's: the period's quotes, a page at a time.
  const built = await readFrom(store, (table) => reportFromTable(table, period));
  if (options.json) io.out(reportJson(built));
  else for (const line of reportText(built)) io.out(line);
  return 0;
}
