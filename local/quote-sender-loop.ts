/**
 * The local stand-ins for what dynalite and the local SES cannot do:
 * - the stream sender (dynalite has no streams): polls for new pending quotes and delivers each with the same
 *   `deliverQuote` the deployed sender calls, retrying a failed one a few times with backoff, then giving up on
 *   it as the stream's retries do;
 * - the sweeper's schedule: the same `sweepQuotes` on a short timer, which then delivers what was given up on;
 * - SES's reports: an email the local inbox took counts as delivered to the mailbox (`reportInboxDelivery`).
 */
import type { SESClient } from '@aws-sdk/client-ses';
import { envName } from '@courier/common/settings/all-settings';
import { quoteSettings } from '@courier/common/settings/quotes';
import { remindersInsideLookBack } from '@courier/common/settings/settings-checks';
import { errorName } from '@courier/lambdas/observability/error-name';
import { type DeliveryDeps, deliverQuote, type RedeliverySettings } from '@courier/lambdas/quote/deliver/deliver-quote';
import { sweepSettingsFromEnv } from '@courier/lambdas/quote/deliver/delivery-env';
import { recordMailEvent } from '@courier/lambdas/quote/deliver/mail-events';
import { type SweepDeps, type SweepSettings, sweepQuotes } from '@courier/lambdas/quote/deliver/sweeper';
import { listPendingQuotes } from '@courier/lambdas/quote/store/pending-quotes';
import { listQuotes } from '@courier/lambdas/quote/store/quote-listing';
import type { QuoteRecord } from '@courier/lambdas/quote/store/quote-record';
import type { QuoteTable } from '@courier/lambdas/quote/store/quote-table';

export interface SenderLoopOptions {
  /** How often the table is polled while a quote waits for staff (a retry's backoff is timed against it)… */
  intervalMs?: number;
  /**
   * …and while none does. A quote the local API stores wakes the loop at once (`wake`), as a stream record starts the
   * deployed sender; this slower check finds one another process stored (`npm run quotes`). Polling the table ten
   * times a second with nothing to send kept an idle stack 5 % of a core busy.
   */
  idleIntervalMs?: number;
  /** Backoff after a failed attempt doubles from this… */
  firstRetryMs?: number;
  /** …for this many retries; then the quote is left to the sweeper, as the stream leaves it. */
  retries?: number;
  /** Quotes delivered at once. */
  concurrency?: number;
}

export interface Loop {
  stop(): Promise<void>;
}

export interface SenderLoop extends Loop {
  /** A quote may just have been stored: look now instead of at the next check. */
  wake(): void;
}

/**
 * Runs `tick` until stopped, each run `intervalMs` after the previous one ends, or `idleIntervalMs` after one that
 * found nothing to do (`tick` resolves false); `wake` runs it at once, or straight after the run under way.
 */
