/**
 * Redelivery of quotes the stream sender could not send (SES down longer than its retries, an unknown
 * outcome, a sender that died), and the operator's resends: the same `deliverQuote`, the same send lease, so
 * no sender ever sends a quote another is sending or has sent.
 */
import { lambdaMetrics } from '@courier/common/api/lambda-env';
import { leadSettings } from '@courier/common/settings/leads';
import { monitoringSettings } from '@courier/common/settings/monitoring';
import { quoteSettings } from '@courier/common/settings/quotes';
import { type EnvValues, pickSettings } from '@courier/common/settings/setting-env';
import { worstCaseDeliveryMs } from '../../aws/client-config';
import { errorName } from '../../observability/error-name';
import { listPendingQuotes, type PendingQuote, reopenQuote } from '../store/pending-quotes';
import { type DeliveryDeps, type DeliveryOutcome, deliverQuote, deployedRedelivery } from './deliver-quote';
import { digestDueAt, sendDueDigest } from './digest';

/**
 * The settings the sweeper reads (the stack sets them, infra/lib/quotes/quote-delivery.ts): minutes between sweeps
 * (the undelivered reminder goes out in the first sweep of each hour), the age at which a waiting quote counts as
 * stranded, the digests' waits, and the unclaimed leads' reminders, to staff and operations.
 */
export const sweeperSettings = pickSettings({ ...quoteSettings, ...leadSettings, ...monitoringSettings }, [
  'quoteSweepMinutes',
  'quoteUndeliveredAlarmMinutes',
  'quoteDigestMinutes',
  'quoteHeldDigestMinutes',
  'leadEscalationMinutes',
  // Written for the reminders' and on-call alerts' recipients; read with the mail settings (email/mail-env.ts).
  'operationsEmail',
]);

type SweeperValues = EnvValues<typeof sweeperSettings>;

/**
 * The sweeper's settings, as read from its environment. A test may give the sweeps' interval and the alarm's age
 * alone: a wave's digest then waits one sweep, the held quotes' an hour, and no unclaimed lead is reminded.
 */
export type SweepSettings = Pick<SweeperValues, 'quoteSweepMinutes' | 'quoteUndeliveredAlarmMinutes'> &
  Partial<SweeperValues>;

/**
 * The reminders of quotes nobody has claimed, which a sweep runs after its deliveries while `leadEscalationMinutes` is set:
 * lead-claim/escalation.ts's `escalateUnclaimed`. Delivery does not import lead claims (docs/decisions/036): whoever
 * composes the sweeper (its handler, the local stack, the tests' fixtures) plugs them in. `fits` says whether another
 * email's worst case still fits the time left.
 */
export type UnclaimedReminders = (
  deps: DeliveryDeps & { now: () => Date },
  escalationMinutes: number,
  fits: () => boolean,
) => Promise<RemindersReport>;

/** What a sweep reads of the reminders' report, for its log and its own report: the quotes unclaimed, the reminders sent. */
export interface RemindersReport {
  unclaimed: number;
  reminded: readonly unknown[];
}

/** What the sweeper runs with: delivery's dependencies, and the reminders (required, so no composer leaves them out). */
export interface SweepDeps extends DeliveryDeps {
  remindUnclaimed: UnclaimedReminders;
}

export interface SweepOptions {
  /** Lambda's clock: a quote is started only while its worst case still fits. */
  timeLeftMs?: () => number;
}

export interface SweepReport {
  /** Quotes not sent when the sweep began. */
  pending: number;
  outcomes: Partial<Record<DeliveryOutcome, number>>;
  /** Quotes sent in this sweep's digest (0: no digest was due). */
  digested: number;
  /** Quotes the digest left out because they cannot be sent as stored (now failed). */
  undeliverable: number;
  /** Still not sent after it, and how long the oldest has waited (0 when none). */
  undelivered: number;
  oldestAgeSeconds: number;
  reminded: boolean;
  /** The unclaimed quotes' reminders (none when escalation is off or it failed). */
  escalation?: RemindersReport;
}

const { quoteDelivery } = lambdaMetrics;

/**
 * One sweep: one query of the pending index, then each quote that is due (stored long enough ago for the
 * stream to have had it, and past its next-try time) delivered, soonest due first. It publishes how many
 * quotes wait and the oldest one's age, and, while that age is past the alarm's, a reminder once an hour.
 */
