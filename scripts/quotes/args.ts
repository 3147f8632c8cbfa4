/**
 * `npm run quotes`'s command line: what a person may type, read into options, or a plain refusal (a UsageError, exit
 * code 2) that says what to type instead. No parser message reaches the terminal as it is.
 */
import { parseArgs } from 'node:util';
import {
  type LeadOutcomeName,
  leadOutcomes,
  listWords,
  type OutcomeReason,
  outcomeRow,
  outcomesWithReasons,
  reasonsOf,
  wordsOf,
} from '@courier/common/outcomes/lead-outcomes';
import {
  type IsoWeek,
  isoWeekName,
  isoWeekPeriod,
  parseIsoWeek,
  previousIsoWeek,
  ukIsoWeek,
} from '@courier/common/time/iso-week';
import { ukDayOf } from '@courier/common/time/uk-time';
import { isOneOf } from '@courier/lambdas/quote/store/lead-outcome-item';

/** `  outcome REF lost --reason R [--note TEXT]   lost, R one of price, …`: one outcome's line of the usage. */
function outcomeUsage(outcome: LeadOutcomeName): string {
  const { usage } = outcomeRow(outcome);
  const reasons = reasonsOf(outcome);
  const command = `outcome REF ${outcome}${reasons.length > 0 ? ' --reason R [--note TEXT]' : ''}`;
  return `  ${command.padEnd(44)}${usage}${reasons.length > 0 ? `, R one of ${reasons.join(', ')}` : ''}`;
}

/** A command a person got wrong, or a store that cannot be read: a plain message and exit code 2. */
export class UsageError extends Error {}

export const usageText = `Usage: npm run quotes [-- <command> <options>]

Did every quote request reach staff? Lists the last 7 days' quotes with how far each got.

  npm run quotes                              the local store (npm start or npm run dev running)
  npm run quotes -- --stack NAME              the deployed stack's table (AWS credentials from the environment)

Listing:
  --since 2026-11-01 | --since 3d             quotes received since then (default 7d)
  --pending                                   only those that have not reached staff
  --details                                   with name, phone, email, journey and estimate
  --csv                                       as CSV for a spreadsheet (with --details: the personal columns);
                                              times in one format (2026-11-01T09:30:00Z), time to claim and to
                                              quote in whole seconds too
  --csv --out FILE                            the CSV into FILE, header first (npm prints its own lines above
                                              anything sent to the terminal)

One quote:
  show REF                                    everything staff need to act on it
  --resend REF                                send it to staff again now, if it has not been sent
  --resend REF --force                        send it again even though it was sent
  --resend-pending                            send every quote that has not been sent

The lead report (how many were claimed, ${listWords(wordsOf(), 'and')}, and which pages and campaigns brought them):
  report                                      the period's report (--since as above, e.g. --since 30d)
  report --week last | this | 2026-W49        a calendar week's, Monday to Sunday in UK time (ISO weeks:
                                              2026-W49 is Mon 30 Nov to Sun 6 Dec 2026), as the weekly email
  report --json                               the same as JSON, for a program
  report --email                              mail it to staff and operations (deployed: through the stack's
                                              report function; under npm start: the local inbox)

What became of a lead (as its page records it, under operations' name; the same outcome again adds nothing):
${leadOutcomes.map(outcomeUsage).join('\n')}

A customer's personal data (infra/DEPLOY.md 10):
  find EMAIL                                  every stored quote of that address (case, +tags, Gmail dots ignored)
  find EMAIL --json                           the same, each quote whole, for sending to the person
  erase REF                                   remove one quote's personal data, keep reference, dates, who and when
  erase REF --force                           the same for a quote that has not reached staff yet

  --region R                                  AWS region of --stack (default eu-west-2)
  --help                                      this text

Exit code: 0 when every quote listed reached staff, 1 when one has not, 2 for a command it cannot do.`;

const shortUsage = 'See npm run quotes -- --help for what it takes.';

const options = {
  help: { type: 'boolean', short: 'h', default: false },
  stack: { type: 'string' },
  region: { type: 'string', default: 'eu-west-2' },
  since: { type: 'string', default: '7d' },
  week: { type: 'string' },
  days: { type: 'string' },
  pending: { type: 'boolean', default: false },
  details: { type: 'boolean', default: false },
  csv: { type: 'boolean', default: false },
  out: { type: 'string' },
  resend: { type: 'string' },
  force: { type: 'boolean', default: false },
  'resend-pending': { type: 'boolean', default: false },
  json: { type: 'boolean', default: false },
  email: { type: 'boolean', default: false },
  reason: { type: 'string' },
  note: { type: 'string' },
} as const;

