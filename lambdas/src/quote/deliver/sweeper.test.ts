/**
 * The sweeper and the operator's resend and erase, against real dynalite and the real local SES, on a test clock: a
 * quote the stream gave up on is sent by the sweeper alone, once, however many sweepers run.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { quoteEnv } from '@courier/common/api/lambda-env';
import { aQuoteForm, testToday } from '@courier/common/testing/quote-builders';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { beforeEach, describe, expect, it } from 'vitest';
import { useLocalQuoteStore } from '../../../test-support/local-quote-store';
import { deliveryDeps, inboxSes, protocolFields, unreachableSes } from '../../../test-support/quote-fixtures';
import { worstCaseDeliveryMs } from '../../aws/client-config';
import { documentClient } from '../../aws/document-client';
import { dynamoDbClientConfigFromEnv } from '../../aws/dynamodb-client-config';
import { listPendingQuotes } from '../store/pending-quotes';
import { getQuote } from '../store/quote-record';
import { submitQuote } from '../submit/submit-quote';
import { type DeliveryDeps, deployedRedelivery, retryDelayMs } from './deliver-quote';
import { createStreamSender } from './stream-sender';
import { createSweeper } from './sweep-or-resend';
import { pendingQuoteIds, resendQuotes, sweepQuotes } from './sweeper';

const local = useLocalQuoteStore();
/** The test clock every sender reads. */
let clock: number;
const received = Date.parse('2026-11-20T09:00:00Z');
const settings = { quoteSweepMinutes: 5, quoteUndeliveredAlarmMinutes: 15 };

beforeEach(async () => {
  clock = received;
});

const at = (overrides: Partial<DeliveryDeps> = {}) =>
  deliveryDeps(local.table, inboxSes(local.inbox), { now: () => new Date(clock), ...overrides });
const getStoredItem = async (id: string) =>
  (await documentClient(local.table.db).send(new GetCommand({ TableName: local.table.tableName, Key: { id } }))).Item;

async function storeQuote(name = 'Ada') {
  const id = crypto.randomUUID();
  const stored = await submitQuote(
    { ...aQuoteForm(), ...protocolFields, from_name: name, submission_id: id },
    { table: local.table, today: testToday, now: new Date(received), retentionDays: 30 },
  );
  if (stored.outcome !== 'stored') throw new Error(stored.outcome);
  return id;
}

const streamEvent = (id: string): DynamoDBStreamEvent => ({
  Records: [{ eventName: 'INSERT', dynamodb: { Keys: { id: { S: id } }, SequenceNumber: '100' } }],
});

/** SES down through every try the stream makes (its retries + 1), a second apart. */
async function strandOnTheStream(id: string) {
  const down = createStreamSender(at({ ses: await unreachableSes() }));
  for (let attempt = 0; attempt < deployedRedelivery.streamAttempts; attempt++) {
    expect(await down(streamEvent(id))).toEqual({ batchItemFailures: [{ itemIdentifier: '100' }] });
    clock += 1_000;
  }
}

