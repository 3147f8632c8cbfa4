/**
 * The local stand-in for DynamoDB Streams → sender function (dynalite has no streams): polls the table
 * for pending quotes and delivers each with the same `deliverQuote` the deployed sender calls, retrying
 * a failed one with exponential backoff until SES takes it.
 */
import { type DeliveryDeps, deliverQuote } from '@courier/lambdas/quote/deliver-quote';
import { listQuotes, type QuoteRecord } from '@courier/lambdas/quote/quote-store';

export interface SenderLoopOptions {
  /** How often the table is polled. */
  intervalMs?: number;
  /** Backoff after a failed attempt doubles from this… */
  firstRetryMs?: number;
  /** …up to this. */
  maxRetryMs?: number;
  /** Quotes delivered at once. */
  concurrency?: number;
}

export interface SenderLoop {
  stop(): Promise<void>;
}

export function startQuoteSenderLoop(deps: DeliveryDeps, options: SenderLoopOptions = {}): SenderLoop {
  const { intervalMs = 100, firstRetryMs = 500, maxRetryMs = 30_000, concurrency = 8 } = options;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const due = (record: QuoteRecord, now: number) => {
    if (record.attempts === 0 || !record.lastAttemptAt) return true;
    const backoff = Math.min(firstRetryMs * 2 ** (record.attempts - 1), maxRetryMs);
    return now >= Date.parse(record.lastAttemptAt) + backoff;
  };

  const tick = async () => {
    try {
      const now = Date.now();
      const pending = (await listQuotes(deps.table, { status: 'pending' })).filter((r) => due(r, now)).reverse();
      for (let i = 0; i < pending.length && !stopped; i += concurrency) {
        await Promise.all(pending.slice(i, i + concurrency).map((record) => deliverQuote(record.id, deps)));
      }
    } catch (error) {
      deps.logger('error', 'local quote sender failed', {
        errorName: error instanceof Error ? error.name : typeof error,
      });
    }
  };

  const loop = () => {
    if (stopped) return;
    running = tick().then(() => {
      if (!stopped) timer = setTimeout(loop, intervalMs);
    });
  };
  loop();

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
