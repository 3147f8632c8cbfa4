/**
 * The wave digest, against real dynalite and the real local SES, on a test clock: quotes stored past the wave rate
 * reach staff in one email per digest interval, through the sweeper, with none lost or sent twice.
 */
import { aQuoteRequest } from '@courier/common/testing/quote-builders';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { beforeEach, describe, expect, it } from 'vitest';
import { useLocalQuoteStore } from '../../../test-support/local-quote-store';
import { deliveryDeps, inboxSes, unreachableSes } from '../../../test-support/quote-fixtures';
import { quoteBody } from '../../email/quote-body';
import { listQuotes } from '../store/quote-listing';
import { getQuote } from '../store/quote-record';
import { storeQuote } from '../store/store-quote';
import { type DeliveryDeps, deliverQuote, deployedRedelivery } from './deliver-quote';
import { createStreamSender } from './stream-sender';
import { resendQuotes, sweepQuotes } from './sweeper';

const local = useLocalQuoteStore();
let clock: number;
const start = Date.parse('2026-11-20T09:00:00Z');
const settings = { quoteSweepMinutes: 5, quoteUndeliveredAlarmMinutes: 15, quoteDigestMinutes: 5 };

beforeEach(async () => {
  clock = start;
});

const at = (overrides: Partial<DeliveryDeps> = {}) =>
  deliveryDeps(local.table, inboxSes(local.inbox), { now: () => new Date(clock), ...overrides });

/** Stores a quote for `name` now (test clock), for the digest or not, to collect on `pickup` (two days on). */
async function store(name: string, digest: boolean, pickup = '2026-11-22') {
  const id = crypto.randomUUID();
  const stored = await storeQuote(local.table, {
    id,
    reference: `Q-${name.toUpperCase().padEnd(6, 'X').slice(0, 6)}`,
    quote: aQuoteRequest({ from_name: name, pickup_date: pickup, delivery_date: pickup }),
    provenance: {},
    channel: digest ? 'digest' : 'staff',
    now: new Date(clock),
    retentionDays: 30,
  });
  return { id, reference: stored.reference };
}

const streamEvent = (...ids: string[]): DynamoDBStreamEvent => ({
  Records: ids.map((id, i) => ({
    eventName: 'INSERT',
    dynamodb: { Keys: { id: { S: id } }, SequenceNumber: `${100 + i}` },
  })),
});

