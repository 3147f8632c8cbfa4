/**
 * The on-call phone's texts (issue 45 C), against real dynalite, the real local SES and the SMS stand-in speaking SNS's
 * protocol, on a test clock: one text at the second reminder for a lead due today or tomorrow, at most one per lead,
 * none for a claimed lead or a later job, the daily cap, several leads in one text; and an SMS service that fails,
 * throttles or hangs costs no reminder email and is never retried.
 */
import { SNSClient } from '@aws-sdk/client-sns';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useLocalQuoteStore } from '../../test-support/local-quote-store';
import { inboxSes, storeTestQuote, unreachableSes } from '../../test-support/quote-fixtures';
import { type SmsStub, startSmsStub } from '../../test-support/sms-stub';
import { smsCallLimits } from '../aws/client-config';
import { localClientConfig } from '../aws/local-client-config';
import { windowCounterTableSchema } from '../aws/window-counter';
import { claimLinksTo, fixedClaimKeys } from '../claim-link/claim-keys';
import { getQuote } from '../quote/store/quote-record';
import type { QuoteTable } from '../quote/store/quote-table';
import { snsClientConfigFromEnv } from '../sms/send-text';
import { type EscalationDeps, escalateUnclaimed } from './escalation';
import { claimLead } from './lead-owner';
import { type OnCallTexts, onCallSettingsFromEnv } from './on-call-text';

const minute = 60_000;
/** 00:40 on Sun 22 Nov, UK time: the fixture's pickup is today. */
const received = Date.parse('2026-11-22T00:40:00Z');
const onCallPhone = '+447700900999';

const local = useLocalQuoteStore();
let sms: SmsStub;
let counters: QuoteTable;
let clock: number;
let tables = 0;

beforeAll(async () => {
  sms = await startSmsStub();
});
afterAll(() => sms.close());
beforeEach(async () => {
  counters = { db: local.dynamo.db, tableName: `texts-${++tables}` };
  await local.dynamo.createKeyTable(counters.tableName, windowCounterTableSchema.partitionKey);
  clock = received;
  sms.behave('ok');
});

/** An SNS client on the stand-in, with the deployed limits but for a timeout short enough to wait out in a test. */
const snsClient = () =>
  new SNSClient({
    ...localClientConfig(sms.endpoint),
    maxAttempts: smsCallLimits.maxAttempts,
    requestHandler: { requestTimeout: 300, throwOnRequestTimeout: true },
  });

const onCall = (overrides: Partial<OnCallTexts> = {}): OnCallTexts => ({
  sns: snsClient(),
  onCallPhone,
  onCallSenderId: 'Swiftline',
  onCallTextsPerDay: 10,
  counters,
  ...overrides,
});

const deps = (overrides: Partial<EscalationDeps> = {}): EscalationDeps => ({
  table: local.table,
  ses: inboxSes(local.inbox),
  mail: { fromAddress: 'quotes@swiftline-couriers.example', staffEmails: ['staff@swiftline-couriers.example'] },
  claimLinks: claimLinksTo('https://www.swiftline-couriers.example', fixedClaimKeys('key')),
  logger: () => {},
  now: () => new Date(clock),
  onCall: onCall(),
  ...overrides,
});

const newQuote = (fields: Record<string, string> = {}, at = received) =>
  storeTestQuote(local.table, fields, { now: new Date(at) });

/** Sweeps at each of these minutes after `received`; the texts the stand-in took since the test began. */
const textsBefore = { count: 0 };
beforeEach(() => {
  textsBefore.count = sms.texts().length;
});
const newTexts = () => sms.texts().slice(textsBefore.count);
async function sweepAt(minutes: number[], overrides: Partial<EscalationDeps> = {}) {
  for (const m of minutes) {
    clock = received + m * minute;
    await escalateUnclaimed(deps(overrides), 10);
  }
  return newTexts();
}

const reminders = async () =>
  (await local.inbox.emails()).filter((email) => email.subject.startsWith('Unclaimed')).map((email) => email.subject);