describe('the sweeper', () => {
  it('SES down longer than every stream retry, then back: the sweeper alone sends the stranded quote, exactly once', async () => {
    const id = await storeQuote();
    await strandOnTheStream(id);
    expect(await getQuote(local.table, id)).toMatchObject({
      status: 'pending',
      attempts: deployedRedelivery.streamAttempts,
    });

    // SES is back; the stream has given up. Nothing else happens until the sweeper's schedule fires.
    clock += deployedRedelivery.firstSweepAfterMs;
    const sweep = await sweepQuotes(at(), settings);
    expect(sweep).toMatchObject({ pending: 1, outcomes: { sent: 1 }, undelivered: 0, oldestAgeSeconds: 0 });
    expect(await local.inbox.emails()).toHaveLength(1);
    expect((await getQuote(local.table, id))?.status).toBe('sent');
    expect(await listPendingQuotes(local.table)).toEqual([]);

    clock += 3_600_000;
    expect(await sweepQuotes(at(), settings)).toMatchObject({ pending: 0, outcomes: {} });
    expect(await local.inbox.emails()).toHaveLength(1);
  });

  it('leaves a new quote to the stream for its first 10 minutes, and a failed one until its next-try time', async () => {
    const id = await storeQuote();
    clock = received + deployedRedelivery.firstSweepAfterMs - 1;
    expect(await sweepQuotes(at(), settings)).toMatchObject({ pending: 1, outcomes: {}, undelivered: 1 });

    clock = received + deployedRedelivery.firstSweepAfterMs;
    expect(await sweepQuotes(at({ ses: await unreachableSes() }), settings)).toMatchObject({ outcomes: { failed: 1 } });
    const [waiting] = await listPendingQuotes(local.table);
    expect(waiting?.nextTryAt).toBe(clock + retryDelayMs(1, deployedRedelivery));

    clock = (waiting?.nextTryAt ?? 0) - 1;
    expect(await sweepQuotes(at(), settings)).toMatchObject({ outcomes: {} });
    clock += 1;
    expect(await sweepQuotes(at(), settings)).toMatchObject({ outcomes: { sent: 1 } });
    expect(await local.inbox.emails()).toHaveLength(1);
    expect(id).toBeTruthy();
  });

  it('backs off per quote, doubling past the stream’s tries up to its ceiling, and never gives up', () => {
    const { streamAttempts, retryBaseMs, retryMaxMs } = deployedRedelivery;
    expect(retryDelayMs(1, deployedRedelivery)).toBe(retryBaseMs);
    expect(retryDelayMs(streamAttempts, deployedRedelivery)).toBe(retryBaseMs);
    expect(retryDelayMs(streamAttempts + 1, deployedRedelivery)).toBe(2 * retryBaseMs);
    expect(retryDelayMs(streamAttempts + 2, deployedRedelivery)).toBe(4 * retryBaseMs);
    expect(retryDelayMs(10_000, deployedRedelivery)).toBe(retryMaxMs);
  });

  it('two sweepers at once send each quote once', async () => {
    const ids = await Promise.all(Array.from({ length: 12 }, (_, i) => storeQuote(`Ada ${i}`)));
    clock = received + deployedRedelivery.firstSweepAfterMs;

    const [first, second] = await Promise.all([sweepQuotes(at(), settings), sweepQuotes(at(), settings)]);
    expect((first.outcomes.sent ?? 0) + (second.outcomes.sent ?? 0)).toBe(12);
    const emails = await local.inbox.emails();
    expect(emails).toHaveLength(12);
    expect(new Set(emails.map((e) => e.subject)).size).toBe(12);
    for (const id of ids) expect((await getQuote(local.table, id))?.status).toBe('sent');
  });

  it('publishes how many quotes wait and the oldest one’s age, and reminds once an hour while it is past the alarm’s', async () => {
    await storeQuote();
    const gauges: Record<string, number> = {};
    const outcomes: string[] = [];
    const watched = at({
      ses: await unreachableSes(),
      gauge: (name, value) => {
        gauges[name] = value;
      },
      logger: (_level, _message, fields) => {
        if (typeof fields?.outcome === 'string') outcomes.push(fields.outcome);
      },
    });
    // 20 minutes after it arrived, 20 minutes into the hour: past the alarm age, not the reminder's sweep.
    clock = Date.parse('2026-11-20T09:20:00Z');
    expect(await sweepQuotes(watched, settings)).toMatchObject({
      undelivered: 1,
      oldestAgeSeconds: 1_200,
      reminded: false,
    });
    expect(gauges).toEqual({ undelivered_quotes: 1, oldest_undelivered_age: 1_200 });
    expect(outcomes).not.toContain('undelivered_reminder');

    clock = Date.parse('2026-11-20T10:02:00Z');
    expect(await sweepQuotes(watched, settings)).toMatchObject({ reminded: true });
    expect(outcomes).toContain('undelivered_reminder');
  });
});

describe('the sweeper’s reminders of unclaimed quotes (lead-claim/escalation.ts)', () => {
  it('on its schedule, with escalation set: the quote goes out, then one reminder at 10 minutes, to staff and operations', async () => {
    await storeQuote();
    const escalating = { ...settings, leadEscalationMinutes: 10 };
    clock = received + deployedRedelivery.firstSweepAfterMs;
    // Operations' address comes with the mail settings, as the sweeper's reader gives it (mail-env.ts).
    const withOperations = { ...at().mail, operationsEmail: 'ops@swiftline-couriers.example' };
    const sweep = await sweepQuotes(at({ mail: withOperations }), escalating);
    expect(sweep).toMatchObject({ outcomes: { sent: 1 }, escalation: { unclaimed: 1, failed: 0 } });
    expect(sweep.escalation?.reminded).toHaveLength(1);
    const subjects = (await local.inbox.emails()).map((email) => email.subject);
    expect(subjects).toEqual([expect.stringMatching(/^Quote request/), expect.stringMatching(/^Unclaimed for 10 min/)]);
    // Without the setting (the tests above), none.
    clock += 10 * 60_000;
    expect((await sweepQuotes(at(), settings)).escalation).toBeUndefined();
  });

  it('a store that fails the reminders’ query still delivers and reports the sweep', async () => {
    await storeQuote();
    clock = received + deployedRedelivery.firstSweepAfterMs;
    const missingIndex = { ...settings, leadEscalationMinutes: 10 };
    // A client of the same store whose queries of the unclaimed index fail.
    const db = new DynamoDBClient(dynamoDbClientConfigFromEnv({ [quoteEnv.dynamoDbEndpoint]: local.dynamo.endpoint }));
    db.middlewareStack.add(
      (next) => (args) =>
        (args.input as { IndexName?: string }).IndexName === 'unclaimed'
          ? Promise.reject(new Error('hung'))
          : next(args),
      { step: 'initialize', name: 'failUnclaimedQueries' },
    );
    const failing = { ...local.table, db };
    const sweep = await sweepQuotes(at({ table: failing }), missingIndex);
    expect(sweep).toMatchObject({ outcomes: { sent: 1 }, undelivered: 0 });
    expect(sweep.escalation).toBeUndefined();
  });
});

