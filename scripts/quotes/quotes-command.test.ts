/**
 * `npm run quotes` against a real local store (dynalite) and the real local SES: what staff see for a quote
 * delivered, one bounced and one pending; resends; exports; a subject access request (find) and an erasure; and the
 * plain answers to bad commands.
 */
import { userInfo } from 'node:os';
import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';
import { GetItemCommand, UpdateItemCommand } from '@aws-sdk/client-dynamodb';
import { GetCallerIdentityCommand, STSClient } from '@aws-sdk/client-sts';
import { quoteEnv } from '@courier/common/api/lambda-env';
import { type QuoteRequest, validateQuote } from '@courier/common/quote/quote-schema';
import type { ServerEstimate } from '@courier/common/quote/server-estimate';
import { claimLead } from '@courier/lambdas/lead-claim/lead-owner';
import { silentLogger } from '@courier/lambdas/observability/observability';
import { deliverQuote } from '@courier/lambdas/quote/deliver/deliver-quote';
import { recordMailEvent } from '@courier/lambdas/quote/deliver/mail-events';
import { resendQuotes, sweepQuotes } from '@courier/lambdas/quote/deliver/sweeper';
import { type LocalDynamo, startLocalDynamo } from '@courier/lambdas/quote/store/local-quote-table';
import type { LimitDecision } from '@courier/lambdas/quote/store/quote-limits';
import { getQuote, type QuoteRecord } from '@courier/lambdas/quote/store/quote-record';
import type { QuoteTable } from '@courier/lambdas/quote/store/quote-table';
import { storeQuote } from '@courier/lambdas/quote/store/store-quote';
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
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { reportInboxDelivery } from '../../local/quote-sender-loop';
import { csvCell } from './format';
import { runQuotes } from './run';

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

async function store(
  fields: Record<string, string> = {},
  { id = crypto.randomUUID(), route = { route: 'single' } }: { id?: string; route?: LimitDecision } = {},
) {
  const stored = await submitQuote(
    { ...validQuoteFields, ...protocolFields, ...fields, submission_id: id },
    {
      table,
      today: testToday,
      now: new Date(),
      retentionDays: 30,
      estimate: async () => serverEstimate,
      limits: async () => route,
    },
  );
  if (stored.outcome !== 'stored') throw new Error(stored.outcome);
  return { id, reference: stored.reference };
}

