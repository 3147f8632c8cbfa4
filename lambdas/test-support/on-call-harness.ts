/**
 * Test support for the on-call texts (lambdas/src/lead-claim/on-call-text.ts) against real dynalite, the real local
 * SES and the SMS stand-in speaking SNS's protocol, on a test clock: the sweeper's escalation run at the minutes a test
 * names after the lead arrived, and what came of it (texts, reminders, operations' emails, the metrics counted).
 */
import { SNSClient } from '@aws-sdk/client-sns';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { smsCallLimits } from '../src/aws/client-config';
import { localClientConfig } from '../src/aws/local-client-config';
import { windowCounterTableSchema } from '../src/aws/window-counter';
import { claimLinksTo, fixedClaimKeys } from '../src/claim-link/claim-keys';
import { type EscalationDeps, type EscalationReport, escalateUnclaimed } from '../src/lead-claim/escalation';
import type { OnCallTexts } from '../src/lead-claim/on-call-text';
import type { QuoteTable } from '../src/quote/store/quote-table';
import { useLocalQuoteStore } from './local-quote-store';
import { inboxSes, storeTestQuote } from './quote-fixtures';
import { type SmsStub, type StubText, startSmsStub } from './sms-stub';

export const minute = 60_000;
export const onCallPhone = '+447700900999';
export const backupPhone = '+447700900888';
export const operations = 'ops@swiftline-couriers.example';
export const site = 'https://www.swiftline-couriers.example';
/** The escalation time the tests run with: reminders at 10 and 20 minutes, then a text each 10-minute window. */
export const escalationMinutes = 10;

export interface OnCallHarness {
  sms: SmsStub;
  /** The quote table the sweeps read and write. */
  readonly table: QuoteTable;
  /** When the test's first lead arrives (epoch ms); `sweepAt` counts minutes from it. */
  received: number;
  clock: number;
  /** The metrics counted since the test began, by name, in order. */
  counted: string[];
  /** The on-call settings, with the test's changes. */
  onCall(overrides?: Partial<OnCallTexts>): OnCallTexts;
  deps(overrides?: Partial<EscalationDeps>): EscalationDeps;
  /** The tests' quote with `fields`, received `minutesAfter` the test's start (`received`), as the API stores it. */
  newQuote(
    fields?: Record<string, string>,
    options?: { minutesAfter?: number; held?: 'address' | 'ip' | 'wave' },
  ): Promise<{ id: string; reference: string }>;
  /** Sweeps at each of these minutes after `received`; the reports. */
  sweepAt(minutes: number[], overrides?: Partial<EscalationDeps>): Promise<EscalationReport[]>;
  /** The texts the stand-in took since the test began, oldest first. */
  texts(): StubText[];
  /** The subjects of the reminders in the inbox. */
  reminders(): Promise<string[]>;
  /** The emails to operations about the texts, as the inbox holds them. */
  alerts(): Promise<{ subject: string; text: string; to: string[] }[]>;
}

/**
 * Registers the hooks, once at the top of a test file: the stores and the SMS stand-in start before its first test,
 * and before each test a quote table and a counters table of its own, the clock at `received`, SMS answering.
 */
export function useOnCallHarness(received: number): OnCallHarness {
  const local = useLocalQuoteStore();
  let counters: QuoteTable;
  let tables = 0;
  let textsBefore = 0;
  const harness: OnCallHarness = {
    sms: undefined as unknown as SmsStub,
    get table() {
      return local.table;
    },
    received,
    clock: received,
    counted: [],
    onCall: (overrides = {}) => ({
      sns: new SNSClient({
        ...localClientConfig(harness.sms.endpoint),
        maxAttempts: smsCallLimits.maxAttempts,
        // The deployed limits, but for the timeout: a hung service is waited out for 0.5 s, so its test is short; one
        // that answers gets 5 s, so a loaded machine cannot turn a text it sent into a timed-out one (seen at 100 ms).
        // At 100 ms the hung case flaked under `npm test`: the stub, in this process, had not yet read one of the three
        // requests when the client gave up on it, so it counted two.
        requestHandler: {
          requestTimeout: harness.sms.behaviour() === 'hang' ? 500 : 5_000,
          throwOnRequestTimeout: true,
        },
      }),
      onCallPhone,
      onCallSenderId: 'Swiftline',
      onCallTextsPerDay: 100,
      counters,
      ...overrides,
    }),
    deps: (overrides = {}) => ({
      table: local.table,
      ses: inboxSes(local.inbox),
      mail: {
        senderEmail: 'quotes@swiftline-couriers.example',
        staffEmails: ['staff@swiftline-couriers.example'],
        operationsEmail: operations,
      },
      claimLinks: claimLinksTo(site, fixedClaimKeys('key')),
      logger: () => {},
      gauge: (name) => harness.counted.push(name),
      now: () => new Date(harness.clock),
      onCall: harness.onCall(),
      ...overrides,
    }),
    newQuote: (fields = {}, { minutesAfter = 0, held } = {}) =>
      storeTestQuote(local.table, fields, {
        now: new Date(harness.received + minutesAfter * minute),
        ...(held ? { limits: async () => (held === 'wave' ? { route: 'digest' } : { route: 'held', cap: held }) } : {}),
      }),
    async sweepAt(minutes, overrides = {}) {
      const reports: EscalationReport[] = [];
      for (const m of minutes) {
        harness.clock = harness.received + m * minute;
        reports.push(await escalateUnclaimed(harness.deps(overrides), escalationMinutes));
      }
      return reports;
    },
    texts: () => harness.sms.texts().slice(textsBefore),
    reminders: async () =>
      (await local.inbox.emails()).filter((e) => e.subject.startsWith('Unclaimed')).map((e) => e.subject),
    alerts: async () =>
      (await local.inbox.emails())
        .filter((e) => e.subject.startsWith('On-call'))
        .map((e) => ({ subject: e.subject, text: e.body.text ?? '', to: e.destination.to })),
  };
  beforeAll(async () => {
    harness.sms = await startSmsStub();
  });
  afterAll(() => harness.sms.close());
  beforeEach(async () => {
    counters = { db: local.dynamo.db, tableName: `texts-${++tables}` };
    await local.dynamo.createKeyTable(counters.tableName, windowCounterTableSchema.partitionKey);
    harness.received = received;
    harness.clock = received;
    harness.counted = [];
    harness.sms.behave('ok');
    textsBefore = harness.sms.texts().length;
  });
  return harness;
}
