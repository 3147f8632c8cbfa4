/** The quote API, part five: a spam wave must not bury real leads (the caps per address, per client IP and per wave). */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { quoteEnv } from '@courier/common/api/lambda-env';
import { testToday } from '@courier/common/testing/quote-builders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteOrigin, useQuoteApi } from '../../../test-support/quote-api-harness';
import {
  deliverPending,
  deliveryDeps,
  formFields,
  inboxSes,
  multipartEvent,
} from '../../../test-support/quote-fixtures';
import { awsClientLimits } from '../../aws/client-config';
import { localClientConfig } from '../../aws/local-client-config';
import { windowCounterTableSchema } from '../../aws/window-counter';
import { sweepQuotes } from '../deliver/sweeper';
import { createQuoteLimits, type QuoteLimitSettings, quoteLimitSettingsFromEnv } from '../store/quote-limits';
import { listQuotes } from '../store/quote-listing';
import { createQuoteHandler, quoteSettingsFromEnv } from './quote-api';

const api = useQuoteApi();
const { wait, recordingLogger } = api;

/**
 * Each test posts a wave, up to forty quotes one after another through the SDK to dynalite, several calls a quote:
 * 1–2 s of CPU on this 2-core machine, which a machine busy with other runs stretched past Vitest's 5 s default. The
 * waves are what the tests are about, so the tests get the time, not fewer posts.
 */
const waveTimeoutMs = 30_000;

/**
 * The waves' own client on the file's dynalite, one attempt of up to the test's time a call. The deployed limits (1.2 s
 * a call, two attempts: client-config.ts) are what the hung-dependency tests hold the code to; here, on a machine busy
 * with other runs, one call of the forty quotes' hundreds now and then missed them twice and failed the wave with the
 * SDK's TimeoutError, which says nothing about the caps.
 */
let db: DynamoDBClient;
beforeAll(() => {
  const patient = { connectionTimeoutMs: waveTimeoutMs, requestTimeoutMs: waveTimeoutMs, maxAttempts: 1 };
  db = new DynamoDBClient({ ...awsClientLimits(patient), ...localClientConfig(api.dynamo.endpoint) });
});
afterAll(() => db.destroy());
/** This test's quote table, through the waves' client. */
const table = () => ({ ...api.table, db });
const stored = () => listQuotes(table());

