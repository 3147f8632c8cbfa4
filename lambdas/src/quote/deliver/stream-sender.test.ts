/** The stream sender and the customer's acknowledgement, against real dynalite and the real local SES. */

import { DynamoDBClient, type UpdateItemCommandInput } from '@aws-sdk/client-dynamodb';
import { quoteEnv } from '@courier/common/api/lambda-env';
import { testToday } from '@courier/common/testing/quote-builders';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { beforeEach, describe, expect, it } from 'vitest';
import { useLocalQuoteStore } from '../../../test-support/local-quote-store';
import {
  deliveryDeps,
  formFields,
  inboxSes,
  multipartEvent,
  smokeTestOverrides,
  testOriginSecret,
  unreachableSes,
} from '../../../test-support/quote-fixtures';
import { worstCaseDeliveryMs } from '../../aws/client-config';
import { dynamoDbClientConfigFromEnv } from '../../aws/dynamodb-client-config';
import { sesClientConfigFromEnv } from '../../email/ses-client-config';
import { listQuotes } from '../store/quote-listing';
import { getQuote } from '../store/quote-record';
import { releaseSendLease, takeSendLease } from '../store/send-lease';
import { createQuoteHandler, quoteSettingsFromEnv } from '../submit/quote-api';
import { deliverQuote } from './deliver-quote';
import { senderSettingsFromEnv } from './delivery-env';
import { createStreamSender } from './stream-sender';

const local = useLocalQuoteStore();

beforeEach(async () => {});

/** Stores a quote through the real quote handler; returns its stored ID and reference. */
async function storeOne(overrides: Record<string, string> = {}) {
  const handle = createQuoteHandler({
    db: local.table.db,
    settings: { ...quoteSettingsFromEnv({}), tableName: local.table.tableName },
    logger: () => {},
    originSecrets: async () => [testOriginSecret],
    today: () => testToday,
  });
  const result = await handle(await multipartEvent(formFields(overrides)));
  const reference = result.headers?.['x-quote-reference'];
  const record = (await listQuotes(local.table)).find((r) => r.reference === reference);
  if (!record) throw new Error('not stored');
  return record;
}

/** The INSERT record DynamoDB Streams delivers for a stored quote (keys only are read). */
const streamEvent = (...ids: string[]): DynamoDBStreamEvent => ({
  Records: ids.map((id, i) => ({
    eventName: 'INSERT',
    dynamodb: { Keys: { id: { S: id } }, SequenceNumber: String(100 + i) },
  })),
});

/** The claim, and the mark of a sent quote, by their update expressions. */
const claimWrite = 'claimedUntil = :lease';
const sentWrite = 'SET #status = :sent';
const releaseWrite = 'SET lastError = :error';

/**
 * The store's client as the sender builds it, except that the answer to the first `write` is lost after the write took
 * effect (a timeout once it had landed): the SDK retries it, as it would in AWS.
 */
function losingFirstAnswerTo(write: string): DynamoDBClient {
  const db = new DynamoDBClient(dynamoDbClientConfigFromEnv({ [quoteEnv.dynamoDbEndpoint]: local.dynamo.endpoint }));
  let lost = false;
  db.middlewareStack.add(
    (next, context) => async (args) => {
      const result = await next(args);
      const update = (args.input as UpdateItemCommandInput).UpdateExpression ?? '';
      if (!lost && context.commandName === 'UpdateItemCommand' && update.includes(write)) {
        lost = true;
        throw Object.assign(new Error('the answer never arrived'), { name: 'TimeoutError' });
      }
      return result;
    },
    // Inside the retry loop: each attempt passes through it.
    { step: 'deserialize', name: 'loseFirstAnswer' },
  );
  return db;
}