export function every(intervalMs: number, tick: () => Promise<boolean>, idleIntervalMs = intervalMs): SenderLoop {
  let stopped = false;
  let ticking = false;
  let wokenWhileTicking = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const loop = () => {
    if (stopped) return;
    ticking = true;
    running = tick().then((busy) => {
      ticking = false;
      if (stopped) return;
      if (wokenWhileTicking) {
        wokenWhileTicking = false;
        loop();
      } else timer = setTimeout(loop, busy ? intervalMs : idleIntervalMs);
    });
  };
  loop();
  return {
    wake() {
      if (stopped) return;
      if (ticking) wokenWhileTicking = true;
      else {
        clearTimeout(timer);
        loop();
      }
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

export function startQuoteSenderLoop(deps: DeliveryDeps, options: SenderLoopOptions = {}): SenderLoop {
  const { intervalMs = 100, idleIntervalMs = 1_000, firstRetryMs = 500, retries = 3, concurrency = 8 } = options;

  // The stream's view: a quote it has not given up on. An unknown outcome it leaves to the sweeper at once.
  const due = (record: QuoteRecord, now: number) => {
    // A quote for the wave digest is the sweeper's, as in AWS (the stream sender leaves it).
    if (record.inDigest || record.attempts > retries || record.unknownOutcomes > 0) return false;
    if (record.attempts === 0 || !record.lastAttemptAt) return true;
    return now >= Date.parse(record.lastAttemptAt) + firstRetryMs * 2 ** (record.attempts - 1);
  };

  return every(
    intervalMs,
    async () => {
      try {
        // The sparse pending index holds only quotes not yet sent: one query of it a tick, and the table's records
        // only when it names a quote for staff. A scan of the whole table ten times a second grew with every quote
        // the stack had stored.
        if ((await listPendingQuotes(deps.table, ['staff'])).length === 0) return false;
        const now = Date.now();
        const pending = (await listQuotes(deps.table, { status: 'pending' })).filter((r) => due(r, now)).reverse();
        for (let i = 0; i < pending.length; i += concurrency) {
          await Promise.all(pending.slice(i, i + concurrency).map((record) => deliverQuote(record.id, deps)));
        }
      } catch (error) {
        deps.logger('error', 'local quote sender failed', { errorName: errorName(error) });
      }
      return true;
    },
    idleIntervalMs,
  );
}

/** Local timings: the deployed ones (minutes) compressed to seconds, so a stranded quote arrives while you watch. */
export const localRedelivery: RedeliverySettings = {
  firstSweepAfterMs: 5_000,
  retryBaseMs: 2_000,
  retryMaxMs: 10_000,
  streamAttempts: 4,
  unknownWaitMs: 5_000,
};

/** Local digest interval unless `QUOTE_DIGEST_MINUTES` is set: 15 s rather than minutes, so a digest arrives while you watch. */
export const localDigestMinutes = quoteSettings.quoteDigestMinutes.localDefault;

/** Local held-quotes digest wait unless `QUOTE_HELD_DIGEST_MINUTES` is set: 30 s rather than an hour. */
export const localHeldDigestMinutes = quoteSettings.quoteHeldDigestMinutes.localDefault;

/** The sweeper's settings as the deployed one reads them, but with the local digest waits unless they are set. */
export function localSweepSettings(env: Record<string, string | undefined>): SweepSettings {
  const settings = sweepSettingsFromEnv(env);
  const unset = (key: keyof SweepSettings) => !env[envName(key)]?.trim();
  return {
    ...settings,
    ...(unset('quoteDigestMinutes') && { quoteDigestMinutes: localDigestMinutes }),
    ...(unset('quoteHeldDigestMinutes') && { quoteHeldDigestMinutes: localHeldDigestMinutes }),
  };
}

/** How often the local sweeper runs: every 2 s rather than every few minutes. */
export const localSweepIntervalMs = 2_000;

/**
 * LEAD_ESCALATION_MINUTES too long for every reminder to come within the sweeper's look-back window (the sweeper
 * runs every `localSweepIntervalMs` here); the deployed stack refuses the same of its settings at synth.
 */
export function localRemindersProblem(env: Record<string, string | undefined>): string | undefined {
  const { leadEscalationMinutes } = sweepSettingsFromEnv(env);
  const problem = remindersInsideLookBack({ leadEscalationMinutes, quoteSweepMinutes: localSweepIntervalMs / 60_000 });
  return problem && `${envName('leadEscalationMinutes')}: ${problem}`;
}

/** The sweeper on a short timer instead of an EventBridge schedule. */
export function startSweeperLoop(deps: SweepDeps, settings: SweepSettings, intervalMs = localSweepIntervalMs): Loop {
  return every(intervalMs, async () => {
    try {
      await sweepQuotes(deps, settings);
    } catch (error) {
      deps.logger('error', 'local quote sweeper failed', { errorName: errorName(error) });
    }
    return true;
  });
}

/**
 * What SES's Delivery report and the events function do in AWS: each staff email the local inbox accepted is
 * recorded on its quote as delivered to the mailbox.
 */
export function reportInboxDelivery(ses: SESClient, table: QuoteTable, deps: Pick<DeliveryDeps, 'logger'>): void {
  ses.middlewareStack.add(
    (next) => async (args) => {
      const result = await next(args);
      const tags = (args.input as { Tags?: { Name?: string; Value?: string }[] }).Tags;
      if (tags) {
        const mailTags = Object.fromEntries(tags.map((tag) => [tag.Name ?? '', [tag.Value ?? '']]));
        await recordMailEvent(table, { eventType: 'Delivery', mail: { tags: mailTags } }, deps.logger).catch(
          (error: unknown) => deps.logger('warn', 'local delivery report failed', { errorName: errorName(error) }),
        );
      }
      return result;
    },
    { step: 'initialize', name: 'localInboxDeliveryReport' },
  );
}
