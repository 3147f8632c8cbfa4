/**
 * Geocodes paid for once, then shared: level 1 is this container's memory (the most recently used few thousand),
 * level 2 a DynamoDB table every container reads (found postcodes for 30 days, unknown ones for a day, then TTL
 * removes them). The place index's IntendedUse is Storage, which allows keeping its results (DEPLOY.md).
 */
import { BatchGetCommand, BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { type DynamoTable, documentClient, numberOf, textOf } from '../aws/document-client';
import type { Position } from './amazon-location-provider';

/** The table's key and TTL attribute: the CDK table and the local store are built from these names. */
export const geocodeCacheTableSchema = { partitionKey: 'postcode', timeToLiveAttribute: 'expiresAt' } as const;

/** How long a geocode is kept: a postcode's position rarely moves; a typo may become a new postcode. */
export const geocodeCacheDays = { found: 30, unknown: 1 } as const;

/** Geocodes kept per container: a few hundred KB at most, and a flood of distinct postcodes can't grow it. */
export const maxCachedGeocodes = 2_000;

/** A position, or `unknown` when the place index found no such postcode. */
export type CachedGeocode = Position | 'unknown';

export interface GeocodeCache {
  /** Each postcode's cached geocode, from memory first, then the shared table; a miss is absent from the map. */
  get(postcodes: readonly string[], options?: { abortSignal?: AbortSignal }): Promise<Map<string, CachedGeocode>>;
  /** Keeps fresh geocodes at both levels. */
  put(geocodes: ReadonlyMap<string, CachedGeocode>): Promise<void>;
}

export type GeocodeTable = DynamoTable;

const dayMs = 86_400_000;
const { partitionKey, timeToLiveAttribute } = geocodeCacheTableSchema;

export function createGeocodeCache(table: GeocodeTable, now: () => number = Date.now): GeocodeCache {
  const memory = new Map<string, { geocode: CachedGeocode; expiresAt: number }>();
  const remember = (postcode: string, geocode: CachedGeocode, expiresAt: number) => {
    // A Map iterates in insertion order: re-inserting marks it most recently used.
    memory.delete(postcode);
    memory.set(postcode, { geocode, expiresAt });
    if (memory.size > maxCachedGeocodes) memory.delete(memory.keys().next().value as string);
  };

  return {
    async get(postcodes, { abortSignal } = {}) {
      const found = new Map<string, CachedGeocode>();
      const misses: string[] = [];
      for (const postcode of postcodes) {
        const entry = memory.get(postcode);
        if (entry && entry.expiresAt > now()) {
          remember(postcode, entry.geocode, entry.expiresAt);
          found.set(postcode, entry.geocode);
        } else misses.push(postcode);
      }
      if (misses.length === 0) return found;
      // At most 22 postcodes a request: one batch (the limit is 100 keys). Unprocessed keys count as misses.
      const { Responses } = await documentClient(table.db).send(
        new BatchGetCommand({
          RequestItems: { [table.tableName]: { Keys: misses.map((postcode) => ({ [partitionKey]: postcode })) } },
        }),
        { abortSignal },
      );
      for (const item of Responses?.[table.tableName] ?? []) {
        const postcode = textOf(item, partitionKey);
        const expiresAt = Number(numberOf(item, timeToLiveAttribute)) * 1000;
        // TTL deletes expired items within days, not at once: an expired one is a miss.
        if (!postcode || !(expiresAt > now())) continue;
        const geocode: CachedGeocode =
          item.unknown === true ? 'unknown' : [Number(numberOf(item, 'longitude')), Number(numberOf(item, 'latitude'))];
        remember(postcode, geocode, expiresAt);
        found.set(postcode, geocode);
      }
      return found;
    },

    async put(geocodes) {
      if (geocodes.size === 0) return;
      const requests = [...geocodes].map(([postcode, geocode]) => {
        const days = geocode === 'unknown' ? geocodeCacheDays.unknown : geocodeCacheDays.found;
        const expiresAt = now() + days * dayMs;
        remember(postcode, geocode, expiresAt);
        const place = geocode === 'unknown' ? { unknown: true } : { longitude: geocode[0], latitude: geocode[1] };
        return {
          PutRequest: {
            Item: { [partitionKey]: postcode, [timeToLiveAttribute]: Math.ceil(expiresAt / 1000), ...place },
          },
        };
      });
      // At most 22 a request: one batch (the limit is 25). Unprocessed items are simply looked up again later.
      await documentClient(table.db).send(new BatchWriteCommand({ RequestItems: { [table.tableName]: requests } }));
    },
  };
}
