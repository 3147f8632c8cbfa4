import { ukClock } from '@courier/common/time/uk-time';
import { describe, expect, it } from 'vitest';
import { displayPhone, historyLine, outcomeLine } from './lead-history-lines';

describe('a lead’s history in staff’s words', () => {
  it('one line a record, in UK time', () => {
    expect(historyLine({ type: 'claimed', at: '2026-11-28T01:01:55Z', by: 'Sam Patel' })).toBe(
      'claimed by Sam Patel at 01:01 on Sat 28 Nov',
    );
    expect(historyLine({ type: 'taken_over', at: '2026-07-14T23:30:00Z', by: 'Jo Evans', from: 'Sam Patel' })).toBe(
      'taken over by Jo Evans from Sam Patel at 00:30 on Wed 15 Jul',
    );
    expect(
      historyLine({
        type: 'reminded',
        at: '2026-11-28T00:20:00Z',
        reminder: 2,
        to: ['staff@x.example', 'ops@x.example'],
      }),
    ).toBe('reminder 2 emailed to staff@x.example, ops@x.example at 00:20 on Sat 28 Nov');
  });

  it('says whether a text went, and why not', () => {
    const text = { type: 'texted', at: '2026-11-28T01:02:00Z', to: '+447700900999' } as const;
    expect(historyLine({ ...text, sent: true })).toBe('texted +44 7700 900999 at 01:02 on Sat 28 Nov');
    expect(historyLine({ ...text, failed: 'daily_cap' })).toBe(
      "not texted to +44 7700 900999 at 01:02 on Sat 28 Nov: the day's cap of on-call texts was reached",
    );
    expect(historyLine({ ...text, failed: 'Throttling' })).toBe(
      'not texted to +44 7700 900999 at 01:02 on Sat 28 Nov: the SMS service answered Throttling',
    );
    expect(historyLine(text)).toBe('text to +44 7700 900999 taken at 01:02 on Sat 28 Nov, its outcome not recorded');
  });

  it('says what became of the lead, who marked it, and why a lost one was lost', () => {
    const marked = { type: 'outcome', at: '2026-11-26T10:42:00Z', by: 'Sam' } as const;
    expect(historyLine({ ...marked, outcome: 'quoted' })).toBe('marked quoted by Sam at 10:42 on Thu 26 Nov');
    expect(historyLine({ ...marked, outcome: 'booked' })).toBe('marked booked by Sam at 10:42 on Thu 26 Nov');
    expect(historyLine({ ...marked, outcome: 'lost', reason: 'price', note: 'found a <cheaper> van' })).toBe(
      'marked lost (price: found a <cheaper> van) by Sam at 10:42 on Thu 26 Nov',
    );
    expect(historyLine({ ...marked, outcome: 'lost', reason: 'vehicle' })).toBe(
      'marked lost (no vehicle or driver) by Sam at 10:42 on Thu 26 Nov',
    );
    expect(outcomeLine({ outcome: 'booked', at: marked.at, by: 'Sam' })).toBe(
      'Booked, marked by Sam at 10:42 on Thu 26 Nov',
    );
    expect(outcomeLine({ outcome: 'lost', at: marked.at, by: 'Jo', reason: 'no_reply', note: 'tried twice' })).toBe(
      'Lost (no reply: tried twice), marked by Jo at 10:42 on Thu 26 Nov',
    );
  });

  it('reads a UK number the way it is said, and leaves others as stored', () => {
    expect(displayPhone('+447700900999')).toBe('+44 7700 900999');
    expect(displayPhone('+353861234567')).toBe('+353861234567');
    expect(ukClock('2026-03-29T01:30:00Z')).toBe('02:30 on Sun 29 Mar');
  });
});
