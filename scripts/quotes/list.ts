/**
 * `npm run quotes` (and `--pending`, `--details`, `--csv`): the period's quotes with how far each got, who claimed
 * each, and the answer under them: did every quote reach staff?
 */
import { writeFileSync } from 'node:fs';
import { leadReport } from '@courier/lambdas/lead-report/lead-report';
import { funnelLine, heldLine } from '@courier/lambdas/lead-report/report-render';
import { isErased, type QuoteRecord, type StoredQuote } from '@courier/lambdas/quote/store/quote-record';
import { UsageError } from './args';
import { type Output, textTable, time, toCsv } from './format';
import { csvColumns, csvRow, detailColumns, listColumns, row, undelivered } from './quote-rows';

export interface ListOptions {
  /** Quotes received since then. */
  since: Date;
  /** The end of the period: when the command runs. */
  now: Date;
  pending: boolean;
  details: boolean;
  csv: boolean;
  /** With `csv`: the file the CSV is written to, instead of the terminal (where npm puts its own lines first). */
  out?: string;
}

/** Why a file could not be written, in words, for the errors a person can fix. */
const writeProblems: Record<string, string> = {
  ENOENT: 'no such folder',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EISDIR: 'it is a folder',
  EROFS: 'the disk is read-only',
  ENOSPC: 'the disk is full',
};

/** Writes the CSV to `file`, whole, or a UsageError naming the file and why not. */
function writeCsv(file: string, csv: string) {
  try {
    writeFileSync(file, `${csv}\n`);
  } catch (error) {
    const code = String((error as NodeJS.ErrnoException).code ?? '');
    throw new UsageError(`Could not write ${file}: ${writeProblems[code] ?? (code || String(error))}.`);
  }
}

/** The list: exit 0 when every quote of the period reached staff, 1 when one has not. */
export function list(quotes: StoredQuote[], options: ListOptions, io: Output): number {
  const { since } = options;
  const recent = quotes.filter((q) => q.receivedAt >= since.toISOString());
  const waiting = recent.filter(undelivered);
  const shown = options.pending ? waiting : recent;
  const columns = options.details ? detailColumns : listColumns;
  const period = `since ${time(since.toISOString())}`;
  if (options.csv) {
    const csv = toCsv(
      csvColumns(columns),
      shown.map((q) => csvRow(q, options.details)),
    );
    if (!options.out) {
      io.out(csv);
      return waiting.length === 0 ? 0 : 1;
    }
    writeCsv(options.out, csv);
    io.out(`Wrote ${shown.length} ${shown.length === 1 ? 'quote' : 'quotes'} ${period} to ${options.out} (CSV).`);
    io.out(listSummary(recent.length, waiting, period, recent.filter(isErased).length));
    return waiting.length === 0 ? 0 : 1;
  }
  const rows = shown.map((q) => row(q, options.details));
  for (const line of textTable(columns, rows)) io.out(line);
  // With no quotes there is no funnel: the one line below says so. The funnel's end is a moment after now, so a quote
  // stored as the command runs is in it as in the list. Held quotes are in the list, but counted apart.
  if (recent.length > 0) {
    const report = leadReport(recent, { from: since, to: new Date(options.now.getTime() + 1) });
    io.out(`Leads ${period}: ${funnelLine(report)}`);
    io.out(heldLine(report));
  }
  const erased = recent.filter(isErased).length;
  io.out(listSummary(recent.length, waiting, period, erased));
  return waiting.length === 0 ? 0 : 1;
}

/** The answer under the list: did every quote in the period reach staff? Counted in words that fit the number. */
function listSummary(total: number, waiting: QuoteRecord[], period: string, erased = 0): string {
  const quotesWord = (n: number) => `${n} ${n === 1 ? 'quote' : 'quotes'}`;
  if (total === 0) return `No quotes ${period}: none waiting.`;
  const sinceErased = erased ? ` (${erased} since erased)` : '';
  if (waiting.length === 0)
    return total === 1
      ? `Yes: the 1 quote ${period} reached staff${sinceErased}.`
      : `Yes: all ${total} quotes ${period} reached staff${sinceErased}.`;
  const oldest = waiting.at(-1);
  return (
    `No: ${waiting.length} of ${quotesWord(total)} ${period} ${waiting.length === 1 ? 'has' : 'have'} not reached staff` +
    ` (oldest ${oldest?.reference}, received ${time(oldest?.receivedAt)}). ` +
    'Resend with --resend REF or --resend-pending; see who to call with show REF.'
  );
}
