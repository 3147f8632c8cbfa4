/** What happens before a quote is stored gives way when it hangs: the caps, the estimate. Real dynalite. */

import { createEmbeddedEstimator } from '@courier/common/estimator/estimator';
import { ukGeography } from '@courier/common/estimator/uk-geography';
import { aQuoteForm, testToday } from '@courier/common/testing/quote-builders';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { freshQuoteTable, protocolFields } from '../../../test-support/quote-fixtures';
import { type LocalDynamo, startLocalDynamo } from '../store/local-quote-table';
import { listQuotes } from '../store/quote-listing';
import type { QuoteTable } from '../store/quote-table';
import { createQuoteEstimator } from './server-estimate';
import { submitQuote } from './submit-quote';

let dynamo: LocalDynamo;
let table: QuoteTable;
const never = () => new Promise<never>(() => {});

beforeAll(async () => {
  dynamo = await startLocalDynamo();
});
afterAll(() => dynamo.close());
beforeEach(async () => {
  table = await freshQuoteTable(dynamo);
});

describe('submitQuote before the store', () => {
  it('stores the quote, mailed as usual and estimated by the embedded estimator, when the counters and the route service hang', async () => {
    const started = Date.now();
    const result = await submitQuote(
      { ...aQuoteForm(), ...protocolFields },
      {
        table,
        today: testToday,
        now: new Date(),
        retentionDays: 30,
        limits: never,
        estimate: createQuoteEstimator({
          primary: { estimate: never },
          fallback: createEmbeddedEstimator(ukGeography),
          timeoutMs: 60_000,
        }),
        preStoreMs: 200,
      },
    );

    expect(Date.now() - started).toBeLessThan(2_000);
    expect(result).toMatchObject({ outcome: 'stored', created: true, route: { route: 'single' } });
    const [stored] = await listQuotes(table);
    expect(stored).toMatchObject({ inDigest: false, estimate: { kind: 'estimated', approximate: true } });
  });
});

describe("submitQuote's fill time", () => {
  const context = () => ({ table, today: testToday, now: new Date(), retentionDays: 30 });
  // The site's form: its honeypot (empty) and the seconds since the page opened.
  const filledIn = (seconds: string) => ({
    ...aQuoteForm(),
    ...protocolFields,
    website: '',
    fill_seconds: seconds,
  });

  it('takes a form filled in under 3 s for a script', async () => {
    const result = await submitQuote(filledIn('2.9'), context());
    expect(result).toMatchObject({ outcome: 'spam', reason: 'fill_time' });
    expect(await listQuotes(table)).toEqual([]);
  });

  it('stores it when the caller sets a smaller minimum (the browser tests that are not about the filter)', async () => {
    const result = await submitQuote(filledIn('0.4'), { ...context(), minimumFillSeconds: 0 });
    expect(result).toMatchObject({ outcome: 'stored', created: true });
  });
});