/** Node's parser names the option in quotes and then explains `--` with a quote it never closes: say it plainly. */
function plainParseError(error: unknown): string {
  const code = (error as { code?: unknown }).code;
  const message = error instanceof Error ? error.message : String(error);
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
    const option = /^Unknown option '([^']*)'/.exec(message)?.[1] ?? '';
    return `Unknown option '${option}'.`;
  }
  const missing = /^Option '(-[^' ]+)[^']*' argument missing/.exec(message)?.[1];
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE' && missing) return `${missing} needs a value.`;
  return message;
}

/** The commands that take one argument: a reference, or (find) an email address. */
const commands = ['show', 'find', 'erase'] as const;
export type QuotesCommand = (typeof commands)[number];
const isCommand = (word: string): word is QuotesCommand => (commands as readonly string[]).includes(word);

const argumentOf: Record<QuotesCommand, string> = {
  show: 'a quote reference, e.g. npm run quotes -- show Q-7KD2QF',
  find: 'an email address, e.g. npm run quotes -- find ada@example.co.uk',
  erase: 'a quote reference, e.g. npm run quotes -- erase Q-7KD2QF',
};

/** `outcome REF quoted|booked|lost`: what became of a lead, its reason and note as given (checked on recording). */
export interface OutcomeArgs {
  reference: string;
  outcome: LeadOutcomeName;
  reason?: string;
  note?: string;
}

export type QuotesArgs = ReturnType<typeof readOptions>['values'] & {
  /** The options typed (the others have their defaults). */
  given?: ReadonlySet<string>;
  /** `show REF`, `find EMAIL` or `erase REF`, with what it names. */
  command?: { name: QuotesCommand; argument: string };
  /** `report`: the period's lead report. */
  report?: true;
  /** `outcome REF …`. */
  outcome?: OutcomeArgs;
};

function readOptions(argv: string[]) {
  try {
    return parseArgs({ args: argv, allowPositionals: true, options, tokens: true });
  } catch (error) {
    throw new UsageError(`${plainParseError(error)} ${shortUsage}`);
  }
}

/** The command line as options, or a UsageError. `--help` wins over everything else. */
export function parseQuotesArgs(argv: string[]): QuotesArgs {
  const { values, positionals, tokens } = readOptions(argv);
  if (values.help) return values;
  const [name, ...rest] = positionals;
  const given = new Set(tokens.flatMap((token) => (token.kind === 'option' ? [token.name] : [])));
  if (name === 'report') return reportArgs({ ...values, given }, rest);
  if (values.week !== undefined) throw new UsageError('--week goes with report.');
  if (name === 'outcome') return outcomeArgs(values, rest);
  if (values.reason !== undefined || values.note !== undefined) {
    throw new UsageError(`--reason and --note go with outcome REF ${listWords(outcomesWithReasons)}.`);
  }
  if (values.email) throw new UsageError('--email goes with report.');
  if (values.out !== undefined) checkOut(values, name);
  if (name !== undefined && !isCommand(name)) {
    throw new UsageError(`Unknown command "${positionals.join(' ')}". ${shortUsage}`);
  }
  if (values.force && !values.resend && name !== 'erase')
    throw new UsageError('--force goes with --resend REF or erase REF.');
  if (values.json && name !== 'find') throw new UsageError('--json goes with find EMAIL or report.');
  if (name === undefined) return values;
  const [argument, ...extra] = rest;
  if (!argument) throw new UsageError(`${name} needs ${argumentOf[name]}`);
  if (extra.length > 0)
    throw new UsageError(`${name} takes one ${name === 'find' ? 'address' : 'reference'}, not "${rest.join(' ')}".`);
  if (name === 'find' && !/^[^\s@]+@[^\s@]+$/.test(argument.trim())) {
    throw new UsageError(`find takes an email address, such as ada@example.co.uk, not "${argument}".`);
  }
  return { ...values, command: { name, argument } };
}

/** "--reason takes price, vehicle, … or other": an outcome's reasons, as the command takes them. */
const reasonWords = (reasons: readonly OutcomeReason[]) => `--reason takes ${listWords(reasons)}`;

/**
 * `outcome REF quoted|booked|lost`, a reason with an outcome that takes one (and then always), a note with a reason;
 * nothing else.
 */
