/** The lead in one line (issue 45 A): TODAY or Tomorrow in the staff email's subject and a digest's heading, by UK time. */
import type { QuoteRequest } from '@courier/common/quote/quote-fields';
import { aQuoteRequest } from '@courier/common/testing/quote-builders';
import { describe, expect, it } from 'vitest';
import { renderDigestSection } from './digest-email';
import { leadSummary } from './lead-summary';
import { renderQuoteEmail } from './quote-email';

/** Tara's same-day job, Leeds to Sheffield, one way, its pickup postcode unspaced as the validator leaves it. */
const quote = aQuoteRequest({
  from_name: 'Tara Today',
  pickup_postcode: 'LS14AP',
  pickup_date: '2026-11-28',
  pickup_time: '8am',
  stops: [],
  delivery_postcode: 'S1 2HE',
  delivery_date: '2026-11-28',
  is_return: false,
});

const subjectAt = (iso: string, q: QuoteRequest = quote) =>
  renderQuoteEmail(q, 'Q-7KD2QF', undefined, { sendingAt: new Date(iso) }).subject;

describe('the staff email’s subject says TODAY or Tomorrow, decided in UK time', () => {
  it('a same-day job leads with TODAY, its time and the customer’s name', () => {
    expect(subjectAt('2026-11-28T01:02:00Z')).toBe(
      'Quote request: TODAY 8am · Tara Today · Small Van LS1 4AP → S1 2HE [Q-7KD2QF]',
    );
  });

  it('across UK midnight in winter: Tomorrow until 00:00 GMT, TODAY from it', () => {
    expect(subjectAt('2026-11-27T23:59:59Z')).toBe(
      'Quote request: Tomorrow 8am · Tara Today · Small Van LS1 4AP → S1 2HE [Q-7KD2QF]',
    );
    expect(subjectAt('2026-11-28T00:00:00Z')).toMatch(/^Quote request: TODAY 8am · /);
    // The day after, it is neither: the calm shape with the date.
    expect(subjectAt('2026-11-29T00:00:00Z')).toBe(
      'Quote request: Small Van, LS1 4AP → S1 2HE, 28 Nov 2026 [Q-7KD2QF]',
    );
  });

  it('across UK midnight in British Summer Time: the day turns at 23:00 UTC', () => {
    const summer = { ...quote, pickup_date: '2026-07-15', pickup_time: '' };
    expect(subjectAt('2026-07-14T22:59:59Z', summer)).toBe(
      'Quote request: Tomorrow · Tara Today · Small Van LS1 4AP → S1 2HE [Q-7KD2QF]',
    );
    expect(subjectAt('2026-07-14T23:00:00Z', summer)).toMatch(/^Quote request: TODAY · Tara Today · /);
  });

  it('a later job keeps the calm shape; stops, the return and the test mark still show', () => {
    const later = {
      ...quote,
      pickup_date: '2026-12-20',
      is_return: true,
      stops: [{ location: 'W', postcode: 'WF1 1PX' }],
    };
    expect(subjectAt('2026-11-28T09:00:00Z', later)).toBe(
      'Quote request: Small Van, LS1 4AP → S1 2HE, +1 stop, return, 20 Dec 2026 [Q-7KD2QF]',
    );
    expect(
      renderQuoteEmail({ ...later, pickup_date: '2026-11-28' }, 'Q-7KD2QF', undefined, {
        test: true,
        sendingAt: new Date('2026-11-28T09:00:00Z'),
      }).subject,
    ).toBe('[TEST] Quote request: TODAY 8am · Tara Today · Small Van LS1 4AP → S1 2HE, +1 stop, return [Q-7KD2QF]');
  });

  it('keeps the customer’s words to one short line', () => {
    const long = {
      ...quote,
      from_name: `Tara ${'Today'.repeat(20)}`,
      pickup_time: 'any time\nbefore noon, ring first please',
    };
    const subject = leadSummary(long, 'Q-7KD2QF', new Date('2026-11-28T09:00:00Z'));
    expect(subject).not.toContain('\n');
    expect(subject).toMatch(
      /^TODAY any time before noon, r… · Tara (Today){6}Toda… · Small Van LS1 4AP → S1 2HE \[Q-7KD2QF\]$/,
    );
  });

  it('a digest’s heading says it the same way', () => {
    const section = renderDigestSection({
      quote,
      reference: 'Q-7KD2QF',
      receivedAt: '2026-11-28T01:00:00Z',
      sendingAt: new Date('2026-11-28T01:05:00Z'),
    });
    expect(section.heading).toBe(
      'TODAY 8am · Tara Today · Small Van LS1 4AP → S1 2HE [Q-7KD2QF], received 2026-11-28 01:00 UTC',
    );
  });
});
