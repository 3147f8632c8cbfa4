/**
 * `npm run quotes -- erase REF` against a real local store and the real local SES, and against a stack (its outputs
 * and the caller's identity from mocked AWS): what is left of the quote, and who erased it when.
 */
import { userInfo } from 'node:os';
import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';
import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { GetCallerIdentityCommand, STSClient } from '@aws-sdk/client-sts';
import { recordOutcome } from '@courier/lambdas/lead-claim/lead-outcome';
import { claimLead } from '@courier/lambdas/lead-claim/lead-owner';
import { deliverQuote } from '@courier/lambdas/quote/deliver/deliver-quote';
import { createSweeper } from '@courier/lambdas/quote/deliver/sweep-or-resend';
import { resendQuotes } from '@courier/lambdas/quote/deliver/sweeper';
import { deliveryDeps, inboxSes } from '@courier/lambdas/test-support/quote-fixtures';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { csvColumns, detailColumns } from './quote-rows';
import {
  deployedStack,
  dynamo,
  env,
  inbox,
  quotes,
  restoreAwsEnvironment,
  sendThroughInbox,
  store,
  storedItem,
  table,
  useLocalStoreAndInbox,
} from './quotes-fixture';

useLocalStoreAndInbox();

/** What identifies Ada, or says where she sends things, anywhere in a text. */
/** The numbers only as whole words: a timestamp's milliseconds or a message ID's digits may hold them by chance. */
const adaPersonalData =
  /Ada|O'Brien|ada@example|\b07700\b|\b900123\b|LE1|le1|NG2|DE1|M1 1AE|Freemen|Piccadilly|Derby|Nottingham|pallets|Call first|\b152\.4\b|\b185\b/;

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
      id,
      reference,
      receivedAt: before?.receivedAt,
      sentAt: before?.sentAt,
      expiresAt: before?.expiresAt,
      erasedBy: who,
      erasedAt: expect.stringMatching(/^20\d\d-/),
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

  it('removes staff’s notes on a lost lead, now and in the history, and keeps the outcomes and who marked them (issue 43)', async () => {
    const { id, reference } = await store();
    await sendThroughInbox(id);
    const received = Date.parse((await storedItem(id))?.receivedAt ?? '');
    const at = (minutes: number) => new Date(received + minutes * 60_000);
    const lost = { quoteId: id, outcome: 'lost', by: 'Sam' } as const;
    await claimLead(table, { quoteId: id, name: 'Sam', now: at(1) });
    await recordOutcome(table, { ...lost, reason: 'price', note: 'Ada said too dear', now: at(10) });
    await recordOutcome(table, { quoteId: id, outcome: 'quoted', by: 'Jo', now: at(20) });
    await recordOutcome(table, { ...lost, reason: 'timing', note: 'Ada moved on Friday', now: at(30) });

    expect((await quotes('erase', reference)).code).toBe(0);
    const item = await storedItem(id);
    expect(JSON.stringify(item)).not.toMatch(/Ada/);
    expect(item).toMatchObject({ outcome: 'lost', outcomeReason: 'timing', outcomeBy: 'Sam' });
    expect(item?.outcomeNote).toBeUndefined();
    expect(item?.leadHistory).toEqual([
      { type: 'claimed', at: at(1).toISOString(), by: 'Sam' },
      { type: 'outcome', at: at(10).toISOString(), by: 'Sam', outcome: 'lost', reason: 'price' },
      { type: 'outcome', at: at(20).toISOString(), by: 'Jo', outcome: 'quoted' },
      { type: 'outcome', at: at(30).toISOString(), by: 'Sam', outcome: 'lost', reason: 'timing' },
    ]);
    const shown = (await quotes('show', reference)).out;
    expect(shown).toMatch(/outcome +lost\n/);
    expect(shown).toMatch(/history +marked lost \(timing\) by Sam at /);
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
      err: `No quote with reference Q-NOPE99 in the local quote store at ${dynamo.endpoint} (DYNAMO_PORT=${env.DYNAMO_PORT}).`,
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
    // Never claimed: UNCLAIMED and no time (a claimer's name is staff's, and would be kept); every answer empty.
    const columns = csvColumns(detailColumns);
    const emptyAnswers = ','.repeat(columns.length - columns.indexOf('sent at') - 1);
    expect(erasedRow).toMatch(new RegExp(`^${gone.reference},[^,]+,ERASED,UNCLAIMED,,,1,,[^,]+${emptyAnswers}$`));
    expect(erasedRow).not.toMatch(adaPersonalData);
    expect(out).not.toContain('ada@example.co.uk');
    expect(rows.find((r) => r.startsWith(kept.reference))).toContain('bea@example.com');
  });
});

