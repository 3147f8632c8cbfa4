/**
 * `npm run quotes` against a real local store (dynalite) and the real local SES: what staff see for a quote
 * delivered, one bounced and one pending; resends; exports; and the plain answers to bad commands.
 */
import { quoteEnv } from '@courier/common/api/lambda-env';
import type { ServerEstimate } from '@courier/common/quote/server-estimate';
import { claimLead } from '@courier/lambdas/lead-claim/lead-owner';
import { silentLogger } from '@courier/lambdas/observability/observability';
import { deliverQuote } from '@courier/lambdas/quote/deliver/deliver-quote';
import { recordMailEvent } from '@courier/lambdas/quote/deliver/mail-events';
import { type LocalDynamo, startLocalDynamo } from '@courier/lambdas/quote/store/local-quote-table';
import { getQuote, type QuoteTable } from '@courier/lambdas/quote/store/quote-store';
import { submitQuote } from '@courier/lambdas/quote/submit/submit-quote';
import {
  deliveryDeps,
  type Inbox,
  inboxSes,
  protocolFields,
  startLocalInbox,
  testToday,
  validQuoteFields,
} from '@courier/lambdas/test-support/quote-fixtures';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { reportInboxDelivery } from '../local/quote-sender-loop';
import { csvCell, runQuotes } from './quotes-command';

let inbox: Inbox;
let dynamo: LocalDynamo;
let table: QuoteTable;
let env: Record<string, string>;
let tables = 0;

beforeAll(async () => {
  [inbox, dynamo] = await Promise.all([startLocalInbox(), startLocalDynamo()]);
});
afterAll(() => Promise.all([inbox.close(), dynamo.close()]));
beforeEach(async () => {
  await inbox.clear();
  table = await dynamo.createQuoteTable(`ops-${++tables}`);
  env = {
    DYNAMO_PORT: new URL(dynamo.endpoint).port,
    INBOX_PORT: new URL(inbox.endpoint).port,
    [quoteEnv.quoteTableName]: table.tableName,
  };
});

/** What the server worked out for the journey when it was stored: not the 152.4 miles the form sent. */
const serverEstimate: ServerEstimate = {
  kind: 'estimated',
  route: 'LE1 1AA → NG2 6AG → DE1 1AA → M1 1AE, return, Small Van',
  ukPartOnly: false,
  distanceMiles: 150,
  durationMinutes: 180,
  approximate: false,
};

async function store(fields: Record<string, string> = {}) {
  const id = crypto.randomUUID();
  const stored = await submitQuote(
    { ...validQuoteFields, ...protocolFields, ...fields, submission_id: id },
    { table, today: testToday, now: new Date(), retentionDays: 30, estimate: async () => serverEstimate },
  );
  if (stored.outcome !== 'stored') throw new Error(stored.outcome);
  return { id, reference: stored.reference };
}

/** Sent through the local inbox, which reports each email it takes as delivered (as `npm start` does). */
async function sendThroughInbox(id: string) {
  const deps = deliveryDeps(table, inboxSes(inbox));
  reportInboxDelivery(deps.ses, table, deps);
  expect(await deliverQuote(id, deps)).toBe('sent');
}

