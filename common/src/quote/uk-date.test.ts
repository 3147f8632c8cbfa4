import { describe, expect, it } from 'vitest';
import { ukDate, ukDateWithWeekday } from './uk-date';

describe('dates', () => {
  it('formats ISO dates the UK way', () => {
    expect(ukDate('2026-11-22')).toBe('22 Nov 2026');
    expect(ukDateWithWeekday('2026-11-22')).toBe('Sun 22 Nov 2026');
    expect(ukDateWithWeekday('2027-01-01')).toBe('Fri 1 Jan 2027');
    expect(ukDateWithWeekday('2028-02-29')).toBe('Tue 29 Feb 2028');
  });
});