describe('the operator’s resend', () => {
  it('--resend REF sends a pending quote once; again only with --force', async () => {
    const id = await storeQuote();
    await strandOnTheStream(id);

    expect(await resendQuotes(at(), [id], false)).toEqual([{ id, outcome: 'sent' }]);
    expect(await resendQuotes(at(), [id], false)).toEqual([{ id, outcome: 'sent_before' }]);
    expect(await local.inbox.emails()).toHaveLength(1);

    expect(await resendQuotes(at(), [id], true)).toEqual([{ id, outcome: 'sent' }]);
    expect(await local.inbox.emails()).toHaveLength(2);
    expect((await getQuote(local.table, id))?.status).toBe('sent');
  });

  it('--resend-pending sends every pending quote once, and nothing the second time', async () => {
    const ids = [await storeQuote('Ada'), await storeQuote('Bo'), await storeQuote('Cy')];
    for (const id of ids) await strandOnTheStream(id);

    const pending = await pendingQuoteIds(at());
    expect(pending.sort()).toEqual([...ids].sort());
    expect((await resendQuotes(at(), pending, false)).map((r) => r.outcome)).toEqual(['sent', 'sent', 'sent']);
    expect(await pendingQuoteIds(at())).toEqual([]);
    expect(await resendQuotes(at(), await pendingQuoteIds(at()), false)).toEqual([]);
    expect(await local.inbox.emails()).toHaveLength(3);
  });

  it('never takes a quote another sender holds', async () => {
    const id = await storeQuote();
    const { takeSendLease } = await import('../store/send-lease');
    await takeSendLease(local.table, id, new Date(clock), 60_000);

    expect(await resendQuotes(at(), [id], true)).toEqual([{ id, outcome: 'busy' }]);
    expect(await local.inbox.emails()).toHaveLength(0);
  });
});

describe('the sweeper function', () => {
  it('sweeps on the schedule’s event, starting a quote only while its worst case fits in the time left', async () => {
    await Promise.all([storeQuote('Ada'), storeQuote('Bo')]);
    clock = received + deployedRedelivery.firstSweepAfterMs;
    const left = [worstCaseDeliveryMs(false), worstCaseDeliveryMs(false) - 1];
    const context = { getRemainingTimeInMillis: () => left.shift() ?? 0 };

    const report = await createSweeper(at(), settings)({ 'detail-type': 'Scheduled Event' }, context);
    expect(report).toMatchObject({ pending: 2, outcomes: { sent: 1 }, undelivered: 1 });
    expect(await local.inbox.emails()).toHaveLength(1);
  });

  it('resends the quotes the operator’s command names', async () => {
    const id = await storeQuote();
    const sweeper = createSweeper(at(), settings);

    expect(await sweeper({ resend: { ids: [id] } })).toEqual({ resent: [{ id, outcome: 'sent' }] });
    expect(await sweeper({ resend: { ids: [id], force: true } })).toEqual({ resent: [{ id, outcome: 'sent' }] });
    expect(await sweeper({ resend: { pending: true } })).toEqual({ resent: [] });
    expect(await local.inbox.emails()).toHaveLength(2);
  });

  it('erases the quote the operator’s command names, as the one who asked, and a pending one only when forced', async () => {
    const sweeper = createSweeper(at(), settings);
    const sent = await storeQuote();
    await sweeper({ resend: { ids: [sent] } });
    const by = 'arn:aws:sts::123456789012:assumed-role/LeadReaders/ada.ops';
    const erased = { at: new Date(clock).toISOString(), by };
    expect(await sweeper({ erase: { id: sent, by } })).toEqual({ erased: { outcome: 'erased', erased } });
    expect(await sweeper({ erase: { id: sent, by: 'someone else' } })).toEqual({
      erased: { outcome: 'already_erased', erased },
    });
    const stored = await getStoredItem(sent);
    expect(stored).toMatchObject({ erasedBy: by });
    expect(stored?.request).toBeUndefined();

    const pending = await storeQuote('Bo');
    expect(await sweeper({ erase: { id: pending, by } })).toEqual({ erased: { outcome: 'pending' } });
    expect(await sweeper({ erase: { id: pending, by, force: true } })).toMatchObject({ erased: { outcome: 'erased' } });
    expect(await sweeper({ erase: { id: crypto.randomUUID(), by } })).toEqual({ erased: { outcome: 'missing' } });
  });

  it('refuses an erase that names no quote or nobody, changing nothing', async () => {
    const sweeper = createSweeper(at(), settings);
    const id = await storeQuote();
    for (const erase of [{ id: '../x', by: 'ada' }, { id, by: ' ' }, { id, by: 42 }, { by: 'ada' }]) {
      expect(await sweeper({ erase })).toMatchObject({ refused: expect.stringMatching(/^erase needs/) });
    }
    expect((await getStoredItem(id))?.request).toBeDefined();
  });
});
