/**
 * `npm run quotes -- report [--since 7d|30d|DATE] [--json] [--email]`: the lead report (lambdas/src/lead-report/)
 * of the quotes received since then, as text, as JSON, or mailed to staff and operations by the store (store.ts).
 */
import { leadReport } from '@courier/lambdas/lead-report/lead-report';
import { reportJson, reportText } from '@courier/lambdas/lead-report/report-render';
import type { Output } from './format';
import { type QuotesStore, readQuotes } from './store';

export interface ReportOptions {
  since: Date;
  /** The end of the period, and the time the open leads' ages are measured at. */
  now: Date;
  json: boolean;
  email: boolean;
}

/** Prints or mails the report: exit 0 (a refused or failed mail is a UsageError, exit 2). */
export async function report(store: QuotesStore, options: ReportOptions, io: Output) {
  const period = { from: options.since, to: options.now, now: options.now };
  if (options.email) {
    const where = await store.mailReport(period);
    io.out(`Mailed the lead report since ${options.since.toISOString()} to ${where}.`);
    return 0;
  }
  const built = leadReport((await readQuotes(store)).quotes, period);
  if (options.json) io.out(reportJson(built));
  else for (const line of reportText(built)) io.out(line);
  return 0;
}
