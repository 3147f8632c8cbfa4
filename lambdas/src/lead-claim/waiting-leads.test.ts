import { describe, expect, it } from 'vitest';
import { lookBackMs, pickupDateOfKey, waitingKeyOf } from './waiting-leads';

const ukMidnight = { gmt: Date.parse('2026-11-22T00:00:00Z'), bst: Date.parse('2026-06-20T23:00:00Z') };

describe('the waiting key: when a lead can first be waiting, as the unclaimed index sorts it', () => {
  it.each([
    ['in winter (GMT)', '2026-11-23', ukMidnight.gmt],
    ['in summer (BST)', '2026-06-22', ukMidnight.bst],
  ])(
    '%s is never after the UK day before the pickup begins, nor more than an hour before it',
    (_when, pickup, dayBefore) => {
      const key = waitingKeyOf({ pickup_date: pickup });
      expect(key).toBeLessThanOrEqual(dayBefore);
      expect(dayBefore - key).toBeLessThanOrEqual(3_600_000);
      expect(pickupDateOfKey(key)).toBe(pickup);
      // The pickup day ends (UK midnight after it) within the sweeper's look-back of the key.
      expect(dayBefore + 2 * 86_400_000 - key).toBeLessThanOrEqual(lookBackMs);
    },
  );

  it('across the clocks going back (a 25-hour UK day), the pickup day still ends within the look-back', () => {
    // Sun 25 Oct 2026: UK midnight on Saturday is 23:00 UTC on Friday; the Sunday ends at 00:00 UTC on Monday.
    const key = waitingKeyOf({ pickup_date: '2026-10-25' });
    expect(key).toBeLessThanOrEqual(Date.parse('2026-10-23T23:00:00Z'));
    expect(Date.parse('2026-10-26T00:00:00Z') - key).toBeLessThanOrEqual(lookBackMs);
  });
});
