import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { quoteEnv } from '@courier/common/api/lambda-env';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dynamoDbClientConfigFromEnv } from '../aws/dynamodb-client-config';
import { type LocalDynamo, startLocalDynamo } from '../quote/store/local-quote-table';
import { createGeocodeCache, geocodeCacheDays, geocodeCacheTableSchema, maxCachedGeocodes } from './geocode-cache';

let dynamo: LocalDynamo;
let tables = 0;
const dayMs = 86_400_000;

beforeAll(async () => {
  dynamo = await startLocalDynamo();
});
afterAll(() => dynamo.close());

/** A cache on a fresh table, counting the calls that reach the table. */
async function freshCache(now: () => number = Date.now) {
  const tableName = `geocodes-${++tables}`;
  await dynamo.createKeyTable(tableName, geocodeCacheTableSchema.partitionKey);
  let calls = 0;
  const db = new DynamoDBClient(dynamoDbClientConfigFromEnv({ [quoteEnv.dynamoDbEndpoint]: dynamo.endpoint }));
  db.middlewareStack.add(
    (next) => (args) => {
      calls++;
      return next(args);
    },
    { step: 'initialize', name: 'countCalls' },
  );
  return { cache: createGeocodeCache({ db, tableName }, now), calls: () => calls, tableName };
}

describe('geocode cache', () => {
  it('answers from memory without reaching the table, and from the table in a new container', async () => {
    const { cache, calls, tableName } = await freshCache();
    await cache.put(new Map([['LE1 1AA', [-1.13, 52.63]]]));
    const afterPut = calls();
    expect(await cache.get(['LE1 1AA'])).toEqual(new Map([['LE1 1AA', [-1.13, 52.63]]]));
    expect(calls()).toBe(afterPut);

    const coldContainer = createGeocodeCache({ db: dynamo.db, tableName });
    expect(await coldContainer.get(['LE1 1AA', 'M1 1AE'])).toEqual(new Map([['LE1 1AA', [-1.13, 52.63]]]));
  });

  it('keeps at most maxCachedGeocodes in memory, dropping the least recently used', async () => {
    const { cache, calls } = await freshCache();
    await cache.put(new Map([['P0', [0, 50]]]));
    const many = new Map<string, [number, number]>();
    for (let n = 1; n < maxCachedGeocodes; n++) many.set(`P${n}`, [0, 51]);
    // In batches of 20, as requests would bring them.
    const entries = [...many];
    for (let i = 0; i < entries.length; i += 20) {
      await cache.get(['P0']); // used on every request, so it stays
      await cache.put(new Map(entries.slice(i, i + 20)));
    }
    await cache.put(new Map([['P-new', [1, 52]]]));
    const before = calls();
    await cache.get(['P0', `P${maxCachedGeocodes - 1}`, 'P-new']);
    expect(calls()).toBe(before);
    await cache.get(['P1']);
    expect(calls()).toBe(before + 1);
  });

  it('keeps a found postcode for 30 days and an unknown one for a day', async () => {
    let now = Date.parse('2026-11-01T00:00:00Z');
    const clock = () => now;
    const first = await freshCache(clock);
    await first.cache.put(
      new Map<string, [number, number] | 'unknown'>([
        ['LE1 1AA', [-1.13, 52.63]],
        ['ZE9 9ZZ', 'unknown'],
      ]),
    );
    const coldContainer = () => createGeocodeCache({ db: dynamo.db, tableName: first.tableName }, clock);
    const found = async (cache: ReturnType<typeof coldContainer>, postcodes: string[]) =>
      [...(await cache.get(postcodes)).keys()].sort();
    now += geocodeCacheDays.unknown * dayMs - 1;
    expect(await found(coldContainer(), ['LE1 1AA', 'ZE9 9ZZ'])).toEqual(['LE1 1AA', 'ZE9 9ZZ']);
    now += 2;
    const later = coldContainer();
    expect(await found(later, ['LE1 1AA', 'ZE9 9ZZ'])).toEqual(['LE1 1AA']);
    now = Date.parse('2026-11-01T00:00:00Z') + geocodeCacheDays.found * dayMs + 1;
    expect((await later.get(['LE1 1AA'])).size).toBe(0);
  });
});
