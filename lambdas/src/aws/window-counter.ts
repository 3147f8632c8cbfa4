/**
 * Counters per time window, shared by every container through one DynamoDB table: "add N to the counter for this
 * window if its total stays within the limit", atomically (one conditional UpdateItem). Windows nest (an hour in
 * a day), so all of one key's windows live in one item per longest window, and one call checks and adds to all of
 * them or to none. The item expires by TTL a day after its longest window ends.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { conditionalUpdate } from './conditional-update';
import { type DynamoTable, documentClient, numberOf } from './document-client';

/** The counter table's key and TTL attribute: the CDK table and the local store are built from these names. */
export const windowCounterTableSchema = { partitionKey: 'key', timeToLiveAttribute: 'expiresAt' } as const;

export type CounterTable = DynamoTable;

export interface CounterWindow {
  /** Names the window in the item and in the answer ("hour", "day"). */
  name: string;
  /** Its length; each window's length divides the longest one's, counted from the Unix epoch (UTC). */
  lengthMs: number;
  /** The most the window's total may reach. */
  limit: number;
}

export type CounterResult = { ok: true } | { ok: false; exceeded: string };

const expiryAfterWindowMs = 86_400_000;

const windowStart = (now: number, window: CounterWindow) => now - (now % window.lengthMs);

/**
 * Adds `amount` (a whole number ≥ 0) to `key`'s counter in each window around `now`, only if every total stays
 * within its limit. Otherwise adds nothing and names a window that would overrun (the shortest such one).
 */
export async function addWithinLimits(
  table: CounterTable,
  key: string,
  amount: number,
  windows: readonly CounterWindow[],
  { now = Date.now(), abortSignal }: { now?: number; abortSignal?: AbortSignal } = {},
): Promise<CounterResult> {
  if (!Number.isInteger(amount) || amount < 0) throw new RangeError(`Counter amount must be a whole number ≥ 0`);
  const byLength = [...windows].sort((a, b) => a.lengthMs - b.lengthMs);
  const longest = byLength[byLength.length - 1];
  if (!longest) throw new RangeError('At least one window is needed');
  const tooBig = byLength.find((window) => amount > window.limit);
  if (tooBig) return { ok: false, exceeded: tooBig.name };

  const itemKey = `${key}#${windowStart(now, longest)}`;
  const names: Record<string, string> = { '#ttl': windowCounterTableSchema.timeToLiveAttribute };
  const values: Record<string, number> = {
    ':amount': amount,
    ':ttl': Math.ceil((windowStart(now, longest) + longest.lengthMs + expiryAfterWindowMs) / 1000),
  };
  const conditions: string[] = [];
  byLength.forEach((window, i) => {
    // The window's start in the attribute name: the next hour of the same day counts from zero.
    names[`#w${i}`] = `${window.name}@${windowStart(now, window)}`;
    values[`:max${i}`] = window.limit - amount;
    conditions.push(`(attribute_not_exists(#w${i}) OR #w${i} <= :max${i})`);
  });
  const added = await conditionalUpdate(
    table,
    {
      Key: { [windowCounterTableSchema.partitionKey]: itemKey },
      UpdateExpression: `ADD ${byLength.map((_, i) => `#w${i} :amount`).join(', ')} SET #ttl = :ttl`,
      ConditionExpression: conditions.join(' AND '),
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
    { abortSignal },
  );
  if (added) return { ok: true };
  // Refused: read the totals once to say which window is full (for the metric and the log, not for the decision).
  const { Item } = await documentClient(table.db).send(
    new GetCommand({
      TableName: table.tableName,
      Key: { [windowCounterTableSchema.partitionKey]: itemKey },
      ConsistentRead: true,
    }),
    { abortSignal },
  );
  const full = byLength.find((window) => {
    const total = (Item && numberOf(Item, `${window.name}@${windowStart(now, window)}`)) ?? 0;
    return total + amount > window.limit;
  });
  return { ok: false, exceeded: (full ?? longest).name };
}
