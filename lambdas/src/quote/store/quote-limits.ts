/**
 * The limits on storing quotes, so a spam wave cannot bury real leads (issue 26 part B), counted in DynamoDB window
 * counters that every container shares (aws/window-counter.ts):
 * - per sender mailbox (the normalised address, sender-address.ts) and per client IP (an IPv6 one by its /64), an
 *   hour: past either cap the quote is still stored, but held for the held-quotes digest (digest.ts) instead of an
 *   email of its own, so a firm sending many jobs loses none and a spammer cannot fill staff's inbox;
 * - the wave rate, over all quotes: past it, quotes are still stored, but staff get them in a digest every few
 *   minutes (digest.ts) instead of one email each, and operations get the wave alarm.
 * A counter that fails or is slow never costs a lead: the quote is stored and mailed as usual.
 */
import { createHash } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { quoteEnv } from '@courier/common/api/lambda-env';
import { quoteSettings } from '@courier/common/settings/quotes';
import { type EnvValues, pickSettings, readSettings } from '@courier/common/settings/setting-env';
import { dynamoDbClientConfigFromEnv } from '../../aws/dynamodb-client-config';
import { addWithinLimits, type CounterTable, type CounterWindow } from '../../aws/window-counter';
import { errorName } from '../../observability/error-name';
import type { Logger } from '../../observability/observability';
import { senderAddressKey } from './sender-address';

/**
 * The caps a quote function reads (the stack sets them, infra/lib/quotes/quote-pipeline.ts): quotes mailed singly
 * per sender mailbox and per client IP an hour, and the quotes in the wave's window past which the rest go to digests.
 */
export const quoteLimitSettings = pickSettings(quoteSettings, [
  'quoteCapPerAddressPerHour',
  'quoteCapPerIpPerHour',
  'quoteWaveLimit',
  'quoteWaveMinutes',
]);

export type QuoteLimitSettings = EnvValues<typeof quoteLimitSettings>;

/** Each cap as the environment sets it, else its default. */
export const quoteLimitSettingsFromEnv = (env: Record<string, string | undefined>): QuoteLimitSettings =>
  readSettings(env, quoteLimitSettings);

/** Which cap a quote is past: its sender's mailbox, or its client IP. */
export type Cap = 'address' | 'ip';

/**
 * How a new quote reaches staff: `single`, an email of its own; `digest`, past the wave rate, in the next digest;
 * `held`, past a cap, in the held-quotes digest (which any wave digest also carries).
 */
export type LimitDecision = { route: 'single' } | { route: 'digest' } | { route: 'held'; cap: Cap };

/** Who sent the quote: the address it gives, and its client IP's cap key (client-ip.ts: an IPv6 address's /64). */
export interface QuoteSender {
  address: string;
  ip?: string;
}

/** Checks a new quote against the limits and counts it; one per quote that would be stored, never for a repeat. */
export type QuoteLimits = (sender: QuoteSender) => Promise<LimitDecision>;

/** The counters' own calls are bounded: the visitor is waiting, and a hung counter must not hold the quote. */
export const limitCallsMs = 1_000;

const hourMs = 3_600_000;
const hashed = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 32);

export function createQuoteLimits(
  counters: CounterTable,
  settings: QuoteLimitSettings,
  {
    logger,
    now = Date.now,
    callTimeoutMs = limitCallsMs,
  }: { logger: Logger; now?: () => number; callTimeoutMs?: number },
): QuoteLimits {
  const hour = (limit: number): CounterWindow[] => [{ name: 'hour', lengthMs: hourMs, limit }];
  const wave: CounterWindow[] = [
    { name: 'wave', lengthMs: settings.quoteWaveMinutes * 60_000, limit: settings.quoteWaveLimit },
  ];
  return async ({ address, ip }) => {
    const options = () => ({ now: now(), abortSignal: AbortSignal.timeout(callTimeoutMs) });
    try {
      // No address or IP is kept: the counters' keys are hashes.
      const byAddress = await addWithinLimits(
        counters,
        `quote-address#${senderAddressKey(address)}`,
        1,
        hour(settings.quoteCapPerAddressPerHour),
        options(),
      );
      if (!byAddress.ok) return { route: 'held', cap: 'address' };
      if (ip) {
        const byIp = await addWithinLimits(
          counters,
          `quote-ip#${hashed(ip)}`,
          1,
          hour(settings.quoteCapPerIpPerHour),
          options(),
        );
        if (!byIp.ok) return { route: 'held', cap: 'ip' };
      }
      const inWave = await addWithinLimits(counters, 'quote-wave', 1, wave, options());
      return inWave.ok ? { route: 'single' } : { route: 'digest' };
    } catch (error) {
      logger('error', 'quote limits unavailable: stored and mailed as usual', {
        errorName: errorName(error),
      });
      return { route: 'single' };
    }
  };
}

/**
 * Deployed: the counters table and caps the stack sets. Without a table (a stack from before the limits) there are
 * none, and the log says so once.
 */
export function quoteLimitsFromEnv(env: Record<string, string | undefined>, logger: Logger): { limits?: QuoteLimits } {
  const tableName = env[quoteEnv.quoteCounterTableName]?.trim();
  if (!tableName) {
    logger('error', `quote limits off: ${quoteEnv.quoteCounterTableName} is not set`);
    return {};
  }
  const db = new DynamoDBClient(dynamoDbClientConfigFromEnv(env));
  return { limits: createQuoteLimits({ db, tableName }, quoteLimitSettingsFromEnv(env), { logger }) };
}
