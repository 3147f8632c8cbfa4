import { ukWeekdayHour } from '@courier/common/time/uk-time';
import { describe, expect, it } from 'vitest';
import { leadItem, reportPeriod, reportQuotes } from '../../test-support/lead-report-fixture';
import { leadReport, sourceOf } from './lead-report';

const report = leadReport(reportQuotes, reportPeriod);
const row = (key: string, quotes: number, claimed: number, quoted: number, booked: number, lost: number) => ({
  key,
  quotes,
  claimed,
  quoted,
  booked,
  lost,
});

describe('the lead report', () => {
  it('counts the period’s leads (smoke tests and quotes outside it left out, erased ones in) down the funnel', () => {
    expect(report.from).toBe('2026-10-19T00:00:00.000Z');
    expect(report.to).toBe('2026-11-02T00:00:00.000Z');
    expect(report.totals).toEqual({ quotes: 7, claimed: 6, quoted: 2, booked: 2, lost: 2, erased: 1 });
  });

  it('gives the median time to the first claim and the shares within 5 and 30 minutes of every lead', () => {
    // Claimed after 1, 2, 4, 6, 20 and 45 minutes; one never: 3 of 7 within 5, 5 of 7 within 30.
    expect(report.timeToClaim).toEqual({ medianMs: 5 * 60_000, withinFiveMinutes: 3 / 7, withinThirtyMinutes: 5 / 7 });
  });

  it('measures time to quote from sending (the staff email, else arrival) to the first time it was marked quoted', () => {
    expect(report.timeToQuote).toEqual({ medianMs: 27 * 60_000, withinFiveMinutes: 0, withinThirtyMinutes: 1 / 7 });
  });

  it('counts every lost reason, zero ones too, in the form’s order and staff’s words', () => {
    expect(report.lostReasons).toEqual([
      { reason: 'price', words: 'price', count: 1 },
      { reason: 'vehicle', words: 'no vehicle or driver', count: 0 },
      { reason: 'timing', words: 'timing', count: 0 },
      { reason: 'no_reply', words: 'no reply', count: 1 },
      { reason: 'not_a_job', words: 'not a job', count: 0 },
      { reason: 'other', words: 'other', count: 0 },
    ]);
  });

  it('breaks the leads down by landing page, most first, an erased one as (erased)', () => {
    expect(report.byLandingPage).toEqual([
      row('(not recorded)', 2, 1, 0, 0, 0),
      row('/couriers/leeds', 2, 2, 2, 1, 1),
      row('(erased)', 1, 1, 0, 1, 0),
      row('/', 1, 1, 0, 0, 1),
      row('/couriers/york', 1, 1, 0, 0, 0),
    ]);
  });

  it('breaks them down by source: the UTM source and campaign, else the referrer’s kind, else direct', () => {
    expect(report.bySource).toEqual([
      row('(not recorded)', 2, 1, 0, 0, 0),
      row('(erased)', 1, 1, 0, 1, 0),
      row('direct', 1, 1, 0, 0, 1),
      row('google / autumn', 1, 1, 1, 1, 0),
      row('newsletter', 1, 1, 0, 0, 0),
      row('search', 1, 1, 1, 0, 1),
    ]);
    const other = leadItem({ reference: 'Q-OOOOOO', receivedAt: reportPeriod.from.toISOString() });
    expect(sourceOf(other)).toBe('(not recorded)');
    const referred = leadItem({
      ...{ reference: 'Q-RRRRRR', receivedAt: reportPeriod.from.toISOString() },
      visit: { referrerKind: 'other site' },
    });
    expect(sourceOf(referred)).toBe('other site');
  });

  it('breaks them down by vehicle', () => {
    expect(report.byVehicle).toEqual([
      row('Small Van', 4, 4, 2, 1, 1),
      row('(erased)', 1, 1, 0, 1, 0),
      row('Car', 1, 1, 0, 0, 1),
      row('Luton Van (Box or Curtain)', 1, 0, 0, 0, 0),
    ]);
  });

  it('breaks them down by the UK weekday and hour of sending, in summer time and after the clocks go back', () => {
    expect(report.byWeekday.map((r) => [r.key, r.quotes])).toEqual([
      ['Tue', 2],
      ['Wed', 1],
      ['Thu', 1],
      ['Sat', 1],
      ['Sun', 2],
    ]);
    // 07:31 UTC in BST and 08:30 UTC in GMT are both 08 in the UK; 00:30 UTC on 25 Oct is 01:30 BST.
    expect(report.byHour.map((r) => [r.key, r.quotes])).toEqual([
      ['01', 1],
      ['08', 2],
      ['10', 1],
      ['13', 1],
      ['20', 1],
      ['23', 1],
    ]);
    expect(ukWeekdayHour('2026-10-25T01:30:00Z')).toEqual({ weekday: 'Sun', hour: '01' });
    expect(ukWeekdayHour('2026-03-29T00:59:00Z')).toEqual({ weekday: 'Sun', hour: '00' });
    expect(ukWeekdayHour('2026-03-29T01:00:00Z')).toEqual({ weekday: 'Sun', hour: '02' });
  });

  it('lists every lead unclaimed, or claimed without an outcome, more than a day after it arrived, oldest first', () => {
    expect(report.stillOpen).toEqual([
      {
        reference: 'Q-DDDDDD',
        receivedAt: '2026-10-25T00:30:00.000Z',
        ageMs: Date.parse('2026-11-02T08:00:00Z') - Date.parse('2026-10-25T00:30:00Z'),
      },
      {
        reference: 'Q-IIIIII',
        receivedAt: '2026-10-28T10:00:00.000Z',
        ageMs: (4 * 24 + 22) * 3_600_000,
        owner: 'Jo Night',
      },
    ]);
  });

  it('says nothing is measured for a period without leads', () => {
    const empty = leadReport([], reportPeriod);
    expect(empty.totals).toEqual({ quotes: 0, claimed: 0, quoted: 0, booked: 0, lost: 0, erased: 0 });
    expect(empty.timeToClaim).toEqual({});
    expect(empty.byLandingPage).toEqual([]);
  });
});
