import { ukWeekdayHour } from '@courier/common/time/uk-time';
import { describe, expect, it } from 'vitest';
import { leadItem, reportPeriod, reportQuotes } from '../../test-support/lead-report-fixture';
import { leadReport, listedAtMost, sourceOf } from './lead-report';
import { otherKey, topRowsShown } from './report-tally';

const report = leadReport(reportQuotes, reportPeriod);
const row = (key: string, quotes: number, claimed: number, quoted: number, booked: number, lost: number) => ({
  key,
  quotes,
  claimed,
  quoted,
  booked,
  lost,
  bookedPerQuote: booked / quotes,
});

describe('the lead report', () => {
  it('counts the period’s leads (smoke tests and quotes outside it left out, erased ones in) down the funnel', () => {
    expect(report.from).toBe('2026-10-19T00:00:00.000Z');
    expect(report.to).toBe('2026-11-02T00:00:00.000Z');
    expect(report.totals).toEqual({
      quotes: 7,
      claimed: 6,
      quoted: 2,
      booked: 2,
      lost: 2,
      bookedPerQuote: 2 / 7,
      erased: 1,
    });
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
    expect(empty.totals).toEqual({
      quotes: 0,
      claimed: 0,
      quoted: 0,
      booked: 0,
      lost: 0,
      bookedPerQuote: 0,
      erased: 0,
    });
    expect(empty.timeToClaim).toEqual({});
    expect(empty.byLandingPage).toEqual([]);
  });
});

/** `n` leads of the period, an hour apart from its start, each as `facts(i)` makes it. */
const leads = (n: number, facts: (i: number) => Partial<Parameters<typeof leadItem>[0]> = () => ({})) =>
  Array.from({ length: n }, (_, i) =>
    leadItem({
      reference: `Q-${String(i).padStart(6, '0')}`,
      receivedAt: new Date(reportPeriod.from.getTime() + i * 3_600_000).toISOString(),
      ...facts(i),
    }),
  );

describe('quotes held back by the caps or a wave (issue 53 A)', () => {
  const held = [
    // A flood's: tagged as a campaign, past a mailbox's cap, never claimed, days old at the report.
    ...leads(3, () => ({ held: 'address', visit: { landingPage: '/', utmSource: 'facebook', utmCampaign: 'fake' } })),
    // A firm's sixth job in the hour, past its IP's cap: claimed, quoted and booked all the same.
    leadItem({
      ...{ reference: 'Q-HELDIP', receivedAt: '2026-10-21T10:00:00.000Z', held: 'ip' },
      ...{ claimedAfter: 3, quotedAfter: 10, outcome: 'booked' },
    }),
    // Sent in a wave digest, lost with a note; and one held, then erased.
    leadItem({
      ...{ reference: 'Q-HELDWV', receivedAt: '2026-10-22T10:00:00.000Z', held: 'wave', claimedAfter: 1 },
      ...{ outcome: 'lost', reason: 'not_a_job', note: 'spam' },
    }),
    leadItem({ reference: 'Q-HELDER', receivedAt: '2026-10-23T10:00:00.000Z', held: 'address', erased: true }),
  ];
  const withHeld = leadReport([...held, ...reportQuotes], reportPeriod);

  it('counts them in no figure of the leads: the funnel, the speeds, the breakdowns, lost and still open', () => {
    const { held: _, ...withoutHeld } = withHeld;
    const { held: none, ...figures } = report;
    expect(withoutHeld).toEqual(figures);
    expect(none).toEqual({
      ...{ quotes: 0, claimed: 0, quoted: 0, booked: 0, lost: 0, bookedPerQuote: 0 },
      reasons: { address: 0, ip: 0, wave: 0 },
    });
  });

  it('counts them apart: how many, why, and how far they got (any may be a real job)', () => {
    expect(withHeld.held).toEqual({
      ...{ quotes: 6, claimed: 2, quoted: 1, booked: 1, lost: 1, bookedPerQuote: 1 / 6 },
      reasons: { address: 4, ip: 1, wave: 1 },
    });
  });
});

describe('a report that stays short however many keys and leads (issue 53 A)', () => {
  it('shows a breakdown’s 10 biggest groups, and the rest summed in one (other) row', () => {
    // 14 sources: source00 has 4 leads (one booked), the others 1 each, so 17 leads in all.
    const many = leads(17, (i) => ({
      visit: { utmSource: `source${String(Math.max(0, i - 3)).padStart(2, '0')}` },
      ...(i === 0 ? { claimedAfter: 1, outcome: 'booked' as const } : {}),
    }));
    const { bySource } = leadReport(many, reportPeriod);
    expect(bySource).toHaveLength(topRowsShown + 1);
    expect(bySource[0]).toEqual(row('source00', 4, 1, 0, 1, 0));
    // The rest in key order: source01 to source09 shown, source10 to source13 summed.
    expect(bySource.slice(1, topRowsShown).map((r) => r.key)).toEqual(
      Array.from({ length: 9 }, (_, i) => `source0${i + 1}`),
    );
    expect(bySource.at(-1)).toEqual(row(otherKey, 4, 0, 0, 0, 0));
    expect(bySource.reduce((sum, r) => sum + r.quotes, 0)).toBe(17);
  });

  it('lists at most 50 leads still open, the oldest, and says how many there are', () => {
    const open = leadReport(leads(60).reverse(), reportPeriod);
    expect(open.stillOpenTotal).toBe(60);
    expect(open.stillOpen).toHaveLength(listedAtMost);
    expect(open.stillOpen[0]?.reference).toBe('Q-000000');
    expect(open.stillOpen.at(-1)?.reference).toBe('Q-000049');
  });
});

describe('lost leads’ notes (issue 53 B)', () => {
  it('lists each lost lead’s note with its reason', () => {
    expect(report.lostNotes).toEqual([
      {
        reference: 'Q-BBBBBB',
        receivedAt: '2026-10-27T08:30:00.000Z',
        reason: 'price',
        words: 'price',
        note: 'Went with a firm £20 cheaper',
      },
    ]);
    expect(report.lostNotesTotal).toBe(1);
  });

  it('lists at most 50, by reason in the form’s order, then oldest first', () => {
    const lost = leads(60, (i) => ({
      claimedAfter: 1,
      outcome: 'lost' as const,
      reason: i % 2 === 0 ? ('timing' as const) : ('price' as const),
      note: `note ${i}`,
    }));
    const { lostNotes, lostNotesTotal } = leadReport(lost.reverse(), reportPeriod);
    expect(lostNotesTotal).toBe(60);
    expect(lostNotes).toHaveLength(listedAtMost);
    expect(lostNotes.slice(0, 30).every((n) => n.reason === 'price')).toBe(true);
    expect(lostNotes.slice(0, 2).map((n) => n.note)).toEqual(['note 1', 'note 3']);
    expect(lostNotes.slice(30).map((n) => n.note)).toEqual(Array.from({ length: 20 }, (_, i) => `note ${i * 2}`));
  });
});
