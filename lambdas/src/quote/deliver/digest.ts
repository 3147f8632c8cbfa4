/**
 * The wave digest. A quote stored past the wave rate (quote-limits.ts) waits in the pending index's `digest`
 * channel instead of getting an email of its own. The sweeper sends them: once the oldest has waited the digest
 * interval, every one that is due goes out in one email, each claimed first and marked sent after, exactly as a
 * single quote is (deliver-quote.ts). So none is lost (it stays pending, in the age alarm, until a digest holding
 * it is accepted by SES) and none is sent twice by two sweeps.
 */
import { lambdaMetrics } from '@courier/common/api/lambda-env';
import { renderDigestEmail } from '../../email/quote-email';
import { sendQuoteEmail } from '../../email/send-quote-email';
import { claimQuote, markQuoteSent, type PendingQuote, type QuoteRecord, releaseQuote } from '../store/quote-store';
import {
  claimLeaseMs,
  claimLinkFor,
  type DeliveryDeps,
  deployedRedelivery,
  errorName,
  outcomeUnknown,
  retryDelayMs,
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
}

const none: DigestReport = { quotes: 0, outcome: 'none', sent: [] };

/** Sends the digest if one is due: the oldest waiting quote has waited `intervalMs`. */
export async function sendDueDigest(
  deps: DeliveryDeps,
  pending: PendingQuote[],
  intervalMs: number,
): Promise<DigestReport> {
  const now = deps.now ?? (() => new Date());
  const start = now().getTime();
  const waiting = pending
    .filter((q) => q.channel === 'digest' && q.nextTryAt <= start)
    .sort((a, b) => a.receivedAt.localeCompare(b.receivedAt));
  const oldest = waiting[0];
  if (!oldest || Date.parse(oldest.receivedAt) > start - intervalMs) return none;

  const claims = await Promise.all(
    waiting.slice(0, maxQuotesPerDigest).map((q) => claimQuote(deps.table, q.id, now(), claimLeaseMs, 'digest')),
  );
  const claimed = claims.filter((record): record is QuoteRecord => record !== undefined);
  if (claimed.length === 0) return none;

  const links = await Promise.all(claimed.map((record) => claimLinkFor(record.id, deps, now())));
  const email = renderDigestEmail(
    claimed.map(({ quote, reference, estimate, receivedAt, provenance }, i) => ({
      quote,
      reference,
      receivedAt,
      ...(estimate ? { estimate } : {}),
      ...(provenance.test ? { test: true } : {}),
      ...(links[i] ? { claimLink: links[i] } : {}),
    })),
  );
  const facts = { quotes: claimed.length };
  const redelivery = deps.redelivery ?? deployedRedelivery;
  let messageId: string;
  try {
    messageId = await sendQuoteEmail(deps.ses, email, deps.mail, { reference: digestMailTag, quoteId: digestMailTag });
  } catch (error) {
    const unknown = outcomeUnknown(error);
    const retryAt = (record: QuoteRecord) =>
      now().getTime() + (unknown ? redelivery.unknownWaitMs : retryDelayMs(record.attempts, redelivery));
    await Promise.all(claimed.map((r) => releaseQuote(deps.table, r, errorName(error), retryAt(r), unknown)));
    deps.logger('error', 'quote digest not sent', {
      ...facts,
      outcome: unknown ? 'ses_unknown' : 'ses_failed',
      errorName: errorName(error),
    });
    return { quotes: claimed.length, outcome: unknown ? 'unknown' : 'failed', sent: [] };
  }
  await Promise.all(claimed.map((record) => markQuoteSent(deps.table, record, now(), messageId)));
  for (const record of claimed) {
    deps.gauge?.(
      lambdaMetrics.quoteDelivery.storeToSend,
      now().getTime() - Date.parse(record.receivedAt),
      'Milliseconds',
    );
  }
  deps.logger('info', 'quote digest sent', { ...facts, outcome: lambdaMetrics.quoteDelivery.digestSent.outcome });
  return { quotes: claimed.length, outcome: 'sent', sent: claimed.map((record) => record.id) };
}
