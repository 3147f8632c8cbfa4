/** The operator's `npm run quotes` command (scripts/quotes.ts runs it; the tests call it in-process). */
import { userInfo } from 'node:os';
import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { GetCallerIdentityCommand, STSClient } from '@aws-sdk/client-sts';
import { quoteEnv } from '@courier/common/api/lambda-env';
import { normalisePostcode } from '@courier/common/postcode';
import { dynamoDbClientConfigFromEnv } from '@courier/lambdas/aws/dynamodb-client-config';
import {
  claimDuration,
  claimSummary,
  claimSummaryLine,
  timeToClaimMs,
} from '@courier/lambdas/lead-claim/claim-summary';
import { silentLogger } from '@courier/lambdas/observability/observability';
import type { DeliveryDeps } from '@courier/lambdas/quote/deliver/deliver-quote';
import { deliveryDepsFromEnv } from '@courier/lambdas/quote/deliver/delivery-env';
import { pendingQuoteIds, type ResendOutcome, resendQuotes } from '@courier/lambdas/quote/deliver/sweeper';
import { type EraseOutcome, eraseQuote } from '@courier/lambdas/quote/store/erasure';
import { mailProblems } from '@courier/lambdas/quote/store/mail-status';
import { listStoredQuotes } from '@courier/lambdas/quote/store/quote-listing';
import {
  type ErasedQuote,
  isErased,
  type QuoteRecord,
  type StoredQuote,
} from '@courier/lambdas/quote/store/quote-record';
import type { QuoteTable } from '@courier/lambdas/quote/store/quote-table';
import { normaliseSenderAddress } from '@courier/lambdas/quote/store/sender-address';
import { PortVariableError, portsFromEnv } from '../local/ports';
import { localRedelivery, reportInboxDelivery } from '../local/quote-sender-loop';
import { parseQuotesArgs, UsageError, usageText } from './quotes-args';

/** The stack outputs naming the quote table and the sweeper (infra/lib/quotes/quote-store.ts). */
export const quoteTableOutput = 'QuoteTableName';
export const quoteSweeperOutput = 'QuoteSweeperFunctionName';

/** An error's name, or its system code (ECONNREFUSED…) for a bare network error: never a stack trace. */
const reason = (error: unknown) => {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  return error.name === 'Error' && typeof code === 'string' ? code : error.name;
};

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

/** Where delivery stands, in staff's words. */
export function deliveryState(q: QuoteRecord): string {
  if (q.mailStatus === 'delivered') return 'delivered to the mailbox';
  if (q.mailStatus === 'bounced') return 'BOUNCED';
  if (q.mailStatus === 'complained') return 'MARKED AS SPAM';
  if (q.mailStatus === 'rejected') return 'REJECTED BY SES';
  if (q.status === 'sent')
    return q.mailStatus === 'delayed' ? 'accepted, delivery delayed' : 'accepted, awaiting confirmation';
  if (q.status === 'failed') return 'FAILED: cannot be sent as stored (see last error; --resend REF once fixed)';
  if (q.unknownOutcomes > 0) return 'PENDING (a send timed out: SES may have it)';
  if (q.channel === 'held') return 'HELD (sender past the hourly cap): goes in the held-quotes digest';
  if (q.channel === 'digest') return 'PENDING (for the wave digest)';
  return q.attempts > 0 ? 'PENDING (retrying)' : 'PENDING';
}

/** Not in staff's hands: not sent, or SES said the email did not arrive. An erased quote is nobody's to send. */
export const undelivered = (q: StoredQuote): q is QuoteRecord =>
  !isErased(q) && (q.status !== 'sent' || (q.mailStatus !== undefined && mailProblems.includes(q.mailStatus)));

// What is stored may not be what the code expects (a quote marked failed for that reason): read it with care.
const route = (q: QuoteRecord) =>
  [q.quote.pickup_postcode, ...(q.quote.stops ?? []).map((s) => s?.postcode), q.quote.delivery_postcode].join(' → ');
const time = (iso?: string) => iso?.replace('T', ' ').slice(0, 19) ?? '';

/** The list's columns, and those `--details` adds: the CSV header even when no quote is listed. */
const listColumns = [
  'reference',
  'received',
  'delivery',
  'claimed by',
  'time to claim',
  'attempts',
  'last error',
  'sent at',
  'vehicle',
  'route',
] as const;
const detailColumns = [...listColumns, 'name', 'phone', 'email', 'pickup', 'estimate', 'customer figures'] as const;
type Row = Partial<Record<(typeof detailColumns)[number], string | number>>;

