import { describe, expect, it } from 'vitest';
import {
  isoWeekName,
  isoWeekOfDate,
  isoWeekPeriod,
  isoWeekSpanning,
  isoWeeksIn,
  parseIsoWeek,
  previousIsoWeek,
  ukIsoWeek,
} from './iso-week';

const iso = (period: { from: Date; to: Date }) => [period.from.toISOString(), period.to.toISOString()];

describe('ISO weeks', () => {
  it.each([
    ['2026-11-30', 2026, 49],
    ['2026-12-06', 2026, 49],
    // Week 1 holds the year's first Thursday, so it can start in December, and the year's last days can be week 53.
    ['2025-12-29', 2026, 1],
    ['2027-01-03', 2026, 53],
    ['2021-01-03', 2020, 53],
    ['2024-12-30', 2025, 1],
    ['2028-02-29', 2028, 9],
  ])('%s is in %i-W%i', (date, year, week) => {
    expect(isoWeekOfDate(date)).toEqual({ year, week });
  });

  it('has 53 weeks in a year that starts on a Thursday, or a leap year that starts on a Wednesday', () => {
    expect([2015, 2020, 2025, 2026, 2027, 2032].map(isoWeeksIn)).toEqual([53, 53, 52, 53, 52, 53]);
  });

  it.each([
    // Winter: midnight UTC.
    [{ year: 2026, week: 49 }, '2026-11-30T00:00:00.000Z', '2026-12-07T00:00:00.000Z'],
    // Summer: midnight BST is 23:00 UTC the day before.
    [{ year: 2026, week: 27 }, '2026-06-28T23:00:00.000Z', '2026-07-05T23:00:00.000Z'],
    // The clocks go back on Sunday 25 Oct: the week starts in BST and ends in GMT, 169 hours.
    [{ year: 2026, week: 43 }, '2026-10-18T23:00:00.000Z', '2026-10-26T00:00:00.000Z'],
    // Across the new year.
    [{ year: 2026, week: 53 }, '2026-12-28T00:00:00.000Z', '2027-01-04T00:00:00.000Z'],
    [{ year: 2026, week: 1 }, '2025-12-29T00:00:00.000Z', '2026-01-05T00:00:00.000Z'],
  ])('%o runs from UK Monday midnight %s to the next, %s', (week, from, to) => {
    expect(iso(isoWeekPeriod(week))).toEqual([from, to]);
  });

  it('is the UK’s week of an instant, whatever UTC’s day', () => {
    // Sunday 23:30 GMT is still week 49; Sunday 23:30 UTC in summer is Monday 00:30 in the UK, the next week.
    expect(ukIsoWeek(new Date('2026-12-06T23:30:00Z'))).toEqual({ year: 2026, week: 49 });
    expect(ukIsoWeek(new Date('2026-06-28T23:30:00Z'))).toEqual({ year: 2026, week: 27 });
  });

  it('goes back a week across the years', () => {
    expect(previousIsoWeek({ year: 2026, week: 49 })).toEqual({ year: 2026, week: 48 });
    expect(previousIsoWeek({ year: 2026, week: 1 })).toEqual({ year: 2025, week: 52 });
    expect(previousIsoWeek({ year: 2027, week: 1 })).toEqual({ year: 2026, week: 53 });
  });

  it('reads a week’s name, and says why a name gives none', () => {
    expect(parseIsoWeek('2026-W49')).toEqual({ year: 2026, week: 49 });
    expect(parseIsoWeek(' 2026-w53 ')).toEqual({ year: 2026, week: 53 });
    expect(parseIsoWeek('2026-W7')).toEqual({ year: 2026, week: 7 });
    expect(parseIsoWeek('2026-W99')).toEqual({ problem: '2026 has no week 99 (its weeks are W01 to W53)' });
    expect(parseIsoWeek('2027-W53')).toEqual({ problem: '2027 has no week 53 (its weeks are W01 to W52)' });
    expect(parseIsoWeek('2026-W00')).toEqual({ problem: expect.stringContaining('no week 0') });
    expect(parseIsoWeek('lst')).toEqual({ problem: 'not a week of the form 2026-W49' });
    expect(isoWeekName({ year: 2026, week: 7 })).toBe('2026-W07');
  });

  it('knows a period that is exactly a week, and one that is not', () => {
    const week = isoWeekPeriod({ year: 2026, week: 43 });
    expect(isoWeekSpanning(week.from, week.to)).toEqual({ year: 2026, week: 43 });
    expect(isoWeekSpanning(week.from, new Date(week.to.getTime() - 1))).toBeUndefined();
    expect(isoWeekSpanning(new Date('2026-10-19T00:00:00Z'), new Date('2026-10-26T00:00:00Z'))).toBeUndefined();
  });
});
