/**
 * A flood becomes no campaign (issue 53 A): three real leads, then one address posts 30 quotes tagged as a Facebook
 * campaign, through the quote API with its real caps and counters. Every quote is stored; the report and
 * `npm run quotes` count the held ones apart, and the flood's source counts no more leads than the caps let through.
 */
import { quoteEnv } from '@courier/common/api/lambda-env';
import { testToday } from '@courier/common/testing/quote-builders';
import { windowCounterTableSchema } from '@courier/lambdas/aws/window-counter';
import { silentLogger } from '@courier/lambdas/observability/observability';
import { createQuoteLimits, quoteLimitSettingsFromEnv } from '@courier/lambdas/quote/store/quote-limits';
import { listQuotes } from '@courier/lambdas/quote/store/quote-listing';
import { createQuoteHandler, quoteSettingsFromEnv } from '@courier/lambdas/quote/submit/quote-api';
import { formFields, multipartEvent } from '@courier/lambdas/test-support/quote-fixtures';
import { describe, expect, it } from 'vitest';
import { dynamo, quotes, table, useLocalStoreAndInbox } from './quotes-fixture';

useLocalStoreAndInbox();

const siteOrigin = 'https://www.swiftline-couriers.example';
const limits = quoteLimitSettingsFromEnv({});

/** The quote API as the quote function runs it, with the deployed caps and their counters in a table of their own. */
async function quoteApi() {
  const counters = `${table.tableName}-counters`;
  await dynamo.createKeyTable(counters, windowCounterTableSchema.partitionKey);
  return createQuoteHandler({
    db: dynamo.db,
    settings: { ...quoteSettingsFromEnv({ [quoteEnv.siteOrigins]: siteOrigin }), tableName: table.tableName },
    logger: silentLogger,
    today: () => testToday,
    limits: createQuoteLimits({ db: dynamo.db, tableName: counters }, limits, {
      logger: silentLogger,
      // A counter slowed past the deployed bound by a busy machine would let the quote through uncounted.
      callTimeoutMs: 30_000,
    }),
  });
}

/** A post from a browser at `ip`, with the visit's campaign tags as the form's hidden fields carry them. */
const post = (ip: string, fields: Record<string, string>) =>
  multipartEvent(formFields({ landing_page: '/', ...fields }), {
    headers: { 'cloudfront-viewer-address': `${ip}:51234` },
  });

describe('a flood from one address, after three real leads', () => {
  it('is counted apart, held back, and its campaign counts only what the caps let through', async () => {
    const api = await quoteApi();
    const real: Record<string, string>[] = [
      { from_email: 'ada@example.co.uk', utm_source: 'google', utm_campaign: 'autumn' },
      { from_email: 'bob@example.co.uk', referrer_kind: 'search' },
      { from_email: 'cy@example.co.uk', utm_source: 'newsletter' },
    ];
    for (const [i, fields] of real.entries()) {
      expect(await api(await post(`198.51.100.${i + 1}`, fields))).toMatchObject({ statusCode: 200 });
    }
    const flood = { from_email: 'flood@example.com', utm_source: 'facebook', utm_campaign: 'fake-winter' };
    for (let i = 0; i < 30; i++) {
      // Each a different job (a repeat of the same content is one quote), from addresses across a range.
      const answer = await api(await post(`203.0.113.${i + 1}`, { ...flood, notes: `Job ${i}` }));
      expect(answer).toMatchObject({ statusCode: 200 });
    }
    // Every one stored, as a lead must be: held past the mailbox's cap, not lost.
    const stored = await listQuotes(table);
    expect(stored).toHaveLength(33);
    const letThrough = limits.quoteCapPerAddressPerHour;
    expect(stored.filter((q) => q.held === 'address')).toHaveLength(30 - letThrough);

    const report = JSON.parse((await quotes('report', '--since', '1d', '--json')).out);
    expect(report.totals).toMatchObject({ quotes: 3 + letThrough });
    expect(report.held).toMatchObject({ quotes: 30 - letThrough, reasons: { address: 30 - letThrough, ip: 0 } });
    expect(report.bySource.find((row: { key: string }) => row.key === 'facebook / fake-winter')).toMatchObject({
      quotes: letThrough,
    });
    expect(report.bySource.map((row: { key: string; quotes: number }) => [row.key, row.quotes])).toEqual([
      ['facebook / fake-winter', letThrough],
      ['google / autumn', 1],
      ['newsletter', 1],
      ['search', 1],
    ]);
    expect(report.byLandingPage).toEqual([expect.objectContaining({ key: '/', quotes: 3 + letThrough })]);

    const heldLine = `Held back (caps, waves): ${30 - letThrough} (${30 - letThrough} past a mailbox's cap), 0 claimed, 0 booked; counted apart from every other figure.`;
    const text = await quotes('report', '--since', '1d');
    expect(text.out).toContain(
      `\n${3 + letThrough} quotes, none claimed yet, none quoted, 0 booked, 0 lost.\n${heldLine}\n`,
    );
    // The list shows every quote, held ones too, and the same line under its funnel.
    const list = await quotes('--since', '1d');
    expect(list.out.match(/\nQ-/g)).toHaveLength(33);
    expect(list.out).toContain(
      `: ${3 + letThrough} quotes, none claimed yet, none quoted, 0 booked, 0 lost.\n${heldLine}\n`,
    );
  });
});