/** Who took the quote and how long after it arrived (the first claim's time, whoever has it now). */
function claimedBy(q: Pick<QuoteRecord, 'receivedAt' | 'owner'>): { 'claimed by': string; 'time to claim': string } {
  const ms = timeToClaimMs(q);
  if (!q.owner || ms === undefined) return { 'claimed by': 'UNCLAIMED', 'time to claim': '' };
  return { 'claimed by': q.owner.name, 'time to claim': claimDuration(ms) };
}

/** An erased quote's row: the same columns, only the reference, dates and delivery facts filled. */
function erasedRow(q: ErasedQuote): Row {
  return {
    reference: q.reference,
    received: time(q.receivedAt),
    delivery: 'ERASED',
    ...claimedBy(q),
    attempts: q.attempts,
    'last error': q.lastError ?? '',
    'sent at': time(q.sentAt),
  };
}

function row(q: StoredQuote, details: boolean): Row {
  if (isErased(q)) return erasedRow(q);
  const base = {
    reference: q.reference,
    received: time(q.receivedAt),
    delivery: deliveryState(q),
    ...claimedBy(q),
    attempts: q.attempts,
    'last error': q.lastError ?? '',
    'sent at': time(q.sentAt),
    vehicle: q.quote.vehicle_type,
    route: route(q),
  } satisfies Record<(typeof listColumns)[number], string | number>;
  if (!details) return base;
  // The server's own figures (decision 021); the visitor's are theirs, shown apart.
  const ours = q.estimate;
  const estimate =
    ours?.kind === 'estimated'
      ? `${ours.distanceMiles} miles, ${ours.durationMinutes} min${ours.approximate ? ' (approximate)' : ''}`
      : `none${ours ? ` (${ours.reason.replaceAll('_', ' ')})` : ''}`;
  const customerFigures =
    q.quote.distance_miles === null && q.quote.duration_minutes === null
      ? 'none'
      : `${q.quote.distance_miles ?? '?'} miles, ${q.quote.duration_minutes ?? '?'} min`;
  return {
    ...base,
    name: q.quote.from_name,
    phone: q.quote.phone ?? '',
    email: q.quote.from_email,
    pickup: `${q.quote.pickup_date} ${q.quote.pickup_time ?? ''}`.trim(),
    estimate,
    'customer figures': customerFigures,
  } satisfies Record<(typeof detailColumns)[number], string | number>;
}

/** What the staff email says of the journey that the list leaves out: every place, the delivery's time, the return. */
function journeyFields(q: QuoteRecord): Record<string, string> {
  const { quote } = q;
  const owner = q.owner;
  // Read with care, as the route is: what is stored may not be what the code expects.
  const place = (location?: string, postcode?: string) => `${location ?? ''}, ${normalisePostcode(postcode ?? '')}`;
  return {
    'pickup at': place(quote.pickup_location, quote.pickup_postcode),
    ...Object.fromEntries(
      (quote.stops ?? []).map((stop, i) => [`stop ${i + 1}`, place(stop?.location, stop?.postcode)]),
    ),
    'delivery at': place(quote.delivery_location, quote.delivery_postcode),
    'delivery on': `${quote.delivery_date} ${quote.delivery_time ?? ''}`.trim(),
    return: quote.is_return ? 'yes' : 'no',
    ...(owner ? { 'claimed at': time(owner.at), ...(owner.previous ? { 'taken from': owner.previous } : {}) } : {}),
  };
}

/**
 * Where a spreadsheet may see a cell begin with a formula (OWASP's CSV injection list: = + - @, tab, carriage
 * return): at the cell's start, or after any separator a spreadsheet may split on (, ; | tab, set per locale or in
 * its import dialog) or a line break, once spaces or a quote mark are passed over. An apostrophe goes there.
 */