describe('a spam wave cannot bury real leads (issue 26, finding 1)', { timeout: waveTimeoutMs }, () => {
  let counters = 0;
  const limitedHandler = async (overrides: Partial<QuoteLimitSettings> = {}) => {
    const tableName = `handler-counters-${++counters}`;
    await api.dynamo.createKeyTable(tableName, windowCounterTableSchema.partitionKey);
    const limits = createQuoteLimits(
      { db, tableName },
      { ...quoteLimitSettingsFromEnv({}), ...overrides },
      // These tests count the caps: a counter call slowed past the deployed bound by a busy machine would store and
      // mail the quote as usual instead (that path has its own test, submit-quote.test.ts).
      { logger: recordingLogger, callTimeoutMs: 30_000 },
    );
    return createQuoteHandler({
      db,
      settings: { ...quoteSettingsFromEnv({ [quoteEnv.siteOrigins]: siteOrigin }), tableName: api.table.tableName },
      logger: recordingLogger,
      today: () => testToday,
      now: () => api.clock,
      limits,
    });
  };
  const fromViewer = async (ip: string, overrides: Record<string, string>) =>
    multipartEvent(formFields(overrides), { headers: { 'cloudfront-viewer-address': `${ip}:51234` } });

  it('twenty posts from one mailbox: all stored, five for emails of their own, fifteen held, all answered alike (issue 29 A)', async () => {
    const limited = await limitedHandler();
    const spellings = ['eve@gmail.com', 'E.V.E+1@gmail.com', 'eve+x@googlemail.com', 'e.ve@gmail.com'];
    const results = [];
    for (let i = 0; i < 20; i++) {
      results.push(await limited(await fromViewer(`198.51.100.${i}`, { from_email: spellings[i % 4] as string })));
    }

    const quotes = await stored();
    expect(quotes).toHaveLength(20);
    expect(quotes.filter((q) => q.channel === 'staff')).toHaveLength(5);
    expect(quotes.filter((q) => q.channel === 'held')).toHaveLength(15);
    // The held mark says why, and stays once they are sent: the owner's figures count them apart.
    expect(quotes.filter((q) => q.held === 'address')).toHaveLength(15);
    expect(quotes.filter((q) => q.channel === 'staff' && q.held === undefined)).toHaveLength(5);
    // Every reference shown is a stored quote's.
    expect(results.map((r) => r.headers?.['x-quote-reference']).sort()).toEqual(quotes.map((q) => q.reference).sort());
    for (const result of results) expect(result).toMatchObject({ statusCode: 200, body: 'OK' });
    expect(api.logs.filter((l) => l.fields.outcome === 'quote_held').map((l) => l.fields.cap)).toEqual(
      Array(15).fill('address'),
    );
    expect(JSON.stringify(api.logs)).not.toMatch(/gmail|googlemail|198\.51\.100/);
  });

  it('forty posts from one address reach staff in at most six emails: five of their own and one held digest', async () => {
    const limited = await limitedHandler();
    for (let i = 0; i < 40; i++) await limited(await fromViewer('198.51.100.1', { from_email: 'busy@example.com' }));
    const deps = deliveryDeps(table(), inboxSes(api.inbox), { logger: recordingLogger, now: () => api.clock });
    await deliverPending(deps);
    const settings = { quoteSweepMinutes: 5, quoteUndeliveredAlarmMinutes: 15, quoteHeldDigestMinutes: 60 };

    // Before the hour, the held quotes wait, and do not count as stranded for the age alarm.
    wait(30 * 60);
    expect(await sweepQuotes(deps, settings)).toMatchObject({ digested: 0, undelivered: 35, oldestAgeSeconds: 0 });
    wait(31 * 60);
    expect(await sweepQuotes(deps, settings)).toMatchObject({ digested: 35, undelivered: 0 });
    wait(60 * 60);
    await sweepQuotes(deps, settings);

    const emails = await api.inbox.emails();
    expect(emails.length).toBeLessThanOrEqual(6);
    expect(emails.filter((e) => e.subject.startsWith('Quote request:'))).toHaveLength(5);
    expect((await stored()).filter((q) => q.held === 'address')).toHaveLength(35);
    const [digest] = emails.filter((e) => e.subject.startsWith('Quote digest: 35 quotes'));
    expect(digest?.body.text?.match(/held: its sender sent more than the hourly cap/g)).toHaveLength(35);
    expect((await stored()).every((q) => q.status === 'sent')).toBe(true);
  });

  it('one client IP (as CloudFront saw it) gets ten emails of its own an hour, whatever addresses it sends; the rest are held', async () => {
    const limited = await limitedHandler();
    for (let i = 0; i < 12; i++) await limited(await fromViewer('203.0.113.9', { from_email: `lead${i}@example.com` }));
    await limited(await fromViewer('203.0.113.10', { from_email: 'other@example.com' }));

    expect(await stored()).toHaveLength(13);
    expect(api.logs.filter((l) => l.fields.outcome === 'quote_held').map((l) => l.fields.cap)).toEqual(['ip', 'ip']);
    expect((await stored()).map((q) => q.held ?? 'none').sort()).toEqual(['ip', 'ip', ...Array(11).fill('none')]);
  });

  it('an IPv6 client is counted by its /64, however many of its addresses it sends from (issue 29 E)', async () => {
    const limited = await limitedHandler();
    for (let i = 0; i < 12; i++) {
      await limited(
        await fromViewer(`2001:db8:aa:1:${i.toString(16)}::${i + 1}`, { from_email: `v6.${i}@example.com` }),
      );
    }
    await limited(await fromViewer('2001:db8:aa:2::1', { from_email: 'neighbour@example.com' }));

    expect(await stored()).toHaveLength(13);
    expect(api.logs.filter((l) => l.fields.outcome === 'quote_held').map((l) => l.fields.cap)).toEqual(['ip', 'ip']);
  });

  it('a retried submission counts once: the visitor who retries keeps their reference and is never held', async () => {
    const limited = await limitedHandler({ quoteCapPerAddressPerHour: 2 });
    const submission = { submission_id: '0b6f1c9e-2f4a-4d3b-9c8e-7a1d2e3f4a5b' };
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await limited(await fromViewer('198.51.100.1', submission)));
    const another = await limited(await fromViewer('198.51.100.1', {}));

    expect(new Set(answers.map((a) => a.headers?.['x-quote-reference'])).size).toBe(1);
    expect((await stored()).map((q) => q.reference).sort()).toEqual(
      [answers[0]?.headers?.['x-quote-reference'], another.headers?.['x-quote-reference']].sort(),
    );
  });

  it('past the wave rate, quotes are still stored, marked for the digest, and counted for the wave alarm', async () => {
    const limited = await limitedHandler({ quoteWaveLimit: 3 });
    for (let i = 0; i < 5; i++) await limited(await fromViewer(`198.51.100.${i}`, { from_email: `w${i}@example.com` }));

    const quotes = await stored();
    expect(quotes).toHaveLength(5);
    expect(quotes.filter((q) => q.inDigest)).toHaveLength(2);
    expect(quotes.filter((q) => q.held === 'wave')).toHaveLength(2);
    expect(api.logs.filter((l) => l.fields.outcome === 'quote_wave')).toHaveLength(2);
    expect(api.logs.filter((l) => l.fields.outcome === 'stored')).toHaveLength(5);
  });
});
