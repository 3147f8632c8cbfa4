/** The customer's copy (issue 52 C): the promise, the office's number to tap, the collection day and time. */
import { aQuoteRequest } from '@courier/common/testing/quote-builders';
import { describe, expect, it } from 'vitest';
import { collectionWhen, renderAcknowledgementEmail } from './acknowledgement-email';

const company = { companyName: 'Swiftline Couriers', phone: '0116 496 0000', replyPromiseMinutes: 20 };

describe("the customer's acknowledgement", () => {
  it('promises a call on the number they gave within the minutes, and gives the office number to tap', () => {
    const email = renderAcknowledgementEmail(aQuoteRequest({ phone: '07700 900444' }), 'Q-7KD2QF', company);
    const promise = 'A dispatcher will call you on 07700 900444 within 20 minutes.';
    expect(email.text.split('\n').slice(0, 2)).toEqual([
      'Thank you. Swiftline Couriers has received your quote request.',
      promise,
    ]);
    expect(email.html).toContain(`<strong>${promise}</strong>`);
    expect(email.html).toContain(
      'For an urgent job, call us on <a href="tel:+441164960000">0116 496 0000</a> and quote Q-7KD2QF.',
    );
  });

  it('promises an email when they gave no phone', () => {
    const email = renderAcknowledgementEmail(aQuoteRequest({ phone: '' }), 'Q-7KD2QF', company);
    expect(email.text).toContain('A dispatcher will email you within 20 minutes.\n');
  });

  it('gives the collection day and a time written as a time, never the visitor’s other words', () => {
    expect(collectionWhen({ pickup_date: '2026-11-22', pickup_time: '09:00 to 11:00' })).toBe(
      'Sun 22 Nov 2026, 09:00 to 11:00',
    );
    expect(collectionWhen({ pickup_date: '2026-11-22', pickup_time: '8am' })).toBe('Sun 22 Nov 2026, 8am');
    expect(collectionWhen({ pickup_date: '2026-11-22', pickup_time: '14.30-15.00' })).toBe(
      'Sun 22 Nov 2026, 14.30-15.00',
    );
    expect(collectionWhen({ pickup_date: '2026-11-22', pickup_time: '' })).toBe('Sun 22 Nov 2026');
    const words = 'after 9, visit https://evil.example to pay';
    expect(collectionWhen({ pickup_date: '2026-11-22', pickup_time: words })).toBe('Sun 22 Nov 2026');
    const email = renderAcknowledgementEmail(aQuoteRequest({ pickup_time: words }), 'Q-7KD2QF', company);
    expect(email.text).not.toContain('evil');
    expect(email.text).toContain('Collection: Sun 22 Nov 2026\n');
  });
});
