/** The held mark (quote-table.ts): why a quote had no email of its own, kept on its item through sending and erasure. */
import { describe, expect, it } from 'vitest';
import { useLeadClaimHarness } from '../../../test-support/lead-claim-harness';
import { storeTestQuote } from '../../../test-support/quote-fixtures';
import { eraseQuote } from './erasure';
import type { LimitDecision } from './quote-limits';
import { listStoredQuotes } from './quote-listing';
import { getQuote } from './quote-record';

const received = Date.parse('2026-12-07T02:10:00Z');
const h = useLeadClaimHarness(received);

const storedAs = (decision: LimitDecision) =>
  storeTestQuote(h.table, {}, { now: new Date(received), limits: async () => decision });

describe('the held mark', () => {
  it.each([
    [{ route: 'held', cap: 'address' } as const, 'address'],
    [{ route: 'held', cap: 'ip' } as const, 'ip'],
    [{ route: 'digest' } as const, 'wave'],
  ])('a quote the limits routed %o is marked held (%s)', async (decision, held) => {
    const { id } = await storedAs(decision);
    expect(await getQuote(h.table, id)).toMatchObject({ held });
  });

  it('a quote with an email of its own carries no mark', async () => {
    const { id } = await storedAs({ route: 'single' });
    expect((await getQuote(h.table, id))?.held).toBeUndefined();
  });

  it('stays when the quote is erased: it is how the quote arrived, not the customer’s data', async () => {
    const { id } = await storedAs({ route: 'held', cap: 'ip' });
    const erased = await eraseQuote(h.table, id, { now: new Date(received + 60_000), by: 'ops', force: true });
    expect(erased.outcome).toBe('erased');
    const [quote] = await listStoredQuotes(h.table);
    expect(quote).toMatchObject({ id, erased: { by: 'ops' }, held: 'ip' });
  });
});
