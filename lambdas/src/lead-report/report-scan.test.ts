/** The report read from the table (issue 53 I): the period's quotes only, projected, a page at a time. */
import { BatchWriteItemCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import { afterEach, describe, expect, it } from 'vitest';
import { leadItemAttributes, reportItems, reportPeriod, reportQuotes } from '../../test-support/lead-report-fixture';
import { useLocalQuoteStore } from '../../test-support/local-quote-store';
import type { Item } from '../aws/document-client';
import { leadHistoryAttr } from '../quote/store/lead-history';
import { ackCounterKind } from '../quote/store/quote-table';
import { leadReport } from './lead-report';
import { reportAttributes, reportFromTable } from './report-scan';

const store = useLocalQuoteStore();
afterEach(() => {
  store.table.db.middlewareStack.remove('keepScanPages');
});

async function put(items: Item[]) {
  for (let i = 0; i < items.length; i += 25) {
    const batch = items.slice(i, i + 25).map((item) => ({ PutRequest: { Item: marshall(item) } }));
    await store.table.db.send(new BatchWriteItemCommand({ RequestItems: { [store.table.tableName]: batch } }));
  }
}

/** The items each Scan page brought back, as the client received them. */
function pagesOf(db: DynamoDBClient): Record<string, unknown>[][] {
  const pages: Record<string, unknown>[][] = [];
  db.middlewareStack.add(
    (next) => async (args) => {
      const result = await next(args);
      const items = (result.output as { Items?: Record<string, unknown>[] } | undefined)?.Items;
      if (items) pages.push(items);
      return result;
    },
    { step: 'initialize', name: 'keepScanPages' },
  );
  return pages;
}

describe('the report from the quote table', () => {
  it('is the report of the same quotes, read in one scan of only the period’s quote items', async () => {
    // What the report does not read rides on the items too: a history, delivery state, a counter item.
    const history = Array.from({ length: 40 }, (_, i) => ({ at: `2026-10-2${i % 9}T10:00:00Z`, event: 'reminded' }));
    await put([
      ...reportItems.map((item) => ({ ...item, [leadHistoryAttr]: history, mailStatus: 'delivered', attempts: 2 })),
      { id: 'counter-1', kind: ackCounterKind, receivedAt: '2026-10-20T10:00:00.000Z' },
    ]);
    const pages = pagesOf(store.table.db);

    expect(await reportFromTable(store.table, reportPeriod)).toEqual(leadReport(reportQuotes, reportPeriod));
    const returned = pages.flat();
    // The two quotes outside the period and the counter stay in DynamoDB: the filter is the table's, not ours.
    expect(returned).toHaveLength(reportItems.length - 2);
    for (const item of returned) {
      expect(Object.keys(item).filter((name) => !(reportAttributes as readonly string[]).includes(name))).toEqual([]);
    }
  });

  it('adds up every page of a scan that takes many', async () => {
    // Items of ~20 KB each: DynamoDB pages a scan at 1 MB read, so 150 of them take several pages.
    const notes = 'x'.repeat(20_000);
    const many = Array.from({ length: 150 }, (_, i) =>
      leadItemAttributes({
        reference: `Q-${String(i).padStart(6, '0')}`,
        receivedAt: new Date(reportPeriod.from.getTime() + i * 60_000).toISOString(),
        visit: { utmSource: `source${i % 3}` },
      }),
    ).map((item) => ({ ...item, padding: notes }));
    await put(many);
    const pages = pagesOf(store.table.db);

    const report = await reportFromTable(store.table, reportPeriod);
    expect(pages.length).toBeGreaterThan(2);
    expect(report.totals.quotes).toBe(150);
    expect(report.bySource.map((row) => [row.key, row.quotes])).toEqual([
      ['source0', 50],
      ['source1', 50],
      ['source2', 50],
    ]);
  });
});
