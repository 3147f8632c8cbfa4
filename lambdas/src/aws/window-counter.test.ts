import { GetItemCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalDynamo, startLocalDynamo } from '../quote/store/local-quote-table';
import { addWithinLimits, type CounterTable, type CounterWindow, windowCounterTableSchema } from './window-counter';

const hourMs = 3_600_000;
const windows: CounterWindow[] = [
  { name: 'hour', lengthMs: hourMs, limit: 100 },
  { name: 'day', lengthMs: 24 * hourMs, limit: 250 },
];
const noon = Date.parse('2026-11-24T12:00:00Z');

let dynamo: LocalDynamo;
let table: CounterTable;
let n = 0;
beforeAll(async () => {
  dynamo = await startLocalDynamo();
  table = { db: dynamo.db, tableName: 'counters' };
  await dynamo.createKeyTable(table.tableName, windowCounterTableSchema.partitionKey);
});
afterAll(() => dynamo.close());
const freshKey = () => `test-${++n}`;

describe('addWithinLimits', () => {
  it('adds while the totals stay within every limit, then refuses without adding', async () => {
    const key = freshKey();
    expect(await addWithinLimits(table, key, 60, windows, { now: noon })).toEqual({ ok: true });
    expect(await addWithinLimits(table, key, 40, windows, { now: noon + 1 })).toEqual({ ok: true });
    expect(await addWithinLimits(table, key, 1, windows, { now: noon + 2 })).toEqual({ ok: false, exceeded: 'hour' });
    // Nothing was added by the refusal: a zero still fits exactly.
    expect(await addWithinLimits(table, key, 0, windows, { now: noon + 3 })).toEqual({ ok: true });
  });

  it('starts each hour from zero, but keeps the day’s total', async () => {
    const key = freshKey();
    expect(await addWithinLimits(table, key, 100, windows, { now: noon })).toEqual({ ok: true });
    expect(await addWithinLimits(table, key, 100, windows, { now: noon + hourMs })).toEqual({ ok: true });
    expect(await addWithinLimits(table, key, 60, windows, { now: noon + 2 * hourMs })).toEqual({
      ok: false,
      exceeded: 'day',
    });
    expect(await addWithinLimits(table, key, 50, windows, { now: noon + 2 * hourMs })).toEqual({ ok: true });
    // The next day starts again.
    expect(await addWithinLimits(table, key, 100, windows, { now: noon + 24 * hourMs })).toEqual({ ok: true });
  });

  it('refuses an amount larger than a limit without calling the store', async () => {
    const offline = { db: { send: () => Promise.reject(new Error('no call expected')) }, tableName: 'x' };
    expect(await addWithinLimits(offline as never, freshKey(), 101, windows, { now: noon })).toEqual({
      ok: false,
      exceeded: 'hour',
    });
  });

  it('never lets concurrent callers (many containers) overrun a limit', async () => {
    const key = freshKey();
    const results = await Promise.all(
      Array.from({ length: 40 }, () => addWithinLimits(table, key, 7, windows, { now: noon })),
    );
    // 14 × 7 = 98 fits in the hour's 100; a fifteenth would make 105.
    expect(results.filter((result) => result.ok)).toHaveLength(14);
  });

  it('sets the TTL a day after the longest window ends', async () => {
    const key = freshKey();
    await addWithinLimits(table, key, 1, windows, { now: noon });
    const dayStart = Date.parse('2026-11-24T00:00:00Z');
    const { Item } = await dynamo.db.send(
      new GetItemCommand({ TableName: table.tableName, Key: { key: { S: `${key}#${dayStart}` } } }),
    );
    expect(Number(Item?.expiresAt?.N)).toBe((dayStart + 48 * hourMs) / 1000);
  });
});