describe('the wave digest', () => {
  it('the stream leaves a wave quote to the digest: no email of its own, no retry asked for', async () => {
    const { id } = await store('Wave', true);

    expect(await createStreamSender(at())(streamEvent(id))).toEqual({ batchItemFailures: [] });
    expect(await deliverQuote(id, at())).toBe('digest');
    expect(await local.inbox.emails()).toEqual([]);
    expect(await getQuote(local.table, id)).toMatchObject({ status: 'pending', attempts: 0, inDigest: true });
  });

  it('one email for every wave quote once the oldest has waited the interval, then nothing more', async () => {
    const wave = [];
    for (const name of ['Anna', 'Bert', 'Cleo']) {
      wave.push(await store(name, true));
      clock += 60_000;
    }
    const single = await store('Solo', false);

    // Two minutes after the first wave quote: not due yet. The single quote is the stream's.
    expect(await sweepQuotes(at(), settings)).toMatchObject({ digested: 0, undelivered: 4 });
    clock = start + 5 * 60_000;
    const sweep = await sweepQuotes(at(), settings);

    expect(sweep).toMatchObject({ digested: 3, undelivered: 1 });
    const emails = await local.inbox.emails();
    expect(emails).toHaveLength(1);
    const [digest] = emails;
    expect(digest?.subject).toBe('Quote digest: 3 quotes [Q-ANNAXX to Q-CLEOXX]');
    expect(digest?.replyTo ?? []).toEqual([]);
    for (const name of ['Anna', 'Bert', 'Cleo']) expect(digest?.body.text).toContain(`Name:\n  | ${name}\n`);
    expect(digest?.body.text).not.toContain('Solo');
    const records = await listQuotes(local.table);
    expect(
      records
        .filter((r) => r.status === 'sent')
        .map((r) => r.reference)
        .sort(),
    ).toEqual(wave.map((w) => w.reference).sort());
    expect((await getQuote(local.table, single.id))?.status).toBe('pending');

    clock += 10 * 60_000;
    expect(await sweepQuotes(at(), settings)).toMatchObject({ digested: 0, outcomes: { sent: 1 }, undelivered: 0 });
    expect(await local.inbox.emails()).toHaveLength(2);
  });

  it('names the jobs to collect today or tomorrow first (UK time), then the rest oldest first (issue 51 C)', async () => {
    for (const [name, pickup] of [['Anna'], ['Tomo', '2026-11-21'], ['Tess', '2026-11-20'], ['Bert']]) {
      await store(name as string, true, pickup);
      clock += 1_000;
    }
    clock += 5 * 60_000;
    await sweepQuotes(at(), settings);
    const [digest] = await local.inbox.emails();
    expect(digest?.subject).toBe('Quote digest: 4 quotes [Q-TESSXX to Q-BERTXX]');
    const headings = [...(digest?.body.text ?? '').matchAll(/^=== (\d) of 4: (\w+)/gm)].map((m) => `${m[1]} ${m[2]}`);
    expect(headings).toEqual(['1 TODAY', '2 Tomorrow', '3 Small', '4 Small']);
    expect(digest?.body.text?.indexOf('Anna')).toBeLessThan(digest?.body.text?.indexOf('Bert') ?? 0);
  });

  it('counts wave quotes as undelivered while they wait, so the age alarm sees them', async () => {
    await store('Anna', true);
    clock += 2 * 60_000;

    expect(await sweepQuotes(at(), settings)).toMatchObject({ pending: 1, undelivered: 1, oldestAgeSeconds: 120 });
  });

  it('two sweepers at once send each wave quote once', async () => {
    for (const name of ['Anna', 'Bert', 'Cleo', 'Dave']) await store(name, true);
    clock += 5 * 60_000;

    const sweeps = await Promise.all([sweepQuotes(at(), settings), sweepQuotes(at(), settings)]);

    expect(sweeps.map((s) => s.digested).reduce((a, b) => a + b)).toBe(4);
    const emails = await local.inbox.emails();
    const quoted = emails.flatMap((e) => [...(e.body.text ?? '').matchAll(/\[(Q-\w+)\]/g)].map((m) => m[1]));
    expect(quoted.sort()).toEqual(['Q-ANNAXX', 'Q-BERTXX', 'Q-CLEOXX', 'Q-DAVEXX']);
    expect((await listQuotes(local.table)).every((r) => r.status === 'sent')).toBe(true);
  });

  it('SES down: the wave quotes stay pending and the next digest after the retry wait holds them all', async () => {
    for (const name of ['Anna', 'Bert']) await store(name, true);
    clock += 5 * 60_000;

    expect(await sweepQuotes(at({ ses: await unreachableSes() }), settings)).toMatchObject({
      digested: 0,
      undelivered: 2,
    });
    expect((await listQuotes(local.table)).map((r) => [r.status, r.lastError])).toEqual([
      ['pending', 'ECONNREFUSED'],
      ['pending', 'ECONNREFUSED'],
    ]);
    clock += deployedRedelivery.retryBaseMs;
    expect(await sweepQuotes(at(), settings)).toMatchObject({ digested: 2, undelivered: 0 });
    expect(await local.inbox.emails()).toHaveLength(1);
  });

  it('an operator’s resend of a wave quote sends it on its own, and the digest leaves it out', async () => {
    const first = await store('Anna', true);
    await store('Bert', true);

    expect(await resendQuotes(at(), [first.id], false)).toEqual([{ id: first.id, outcome: 'sent' }]);
    clock += 5 * 60_000;
    await sweepQuotes(at(), settings);

    const emails = await local.inbox.emails();
    expect(emails.map((e) => e.subject)).toEqual([
      expect.stringMatching(/^Quote request: .*\[Q-ANNAXX\]$/),
      'Quote digest: 1 quote [Q-BERTXX]',
    ]);
  });

  it('holds each quote in full, with the customer’s words set apart as in its own email', async () => {
    const hostile = 'Route map: https://evil.example/pay <script>x</script>';
    const { reference } = await store(hostile, true);
    clock += 5 * 60_000;
    await sweepQuotes(at(), settings);

    const [digest] = await local.inbox.emails();
    const record = (await listQuotes(local.table))[0];
    if (!record) throw new Error('not stored');
    // Its own email's body: every line below the heading and the legend.
    const own = quoteBody(record.quote, reference).text;
    const text = digest?.body.text ?? '';
    for (const line of own) expect(text).toContain(line);
    expect(text.split('\n').filter((line) => line.startsWith('Route map:'))).toHaveLength(1);
    expect(digest?.body.html).not.toContain('<script>');
  });
});
