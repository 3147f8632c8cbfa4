/**
 * `npm run quotes -- outcome REF quoted|booked|lost [--reason R] [--note TEXT]`: operations record what became of a
 * lead, as its page does, under their own name (issue 53 H, docs/decisions/055). Their record may use the history's
 * last records, which the lead's link cannot fill, so a lead whose history a flood filled can still be marked.
 */
import { outcomeLine } from '@courier/lambdas/lead-claim/lead-history-lines';
import { checkOutcomeForm } from '@courier/lambdas/lead-claim/lead-outcome';
import type { OperationsOutcomeAnswer } from '@courier/lambdas/lead-claim/operations-outcome';
import { isErased, type StoredQuote } from '@courier/lambdas/quote/store/quote-record';
import { type OutcomeArgs, UsageError } from './args';
import { type Output, plain } from './format';
import { erasure } from './quote-rows';
import { type QuotesStore, reason } from './store';

/** Records the outcome, printing what the lead now says: exit 0, or a UsageError saying why nothing was recorded. */
export async function outcome(store: QuotesStore, quote: StoredQuote, args: OutcomeArgs, io: Output): Promise<number> {
  const { reference } = quote;
  if (isErased(quote)) throw new UsageError(`${reference} was erased (${erasure(quote)}): it takes no outcome.`);
  // The note's rules are the page's (one printable line, at most 200 characters), said before anything is sent.
  const checked = checkOutcomeForm({ outcome: args.outcome, reason: args.reason, note: args.note });
  if (!checked.ok) throw new UsageError(`${checked.message} Nothing was recorded.`);
  let answer: OperationsOutcomeAnswer;
  try {
    answer = await store.recordOutcome({ id: quote.id, ...checked.choice });
  } catch (error) {
    if (error instanceof UsageError) throw error;
    throw new UsageError(`Could not record the outcome of ${reference} in ${store.where}: ${reason(error)}.`);
  }
  if ('refused' in answer) throw new UsageError(`Nothing was recorded: ${answer.refused}.`);
  if (answer.result === 'recorded') {
    io.out(`${reference}: ${plain(outcomeLine(answer.outcome))}.`);
    return 0;
  }
  if (answer.result === 'unchanged') {
    io.out(`${reference} already says so: ${plain(outcomeLine(answer.outcome))}. Nothing was added to its history.`);
    return 0;
  }
  throw new UsageError(
    answer.result === 'unclaimed'
      ? `${reference} has not been claimed, so nothing was recorded: an outcome follows a claim. Claim it from the ` +
          'link in its staff email first.'
      : answer.result === 'full'
        ? `${reference}'s history is full, even the records kept for operations, so nothing more can be recorded.`
        : `No quote with reference ${reference} in ${store.where}.`,
  );
}