describe('npm run quotes -- --stack NAME erase REF', () => {
  // The deployed path as far as it runs here: the stack's outputs and the caller's identity from (mocked) AWS, the
  // quote table a real DynamoDB-compatible one reached the way the SDK reaches any endpoint, and the sweeper the
  // command invokes (staff who read leads have no write on the table: issue 41 E) the real sweeper's code.
  let cloudFormation: ReturnType<typeof mockClient>;
  let sts: ReturnType<typeof mockClient>;
  let lambda: ReturnType<typeof mockClient>;
  const invoked: unknown[] = [];
  beforeAll(() => {
    cloudFormation = mockClient(CloudFormationClient);
    sts = mockClient(STSClient);
    lambda = mockClient(LambdaClient);
  });
  const caller = 'arn:aws:sts::123456789012:assumed-role/LeadReaders/ada.ops';
  beforeEach(() => {
    cloudFormation
      .on(DescribeStacksCommand, { StackName: 'CourierSite' })
      .resolves(deployedStack({ QuoteSweeperFunctionName: 'CourierSite-QuoteSweeperFunction-x' }));
    sts.on(GetCallerIdentityCommand).resolves({ Arn: caller });
    invoked.length = 0;
    const sweeper = createSweeper(deliveryDeps(table, inboxSes(inbox)), {
      quoteSweepMinutes: 5,
      quoteUndeliveredAlarmMinutes: 15,
    });
    lambda
      .on(InvokeCommand, { FunctionName: 'CourierSite-QuoteSweeperFunction-x' })
      .callsFake(async ({ Payload }: { Payload: Uint8Array }) => {
        const command = JSON.parse(new TextDecoder().decode(Payload));
        invoked.push(command);
        return { StatusCode: 200, Payload: new TextEncoder().encode(JSON.stringify(await sweeper(command))) };
      });
  });
  afterAll(() => {
    cloudFormation.restore();
    sts.restore();
    lambda.restore();
    restoreAwsEnvironment();
  });

  it('records the AWS identity that erased it', async () => {
    const { id, reference } = await store();
    await sendThroughInbox(id);

    const erased = await quotes('--stack', 'CourierSite', 'erase', reference);
    expect(erased).toMatchObject({ code: 0, out: expect.stringContaining(`by ${caller})`) });
    expect(invoked).toEqual([{ erase: { id, by: caller, force: false } }]);
    expect((await storedItem(id))?.erasedBy).toEqual(caller);
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
    expect(invoked).toEqual([]);
  });

  it('a pending quote is refused as locally, and erased with --force; a failing sweeper is a plain line, exit 2', async () => {
    const { id, reference } = await store();
    expect(await quotes('--stack', 'CourierSite', 'erase', reference)).toMatchObject({
      code: 2,
      err: expect.stringContaining('erase it with --force'),
    });
    expect((await quotes('--stack', 'CourierSite', 'erase', reference, '--force')).code).toBe(0);
    expect(JSON.stringify(await storedItem(id))).not.toMatch(adaPersonalData);

    const other = await store();
    lambda.on(InvokeCommand).resolves({ StatusCode: 200, FunctionError: 'Unhandled' });
    expect(await quotes('--stack', 'CourierSite', 'erase', other.reference)).toEqual({
      code: 2,
      out: '',
      err: 'The sweeper CourierSite-QuoteSweeperFunction-x failed (Unhandled): see its log group.',
    });
  });
});