describe('the stream sender', () => {
  it('sends a quote whose claim landed but whose answer was lost, now rather than after the claim’s lease', async () => {
    const record = await storeOne();
    const db = losingFirstAnswerTo(claimWrite);
    const deps = deliveryDeps({ db, tableName: local.table.tableName }, inboxSes(local.inbox));

    // The retried claim finds the quote claimed, by this very claim.
    expect(await deliverQuote(record.id, deps)).toBe('sent');
    expect(await local.inbox.emails()).toHaveLength(1);
    expect(await getQuote(local.table, record.id)).toMatchObject({ status: 'sent', attempts: 1 });
    db.destroy();
  });

  it('counts an unknown outcome once when the release that records it is retried after a lost answer', async () => {
    const record = await storeOne();
    const claimed = await takeSendLease(local.table, record.id, new Date(), 60_000);
    if (!claimed) throw new Error('not claimed');
    const db = losingFirstAnswerTo(releaseWrite);

    await releaseSendLease(
      { db, tableName: local.table.tableName },
      claimed,
      'TimeoutError',
      Date.now() + 60_000,
      true,
    );
    expect(await getQuote(local.table, record.id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      unknownOutcomes: 1,
    });
    db.destroy();
  });

  it('takes a quote it marked sent, whose answer was lost, as its own send: the customer is still acknowledged', async () => {
    const record = await storeOne();
    const db = losingFirstAnswerTo(sentWrite);
    const plain = deliveryDeps({ db, tableName: local.table.tableName }, inboxSes(local.inbox));
    const warnings: string[] = [];
    const deps = {
      ...plain,
      acknowledgement: { ...plain.acknowledgement, enabled: true },
      logger: (level: string, message: string) => {
        if (level !== 'info') warnings.push(message);
      },
    };

    // The retried mark finds the quote sent, with this send's message ID.
    expect(await deliverQuote(record.id, deps)).toBe('sent');
    expect(warnings).toEqual([]);
    expect((await local.inbox.emails()).map((e) => e.destination.to)).toEqual([
      ['staff@swiftline-couriers.example'],
      ['ada@example.co.uk'],
    ]);
    expect(await getQuote(local.table, record.id)).toMatchObject({ status: 'sent', acknowledgement: 'sent' });
    db.destroy();
  });

  it('sends each new quote once, and nothing on a redelivered record', async () => {
    const record = await storeOne();
    const send = createStreamSender(deliveryDeps(local.table, inboxSes(local.inbox)));

    expect(await send(streamEvent(record.id))).toEqual({ batchItemFailures: [] });
    expect(await send(streamEvent(record.id))).toEqual({ batchItemFailures: [] });

    expect(await local.inbox.emails()).toHaveLength(1);
    expect((await getQuote(local.table, record.id))?.status).toBe('sent');
  });

  it('reports the first quote SES refused as the batch item failure and stops there, so Lambda retries from it', async () => {
    const [failing, next, last] = [await storeOne(), await storeOne(), await storeOne()];
    const down = createStreamSender(deliveryDeps(local.table, await unreachableSes()));

    expect(await down(streamEvent(failing.id, next.id, last.id))).toEqual({
      batchItemFailures: [{ itemIdentifier: '100' }],
    });
    // One SES attempt for the batch, not one per quote: the rest come back in the retry.
    expect((await getQuote(local.table, failing.id))?.attempts).toBe(1);
    expect((await getQuote(local.table, next.id))?.attempts).toBe(0);
    expect((await getQuote(local.table, last.id))?.attempts).toBe(0);

    const retry = createStreamSender(deliveryDeps(local.table, inboxSes(local.inbox)));
    expect(await retry(streamEvent(failing.id, next.id, last.id))).toEqual({ batchItemFailures: [] });
    expect(await local.inbox.emails()).toHaveLength(3);
  });

  it('starts a quote only while its worst case fits in the time left, and hands the rest back to the stream', async () => {
    const [first, second, third] = [await storeOne(), await storeOne(), await storeOne()];
    const send = createStreamSender(deliveryDeps(local.table, inboxSes(local.inbox)));
    // Lambda's clock: enough for one more quote at the first, a millisecond short at the second.
    const left = [worstCaseDeliveryMs(false), worstCaseDeliveryMs(false) - 1];
    const context = { getRemainingTimeInMillis: () => left.shift() ?? 0 };

    expect(await send(streamEvent(first.id, second.id, third.id), context)).toEqual({
      batchItemFailures: [{ itemIdentifier: '101' }],
    });
    expect(await local.inbox.emails()).toHaveLength(1);
    expect((await getQuote(local.table, first.id))?.status).toBe('sent');
    // Not claimed: the retry can take them at once.
    expect((await getQuote(local.table, second.id))?.attempts).toBe(0);
    expect((await getQuote(local.table, third.id))?.attempts).toBe(0);
  });

  it('counts the acknowledgement’s calls in that worst case when acknowledgements are on', async () => {
    const record = await storeOne();
    const deps = deliveryDeps(local.table, inboxSes(local.inbox));
    const acknowledging = createStreamSender({ ...deps, acknowledgement: { ...deps.acknowledgement, enabled: true } });
    const context = { getRemainingTimeInMillis: () => worstCaseDeliveryMs(true) - 1 };

    expect(await acknowledging(streamEvent(record.id), context)).toEqual({
      batchItemFailures: [{ itemIdentifier: '100' }],
    });
    expect(await local.inbox.emails()).toHaveLength(0);
  });
});

