/**
 * The operator's `npm run quotes` command (scripts/quotes.ts runs it; the tests call it in-process): reads the
 * command line (args.ts), opens the store (store.ts) and runs the sub-command, one file each.
 */
import { parseQuotesArgs, sinceDate, UsageError, usageText, weekPeriod } from './args';
import { erase } from './erase';
import { find } from './find';
import type { Output } from './format';
import { list } from './list';
import { outcome } from './outcome';
import { report } from './report';
import { resend } from './resend';
import { show } from './show';
import { openStore, readQuotes } from './store';

/** The command: returns its exit code. */
export async function runQuotes(argv: string[], env: Record<string, string | undefined>, io: Output): Promise<number> {
  try {
    return await run(argv, env, io);
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(error.message);
      return 2;
    }
    throw error;
  }
}

async function run(argv: string[], env: Record<string, string | undefined>, io: Output): Promise<number> {
  const args = parseQuotesArgs(argv);
  if (args.help) {
    io.out(usageText);
    return 0;
  }
  const { name: command, argument = '' } = args.command ?? {};
  const now = new Date();
  const since = sinceDate(args.days ? `${args.days}d` : args.since, now);
  const store = await openStore(args.stack, args.region, env);
  // Mailed, the report is read where it is sent from (deployed: the report function's own scan).
  if (args.report) {
    const period = args.week === undefined ? { from: since, to: now } : weekPeriod(args.week, now);
    return report(store, { ...period, now, json: args.json, email: args.email }, io);
  }
  const stored = await readQuotes(store);

  if (command === 'show') return show(stored.byReference(argument), io);
  if (command === 'find') return find(stored.quotes, argument, args.json, io);
  if (command === 'erase') return erase(store, stored.byReference(argument), args.force, io);
  if (args.outcome) return outcome(store, stored.byReference(args.outcome.reference), args.outcome, io);
  if (args.resend || args['resend-pending']) {
    return resend(store, stored, { reference: args.resend, pending: args['resend-pending'], force: args.force }, io);
  }
  const { pending, details, csv, out } = args;
  return list(stored.quotes, { since, now, pending, details, csv, ...(out === undefined ? {} : { out }) }, io);
}