const formulaStart = /(?<=^|[,;|\t\r\n])[ "]*(?=[=+\-@\t\r])/g;

/**
 * One CSV cell a spreadsheet shows as text whatever it splits on: each place a formula could start gets an
 * apostrophe (a phone reads '+44 7700 900123), and such a cell, or one holding a quote mark, a separator or a line
 * break, is quoted.
 */
export function csvCell(value: string | number): string {
  const text = String(value);
  const neutralised = text.replace(formulaStart, "$&'");
  return neutralised !== text || /[",;|\t\n\r]/.test(text) ? `"${neutralised.replaceAll('"', '""')}"` : text;
}

/** The header row, then one row per quote: a spreadsheet opened on no quotes still shows what it would hold. */
export const toCsv = (columns: readonly (keyof Row)[], rows: Row[]) =>
  [columns, ...rows.map((r) => columns.map((c) => r[c] ?? ''))].map((r) => r.map(csvCell).join(',')).join('\n');

/** Customer text on a terminal: control characters (escape sequences, line breaks) become spaces. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point.
const plain = (text: string) => text.replace(/[\u0000-\u001f\u007f-\u009f]+/g, ' ');

/** Rows as aligned columns (the values are plain text; nothing here is interpreted). */
function textTable(rows: Row[]): string[] {
  const columns = Object.keys(rows[0] ?? {}) as (keyof Row)[];
  const cell = (value: string | number | undefined) => plain(String(value ?? ''));
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => cell(r[c]).length)));
  const line = (values: (string | number | undefined)[]) =>
    values
      .map((v, i) => cell(v).padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  return rows.length === 0
    ? []
    : [line(columns), line(widths.map((w) => '-'.repeat(w))), ...rows.map((r) => line(columns.map((c) => r[c])))];
}

interface Store {
  table: QuoteTable;
  /** Where it was looked for, for messages. */
  where: string;
  resend(ids: string[], force: boolean, pending: boolean): Promise<{ id: string; outcome: ResendOutcome }[]>;
  /** Who is running the command, for the record an erasure leaves: the AWS identity, or the local user. */
  operator(): Promise<string>;
}

async function stackOutputs(stackName: string, region: string): Promise<Record<string, string>> {
  const cloudFormation = new CloudFormationClient({ region });
  try {
    const { Stacks } = await cloudFormation.send(new DescribeStacksCommand({ StackName: stackName }));
    return Object.fromEntries((Stacks?.[0]?.Outputs ?? []).map((o) => [o.OutputKey ?? '', o.OutputValue ?? '']));
  } catch (error) {
    throw new UsageError(
      `Could not read stack ${stackName} in ${region} (CloudFormation, ${region}): ${reason(error)}.`,
    );
  } finally {
    cloudFormation.destroy();
  }
}

async function deployedStore(stackName: string, region: string): Promise<Store> {
  const outputs = await stackOutputs(stackName, region);
  const tableName = outputs[quoteTableOutput];
  if (!tableName)
    throw new UsageError(`Stack ${stackName} has no ${quoteTableOutput} output: is it deployed with the quote table?`);
  return {
    table: { db: new DynamoDBClient({ ...dynamoDbClientConfigFromEnv({}), region }), tableName },
    where: `table ${tableName} (stack ${stackName}, ${region})`,
    async resend(ids, force, pending) {
      // The sweeper sends, with its own SES permission and settings: the operator needs only to invoke it.
      const functionName = outputs[quoteSweeperOutput];
      if (!functionName)
        throw new UsageError(`Stack ${stackName} has no ${quoteSweeperOutput} output: redeploy it first.`);
      const lambda = new LambdaClient({ region });
      const payload = { resend: pending ? { pending: true } : { ids, force } };
      const answer = await lambda.send(
        new InvokeCommand({ FunctionName: functionName, Payload: new TextEncoder().encode(JSON.stringify(payload)) }),
      );
      lambda.destroy();
      if (answer.FunctionError) throw new Error(`the sweeper failed (${answer.FunctionError}); see its log group`);
      return (
        JSON.parse(new TextDecoder().decode(answer.Payload)) as { resent: { id: string; outcome: ResendOutcome }[] }
      ).resent;
    },
    async operator() {
      const sts = new STSClient({ region });
      try {
        const { Arn } = await sts.send(new GetCallerIdentityCommand({}));
        if (!Arn) throw new Error('no ARN');
        return Arn;
      } catch (error) {
        throw new UsageError(`Could not tell who you are (STS GetCallerIdentity, ${region}): ${reason(error)}.`);
      } finally {
        sts.destroy();
      }
    },
  };
}

/** The OS account running the command (or $USER where the OS cannot say). */
function localUserName(env: Record<string, string | undefined>): string {
  try {
    return userInfo().username;
  } catch {
    return env.USER ?? env.USERNAME ?? 'unknown';
  }
}

/** The store and inbox `npm start` runs, found by the same port variables (local/ports.ts). */
function localPorts(env: Record<string, string | undefined>) {
  try {
    return portsFromEnv(env, ['dynamoPort', 'inboxPort']);
  } catch (error) {
    throw error instanceof PortVariableError ? new UsageError(error.message) : error;
  }
}

