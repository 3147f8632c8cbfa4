/**
 * Issue 29 B, against real dynalite and the real local SES: what is stored can never silence staff. A quote written
 * straight into the table (past the schema, as a hand edit or an older version would) is sent if it can be, failed
 * and alarmed if it cannot, never retried for ever; a digest leaves such a quote out and sends the rest; and a send
 * that failed before its request was built leaves nothing in the next one.
 */
import { SESClient, SendEmailCommand } from '@aws-sdk/client-ses';
import { lambdaMetrics } from '@courier/common/api/lambda-env';
import type { QuoteRequest } from '@courier/common/quote/quote-fields';
import { aQuoteRequest } from '@courier/common/testing/quote-builders';
import { beforeEach, describe, expect, it } from 'vitest';
import { useLocalQuoteStore } from '../../../test-support/local-quote-store';
import { deliveryDeps, inboxSes } from '../../../test-support/quote-fixtures';
import { RequestNotBuiltError, renewingSesClient, sendBuilt } from '../../email/renewing-ses-client';
import type { Logger } from '../../observability/observability';
import { listQuotes } from '../store/quote-listing';
import { getQuote } from '../store/quote-record';
import type { DeliveryChannel } from '../store/quote-table';
import { storeQuote } from '../store/store-quote';
import { type DeliveryDeps, deliverQuote } from './deliver-quote';
import { sweepQuotes } from './sweeper';

const local = useLocalQuoteStore();
let clock: number;
let logs: { level: string; message: string; fields: Record<string, unknown> }[];
const recordingLogger: Logger = (level, message, fields = {}) => logs.push({ level, message, fields });
const settings = { quoteSweepMinutes: 5, quoteUndeliveredAlarmMinutes: 15, quoteDigestMinutes: 5 };
const minutes = (n: number) => {
  clock += n * 60_000;
};

/** Every request body the client sent, as SES would receive it. */
let bodies: string[];
const recordingClient = (make: () => SESClient) => () => {
  const client = make();
  client.middlewareStack.add(
    (next) => async (args) => {
      bodies.push(String((args.request as { body?: unknown }).body ?? ''));
      return next(args);
    },
    { step: 'finalizeRequest', name: 'recordBody' },
  );
  return client;
};

beforeEach(async () => {
  clock = Date.parse('2026-11-20T09:00:00Z');
  logs = [];
  bodies = [];
});

/** Delivery as deployed: an SES client renewed after a request that could not be built (delivery-env.ts). */
const deps = (overrides: Partial<DeliveryDeps> = {}) =>
  deliveryDeps(local.table, renewingSesClient(recordingClient(() => inboxSes(local.inbox))), {
    logger: recordingLogger,
    now: () => new Date(clock),
    ...overrides,
  });

/** Writes a quote as given, past every check, as a hand edit or an older version of the code could have. */
async function storeAsIs(
  quote: QuoteRequest,
  { id = crypto.randomUUID() as string, channel = 'staff' }: { id?: string; channel?: DeliveryChannel } = {},
) {
  const reference = `Q-${String(quote.from_name ?? 'X')
    .replace(/\W/g, '')
    .toUpperCase()
    .padEnd(6, 'X')
    .slice(0, 6)}`;
  await storeQuote(local.table, {
    id,
    reference,
    quote,
    provenance: {},
    channel,
    now: new Date(clock),
    retentionDays: 30,
  });
  return { id, reference };
}

/** A stored quote whose email cannot be rendered: its stops are gone. */
const unrenderable = (name: string) =>
  ({ ...aQuoteRequest({ from_name: name }), stops: undefined }) as unknown as QuoteRequest;

const undeliverableCounts = () => logs.filter((l) => l.fields.outcome === lambdaMetrics.quoteDelivery.undeliverable);

