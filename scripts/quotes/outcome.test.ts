/**
 * `npm run quotes -- outcome REF quoted|booked|lost` (issue 53 H) against a real local store, and against a stack (its
 * outputs and the caller's identity from mocked AWS, the sweeper it invokes the real sweeper's code): the outcome
 * recorded under operations' name, the same one again adding nothing, room kept for it after a flood from the link,
 * and every mistake one plain line with exit code 2.
 */
import { userInfo } from 'node:os';
import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';
import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { GetCallerIdentityCommand, STSClient } from '@aws-sdk/client-sts';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { claimLead } from '@courier/lambdas/lead-claim/lead-owner';
import { recordOperationsOutcome } from '@courier/lambdas/lead-claim/operations-outcome';
import { createSweeper } from '@courier/lambdas/quote/deliver/sweep-or-resend';
import { getQuote } from '@courier/lambdas/quote/store/quote-record';
import { deliveryDeps, inboxSes } from '@courier/lambdas/test-support/quote-fixtures';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import {
  deployedStack,
  inbox,
  quotes,
  restoreAwsEnvironment,
  store,
  storedItem,
  table,
  useLocalStoreAndInbox,
} from './quotes-fixture';

useLocalStoreAndInbox();

const operations = `operations (${userInfo().username})`;

/** A stored quote Sam claimed. */
async function claimed() {
  const quote = await store();
  await claimLead(table, { quoteId: quote.id, name: 'Sam', now: new Date() });
  return quote;
}

const outcomes = async (id: string) =>
  ((await getQuote(table, id))?.history ?? []).filter((event) => event.type === 'outcome');

describe('npm run quotes -- outcome REF', () => {
  it('records the outcome under operations’ name, as the lead page does, and show says so', async () => {
    const { id, reference } = await claimed();

    const booked = await quotes('outcome', reference.toLowerCase(), 'booked');
    expect(booked).toEqual({
      code: 0,
      out: expect.stringMatching(
        new RegExp(
          `^${reference}: Booked, marked by ${operations.replace(/[()]/g, '\\$&')} at \\d\\d:\\d\\d on \\w{3} \\d+ \\w{3}\\.$`,
        ),
      ),
      err: '',
    });
    expect((await getQuote(table, id))?.outcome).toMatchObject({ outcome: 'booked', by: operations });
    expect((await getQuote(table, id))?.firstQuotedAt).toBeDefined();

    const lost = await quotes('outcome', reference, 'lost', '--reason', 'no_reply', '--note', 'rang twice');
    expect(lost.out).toMatch(/: Lost \(no reply: rang twice\), marked by operations/);
    expect((await quotes('show', reference)).out).toMatch(
      /\noutcome +Lost \(no reply: rang twice\), marked by operations/,
    );
  });

  it('the same outcome again adds nothing to the history, and says it already says so', async () => {
    const { id, reference } = await claimed();
    expect((await quotes('outcome', reference, 'quoted')).code).toBe(0);
    const again = await quotes('outcome', reference, 'quoted');
    expect(again).toEqual({
      code: 0,
      out: expect.stringMatching(
        new RegExp(
          `^${reference} already says so: Quoted, marked by operations .*\\. Nothing was added to its history\\.$`,
        ),
      ),
      err: '',
    });
    expect(await outcomes(id)).toHaveLength(1);
  });

  it('records after a flood from the lead’s link has filled all the page may add', async () => {
    const { id, reference } = await claimed();
    const filler = { type: 'outcome', at: new Date().toISOString(), by: 'Flood', outcome: 'quoted' };
    await DynamoDBDocumentClient.from(table.db).send(
      new UpdateCommand({
        TableName: table.tableName,
        Key: { id },
        UpdateExpression: 'SET leadHistory = :flood',
        ExpressionAttributeValues: { ':flood': Array.from({ length: 90 }, () => filler) },
      }),
    );
    expect((await quotes('outcome', reference, 'booked')).code).toBe(0);
    expect((await getQuote(table, id))?.history).toHaveLength(91);
  });

  it('refuses, in one plain line with exit code 2, a lead nobody claimed, an erased one, and a bad note', async () => {
    const unclaimed = await store();
    const before = await storedItem(unclaimed.id);
    expect(await quotes('outcome', unclaimed.reference, 'quoted')).toEqual({
      code: 2,
      out: '',
      err: `${unclaimed.reference} has not been claimed, so nothing was recorded: an outcome follows a claim. Claim it from the link in its staff email first.`,
    });
    expect(await storedItem(unclaimed.id)).toEqual(before);

    const { reference } = await claimed();
    expect(await quotes('outcome', reference, 'lost', '--reason', 'price', '--note', 'a\nb')).toEqual({
      code: 2,
      out: '',
      err: 'The note must be on one line. Nothing was recorded.',
    });
    await quotes('erase', reference, '--force');
    expect(await quotes('outcome', reference, 'booked')).toMatchObject({
      code: 2,
      err: expect.stringMatching(new RegExp(`^${reference} was erased \\(.+\\): it takes no outcome\\.$`)),
    });
  });

  it.each([
    [
      ['outcome'],
      'outcome needs a quote reference and what became of it, e.g. npm run quotes -- outcome Q-7KD2QF booked',
    ],
    [
      ['outcome', 'Q-7KD2QF'],
      'outcome needs a quote reference and what became of it, e.g. npm run quotes -- outcome Q-7KD2QF booked',
    ],
    [['outcome', 'Q-7KD2QF', 'won'], 'outcome takes quoted, booked or lost after the reference, not "won".'],
    [
      ['outcome', 'Q-7KD2QF', 'booked', 'now'],
      'outcome takes a reference and one of quoted, booked or lost, not "Q-7KD2QF booked now".',
    ],
    [
      ['outcome', 'Q-7KD2QF', 'lost'],
      'lost needs a reason: --reason takes price, vehicle, timing, no_reply, not_a_job or other.',
    ],
    [
      ['outcome', 'Q-7KD2QF', 'lost', '--reason', 'cheaper'],
      '--reason takes price, vehicle, timing, no_reply, not_a_job or other, not "cheaper".',
    ],
    [['outcome', 'Q-7KD2QF', 'booked', '--reason', 'price'], '--reason and --note go with lost.'],
    [['outcome', 'Q-7KD2QF', 'quoted', '--note', 'x'], '--reason and --note go with lost.'],
    [['--reason', 'price'], '--reason and --note go with outcome REF lost.'],
    [
      ['outcome', 'Q-7KD2QF', 'booked', '--csv'],
      'outcome does not take --csv. See npm run quotes -- --help for what it takes.',
    ],
    [
      ['outcome', 'Q-NOPE99', 'booked'],
      expect.stringMatching(/^No quote with reference Q-NOPE99 in the local quote store /),
    ],
  ])('%j is one plain line, exit 2', async (argv, message) => {
    expect(await quotes(...argv)).toEqual({ code: 2, out: '', err: message });
  });
});