export async function sweepQuotes(
  deps: SweepDeps,
  settings: SweepSettings,
  options: SweepOptions = {},
): Promise<SweepReport> {
  const now = deps.now ?? (() => new Date());
  const redelivery = deps.redelivery ?? deployedRedelivery;
  const budgetMs = worstCaseDeliveryMs(deps.acknowledgement.enabled);
  const pending = await listPendingQuotes(deps.table);
  const start = now().getTime();
  const due = pending
    .filter(
      (q) =>
        q.channel === 'staff' &&
        q.nextTryAt <= start &&
        Date.parse(q.receivedAt) <= start - redelivery.firstSweepAfterMs,
    )
    .sort((a, b) => a.nextTryAt - b.nextTryAt);

  const outcomes: SweepReport['outcomes'] = {};
  const done = new Set<string>();
  for (const quote of due) {
    if (options.timeLeftMs && options.timeLeftMs() < budgetMs) break;
    const outcome = await deliverQuote(quote.id, deps);
    outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
    if (['sent', 'already_sent', 'missing', 'undeliverable'].includes(outcome)) done.add(quote.id);
    // A send that hung: SES is in trouble, and every further quote would wait out its own timeout too.
    if (outcome === 'unknown') break;
  }
  // The wave's and the held quotes in one email, unless SES just hung or the time is gone.
  const fits = !options.timeLeftMs || options.timeLeftMs() >= budgetMs;
  const intervals = {
    waveMs: (settings.quoteDigestMinutes ?? settings.quoteSweepMinutes) * 60_000,
    heldMs: (settings.quoteHeldDigestMinutes ?? quoteSettings.quoteHeldDigestMinutes.default) * 60_000,
  };
  const digest = fits && !outcomes.unknown ? await sendDueDigest(deps, pending, intervals) : undefined;
  for (const id of [...(digest?.sent ?? []), ...(digest?.undeliverable ?? [])]) done.add(id);

  const escalation = settings.leadEscalationMinutes
    ? await deps
        .remindUnclaimed(
          { ...deps, now },
          settings.leadEscalationMinutes,
          () => !options.timeLeftMs || options.timeLeftMs() >= budgetMs,
        )
        .catch((error: unknown) => {
          // The deliveries above are done and reported below whatever the reminders did.
          deps.logger('error', 'unclaimed quote reminders failed', { errorName: errorName(error) });
          return undefined;
        })
    : undefined;

  const waiting = pending.filter((q) => !done.has(q.id));
  const end = now().getTime();
  // A held quote is waiting on purpose until its digest is due: its age counts from then, so the age alarm rings
  // only for one the digest did not take.
  const waitingSince = (q: PendingQuote) =>
    q.channel === 'held' ? Math.min(digestDueAt(q, intervals), end) : Date.parse(q.receivedAt);
  const oldestAgeSeconds = waiting.length > 0 ? Math.round((end - Math.min(...waiting.map(waitingSince))) / 1000) : 0;
  deps.gauge?.(quoteDelivery.undelivered.outcome, waiting.length, 'Count');
  deps.gauge?.(quoteDelivery.oldestAge.outcome, oldestAgeSeconds, 'Seconds');
  const reminded =
    oldestAgeSeconds >= settings.quoteUndeliveredAlarmMinutes * 60 &&
    end % 3_600_000 < settings.quoteSweepMinutes * 60_000;
  const digested = digest?.sent.length ?? 0;
  const facts = {
    pending: pending.length,
    undelivered: waiting.length,
    oldestAgeSeconds,
    digested,
    ...outcomes,
    ...(escalation ? { unclaimed: escalation.unclaimed, unclaimedReminders: escalation.reminded.length } : {}),
  };
  if (reminded) deps.logger('error', 'quotes still undelivered', { ...facts, outcome: quoteDelivery.reminder.outcome });
  // An empty sweep every few minutes (every 2 s under npm start) is noise: debug, below the default log level.
  else deps.logger(waiting.length > 0 ? 'warn' : pending.length > 0 ? 'info' : 'debug', 'quote sweep done', facts);
  const undeliverable = digest?.undeliverable.length ?? 0;
  return {
    pending: pending.length,
    outcomes,
    digested,
    undeliverable,
    undelivered: waiting.length,
    oldestAgeSeconds,
    reminded,
    ...(escalation ? { escalation } : {}),
  };
}

export type ResendOutcome = DeliveryOutcome | 'sent_before' | 'not_found';

/**
 * The operator's resend: each quote is put back in line (a sent one only with `force`) and delivered now,
 * one after the other. `sent_before`: sent already and not forced; nothing was sent.
 */
export async function resendQuotes(
  deps: DeliveryDeps,
  ids: string[],
  force: boolean,
): Promise<{ id: string; outcome: ResendOutcome }[]> {
  const now = deps.now ?? (() => new Date());
  const results: { id: string; outcome: ResendOutcome }[] = [];
  for (const id of ids) {
    if (!(await reopenQuote(deps.table, id, now(), force))) {
      const outcome = await deliverQuote(id, deps);
      results.push({
        id,
        outcome: outcome === 'already_sent' ? 'sent_before' : outcome === 'missing' ? 'not_found' : outcome,
      });
      continue;
    }
    results.push({ id, outcome: await deliverQuote(id, deps) });
  }
  return results;
}

/** Every quote not yet sent, for `--resend-pending`. */
export async function pendingQuoteIds(deps: Pick<DeliveryDeps, 'table'>): Promise<string[]> {
  return (await listPendingQuotes(deps.table)).map((q) => q.id);
}