describe('a quote that cannot be sent as stored', () => {
  it('a lone surrogate written straight into the table is sent once, as U+FFFD, and never retried', async () => {
    const poison = await storeAsIs({
      ...aQuoteRequest({ from_name: 'Poison' }),
      notes: 'Fragile \ud800 handle with care',
    });

    expect(await deliverQuote(poison.id, deps())).toBe('sent');
    minutes(60);
    expect(await deliverQuote(poison.id, deps())).toBe('already_sent');
    expect(await sweepQuotes(deps(), settings)).toMatchObject({ pending: 0, undelivered: 0 });

    const [email] = await local.inbox.emails();
    expect(await local.inbox.emails()).toHaveLength(1);
    expect(email?.body.text).toContain('Fragile \uFFFD handle with care');
    expect(await getQuote(local.table, poison.id)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('one whose email cannot be rendered is marked failed, counted for its alarm, and never tried again', async () => {
    const broken = await storeAsIs(unrenderable('Broken'));

    expect(await deliverQuote(broken.id, deps())).toBe('undeliverable');
    expect(await getQuote(local.table, broken.id)).toMatchObject({
      status: 'failed',
      lastError: expect.stringMatching(/TypeError/),
    });
    expect(undeliverableCounts()).toEqual([
      expect.objectContaining({ level: 'error', fields: expect.objectContaining({ reference: broken.reference }) }),
    ]);
    // Out of the pending index: no sweep, however late, tries it again; a redelivery from the stream does nothing.
    minutes(24 * 60);
    expect(await sweepQuotes(deps(), settings)).toMatchObject({ pending: 0, outcomes: {} });
    expect(await deliverQuote(broken.id, deps())).toBe('undeliverable');
    expect(await getQuote(local.table, broken.id)).toMatchObject({ status: 'failed', attempts: 1 });
    expect(undeliverableCounts()).toHaveLength(1);
    expect(await local.inbox.emails()).toHaveLength(0);
  });

  it('one whose SES request cannot be built (an ID no tag can hold) is failed, and the next quote goes out clean', async () => {
    const poison = await storeAsIs(aQuoteRequest({ from_name: 'Poison' }), { id: 'poison-\ud800-id' });
    const clean = await storeAsIs(aQuoteRequest({ from_name: 'Clean' }));
    const delivery = deps();

    expect(await deliverQuote(poison.id, delivery)).toBe('undeliverable');
    expect(await deliverQuote(clean.id, delivery)).toBe('sent');

    expect(await getQuote(local.table, poison.id)).toMatchObject({ status: 'failed' });
    expect(undeliverableCounts()).toHaveLength(1);
    // The clean quote's request holds its own fields only: one action, its own subject and tags.
    expect(bodies).toHaveLength(1);
    const [body = ''] = bodies;
    expect(body.match(/Action=SendEmail/g)).toHaveLength(1);
    expect(body).toContain(encodeURIComponent(clean.reference));
    expect(body).not.toContain('POISON');
    expect(body).not.toContain('poison-');
    const emails = await local.inbox.emails();
    expect(emails.map((e) => e.subject)).toEqual([expect.stringContaining(`[${clean.reference}]`)]);
  });
});

describe('a digest holding a quote that cannot be rendered', () => {
  it('leaves it out, marked failed and counted, and sends the others', async () => {
    const first = await storeAsIs(aQuoteRequest({ from_name: 'Anna' }), { channel: 'digest' });
    const broken = await storeAsIs(unrenderable('Broken'), { channel: 'digest' });
    const last = await storeAsIs(aQuoteRequest({ from_name: 'Cleo' }), { channel: 'held' });
    minutes(6);

    const report = await sweepQuotes(deps(), { ...settings, quoteHeldDigestMinutes: 60 });

    expect(report).toMatchObject({ digested: 2, undeliverable: 1, undelivered: 0 });
    const emails = await local.inbox.emails();
    expect(emails).toHaveLength(1);
    expect(emails[0]?.subject).toBe(`Quote digest: 2 quotes [${first.reference} to ${last.reference}]`);
    expect(emails[0]?.body.text).not.toContain(broken.reference);
    expect((await listQuotes(local.table)).map((q) => [q.reference, q.status]).sort()).toEqual(
      [
        [first.reference, 'sent'],
        [broken.reference, 'failed'],
        [last.reference, 'sent'],
      ].sort(),
    );
    expect(undeliverableCounts()).toHaveLength(1);
    // Nothing is left to send: the next sweeps send nothing more.
    minutes(60);
    await sweepQuotes(deps(), { ...settings, quoteHeldDigestMinutes: 60 });
    expect(await local.inbox.emails()).toHaveLength(1);
  });
});

describe('the SDK after a request that could not be built (decision 026)', () => {
  const poisonCommand = new SendEmailCommand({
    Source: 'quotes@swiftline-couriers.example',
    Destination: { ToAddresses: ['staff@swiftline-couriers.example'] },
    Message: { Subject: { Data: 'POISON' }, Body: { Text: { Data: 'half \ud800 a pair' } } },
  });
  const cleanCommand = () =>
    new SendEmailCommand({
      Source: 'quotes@swiftline-couriers.example',
      Destination: { ToAddresses: ['staff@swiftline-couriers.example'] },
      Message: { Subject: { Data: 'clean' }, Body: { Text: { Data: 'clean text' } } },
    });

  it('one client puts the failed request’s parameters in front of the next request: why a fresh one is needed', async () => {
    const client = recordingClient(() => inboxSes(local.inbox))();
    await expect(client.send(poisonCommand)).rejects.toThrow(URIError);
    await client.send(cleanCommand()).catch(() => undefined);

    // If an SDK upgrade stops this, the renewal is no longer needed: decision 026 says so.
    expect(bodies[0]).toMatch(/Message\.Subject\.Data=POISON.*Message\.Subject\.Data=clean/);
  });

  it('through a renewing client, the next request carries only its own fields', async () => {
    const client = renewingSesClient(recordingClient(() => inboxSes(local.inbox)));
    await expect(sendBuilt(client, poisonCommand)).rejects.toBeInstanceOf(RequestNotBuiltError);
    expect((await sendBuilt(client, cleanCommand())).MessageId).toBeTruthy();

    expect(bodies).toHaveLength(1);
    expect(bodies[0]).not.toContain('POISON');
    expect(bodies[0]?.match(/Action=SendEmail/g)).toHaveLength(1);
    expect((await local.inbox.emails()).map((e) => e.subject)).toEqual(['clean']);
  });

  it.each([
    ['SES down', { credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }],
    ['no credentials', { credentials: async () => Promise.reject(new Error('Could not load credentials')) }],
  ])('a failure of the service (%s) is no fault of the quote, and keeps the client', async (_, config) => {
    let made = 0;
    const client = renewingSesClient(() => {
      made += 1;
      return new SESClient({ region: 'eu-west-2', endpoint: 'http://127.0.0.1:1', maxAttempts: 1, ...config });
    });
    const error = await sendBuilt(client, cleanCommand()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(RequestNotBuiltError);
    await sendBuilt(client, cleanCommand()).catch(() => undefined);
    expect(made).toBe(1);
  });
});