describe('npm run quotes -- --stack NAME outcome REF', () => {
  // As erase's: the stack's outputs and the caller from (mocked) AWS, the sweeper the real sweeper's code with the
  // handler's outcome command plugged in; staff who read leads have no write on the table.
  const cloudFormation = mockClient(CloudFormationClient);
  const sts = mockClient(STSClient);
  const lambda = mockClient(LambdaClient);
  const invoked: unknown[] = [];
  const caller = 'arn:aws:sts::123456789012:assumed-role/LeadReaders/ada.ops';
  beforeEach(() => {
    cloudFormation
      .on(DescribeStacksCommand, { StackName: 'CourierSite' })
      .resolves(deployedStack({ QuoteSweeperFunctionName: 'CourierSite-QuoteSweeperFunction-x' }));
    sts.on(GetCallerIdentityCommand).resolves({ Arn: caller });
    invoked.length = 0;
    const deps = deliveryDeps(table, inboxSes(inbox));
    const sweeper = createSweeper(deps, { quoteSweepMinutes: 5, quoteUndeliveredAlarmMinutes: 15 }, (request, now) =>
      recordOperationsOutcome(table, request, now),
    );
    lambda.on(InvokeCommand).callsFake(async ({ Payload }: { Payload: Uint8Array }) => {
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

  it('asks the sweeper to record it, under operations’ name and the session of who asked', async () => {
    const { id, reference } = await claimed();
    const answer = await quotes('--stack', 'CourierSite', 'outcome', reference, 'lost', '--reason', 'timing');
    expect(answer).toMatchObject({
      code: 0,
      out: expect.stringContaining(': Lost (timing), marked by operations (ada.ops) at '),
    });
    expect(invoked).toEqual([{ outcome: { id, outcome: 'lost', reason: 'timing', operator: caller } }]);
    expect((await getQuote(table, id))?.outcome).toMatchObject({ outcome: 'lost', by: 'operations (ada.ops)' });
  });
});