describe('the customer acknowledgement', () => {
  const acknowledging = (maxPerHour = 3) =>
    deliveryDeps(local.table, inboxSes(local.inbox), {
      acknowledgement: {
        ...deliveryDeps(local.table, inboxSes(local.inbox)).acknowledgement,
        enabled: true,
        maxPerHour,
      },
    });

  it('is off by default (the SES sandbox cannot send to customers)', async () => {
    const record = await storeOne();
    await deliverQuote(record.id, deliveryDeps(local.table, inboxSes(local.inbox)));

    expect((await local.inbox.emails()).map((e) => e.destination.to)).toEqual([['staff@swiftline-couriers.example']]);
  });

  it('when on, tells the customer the reference, what they asked for and the reply promise', async () => {
    const record = await storeOne({ from_name: 'Ada <b>' });
    await deliverQuote(record.id, acknowledging());

    const ack = (await local.inbox.emails()).find((e) => e.destination.to.includes('ada@example.co.uk'));
    expect(ack?.subject).toBe(`We have your quote request [${record.reference}]`);
    expect(ack?.body.text).toContain(`Reference: ${record.reference}`);
    expect(ack?.body.text).toContain('Route: LE1 1AA → NG2 6AG → DE1 1AA → M1 1AE, return');
    expect(ack?.body.text).toContain('A dispatcher will call you on 07700 900123 within 30 minutes.');
    expect((await getQuote(local.table, record.id))?.acknowledgement).toBe('sent');
  });

  it('carries none of the visitor’s words but the route’s postcodes and the dates (finding 6)', async () => {
    const pitch = 'Claim your £250 refund at https://evil.example/refund';
    const record = await storeOne({
      from_name: pitch,
      pickup_location: pitch,
      pickup_time: pitch,
      stop_1_location: pitch,
      delivery_location: pitch,
      delivery_time: pitch,
      load_details: pitch,
      notes: pitch,
    });
    await deliverQuote(record.id, acknowledging());

    const ack = (await local.inbox.emails()).find((e) => e.destination.to.includes('ada@example.co.uk'));
    const sent = `${ack?.subject}\n${ack?.body.text}\n${ack?.body.html}`;
    for (const word of ['Claim', 'refund', 'evil.example', '£250']) expect(sent).not.toContain(word);
    expect(ack?.body.text).toMatch(/^Thank you\. Swiftline Couriers has received your quote request\.\n/);
    expect(ack?.body.text).toContain('Route: LE1 1AA → NG2 6AG → DE1 1AA → M1 1AE, return');
    expect(ack?.body.text).toContain('Collection: Sun 22 Nov 2026');
  });

  it('counts its hourly limit per mailbox: +tags, case and Gmail’s dots are one customer', async () => {
    const spellings = [
      'ada.lovelace@gmail.com',
      'Ada.Lovelace+1@gmail.com',
      'adalovelace+2@googlemail.com',
      'a.d.a.lovelace@GMAIL.com',
    ];
    for (const from_email of spellings) await deliverQuote((await storeOne({ from_email })).id, acknowledging(2));

    const emails = await local.inbox.emails();
    expect(emails.filter((e) => !e.destination.to.includes('staff@swiftline-couriers.example'))).toHaveLength(2);
    expect(emails.filter((e) => e.destination.to.includes('staff@swiftline-couriers.example'))).toHaveLength(4);
    const outcomes = (await listQuotes(local.table)).map((r) => r.acknowledgement).sort();
    expect(outcomes).toEqual(['rate_limited', 'rate_limited', 'sent', 'sent']);
  });

  it('is not sent for a smoke test’s quote, whose staff email says [TEST]', async () => {
    const record = await storeOne(smokeTestOverrides());
    expect(record.provenance.test).toBe(true);
    await deliverQuote(record.id, acknowledging());

    const emails = await local.inbox.emails();
    expect(emails.map((e) => e.destination.to)).toEqual([['staff@swiftline-couriers.example']]);
    expect(emails[0]?.subject).toMatch(/^\[TEST\] Quote request: Small Van, LE1 1AA → M1 1AE, /);
  });

  it('goes to one address at most a few times an hour; staff still get every quote', async () => {
    for (let i = 0; i < 4; i++) await deliverQuote((await storeOne()).id, acknowledging(2));

    const emails = await local.inbox.emails();
    expect(emails.filter((e) => e.destination.to.includes('ada@example.co.uk'))).toHaveLength(2);
    expect(emails.filter((e) => e.destination.to.includes('staff@swiftline-couriers.example'))).toHaveLength(4);
    const outcomes = (await listQuotes(local.table)).map((r) => r.acknowledgement).sort();
    expect(outcomes).toEqual(['rate_limited', 'rate_limited', 'sent', 'sent']);
  });

  it('never fails the delivery when the acknowledgement cannot be sent', async () => {
    const record = await storeOne({ from_email: 'ada@example.co.uk' });
    const deps = acknowledging();
    // Staff email through the local.inbox, then SES goes away before the acknowledgement.
    const ses = inboxSes(local.inbox);
    let calls = 0;
    const flaky = { send: (command: never) => (++calls === 1 ? ses.send(command) : Promise.reject(new Error('down'))) };

    expect(await deliverQuote(record.id, { ...deps, ses: flaky as never })).toBe('sent');
    expect((await getQuote(local.table, record.id))?.acknowledgement).toBe('failed');
  });
});

