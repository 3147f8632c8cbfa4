/** `npm run quotes -- erase REF`: one quote's personal data erased on request (infra/DEPLOY.md 10). */
import type { EraseOutcome } from '@courier/lambdas/quote/store/erasure';
import type { StoredQuote } from '@courier/lambdas/quote/store/quote-record';
import { UsageError } from './args';
import { type Output, time } from './format';
import { type QuotesStore, reason } from './store';

const erasureWords: Record<Exclude<EraseOutcome['outcome'], 'pending' | 'missing'>, string> = {
  erased: 'erased: name, phone, email, locations, notes and figures removed; the record keeps the reference, dates',
  already_erased: 'already erased, nothing changed; the record keeps the reference, dates',
};

/**
 * Erases one quote's personal data. The line it prints is the erasure's log: reference, dates, when and who, and
 * nothing of the person.
 */
export async function erase(store: QuotesStore, quote: StoredQuote, force: boolean, io: Output): Promise<number> {
  let result: EraseOutcome;
  try {
    result = await store.erase(quote.id, force);
  } catch (error) {
    if (error instanceof UsageError) throw error;
    throw new UsageError(`Could not erase ${quote.reference} in ${store.where}: ${reason(error)}.`);
  }
  if (result.outcome === 'missing')
    throw new UsageError(`No quote with reference ${quote.reference} in ${store.where}.`);
  if (result.outcome === 'pending') {
    throw new UsageError(
      `${quote.reference} has not reached staff yet (PENDING): erasing it means staff never see it. ` +
        'Call the customer if it is a live job, then erase it with --force.',
    );
  }
  io.out(
    `${quote.reference} (received ${time(quote.receivedAt)}) ${erasureWords[result.outcome]} and this erasure ` +
      `(${time(result.erased.at)} by ${result.erased.by}).`,
  );
  return 0;
}
