import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ukClock,
  ukDate,
  ukDateWithWeekday,
  ukDayOf,
  ukToday,
  ukWeekdayHour,
  weekBefore,
  weekdayNames,
  weekdays,
} from './uk-time';

describe('dates', () => {
  it('formats ISO dates the UK way', () => {
    expect(ukDate('2026-11-22')).toBe('22 Nov 2026');
    expect(ukDateWithWeekday('2026-11-22')).toBe('Sun 22 Nov 2026');
    expect(ukDateWithWeekday('2027-01-01')).toBe('Fri 1 Jan 2027');
    expect(ukDateWithWeekday('2028-02-29')).toBe('Tue 29 Feb 2028');
  });
});

describe('last week', () => {
  it.each([
    // Monday 08:00 in GMT: the week before, Monday to Monday at UK midnight.
    ['2026-11-30T08:00:00Z', '2026-11-23T00:00:00.000Z', '2026-11-30T00:00:00.000Z'],
    // The Monday after the clocks went back: the week began in BST (23:00 UTC) and ends in GMT.
    ['2026-10-26T08:00:00Z', '2026-10-18T23:00:00.000Z', '2026-10-26T00:00:00.000Z'],
    // The Monday after they went forward: the week began in GMT and ends in BST.
    ['2026-03-30T07:00:00Z', '2026-03-23T00:00:00.000Z', '2026-03-29T23:00:00.000Z'],
    // A Sunday night in BST (already Monday in the UK at 23:30 UTC) and a Sunday in GMT.
    ['2026-06-07T23:30:00Z', '2026-05-31T23:00:00.000Z', '2026-06-07T23:00:00.000Z'],
    ['2026-12-06T12:00:00Z', '2026-11-23T00:00:00.000Z', '2026-11-30T00:00:00.000Z'],
  ])('at %s is %s to %s', (now, from, to) => {
    const week = weekBefore('Mon', new Date(now));
    expect([week.from.toISOString(), week.to.toISOString()]).toEqual([from, to]);
  });
});

describe('the week before a weekday', () => {
  it.each([
    // Friday 17:00 in BST: Friday to Friday at UK midnight (23:00 UTC the day before).
    ['Fri', '2026-07-17T16:00:00Z', '2026-07-09T23:00:00.000Z', '2026-07-16T23:00:00.000Z'],
    // A Thursday: the Friday before last to last Friday, across the month's end.
    ['Fri', '2026-12-03T12:00:00Z', '2026-11-20T00:00:00.000Z', '2026-11-27T00:00:00.000Z'],
    // Sunday just after UK midnight, into the new year.
    ['Sun', '2027-01-03T00:05:00Z', '2026-12-27T00:00:00.000Z', '2027-01-03T00:00:00.000Z'],
  ] as const)('%s, at %s, is %s to %s', (weekday, now, from, to) => {
    const week = weekBefore(weekday, new Date(now));
    expect([week.from.toISOString(), week.to.toISOString()]).toEqual([from, to]);
  });

  it('names every day, Monday first', () => {
    expect(weekdays.map((day) => weekdayNames[day]).join(' ')).toBe(
      'Monday Tuesday Wednesday Thursday Friday Saturday Sunday',
    );
  });
});

describe('UK times in words', () => {
  it('gives the day of an instant, and its clock, in UK time', () => {
    // 23:30 UTC on 18 October is 00:30 on the 19th in BST.
    expect(ukDayOf(Date.parse('2026-10-18T23:30:00Z'))).toBe('Mon 19 Oct 2026');
    expect(ukDayOf(Date.parse('2026-11-01T23:30:00Z'))).toBe('Sun 1 Nov 2026');
    expect(ukDayOf(Date.parse('2026-11-01T23:30:00Z'), { year: false })).toBe('Sun 1 Nov');
    expect(ukClock('2026-11-26T10:42:00Z')).toBe('10:42 on Thu 26 Nov');
    expect(ukClock('2026-07-14T23:30:00Z')).toBe('00:30 on Wed 15 Jul');
    expect(ukWeekdayHour('2026-07-14T23:30:00Z')).toEqual({ weekday: 'Wed', hour: '00' });
  });
});

describe('the formatter it reads', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is the Intl of the moment: a stand-in ICU put in after a first reading is the one read', () => {
    expect(ukToday(new Date('2026-11-26T12:00:00Z'))).toBe('2026-11-26');
    class FixedDay extends Intl.DateTimeFormat {
      override formatToParts(): Intl.DateTimeFormatPart[] {
        return [
          { type: 'day', value: '2' },
          { type: 'month', value: '1' },
          { type: 'year', value: '2030' },
        ];
      }
    }
    vi.stubGlobal('Intl', { ...Intl, DateTimeFormat: FixedDay });
    expect(ukToday(new Date('2026-11-26T12:00:00Z'))).toBe('2030-01-02');
  });
});