function localStore(env: Record<string, string | undefined>): Store {
  const ports = localPorts(env);
  const endpoint = `http://127.0.0.1:${ports.dynamoPort}`;
  const localEnv = {
    ...env,
    [quoteEnv.dynamoDbEndpoint]: endpoint,
    [quoteEnv.sesEndpoint]: `http://127.0.0.1:${ports.inboxPort}`,
  };
  const deps: DeliveryDeps = {
    ...deliveryDepsFromEnv(localEnv, silentLogger, {
      onSesClient: (client) => reportInboxDelivery(client, deps.table, deps),
    }),
    redelivery: localRedelivery,
  };
  return {
    table: deps.table,
    where: `the local quote store at ${endpoint} (is \`npm start\` running?)`,
    resend: async (ids, force, pending) => resendQuotes(deps, pending ? await pendingQuoteIds(deps) : ids, force),
    operator: async () => `local user ${localUserName(env)}`,
  };
}

const resendWords: Record<ResendOutcome, string> = {
  sent: 'sent to staff',
  already_sent: 'sent to staff by another sender meanwhile: nothing sent',
  sent_before: 'already sent to staff: nothing sent (add --force to send it again)',
  busy: 'being sent by another sender right now: nothing sent',
  failed: 'NOT SENT: SES refused or could not be reached; it stays pending and the sweeper retries it',
  unknown: 'OUTCOME UNKNOWN: SES did not answer in time; it stays pending and the sweeper retries it',
  missing: 'not found',
  not_found: 'not found',
  digest: 'waiting for a digest (a wave, or held past a cap): it goes to staff with the next one',
  undeliverable: 'NOT SENT: it cannot be sent as stored, and is marked failed (see show REF and the alarm)',
};

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

export interface Output {
  out(line: string): void;
  err(line: string): void;
}

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
  const since = sinceDate(args.days ? `${args.days}d` : args.since);
  const store = args.stack ? await deployedStore(args.stack, args.region) : localStore(env);

  let quotes: StoredQuote[];
  try {
    quotes = await listStoredQuotes(store.table);
  } catch (error) {
    throw new UsageError(`Could not read ${store.where}: ${reason(error)}.`);
  }
  const byReference = (reference: string) => {
    const wanted = reference.trim().toUpperCase();
    const quote = quotes.find((q) => q.reference === wanted);
    if (!quote) throw new UsageError(`No quote with reference ${plain(reference)} in ${store.where}.`);
    return quote;
  };

  if (command === 'show') {
    const quote = byReference(argument);
    const fields = isErased(quote)
      ? { ...row(quote, false), erased: erasure(quote) }
      : {
          ...row(quote, true),
          ...journeyFields(quote),
          load: quote.quote.load_details ?? '',
          notes: quote.quote.notes ?? '',
        };
    for (const [name, value] of Object.entries(fields)) io.out(`${name.padEnd(16)} ${plain(String(value))}`);
    return undelivered(quote) ? 1 : 0;
  }
  if (command === 'find') return find(quotes, argument, args.json, io);
  if (command === 'erase') return erase(store, byReference(argument), args.force, io);

  if (args.resend || args['resend-pending']) {
    const live = quotes.filter((q): q is QuoteRecord => !isErased(q));
    const targets = args.resend ? [resendable(byReference(args.resend))] : live.filter((q) => q.status !== 'sent');
    const results = await store.resend(
      targets.map((q) => q.id),
      args.force,
      args['resend-pending'],
    );
    const [asked] = targets;
    if (args.resend && asked && results.every((r) => r.outcome === 'sent_before')) {
      // Not what was asked for: nothing was sent. Exit 2, as for any command it cannot do as typed.
      throw new UsageError(
        `${asked.reference} was already sent to staff${asked.sentAt ? ` at ${time(asked.sentAt)}` : ''}: nothing sent. ` +
          'Add --force to send it again.',
      );
    }
    const referenceOf = new Map(quotes.map((q) => [q.id, q.reference]));
    for (const { id, outcome } of results) io.out(`${referenceOf.get(id) ?? id}: ${resendWords[outcome]}`);
    if (results.length === 0) io.out('No quote is waiting: nothing to resend.');
    const count = (outcomes: ResendOutcome[]) => results.filter((r) => outcomes.includes(r.outcome)).length;
    const resent = count(['sent']);
    const withStaff = count(['already_sent', 'sent_before']);
    const left = results.length - resent - withStaff;
    io.out(
      left === 0
        ? `Done: ${resent} resent${withStaff > 0 ? `, ${withStaff} already with staff` : ''}.`
        : `${left} of ${results.length} still not sent.`,
    );
    return left === 0 ? 0 : 1;
  }

  const recent = quotes.filter((q) => q.receivedAt >= since.toISOString());
  const waiting = recent.filter(undelivered);
  const shown = args.pending ? waiting : recent;
  const rows = shown.map((q) => row(q, args.details));
  if (args.csv) {
    io.out(toCsv(args.details ? detailColumns : listColumns, rows));
    return waiting.length === 0 ? 0 : 1;
  }
  for (const line of textTable(rows)) io.out(line);
  const period = `since ${time(since.toISOString())}`;
  // With no quotes there is nothing to claim: the one line below says so.
  if (recent.length > 0) io.out(`Claims ${period}: ${claimSummaryLine(claimSummary(recent))}`);
  const erased = recent.filter(isErased).length;
  io.out(listSummary(recent.length, waiting, period, erased));
  return waiting.length === 0 ? 0 : 1;
}

