/**
 * The digest. A quote stored past the wave rate (quote-limits.ts) waits in the pending index's `digest` channel, and
 * one stored past its sender's or IP's hourly cap in the `held` channel, instead of getting an email of its own. The
 * sweeper sends them: once the oldest wave quote has waited the digest interval, or the oldest held one the held
 * interval (an hour), every one that is due in either channel goes out in one email, each leased first and marked
 * sent after, exactly as a single quote is (deliver-quote.ts); the jobs to collect today or tomorrow come first in it,
 * then the rest oldest first. So none is lost (it stays pending, in the age alarm,
 * until a digest holding it is accepted by SES) and none is sent twice by two sweeps. Each quote is rendered on its
 * own: one that cannot be is marked failed and alarmed (deliver-quote.ts), and the others go without it.
 */
import { lambdaMetrics } from '@courier/common/api/lambda-env';
import { pickupDay } from '@courier/common/quote/pickup-day';
import { type DigestSection, renderDigestEmail, renderDigestSection } from '../../email/digest-email';
import { RequestNotBuiltError } from '../../email/renewing-ses-client';
import { sendQuoteEmail } from '../../email/send-quote-email';
import { errorName } from '../../observability/error-name';
import type { PendingQuote } from '../store/pending-quotes';
import type { QuoteRecord } from '../store/quote-record';
import { markQuoteSent, releaseSendLease, takeSendLease } from '../store/send-lease';
import {
  claimLinkFor,
  type DeliveryDeps,
  deployedRedelivery,
  failUndeliverable,
  outcomeUnknown,
  retryDelayMs,
  sendLeaseMs,
} from './deliver-quote';

/**
 * Enough for a wave of a few minutes from many IPs at the caps, small enough for one email: about 7.5 KB a quote
 * (text and HTML, measured), so under 4 MB, or about 5 MB once encoded, against SES's 10 MB. More wait for the next
 * sweep's digest.
 */
export const maxQuotesPerDigest = 500;

/** The tag values a digest's email carries in place of one quote's ID and reference. */
export const digestMailTag = 'digest';

export interface DigestReport {
  /** Quotes in the digest: 0 when none was due (or another sweeper took them). */
  quotes: number;
  outcome: 'none' | 'sent' | 'failed' | 'unknown';
  /** The IDs now sent. */
  sent: string[];
  /** The IDs left out because they cannot be sent as stored (now marked failed). */
  undeliverable: string[];
}

const none: DigestReport = { quotes: 0, outcome: 'none', sent: [], undeliverable: [] };

/** How long the oldest quote of each channel waits before a digest goes out. */
export interface DigestIntervals {
  /** The wave's quotes (`digest` channel). */
  waveMs: number;
  /** Quotes held past a cap (`held` channel). */
  heldMs: number;
}

/** When a pending quote waiting for a digest is due to go, by its channel's interval. */
export const digestDueAt = (quote: PendingQuote, intervals: DigestIntervals) =>
  Date.parse(quote.receivedAt) + (quote.channel === 'held' ? intervals.heldMs : intervals.waveMs);

/** 0 for a pickup today, 1 tomorrow (UK time), 2 for any later day: the digest's order. */
function urgency(record: QuoteRecord, now: Date): number {
  const day = pickupDay(record.quote.pickup_date, now);
  return day === 'today' ? 0 : day === 'tomorrow' ? 1 : 2;
}

/** Sends the digest if one is due: the oldest waiting quote of either channel has waited its interval. */
export async function sendDueDigest(
  deps: DeliveryDeps,
  pending: PendingQuote[],
  intervals: DigestIntervals,
): Promise<DigestReport> {
  const now = deps.now ?? (() => new Date());
  const start = now().getTime();
  const waiting = pending
    .filter((q) => (q.channel === 'digest' || q.channel === 'held') && q.nextTryAt <= start)
    .sort((a, b) => a.receivedAt.localeCompare(b.receivedAt));
  if (!waiting.some((q) => digestDueAt(q, intervals) <= start)) return none;

  const leases = await Promise.all(
    waiting.slice(0, maxQuotesPerDigest).map((q) => takeSendLease(deps.table, q.id, now(), sendLeaseMs, q.channel)),
  );
  // A job to collect today or tomorrow first, where staff look first: a wave must not bury the real lead in it.
  const leased = leases
    .filter((record): record is QuoteRecord => record !== undefined)
    .sort((a, b) => urgency(a, now()) - urgency(b, now()) || a.receivedAt.localeCompare(b.receivedAt));
  if (leased.length === 0) return none;

  // Each on its own: what is stored may not render (written by hand, or by an older version).
  const sections = new Map<QuoteRecord, DigestSection>();
  const undeliverable: QuoteRecord[] = [];
  const links = await Promise.all(leased.map((record) => claimLinkFor(record.id, deps, now())));
  for (const [i, record] of leased.entries()) {
    const claimLink = links[i];
    try {
      sections.set(
        record,
        renderDigestSection({
          quote: record.quote,
          reference: record.reference,
          receivedAt: record.receivedAt,
          ...(record.estimate ? { estimate: record.estimate } : {}),
          ...(record.provenance.test ? { test: true } : {}),
          ...(record.channel === 'held' ? { held: true } : {}),
          ...(claimLink ? { claimLink } : {}),
          ...(record.provenance.visit ? { visit: record.provenance.visit } : {}),
          sendingAt: now(),
        }),
      );
    } catch (error) {
      await failUndeliverable(record, error, deps, now());
      undeliverable.push(record);
    }
  }
  const included = [...sections.keys()];
  const left = undeliverable.map((r) => r.id);
  if (included.length === 0) return { quotes: 0, outcome: 'none', sent: [], undeliverable: left };

  const email = renderDigestEmail([...sections.values()]);
  const facts = { quotes: included.length, undeliverable: left.length };
  const redelivery = deps.redelivery ?? deployedRedelivery;
  let messageId: string;
  try {
    messageId = await sendQuoteEmail(deps.ses, email, deps.mail, { reference: digestMailTag, quoteId: digestMailTag });
  } catch (error) {
    // A digest whose request cannot be built has no one quote to blame: each goes back in line (the SES client is
    // a fresh one next time), and the failure is counted for the alarm.
    const notBuilt = error instanceof RequestNotBuiltError;
    const unknown = !notBuilt && outcomeUnknown(error);
    const retryAt = (record: QuoteRecord) =>
      now().getTime() + (unknown ? redelivery.unknownWaitMs : retryDelayMs(record.attempts, redelivery));
    await Promise.all(included.map((r) => releaseSendLease(deps.table, r, errorName(error), retryAt(r), unknown)));
    deps.logger('error', 'quote digest not sent', {
      ...facts,
      outcome: notBuilt ? lambdaMetrics.quoteDelivery.undeliverable : unknown ? 'ses_unknown' : 'ses_failed',
      errorName: errorName(error),
    });
    return { quotes: included.length, outcome: unknown ? 'unknown' : 'failed', sent: [], undeliverable: left };
  }
  await Promise.all(included.map((record) => markQuoteSent(deps.table, record, now(), messageId)));
  for (const record of included) {
    deps.gauge?.(
      lambdaMetrics.quoteDelivery.storeToSend,
      now().getTime() - Date.parse(record.receivedAt),
      'Milliseconds',
    );
  }
  deps.logger('info', 'quote digest sent', { ...facts, outcome: lambdaMetrics.quoteDelivery.digestSent.outcome });
  return { quotes: included.length, outcome: 'sent', sent: included.map((record) => record.id), undeliverable: left };
}