describe('sender settings', () => {
  it('reads staff, sender, configuration set, acknowledgement switch and limit from the environment', () => {
    const settings = senderSettingsFromEnv({
      STAFF_EMAILS: ' ops@example.com, ,sales@example.com ',
      SES_FROM_ADDRESS: 'q@x.example',
      CUSTOMER_ACKNOWLEDGEMENT: 'true',
      ACKNOWLEDGEMENTS_PER_HOUR: '5',
      QUOTE_TABLE_NAME: 'T',
      SITE_REPLY_PROMISE_MINUTES: '45',
      SES_CONFIGURATION_SET: 'quote-mail',
    });
    expect(settings.mail).toEqual({
      senderEmail: 'q@x.example',
      staffEmails: ['ops@example.com', 'sales@example.com'],
      configurationSetName: 'quote-mail',
    });
    expect(settings.acknowledgement).toMatchObject({
      enabled: true,
      maxPerHour: 5,
      replyPromiseMinutes: 45,
    });
    expect(settings.tableName).toBe('T');
    expect(senderSettingsFromEnv({}).acknowledgement.enabled).toBe(false);
  });

  it("reads operations' address with the mail where the construct writes it (the sweeper's, the report's)", () => {
    const env = { STAFF_EMAILS: 'office@example.com' };
    expect(senderSettingsFromEnv({ ...env, OPERATIONS_EMAIL: ' ops@example.com ' }).mail.operationsEmail).toBe(
      'ops@example.com',
    );
    expect(senderSettingsFromEnv(env).mail.operationsEmail).toBeUndefined();
  });

  it('uses the default credential chain unless SES_ENDPOINT is set, with bounded timeouts', () => {
    const deployed = sesClientConfigFromEnv({});
    expect(deployed.endpoint).toBeUndefined();
    expect(deployed.requestHandler).toMatchObject({ throwOnRequestTimeout: true });

    const local = sesClientConfigFromEnv({ SES_ENDPOINT: 'http://127.0.0.1:8005' });
    expect(local).toMatchObject({ endpoint: 'http://127.0.0.1:8005', region: 'eu-west-2' });
    expect(local.credentials).toEqual({ accessKeyId: 'local', secretAccessKey: 'local' });
  });
});
