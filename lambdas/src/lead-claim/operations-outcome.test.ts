/** Operations' outcomes (issue 53 H): the name they go under, and a request that is not one refused, changing nothing. */
import { describe, expect, it } from 'vitest';
import { useLeadClaimHarness } from '../../test-support/lead-claim-harness';
import { claimLead } from './lead-owner';
import { operationsName, recordOperationsOutcome } from './operations-outcome';

const received = Date.parse('2026-11-26T10:30:00Z');
const h = useLeadClaimHarness(received);

describe('operations’ outcomes', () => {
  it('go under operations’ name and the last part of who ran the command', () => {
    expect(operationsName('arn:aws:sts::123456789012:assumed-role/LeadReaders/ada.ops')).toBe('operations (ada.ops)');
    expect(operationsName('arn:aws:iam::123456789012:user/sam')).toBe('operations (sam)');
    expect(operationsName('local user jo')).toBe('operations (jo)');
    expect(operationsName('arn:aws:iam::123456789012:user/')).toBe('operations');
    expect(operationsName('local user bad\u202ename')).toBe('operations');
    expect(operationsName(`local user ${'x'.repeat(500)}`)).toBe(`operations (${'x'.repeat(40)})`);
  });

  it('refuse a request that is not one, changing nothing', async () => {
    const { id } = await h.storeQuote();
    await claimLead(h.table, { quoteId: id, name: 'Sam', now: new Date(received + 60_000) });
    const before = await h.rawItem(id);
    const now = new Date(received + 120_000);
    const operator = 'local user jo';
    for (const [request, refused] of [
      [{ id: 'x', outcome: 'booked', operator }, 'an outcome needs the quote’s ID'],
      [{ id, outcome: 'booked', operator: ' ' }, 'an outcome needs who asked for it'],
      [{ id, outcome: 'won', operator }, 'Choose what became of the lead: quoted, booked, lost.'],
      [{ id, outcome: 'lost', reason: 'cheap', operator }, 'Choose why the lead was lost.'],
    ] as const) {
      expect(await recordOperationsOutcome(h.table, request, now)).toEqual({ refused });
    }
    expect(await h.rawItem(id)).toEqual(before);
    expect(await recordOperationsOutcome(h.table, { id, outcome: 'booked', operator }, now)).toMatchObject({
      result: 'recorded',
      outcome: { outcome: 'booked', by: 'operations (jo)' },
    });
  });
});