/** When and by whom a quote was erased, as `show` and `find` say it. */
const erasure = (q: ErasedQuote) => `${time(q.erased.at)} by ${q.erased.by}`;

function resendable(quote: StoredQuote): QuoteRecord {
  if (isErased(quote))
    throw new UsageError(`${quote.reference} was erased (${erasure(quote)}): there is nothing to send.`);
  return quote;
}

/**
 * A subject access request: every stored quote of one address, matched as the quote caps match senders (case,
 * `+tags` and Gmail's dots aside; sender-address.ts). An erased quote keeps nothing of the person, so none matches.
 * `--json` prints each whole, for sending to the person.
 */
function find(quotes: StoredQuote[], address: string, json: boolean, io: Output): number {
  const wanted = normaliseSenderAddress(address);
  const found = quotes.filter(
    (q): q is QuoteRecord => !isErased(q) && normaliseSenderAddress(q.quote.from_email) === wanted,
  );
  if (json) {
    io.out(JSON.stringify(found.map(subjectAccessRecord), null, 2));
    return 0;
  }
  for (const line of textTable(found.map((q) => row(q, true)))) {
    io.out(line);
  }
  io.out(
    found.length === 0
      ? `No stored quote of ${plain(wanted)}.`
      : `${found.length} stored quote${found.length === 1 ? '' : 's'} of ${plain(wanted)}` +
          ' (case, +tags and Gmail dots ignored). --json prints them whole.',
  );
  return 0;
}

/** One quote as the person who sent it may have it: everything stored about them, and what became of it. */
function subjectAccessRecord(q: QuoteRecord) {
  return {
    reference: q.reference,
    receivedAt: q.receivedAt,
    delivery: deliveryState(q),
    sentToStaffAt: q.sentAt ?? null,
    customerAcknowledgement: q.acknowledgement ?? null,
    request: q.quote,
    provenance: q.provenance,
    serverEstimate: q.estimate ?? null,
  };
}

const erasureWords: Record<Exclude<EraseOutcome['outcome'], 'pending' | 'missing'>, string> = {
  erased: 'erased: name, phone, email, locations, notes and figures removed; the record keeps the reference, dates',
  already_erased: 'already erased, nothing changed; the record keeps the reference, dates',
};

/**
 * Erases one quote's personal data. The line it prints is the erasure's log: reference, dates, when and who, and
 * nothing of the person.
 */
async function erase(store: Store, quote: StoredQuote, force: boolean, io: Output): Promise<number> {
  const by = await store.operator();
  let result: EraseOutcome;
  try {
    result = await eraseQuote(store.table, quote.id, { now: new Date(), by, force });
  } catch (error) {
    throw new UsageError(`Could not erase ${quote.reference} in ${store.where}: ${reason(error)}.`);
  }
  if (result.outcome === 'missing')
    throw new UsageError(`No quote with reference ${quote.reference} in ${store.where}.`);
  if (result.outcome === 'pending') {
    throw new UsageError(
      `${quote.reference} has not reached staff yet (PENDING): erasing it means staff never see it. ` +
        'Call the customer if it is a live job, then erase it with --force.',
    );
  }
  io.out(
    `${quote.reference} (received ${time(quote.receivedAt)}) ${erasureWords[result.outcome]} and this erasure ` +
      `(${time(result.erased.at)} by ${result.erased.by}).`,
  );
  return 0;
}