function outcomeArgs(values: QuotesArgs, rest: string[]): QuotesArgs {
  const [reference, outcome, ...extra] = rest;
  const example = 'e.g. npm run quotes -- outcome Q-7KD2QF booked';
  const choices = listWords(leadOutcomes);
  if (!reference || !outcome) throw new UsageError(`outcome needs a quote reference and what became of it, ${example}`);
  if (extra.length > 0) {
    throw new UsageError(`outcome takes a reference and one of ${choices}, not "${rest.join(' ')}".`);
  }
  if (!isOneOf(leadOutcomes, outcome)) {
    throw new UsageError(`outcome takes ${choices} after the reference, not "${outcome}".`);
  }
  const others = (['pending', 'details', 'csv', 'out', 'force', 'resend-pending', 'json', 'email'] as const).filter(
    (o) => values[o],
  );
  if (values.resend !== undefined) others.unshift('resend' as never);
  if (others.length > 0) throw new UsageError(`outcome does not take --${others.join(', --')}. ${shortUsage}`);
  const { reason, note } = values;
  const reasons = reasonsOf(outcome);
  if (reasons.length === 0) {
    if (reason !== undefined || note !== undefined) {
      throw new UsageError(`--reason and --note go with ${listWords(outcomesWithReasons)}.`);
    }
    return { ...values, outcome: { reference, outcome } };
  }
  if (reason === undefined) throw new UsageError(`${outcome} needs a reason: ${reasonWords(reasons)}.`);
  if (!isOneOf(reasons, reason)) throw new UsageError(`${reasonWords(reasons)}, not "${reason}".`);
  return { ...values, outcome: { reference, outcome, reason, ...(note === undefined ? {} : { note }) } };
}

/** `--out FILE`: the list's CSV, so with `--csv` and no command, and a file name. */
function checkOut(values: QuotesArgs, command: string | undefined) {
  if (!values.csv || command !== undefined || values.resend !== undefined || values['resend-pending']) {
    throw new UsageError('--out FILE goes with --csv: npm run quotes -- --csv --out leads.csv');
  }
  if (!values.out?.trim()) throw new UsageError('--out needs a file name, e.g. --out leads.csv');
}

/** `report`: no argument, and none of the list's or the other commands' options. */
function reportArgs(values: QuotesArgs, rest: string[]): QuotesArgs {
  if (rest.length > 0) throw new UsageError(`report takes no argument, not "${rest.join(' ')}". ${shortUsage}`);
  const others = (['pending', 'details', 'csv', 'out', 'force', 'resend-pending'] as const).filter((o) => values[o]);
  if (values.resend !== undefined) others.unshift('resend' as never);
  if (values.reason !== undefined) others.push('reason' as never);
  if (values.note !== undefined) others.push('note' as never);
  if (others.length > 0) throw new UsageError(`report does not take --${others.join(', --')}. ${shortUsage}`);
  if (values.json && values.email) throw new UsageError('report takes --json or --email, not both.');
  if (values.week !== undefined && values.given?.has('since')) {
    throw new UsageError('report takes --week or --since, not both.');
  }
  return { ...values, report: true };
}

const weekWords = 'last, this or a week such as 2026-W49';

/**
 * `--week last|this|2026-W49`: that ISO week, Monday 00:00 to the next Monday 00:00 in UK time (`this` is the week so
 * far: its open leads' ages are measured at `now`). A week that has not begun, or is no week, is refused.
 */
export function weekPeriod(value: string, now: Date): { from: Date; to: Date } {
  const word = value.trim().toLowerCase();
  let week: IsoWeek;
  if (word === 'this' || word === 'last') {
    week = word === 'this' ? ukIsoWeek(now) : previousIsoWeek(ukIsoWeek(now));
  } else {
    if (!/^\d{4}-w\d{1,2}$/.test(word)) throw new UsageError(`--week takes ${weekWords}, not "${value}".`);
    const named = parseIsoWeek(word);
    if ('problem' in named) throw new UsageError(`--week ${value.trim()}: ${named.problem}.`);
    week = named;
  }
  const period = isoWeekPeriod(week);
  if (period.from > now) {
    throw new UsageError(`${isoWeekName(week)} has not begun: it starts on ${ukDayOf(period.from.getTime())}.`);
  }
  return period;
}

/** `2026-11-01` or `3d` (days back); anything else is refused. */
export function sinceDate(value: string, now = new Date()): Date {
  const days = /^(\d{1,4})d$/.exec(value.trim());
  if (days) return new Date(now.getTime() - Number(days[1]) * 86_400_000);
  const date = /^\d{4}-\d{2}-\d{2}(T[\d:.]+Z?)?$/.test(value.trim()) ? new Date(value.trim()) : undefined;
  if (!date || Number.isNaN(date.getTime())) {
    throw new UsageError(`--since takes a date (2026-11-01) or a number of days (7d), not "${value}".`);
  }
  return date;
}