function validQuote(): QuoteRequest {
  const validation = validateQuote({ ...validQuoteFields, ...protocolFields }, testToday);
  if (!validation.ok) throw new Error('invalid');
  return validation.quote;
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

  it('lists quotes held past a cap, finds them with show REF, and says they have not reached staff until their digest has (issue 29 A)', async () => {
    const single = await store({ from_name: 'Sam Single' });
    await sendThroughInbox(single.id);
    const held = [];
    for (let i = 0; i < 2; i++)
      held.push(await store({ from_name: `Hal ${i}` }, { route: { route: 'held', cap: 'address' } }));

    const listed = await quotes();
    for (const { reference } of held) {
      expect(listed.out.split('\n').find((l) => l.startsWith(reference))).toContain('HELD');
    }
    expect(listed.out).toMatch(/No: 2 of 3 quotes since .* have not reached staff/);
    expect(listed.code).toBe(1);
    const shown = await quotes('show', held[1]?.reference ?? '');
    expect(shown.out).toMatch(/delivery +HELD/);
    expect(shown.out).toMatch(/name +Hal 1/);

    const deps = deliveryDeps(table, inboxSes(inbox), { now: () => new Date(Date.now() + 61 * 60_000) });
    reportInboxDelivery(deps.ses, table, deps);
    expect(await sweepQuotes(deps, { intervalMinutes: 5, alarmAgeMinutes: 15 })).toMatchObject({ digested: 2 });
    expect(await quotes()).toMatchObject({
      code: 0,
      out: expect.stringMatching(/Yes: all 3 quotes since .* reached staff/),
    });
  });

  it('says FAILED for a quote that cannot be sent as stored, and never that all reached staff', async () => {
    const { id } = await store({ from_name: 'Fay Failed' });
    await storeQuote(table, {
      ...((await getQuote(table, id)) as QuoteRecord),
      id: `${id}-broken`,
      reference: 'Q-BRKN23',
      quote: { ...validQuote(), stops: undefined } as unknown as QuoteRequest,
      now: new Date(),
      retentionDays: 30,
    });
    await sendThroughInbox(id);
    expect(await deliverQuote(`${id}-broken`, deliveryDeps(table, inboxSes(inbox)))).toBe('undeliverable');

    const { code, out } = await quotes();
    expect(out.split('\n').find((l) => l.startsWith('Q-BRKN23'))).toMatch(/FAILED: cannot be sent as stored/);
    expect(out).toMatch(/No: 1 of 2 quotes since .* has not reached staff/);
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
    // Already with staff: nothing is sent, and the command says so, not "resent" (issue 34).
    const again = await quotes('--resend', reference);
    expect(again).toMatchObject({
      code: 2,
      out: '',
      err: expect.stringMatching(
        new RegExp(`^${reference} was already sent to staff at .+: nothing sent\\. Add --force`),
      ),
    });
    expect(again.err).not.toContain('resent');
    expect(await inbox.emails()).toHaveLength(1);
    expect(await quotes('--resend', reference, '--force')).toMatchObject({
      code: 0,
      out: `${reference}: sent to staff\nDone: 1 resent.`,
    });
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
    expect(['=1+1', '+1', '-1', '@SUM(A1)', '\r=1', 'plain', 'a,b'].map(csvCell)).toEqual([
      `"'=1+1"`,
      `"'+1"`,
      `"'-1"`,
      `"'@SUM(A1)"`,
      `"'\r'=1"`,
      'plain',
      '"a,b"',
    ]);
  });

  it('--csv leaves no formula at the start of a field, whichever of , ; tab or | a spreadsheet splits on (issue 42 E)', async () => {
    const names = ['Smith;=2*3', 'Ann|@SUM(A1)', 'Bo,-2+3', 'Cy; +1', 'Di,"=1+1"'];
    for (const name of names) await store({ from_name: name, phone: '+44 7700 900123' });
    // What the form refuses (a tab in a name) may still be in the table: written by another version, or by hand.
    const { id } = await store();
    const stored = JSON.parse((await storedItem(id))?.request?.S ?? '{}');
    stored.quote.from_name = 'Alice\t=1+1';
    await dynamo.db.send(
      new UpdateItemCommand({
        TableName: table.tableName,
        Key: { id: { S: id } },
        UpdateExpression: 'SET #request = :request',
        ExpressionAttributeNames: { '#request': 'request' },
        ExpressionAttributeValues: { ':request': { S: JSON.stringify(stored) } },
      }),
    );

    const { out } = await quotes('--csv', '--details', '--since', '1d');
    for (const separator of [',', ';', '\t', '|', '\n']) {
      const fields = out.split(separator).map((field) => field.replace(/^[ "]*/, ''));
      expect(fields.filter((field) => /^[=+\-@\t\r]/.test(field))).toEqual([]);
    }
    // Each is still there to read, behind an apostrophe, and a spreadsheet that splits on commas gets one cell each.
    for (const cell of [
      `"Smith;'=2*3"`,
      `"Ann|'@SUM(A1)"`,
      `"Bo,'-2+3"`,
      `"Cy; '+1"`,
      `"Di,""'=1+1"""`,
      `"Alice\t'=1+1"`,
      `"'+44 7700 900123"`,
    ]) {
      expect(out).toContain(`,${cell},`);
    }
  });

  it('--csv with no quotes still gives the header row', async () => {
    expect(await quotes('--csv')).toEqual({
      code: 0,
      out: 'reference,received,delivery,claimed by,time to claim,attempts,last error,sent at,vehicle,route',
      err: '',
    });
    expect((await quotes('--csv', '--details')).out).toMatch(/^reference,.*,customer figures$/);
  });

  it('counts one quote and none in words that fit', async () => {
    expect((await quotes()).out).toMatch(/^No quotes since [\d-]+ [\d:]+: none waiting\.$/);
    const { id } = await store();
    const one = await quotes();
    expect(one.out).toMatch(/No: 1 of 1 quote since .* has not reached staff/);
    await sendThroughInbox(id);
    expect((await quotes()).out).toMatch(/Yes: the 1 quote since .* reached staff\.$/);
  });

  it('--help prints the usage and exits 0, touching no store', async () => {
    env.DYNAMO_PORT = '1';
    const help = await quotes('--help');
    expect(help).toMatchObject({ code: 0, err: '' });
    expect(help.out).toMatch(/^Usage: npm run quotes/);
    expect(help.out).toContain('show REF');
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
    expect(await quotes('--force')).toMatchObject({ code: 2, err: '--force goes with --resend REF or erase REF.' });
    expect(await quotes('show')).toMatchObject({
      code: 2,
      err: 'show needs a quote reference, e.g. npm run quotes -- show Q-7KD2QF',
    });

    for (const [variable, value] of [
      ['DYNAMO_PORT', 'abc'],
      ['INBOX_PORT', '99999'],
    ] as const) {
      const saved = env[variable] as string;
      env[variable] = value;
      expect(await quotes()).toEqual({
        code: 2,
        out: '',
        err: `${variable}=${value} is not a port number (0 to 65535).`,
      });
      env[variable] = saved;
    }

    env.DYNAMO_PORT = '1';
    expect(await quotes()).toMatchObject({
      code: 2,
      err: expect.stringMatching(/^Could not read the local quote store at http:\/\/127\.0\.0\.1:1 /),
    });
  });
});

/** Every field of the stored item, as DynamoDB holds it: what an erasure must have emptied. */
async function storedItem(id: string) {
  const { Item } = await table.db.send(
    new GetItemCommand({ TableName: table.tableName, Key: { id: { S: id } }, ConsistentRead: true }),
  );
  return Item;
}

/** What identifies Ada, or says where she sends things, anywhere in a text. */
/** The numbers only as whole words: a timestamp's milliseconds or a message ID's digits may hold them by chance. */
const adaPersonalData =
  /Ada|O'Brien|ada@example|\b07700\b|\b900123\b|LE1|le1|NG2|DE1|M1 1AE|Freemen|Piccadilly|Derby|Nottingham|pallets|Call first|\b152\.4\b|\b185\b/;

describe('npm run quotes -- find EMAIL (a subject access request)', () => {
  it('lists every quote of the address however it was spelled, matched as the caps match senders, and only those', async () => {
    const dotted = await store({ from_email: 'Ada.Lovelace+quotes@GMail.com', from_name: 'Ada One' });
    const googlemail = await store({ from_email: 'adalovelace@googlemail.com', from_name: 'Ada Two' });
    const other = await store({ from_email: 'ada.lovelace@example.co.uk', from_name: 'Not Her' });

    const { code, out } = await quotes('find', 'ADALOVELACE@gmail.com');
    expect(code).toBe(0);
    expect(out).toContain(dotted.reference);
    expect(out).toContain(googlemail.reference);
    expect(out).not.toContain(other.reference);
    expect(out).toMatch(/2 stored quotes of adalovelace@gmail\.com/);

    // Case never matters, at any provider; dots do outside Gmail.
    expect((await quotes('find', 'Ada.Lovelace@EXAMPLE.co.uk')).out).toContain(other.reference);
    expect((await quotes('find', 'adalovelace@example.co.uk')).out).toContain(
      'No stored quote of adalovelace@example.co.uk.',
    );
  });

  it('--json prints each quote whole, for sending to the person', async () => {
    const { reference } = await store({ notes: 'Ring first, please' });

    const { code, out } = await quotes('find', 'ada@example.co.uk', '--json');
    expect(code).toBe(0);
    const [record, ...more] = JSON.parse(out);
    expect(more).toEqual([]);
    expect(record).toMatchObject({
      reference,
      delivery: 'PENDING',
      request: {
        from_name: "Ada O'Brien",
        from_email: 'ada@example.co.uk',
        phone: '07700 900123',
        pickup_location: 'Unit 4, Freemen’s Common',
        delivery_postcode: 'M1 1AE',
        notes: 'Ring first, please',
        distance_miles: 152.4,
      },
      serverEstimate: { distanceMiles: 150, durationMinutes: 180 },
    });
  });

  it('answers a missing or malformed address with a plain message and exit code 2', async () => {
    expect(await quotes('find')).toMatchObject({
      code: 2,
      err: 'find needs an email address, e.g. npm run quotes -- find ada@example.co.uk',
    });
    expect(await quotes('find', 'ada at example')).toMatchObject({
      code: 2,
      err: 'find takes an email address, such as ada@example.co.uk, not "ada at example".',
    });
    expect(await quotes('--json')).toMatchObject({ code: 2, err: '--json goes with find EMAIL.' });
  });
});

describe('npm run quotes -- erase REF', () => {
  it('removes the personal data, keeps reference, dates and who erased it when, and says so without personal data', async () => {
    const { id, reference } = await store({ notes: 'Call first' });
    await sendThroughInbox(id);
    const before = await storedItem(id);

    const erased = await quotes('erase', reference.toLowerCase());
    expect(erased.code).toBe(0);
    const who = `local user ${userInfo().username}`;
    expect(erased.out).toMatch(
      new RegExp(`^${reference} \\(received .+\\) erased: .* \\(20\\d\\d-.+ by ${who}\\)\\.$`),
    );
    expect(erased.out).not.toMatch(adaPersonalData);

    const item = await storedItem(id);
    expect(JSON.stringify(item)).not.toMatch(adaPersonalData);
    expect(item).toMatchObject({
      id: { S: id },
      reference: { S: reference },
      receivedAt: before?.receivedAt,
      sentAt: before?.sentAt,
      expiresAt: before?.expiresAt,
      erasedBy: { S: who },
      erasedAt: { S: expect.stringMatching(/^20\d\d-/) },
    });
    expect(item?.request).toBeUndefined();

    const shown = await quotes('show', reference);
    expect(shown).toMatchObject({ code: 0, out: expect.stringMatching(/delivery +ERASED/) });
    expect(shown.out).toMatch(new RegExp(`erased +20\\d\\d-.+ by ${who}`));
    expect(shown.out).not.toMatch(adaPersonalData);

    // Nothing that identifies the person is left to match: asked again, the store holds nothing of theirs (the
    // erasure itself is recorded by reference, and DEPLOY.md says to keep the request's record with it).
    const found = await quotes('find', 'ADA@example.co.uk');
    expect(found.out).not.toContain(reference);
    expect(found.out).toContain('No stored quote of ada@example.co.uk.');
    expect(JSON.parse((await quotes('find', 'ada@example.co.uk', '--json')).out)).toEqual([]);
    expect(Object.keys(item ?? {}).some((name) => /address/i.test(name))).toBe(false);

    // The list counts it as reached staff, not waiting.
    expect(await quotes()).toMatchObject({ code: 0, out: expect.stringContaining('(1 since erased)') });
  });

  it('is idempotent: a second erasure changes nothing and exits 0', async () => {
    const { id, reference } = await store();
    await sendThroughInbox(id);
    expect((await quotes('erase', reference)).code).toBe(0);
    const first = await storedItem(id);

    const again = await quotes('erase', reference);
    expect(again).toMatchObject({ code: 0, out: expect.stringContaining(`${reference} (received`) });
    expect(again.out).toContain('already erased, nothing changed');
    expect(await storedItem(id)).toEqual(first);
    // The same submission posted again (a tab left open, sent again) is a quote again, not an error; the erased
    // record stays as it was.
    const resent = await store({}, { id });
    expect(resent.reference).not.toBe(reference);
    expect((await quotes('show', resent.reference)).out).toMatch(/name +Ada O'Brien/);
    expect(await storedItem(id)).toEqual(first);
  });

  it('refuses an unknown reference with a plain message and exit code 2', async () => {
    expect(await quotes('erase', 'Q-NOPE99')).toMatchObject({
      code: 2,
      err: `No quote with reference Q-NOPE99 in the local quote store at ${dynamo.endpoint} (is \`npm start\` running?).`,
    });
    expect(await quotes('erase')).toMatchObject({
      code: 2,
      err: 'erase needs a quote reference, e.g. npm run quotes -- erase Q-7KD2QF',
    });
  });

  it('erases a quote still pending delivery only with --force, and then nothing sends it', async () => {
    const { id, reference } = await store();

    const refused = await quotes('erase', reference);
    expect(refused).toMatchObject({ code: 2, err: expect.stringContaining('erase it with --force') });
    expect(JSON.stringify(await storedItem(id))).toContain('ada@example.co.uk');

    expect((await quotes('erase', reference, '--force')).code).toBe(0);
    expect(JSON.stringify(await storedItem(id))).not.toMatch(adaPersonalData);
    // Off the sweeper's index, refused by a resend, and a sender finds nothing to send.
    expect((await storedItem(id))?.awaiting).toBeUndefined();
    expect(await quotes('--resend', reference)).toMatchObject({
      code: 2,
      err: expect.stringMatching(new RegExp(`^${reference} was erased .*: there is nothing to send\\.$`)),
    });
    expect(await quotes('--resend-pending')).toMatchObject({
      code: 0,
      out: expect.stringContaining('nothing to resend'),
    });
    expect(await deliverQuote(id, deliveryDeps(table, inboxSes(inbox)))).toBe('missing');
    expect(await resendQuotes(deliveryDeps(table, inboxSes(inbox)), [id], true)).toEqual([
      { id, outcome: 'not_found' },
    ]);
    expect(await inbox.emails()).toHaveLength(0);
  });

  it('leaves the CSV export the row of an erased quote with no personal data', async () => {
    const kept = await store({ from_name: 'Bea Kept', from_email: 'bea@example.com' });
    const gone = await store();
    await sendThroughInbox(kept.id);
    await sendThroughInbox(gone.id);
    await quotes('erase', gone.reference);

    const { out } = await quotes('--csv', '--details', '--since', '1d');
    const rows = out.split('\n');
    const erasedRow = rows.find((r) => r.startsWith(gone.reference)) ?? '';
    // Never claimed: UNCLAIMED and no time (a claimer's name is staff's, and would be kept).
    expect(erasedRow).toMatch(new RegExp(`^${gone.reference},[^,]+,ERASED,UNCLAIMED,,1,,[^,]+,,,,,,,,$`));
    expect(erasedRow).not.toMatch(adaPersonalData);
    expect(out).not.toContain('ada@example.co.uk');
    expect(rows.find((r) => r.startsWith(kept.reference))).toContain('bea@example.com');
  });
});

describe('npm run quotes -- --stack NAME erase REF', () => {
  // The deployed path as far as it runs here: the stack's outputs and the caller's identity from (mocked) AWS, the
  // quote table a real DynamoDB-compatible one reached the way the SDK reaches any endpoint.
  let cloudFormation: ReturnType<typeof mockClient>;
  let sts: ReturnType<typeof mockClient>;
  const saved = { ...process.env };
  beforeAll(() => {
    cloudFormation = mockClient(CloudFormationClient);
    sts = mockClient(STSClient);
  });
  const caller = 'arn:aws:sts::123456789012:assumed-role/LeadReaders/ada.ops';
  beforeEach(() => {
    Object.assign(process.env, {
      AWS_ENDPOINT_URL_DYNAMODB: dynamo.endpoint,
      AWS_ACCESS_KEY_ID: 'local',
      AWS_SECRET_ACCESS_KEY: 'local',
    });
    cloudFormation.on(DescribeStacksCommand, { StackName: 'CourierSite' }).resolves({
      Stacks: [
        {
          StackName: 'CourierSite',
          CreationTime: new Date(),
          StackStatus: 'UPDATE_COMPLETE',
          Outputs: [{ OutputKey: 'QuoteTableName', OutputValue: table.tableName }],
        },
      ],
    });
    sts.on(GetCallerIdentityCommand).resolves({ Arn: caller });
  });
  afterAll(() => {
    cloudFormation.restore();
    sts.restore();
    for (const key of ['AWS_ENDPOINT_URL_DYNAMODB', 'AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY']) {
      if (saved[key] === undefined) delete process.env[key];
      else process.env[key] = saved[key];
    }
  });

  it('records the AWS identity that erased it', async () => {
    const { id, reference } = await store();
    await sendThroughInbox(id);

    const erased = await quotes('--stack', 'CourierSite', 'erase', reference);
    expect(erased).toMatchObject({ code: 0, out: expect.stringContaining(`by ${caller})`) });
    expect((await storedItem(id))?.erasedBy).toEqual({ S: caller });
    expect((await quotes('--stack', 'CourierSite', 'show', reference)).out).toMatch(
      /erased +20\d\d-.+ by arn:aws:sts::/,
    );
  });

  it('says plainly when AWS cannot tell who is asking, and erases nothing', async () => {
    const { id, reference } = await store();
    await sendThroughInbox(id);
    sts.on(GetCallerIdentityCommand).rejects(Object.assign(new Error('expired'), { name: 'ExpiredTokenException' }));

    expect(await quotes('--stack', 'CourierSite', 'erase', reference)).toEqual({
      code: 2,
      out: '',
      err: 'Could not tell who you are (STS GetCallerIdentity, eu-west-2): ExpiredTokenException.',
    });
    expect(JSON.stringify(await storedItem(id))).toContain('ada@example.co.uk');
  });
});