describe('the on-call phone is texted once, at the second reminder, for a lead due today or tomorrow', () => {
  it('one text with TODAY, the customer, the route and the link; SNS asked for the sender ID, a price cap and delivery', async () => {
    const { id, reference } = await newQuote({ from_name: 'Tara Today', pickup_time: '8am' });
    expect(await sweepAt([10, 15, 19])).toEqual([]);
    const [text, ...more] = await sweepAt([20, 25, 40, 60]);
    expect(more).toEqual([]);
    expect(text?.to).toBe(onCallPhone);
    expect(text?.message).toMatch(
      new RegExp(
        `^Unclaimed 20 min: TODAY 8am Tara Today 07700 900123, Small Van LE1 1AA > M1 1AE, \\+2 stops, return, ${reference}\\. ` +
          'Claim it before you call, so nobody else does: https://www\\.swiftline-couriers\\.example/api/leads/claim\\?q=',
      ),
    );
    expect(text?.attributes).toEqual({
      'AWS.SNS.SMS.SMSType': 'Transactional',
      'AWS.SNS.SMS.SenderID': 'Swiftline',
      'AWS.SNS.SMS.MaxPrice': '0.50',
    });
    const history = (await getQuote(local.table, id))?.history;
    expect(history?.at(-1)).toEqual({ type: 'texted', at: '2026-11-22T01:00:00.000Z', to: onCallPhone, sent: true });
    expect(await reminders()).toHaveLength(2);
  });

  it('Tomorrow for a job collected the next UK day; none for a later job, nor for a lead claimed before its second reminder', async () => {
    await newQuote({ from_name: 'Tom Tomorrow', pickup_date: '2026-11-23', delivery_date: '2026-11-23' });
    await newQuote({ from_name: 'Lena Later', pickup_date: '2026-11-24', delivery_date: '2026-11-24' });
    const claimed = await newQuote({ from_name: 'Cara Claimed' });
    await sweepAt([10]);
    await claimLead(local.table, { quoteId: claimed.id, name: 'Sam', now: new Date(received + 12 * minute) });
    const texts = await sweepAt([20, 30]);
    expect(texts.map((t) => t.message)).toEqual([
      expect.stringMatching(/^Unclaimed 20 min: Tomorrow 09:00 to 11:00 Tom Tomorrow/),
    ]);
  });

  it('sweeps running at once, and a second reminder SES refused then sent, still text once', async () => {
    const { id } = await newQuote();
    await sweepAt([10]);
    clock = received + 20 * minute;
    const down = await unreachableSes();
    await escalateUnclaimed(deps({ ses: down }), 10);
    await Promise.all([1, 2, 3].map(() => escalateUnclaimed(deps(), 10)));
    await sweepAt([25, 30]);
    expect(newTexts()).toHaveLength(1);
    expect(await reminders()).toHaveLength(2);
    expect((await getQuote(local.table, id))?.history.filter((event) => event.type === 'texted')).toHaveLength(1);
  });

  it('several leads at their second reminder in one sweep go in one text: three in full, the rest counted', async () => {
    for (const name of ['Ann', 'Ben', 'Cat', 'Dan']) await newQuote({ from_name: `${name} Same` });
    const texts = await sweepAt([10, 20]);
    expect(texts).toHaveLength(1);
    const lines = texts[0]?.message.split('\n') ?? [];
    expect(lines[0]).toBe('4 leads unclaimed at their second reminder. Claim it before you call, so nobody else does:');
    expect(lines.slice(1, 4)).toEqual([
      expect.stringMatching(/^1\) TODAY 09:00 to 11:00 \w+ Same 07700 900123, .* https:\/\/www/),
      expect.stringMatching(/^2\) /),
      expect.stringMatching(/^3\) /),
    ]);
    expect(lines[4]).toBe('+1 more: see the reminder emails.');
  });

  it('stops at the daily cap: the lead past it is not texted, and its history says why', async () => {
    const capped = onCall({ onCallTextsPerDay: 2 });
    const leads = [];
    for (const n of [0, 1, 2]) leads.push(await newQuote({ from_name: `Lead ${n}` }, received + n * 30 * minute));
    for (const m of [10, 20, 40, 50, 70, 80]) await sweepAt([m], { onCall: capped });
    expect(newTexts()).toHaveLength(2);
    const last = await getQuote(local.table, leads[2]?.id ?? '');
    expect(last?.history.at(-1)).toMatchObject({ type: 'texted', to: onCallPhone, failed: 'daily_cap' });
    expect(await reminders()).toHaveLength(6);
  });
});

describe('an SMS service in trouble', () => {
  it.each([
    ['refuses', 'fail', 'InternalErrorException'],
    ['throttles', 'throttle', 'ThrottledException'],
    ['hangs', 'hang', 'TimeoutError'],
  ] as const)(
    'that %s: the lead is still reminded by email, the text is recorded as failed and never retried',
    async (_kind, behaviour, error) => {
      const { id } = await newQuote();
      sms.behave(behaviour);
      const requestsBefore = sms.requests();
      await sweepAt([10, 20]);
      expect(await reminders()).toHaveLength(2);
      expect((await getQuote(local.table, id))?.history.at(-1)).toMatchObject({ type: 'texted', failed: error });
      sms.behave('ok');
      await sweepAt([25, 30, 60, 600]);
      expect(sms.requests() - requestsBefore).toBe(1);
      expect(newTexts()).toEqual([]);
    },
  );
});

describe('the on-call settings', () => {
  it('are off without a phone, checked when given, and the client has one attempt and a 3 s timeout', () => {
    expect(onCallSettingsFromEnv({})).toEqual({ ok: true });
    expect(onCallSettingsFromEnv({ ON_CALL_PHONE: '+447700900999' })).toEqual({
      ok: true,
      settings: { onCallPhone: '+447700900999', onCallSenderId: 'Swiftline', onCallTextsPerDay: 10 },
    });
    expect(onCallSettingsFromEnv({ ON_CALL_PHONE: '07700 900999' })).toMatchObject({
      ok: false,
      message: expect.stringContaining('ON_CALL_PHONE must be a phone number in E.164 form'),
    });
    expect(onCallSettingsFromEnv({ ON_CALL_PHONE: '+447700900999', ON_CALL_TEXTS_PER_DAY: '0' })).toMatchObject({
      ok: false,
    });
    expect(onCallSettingsFromEnv({ ON_CALL_PHONE: '+447700900999', ON_CALL_SENDER_ID: 'INFO-ALERTS!' })).toMatchObject({
      ok: false,
    });
    const config = snsClientConfigFromEnv({});
    expect(config.maxAttempts).toBe(1);
    expect(config.requestHandler).toMatchObject({ requestTimeout: 3_000, throwOnRequestTimeout: true });
  });
});
