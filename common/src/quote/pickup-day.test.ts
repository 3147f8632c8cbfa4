import { describe, expect, it } from 'vitest';
import { nextIsoDate, pickupDay } from './pickup-day';

describe('pickupDay: TODAY or Tomorrow in UK time, from a clock passed in', () => {
  it('in winter (GMT) the day turns at midnight UTC', () => {
    const before = new Date('2026-11-27T23:59:59.999Z');
    const after = new Date('2026-11-28T00:00:00.000Z');
    expect(pickupDay('2026-11-27', before)).toBe('today');
    expect(pickupDay('2026-11-28', before)).toBe('tomorrow');
    expect(pickupDay('2026-11-29', before)).toBeUndefined();
    expect(pickupDay('2026-11-27', after)).toBeUndefined();
    expect(pickupDay('2026-11-28', after)).toBe('today');
    expect(pickupDay('2026-11-29', after)).toBe('tomorrow');
  });

  it('in British Summer Time the day turns at 23:00 UTC', () => {
    const before = new Date('2026-07-14T22:59:59.999Z');
    const after = new Date('2026-07-14T23:00:00.000Z');
    expect(pickupDay('2026-07-14', before)).toBe('today');
    expect(pickupDay('2026-07-15', before)).toBe('tomorrow');
    expect(pickupDay('2026-07-15', after)).toBe('today');
    expect(pickupDay('2026-07-16', after)).toBe('tomorrow');
    // At 23:30 UTC a machine on UTC still says the 14th; the UK is on the 15th.
    expect(pickupDay('2026-07-14', new Date('2026-07-14T23:30:00Z'))).toBeUndefined();
  });

  it('across the clocks changing, the month and the year', () => {
    // The last Sunday of March: 01:00 GMT becomes 02:00 BST; the day still turns at the UK's midnight.
    expect(pickupDay('2026-03-29', new Date('2026-03-28T23:59:00Z'))).toBe('tomorrow');
    expect(pickupDay('2026-03-29', new Date('2026-03-29T00:00:00Z'))).toBe('today');
    expect(pickupDay('2027-01-01', new Date('2026-12-31T12:00:00Z'))).toBe('tomorrow');
    expect(nextIsoDate('2028-02-28')).toBe('2028-02-29');
    expect(nextIsoDate('2026-12-31')).toBe('2027-01-01');
  });

  it('a past day is neither', () => {
    expect(pickupDay('2026-11-26', new Date('2026-11-27T10:00:00Z'))).toBeUndefined();
  });
});
