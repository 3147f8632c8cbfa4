import { describe, expect, it } from 'vitest';
import { leadItem, reportPeriod, reportQuotes } from '../../test-support/lead-report-fixture';
import { leadReport } from './lead-report';
import { funnelLine, heldLine, periodWords, renderReportEmail, reportJson, reportText } from './report-render';

const report = leadReport(reportQuotes, reportPeriod);

describe('the lead report as text, JSON and email', () => {
  it('opens with the funnel in one line: claimed, quoted, booked, lost with the reasons', () => {
    expect(funnelLine(report)).toBe(
      '7 quotes, 6 claimed (median 5 min, 43% within 5 minutes), 2 quoted (median 27 min after sending), ' +
        '2 booked, 2 lost (price 1, no reply 1).',
    );
    expect(funnelLine(leadReport([], reportPeriod))).toBe('No quotes in this period.');
  });

  it('prints the period in UK days, the speeds and every breakdown as aligned columns', () => {
    const text = reportText(report).join('\n');
    expect(text).toContain('Leads Mon 19 Oct 2026 to Sun 1 Nov 2026 (UK time)');
    expect(text).toContain('1 since erased: counted, with no details.');
    expect(text).toContain('Time to claim: median 5 min; 43% within 5 minutes, 71% within 30 minutes (of every lead).');
    expect(text).toContain('Time to quote, from sending: median 27 min; 0% within 5 minutes, 14% within 30 minutes');
    expect(text).toMatch(/By landing page\nlanding page +quotes +claimed +quoted +booked +lost +booked per quote\n-+/);
    expect(text).toMatch(/\n\/couriers\/leeds +2 +2 +2 +1 +1 +50%\n/);
    expect(text).toMatch(/\ngoogle \/ autumn +1 +1 +1 +1 +0 +100%\n/);
    expect(text).toMatch(/\nno vehicle or driver +0\n/);
    expect(text).toMatch(/\nQ-DDDDDD +Sun 25 Oct 2026 +8 d 7 h +UNCLAIMED\n/);
    expect(text).toMatch(/\nQ-IIIIII +Wed 28 Oct 2026 +4 d 22 h +Jo Night$/);
  });

  it('names a calendar week as its ISO number and days, and any other period by its first and last days', () => {
    const words = (from: string, to: string) => periodWords({ from, to });
    expect(words('2026-11-30T00:00:00.000Z', '2026-12-07T00:00:00.000Z')).toBe('Week 49, Mon 30 Nov – Sun 6 Dec 2026');
    // In summer time a week starts at 23:00 UTC; across the new year both days carry their year.
    expect(words('2026-06-28T23:00:00.000Z', '2026-07-05T23:00:00.000Z')).toBe('Week 27, Mon 29 Jun – Sun 5 Jul 2026');
    expect(words('2026-12-28T00:00:00.000Z', '2027-01-04T00:00:00.000Z')).toBe(
      'Week 53, Mon 28 Dec 2026 – Sun 3 Jan 2027',
    );
    // Seven days that are not Monday to Sunday, or a week an hour short, are no calendar week.
    expect(words('2026-12-01T00:00:00.000Z', '2026-12-08T00:00:00.000Z')).toBe('Tue 1 Dec 2026 to Mon 7 Dec 2026');
    expect(words('2026-06-29T00:00:00.000Z', '2026-07-06T00:00:00.000Z')).toBe('Mon 29 Jun 2026 to Mon 6 Jul 2026');
    const week = leadReport([], { from: new Date('2026-11-30T00:00:00Z'), to: new Date('2026-12-07T00:00:00Z') });
    expect(renderReportEmail(week).subject).toBe('Leads in Week 49, Mon 30 Nov – Sun 6 Dec 2026: 0 quotes, 0 booked');
    expect(reportText(week)[0]).toBe('Leads in Week 49, Mon 30 Nov – Sun 6 Dec 2026 (UK time)');
  });

  it('gives JSON of one shape: a figure not measured is null', () => {
    const empty = JSON.parse(reportJson(leadReport([], reportPeriod)));
    const full = JSON.parse(reportJson(report));
    expect(Object.keys(empty)).toEqual(Object.keys(full));
    expect(empty.timeToQuote).toEqual({ medianMs: null, withinFiveMinutes: null, withinThirtyMinutes: null });
    expect(full.stillOpen[0]).toEqual({
      reference: 'Q-DDDDDD',
      receivedAt: '2026-10-25T00:30:00.000Z',
      ageMs: expect.any(Number),
      owner: null,
    });
    expect(full.bySource[3]).toEqual({
      key: 'google / autumn',
      ...{ quotes: 1, claimed: 1, quoted: 1, booked: 1, lost: 0, bookedPerQuote: 1 },
    });
  });

  it('mails the same figures, every value escaped: a campaign is the visitor’s text', () => {
    const hostile = leadItem({
      reference: 'Q-XSSXSS',
      receivedAt: '2026-10-30T12:00:00.000Z',
      visit: { landingPage: '/couriers/<b>leeds', utmSource: '"><script>alert(1)</script>', utmCampaign: 'a&b' },
    });
    const email = renderReportEmail(leadReport([...reportQuotes, hostile], reportPeriod));
    expect(email.subject).toBe('Leads Mon 19 Oct 2026 to Sun 1 Nov 2026: 8 quotes, 2 booked');
    expect(email.html).toContain('<meta name="viewport"');
    expect(email.html).not.toContain('<script>');
    expect(email.html).not.toContain('<b>leeds');
    expect(email.html).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; / a&amp;b');
    expect(email.html).toContain('/couriers/&lt;b&gt;leeds');
    expect(email.text).toContain('8 quotes, 6 claimed');
    expect(email.text).toContain('/couriers/<b>leeds');
  });

  it('makes control characters in the visitor’s text plain in the text part', () => {
    const terminalEscape = leadItem({
      reference: 'Q-ESCAPE',
      receivedAt: '2026-10-30T12:00:00.000Z',
      visit: { utmSource: 'x\u001b[2Jy\nz' },
    });
    const text = reportText(leadReport([terminalEscape], reportPeriod)).join('\n');
    expect(text).toContain('x [2Jy z');
    expect(text).not.toContain('\u001b');
  });

  it('says in one line how many quotes were held back and why, apart from the funnel, in the list’s words too', () => {
    const flood = Array.from({ length: 3 }, (_, i) =>
      leadItem({ reference: `Q-FLOOD${i}`, receivedAt: '2026-10-30T12:00:00.000Z', held: 'address' }),
    );
    const wave = leadItem({ reference: 'Q-WAVE00', receivedAt: '2026-10-30T12:00:00.000Z', held: 'wave' });
    const text = reportText(leadReport([...reportQuotes, ...flood, wave], reportPeriod)).join('\n');
    expect(text).toContain(
      "\n7 quotes, 6 claimed (median 5 min, 43% within 5 minutes), 2 quoted (median 27 min after sending), 2 booked, 2 lost (price 1, no reply 1). 1 since erased: counted, with no details.\nHeld back (caps, waves): 4 (3 past a mailbox's cap, 1 in a wave), 0 claimed, 0 booked; counted apart from every other figure.\n",
    );
    expect(heldLine(report)).toBe('Held back (caps, waves): 0.');
    expect(funnelLine(leadReport(flood, reportPeriod))).toBe('No quotes in this period but those held back.');
  });

  it('lists lost leads’ notes with their reasons, and the leads still open with how many there are', () => {
    const text = reportText(report).join('\n');
    expect(text).toMatch(
      /\nLost leads' notes: 1\nreference +reason +note\n-+ +-+ +-+\nQ-BBBBBB +price +Went with a firm £20 cheaper\n/,
    );
    expect(text).toContain('\nStill open a day after arriving (unclaimed, or claimed without an outcome): 2\n');
    const open = Array.from({ length: 51 }, (_, i) =>
      leadItem({ reference: `Q-OPEN${String(i).padStart(2, '0')}`, receivedAt: '2026-10-20T12:00:00.000Z' }),
    );
    expect(reportText(leadReport(open, reportPeriod))).toContain(
      'Still open a day after arriving (unclaimed, or claimed without an outcome): 51 (the 50 oldest listed)',
    );
  });

  it('escapes staff’s notes in the email and makes them plain in the text', () => {
    const lost = leadItem({
      ...{ reference: 'Q-NOTE00', receivedAt: '2026-10-30T12:00:00.000Z', claimedAfter: 1, outcome: 'lost' },
      ...{ reason: 'other', note: 'said <b>no</b> & hung up\u001b[2J' },
    });
    const email = renderReportEmail(leadReport([lost], reportPeriod));
    expect(email.html).toContain('said &lt;b&gt;no&lt;/b&gt; &amp; hung up');
    expect(email.html).not.toContain('<b>no</b>');
    expect(email.text).toContain('said <b>no</b> & hung up [2J');
    expect(email.text).not.toContain('\u001b');
  });

  it('stays far below the size at which Gmail clips an email (102 KB), however many pages, campaigns and leads', () => {
    // 2,000 leads, each from its own long page and campaign, half lost with a long note and a long owner's name.
    const week = Array.from({ length: 2000 }, (_, i) =>
      leadItem({
        reference: `Q-${String(i).padStart(6, '0')}`,
        receivedAt: new Date(reportPeriod.from.getTime() + i * 60_000).toISOString(),
        ...(i % 2 ? {} : { claimedAfter: 3, owner: 'Bartholomew Featherstonehaugh-Cholmondeley' }),
        ...(i % 2 ? {} : { outcome: 'lost' as const, reason: 'other' as const, note: 'word '.repeat(40).trim() }),
        visit: { landingPage: `/courier-${'x'.repeat(40)}${i}`, utmSource: `source-${'y'.repeat(30)}${i}` },
      }),
    );
    const email = renderReportEmail(leadReport(week, reportPeriod));
    expect(Buffer.byteLength(email.html)).toBeLessThan(50 * 1024);
    expect(Buffer.byteLength(email.text)).toBeLessThan(50 * 1024);
  });
});