async function quotes(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runQuotes(argv, env, { out: (line) => out.push(line), err: (line) => err.push(line) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('npm run quotes', () => {
  it('shows one quote delivered to the mailbox, one bounced and one pending, without personal data, and exits 1', async () => {
    const delivered = await store({ from_name: 'Dee Livered' });
    await sendThroughInbox(delivered.id);
    const bounced = await store({ from_name: 'Bea Bounced' });
    await sendThroughInbox(bounced.id);
    const tags = { recipient: ['staff'], quote: [bounced.id], reference: [bounced.reference] };
    await recordMailEvent(table, { eventType: 'Bounce', mail: { tags } }, silentLogger);
    const pending = await store({ from_name: 'Pen Ding' });

    const { code, out } = await quotes();
    console.log(out);
    const line = (reference: string) => out.split('\n').find((l) => l.startsWith(reference)) ?? '';
    expect(line(delivered.reference)).toContain('delivered to the mailbox');
    expect(line(bounced.reference)).toContain('BOUNCED');
    expect(line(pending.reference)).toContain('PENDING');
    expect(out).toMatch(/No: 2 of 3 quotes since .* have not reached staff/);
    expect(out).not.toMatch(/Dee Livered|ada@example\.co\.uk|07700 900123/);
    expect(code).toBe(1);
  });

  it('--details and show REF give staff the name, phone, email, journey, the estimate and the customer’s own figures', async () => {
    const { reference } = await store({ notes: 'Ring first, please' });

    const details = await quotes('--details');
    expect(details.out).toContain('ada@example.co.uk');
    expect(details.out).toContain('07700 900123');

    const shown = await quotes('show', reference.toLowerCase());
    expect(shown.out).toMatch(/name +Ada O'Brien/);
    expect(shown.out).toMatch(/notes +Ring first, please/);
    expect(shown.out).toMatch(/route +LE1 1AA → NG2 6AG → DE1 1AA → M1 1AE/);
    expect(shown.out).toMatch(/estimate +150 miles, 180 min\n/);
    expect(shown.out).toMatch(/customer figures +152\.4 miles, 185 min/);
    expect(shown.code).toBe(1);
  });

  it('names who claimed each quote and after how long, and sums the period up: claimed, median, within 5 minutes', async () => {
    const quick = await store({ from_name: 'Quick Claim' });
    const slow = await store({ from_name: 'Slow Claim' });
    const never = await store({ from_name: 'Never Claimed' });
    const claimAfter = async (id: string, name: string, ms: number) => {
      const receivedAt = Date.parse((await getQuote(table, id))?.receivedAt ?? '');
      await claimLead(table, { quoteId: id, name, now: new Date(receivedAt + ms) });
    };
    await claimAfter(quick.id, 'Sam Patel', 150_000);
    await claimAfter(slow.id, 'Kim Lee', 750_000);

    const { out } = await quotes();
    const line = (reference: string) => out.split('\n').find((l) => l.startsWith(reference)) ?? '';
    expect(line(quick.reference)).toMatch(/Sam Patel +2 min 30 s/);
    expect(line(slow.reference)).toMatch(/Kim Lee +12 min 30 s/);
    expect(line(never.reference)).toContain('UNCLAIMED');
    expect(out).toMatch(
      /\nClaims since [\d-]+ [\d:]+: 3 quotes, 2 claimed, median time to claim 7 min 30 s, 33% claimed within 5 minutes\.\n/,
    );

    const shown = await quotes('show', quick.reference);
    expect(shown.out).toMatch(/claimed by +Sam Patel/);
    expect(shown.out).toMatch(/time to claim +2 min 30 s/);
  });

  it('show REF shows everything the staff email does: every place, the delivery’s date and time, the return', async () => {
    const { reference } = await store();
    const { out } = await quotes('show', reference);
    expect(out).toMatch(/pickup at +Unit 4, Freemen’s Common, LE1 1AA/);
    expect(out).toMatch(/stop 1 +Nottingham Trent Bridge, NG2 6AG/);
    expect(out).toMatch(/stop 2 +Derby Riverside, DE1 1AA/);
    expect(out).toMatch(/delivery at +Piccadilly, Manchester, M1 1AE/);
    expect(out).toMatch(/delivery on +2026-11-23 Before noon/);
    expect(out).toMatch(/return +yes/);
    expect(out).toMatch(/load +Three pallets, 400 kg/);
    expect(out).toMatch(/claimed by +UNCLAIMED/);
  });

  it('--resend REF sends a pending quote once and exits 0; a sent one again only with --force', async () => {
    const { reference } = await store();

    expect(await quotes('--resend', reference)).toMatchObject({
      code: 0,
      out: expect.stringContaining('sent to staff'),
    });
    // Already with staff: nothing is undelivered, so exit 0, and nothing sent.
    expect(await quotes('--resend', reference)).toMatchObject({ code: 0, out: expect.stringContaining('add --force') });
    expect(await inbox.emails()).toHaveLength(1);
    expect(await quotes('--resend', reference, '--force')).toMatchObject({ code: 0 });
    expect(await inbox.emails()).toHaveLength(2);
  });

  it('--resend-pending sends every pending quote once', async () => {
    await Promise.all([store(), store(), store()]);

    expect(await quotes('--resend-pending')).toMatchObject({
      code: 0,
      out: expect.stringContaining('Done: 3 resent.'),
    });
    expect(await inbox.emails()).toHaveLength(3);
    expect(await quotes('--resend-pending')).toMatchObject({
      code: 0,
      out: expect.stringContaining('nothing to resend'),
    });
    expect(await quotes()).toMatchObject({ code: 0, out: expect.stringContaining('Yes: all 3 quotes') });
  });

  it('--csv exports the list with formula-like cells neutralised', async () => {
    await store({ from_name: '=HYPERLINK("http://x.example","Ada")' });

    const { out } = await quotes('--csv', '--details', '--since', '1d');
    const [header, row] = out.split('\n');
    expect(header).toBe(
      'reference,received,delivery,claimed by,time to claim,attempts,last error,sent at,vehicle,route,name,phone,email,pickup,estimate,customer figures',
    );
    expect(row).toContain(`"'=HYPERLINK(""http://x.example"",""Ada"")"`);
    expect(['=1+1', '+1', '-1', '@SUM(A1)', '\t=1', 'plain'].map(csvCell)).toEqual([
      "'=1+1",
      "'+1",
      "'-1",
      "'@SUM(A1)",
      "'\t=1",
      'plain',
    ]);
  });

  it('answers a bad command with a plain message and exit code 2, naming the store it tried', async () => {
    expect(await quotes('--resend', 'Q-NOPE99')).toMatchObject({
      code: 2,
      err: `No quote with reference Q-NOPE99 in the local quote store at ${dynamo.endpoint} (is \`npm start\` running?).`,
    });
    expect(await quotes('--since', 'last tuesday')).toMatchObject({
      code: 2,
      err: expect.stringMatching(/^--since takes a date/),
    });
    expect(await quotes('--colour')).toMatchObject({
      code: 2,
      err: expect.stringContaining("Unknown option '--colour'"),
    });
    expect(await quotes('--force')).toMatchObject({ code: 2, err: '--force goes with --resend REF.' });

    env.DYNAMO_PORT = '1';
    expect(await quotes()).toMatchObject({
      code: 2,
      err: expect.stringMatching(/^Could not read the local quote store at http:\/\/127\.0\.0\.1:1 /),
    });
  });
});
