/** `npm run quotes -- --resend REF` (`--force` for a sent one) and `--resend-pending`: send to staff again now. */
import type { ResendOutcome } from '@courier/lambdas/quote/deliver/sweeper';
import { isErased, type QuoteRecord, type StoredQuote } from '@courier/lambdas/quote/store/quote-record';
import { UsageError } from './args';
import { type Output, time } from './format';
import { erasure } from './quote-rows';
import type { QuotesStore, StoredQuotes } from './store';

export interface ResendOptions {
  /** The one quote to send (`--resend REF`). */
  reference?: string;
  /** Every quote not yet sent (`--resend-pending`). */
  pending: boolean;
  force: boolean;
}

const resendWords: Record<ResendOutcome, string> = {
  sent: 'sent to staff',
  already_sent: 'sent to staff by another sender meanwhile: nothing sent',
  sent_before: 'already sent to staff: nothing sent (add --force to send it again)',
  busy: 'being sent by another sender right now: nothing sent',
  failed: 'NOT SENT: SES refused or could not be reached; it stays pending and the sweeper retries it',
  unknown: 'OUTCOME UNKNOWN: SES did not answer in time; it stays pending and the sweeper retries it',
  missing: 'not found',
  not_found: 'not found',
  digest: 'waiting for a digest (a wave, or held past a cap): it goes to staff with the next one',
  undeliverable: 'NOT SENT: it cannot be sent as stored, and is marked failed (see show REF and the alarm)',
};

/** Exit 0 when every quote asked for is with staff, 1 when one is still not sent. */
export async function resend(
  store: QuotesStore,
  { quotes, byReference }: StoredQuotes,
  { reference, pending, force }: ResendOptions,
  io: Output,
): Promise<number> {
  const live = quotes.filter((q): q is QuoteRecord => !isErased(q));
  const targets = reference ? [resendable(byReference(reference))] : live.filter((q) => q.status !== 'sent');
  const results = await store.resend(
    targets.map((q) => q.id),
    force,
    pending,
  );
  const [asked] = targets;
  if (reference && asked && results.every((r) => r.outcome === 'sent_before')) {
    // Not what was asked for: nothing was sent. Exit 2, as for any command it cannot do as typed.
    throw new UsageError(
      `${asked.reference} was already sent to staff${asked.sentAt ? ` at ${time(asked.sentAt)}` : ''}: nothing sent. ` +
        'Add --force to send it again.',
    );
  }
  const referenceOf = new Map(quotes.map((q) => [q.id, q.reference]));
  for (const { id, outcome } of results) io.out(`${referenceOf.get(id) ?? id}: ${resendWords[outcome]}`);
  if (results.length === 0) io.out('No quote is waiting: nothing to resend.');
  const count = (outcomes: ResendOutcome[]) => results.filter((r) => outcomes.includes(r.outcome)).length;
  const resent = count(['sent']);
  const withStaff = count(['already_sent', 'sent_before']);
  const left = results.length - resent - withStaff;
  io.out(
    left === 0
      ? `Done: ${resent} resent${withStaff > 0 ? `, ${withStaff} already with staff` : ''}.`
      : `${left} of ${results.length} still not sent.`,
  );
  return left === 0 ? 0 : 1;
}

function resendable(quote: StoredQuote): QuoteRecord {
  if (isErased(quote))
    throw new UsageError(`${quote.reference} was erased (${erasure(quote)}): there is nothing to send.`);
  return quote;
}
