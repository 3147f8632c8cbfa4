/** The reminder of an unclaimed quote (issue 45): TODAY or Tomorrow, one instruction (claim, then call), a partial estimate. */
import type { QuoteRequest } from '@courier/common/quote/quote-fields';
import { aQuoteRequest } from '@courier/common/testing/quote-builders';
import { describe, expect, it } from 'vitest';
import type { QuoteRecord } from '../quote/store/quote-record';
import { renderReminderEmail } from './reminder-email';

function recordOf(changes: Partial<QuoteRequest>, estimate?: QuoteRecord['estimate']): QuoteRecord {
  return {
    id: 'id',
    reference: 'Q-7KD2QF',
    receivedAt: '2026-11-22T00:40:00Z',
    quote: aQuoteRequest(changes),
    ...(estimate ? { estimate } : {}),
  } as QuoteRecord;
}

describe('the reminder email', () => {
  it('says TODAY in its subject and first line, and tells staff to claim, then call', () => {
    const email = renderReminderEmail({
      record: recordOf({ from_name: 'Tara Today', pickup_time: '8am' }),
      reminder: 2,
      waitedMs: 20 * 60_000,
      claimLink: 'https://www.swiftline-couriers.example/api/leads/claim?q=1',
      now: new Date('2026-11-22T01:00:00Z'),
    });
    expect(email.subject).toBe(
      'Unclaimed for 20 min: TODAY 8am · Tara Today · Small Van LE1 1AA → M1 1AE, +2 stops, return [Q-7KD2QF]',
    );
    expect(email.text.split('\n')[0]).toBe(
      'Pickup TODAY 8am. Nobody has claimed quote Q-7KD2QF in 20 min. Claim it before you call, so nobody else does. ' +
        'This is the last reminder.',
    );
    expect(email.text).not.toMatch(/Call the customer, then claim/i);
  });

  it('flags a partial estimate', () => {
    const email = renderReminderEmail({
      record: recordOf(
        {
          pickup_postcode: 'LS1 4XQZ',
          stops: [{ location: 'Wakefield', postcode: 'WF1 1PX' }],
          delivery_postcode: 'S1 2HE',
        },
        {
          kind: 'estimated',
          route: 'WF1 1PX → S1 2HE, return, Small Van',
          ukPartOnly: true,
          distanceMiles: 25,
          durationMinutes: 43,
          approximate: false,
        },
      ),
      reminder: 1,
      waitedMs: 10 * 60_000,
      now: new Date('2026-11-21T01:00:00Z'),
    });
    expect(email.text.split('\n')[1]).toBe(
      'Partial estimate: LS1 4XQZ not found: estimate covers WF1 1PX → S1 2HE only',
    );
    expect(email.subject).toMatch(/^Unclaimed for 10 min: Tomorrow 09:00 to 11:00 · /);
  });
});
