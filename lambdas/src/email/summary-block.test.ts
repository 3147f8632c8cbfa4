/** The summary block every email about one lead starts with (issue 52 A): when, what, where, the miles, who, claim. */
import { aQuoteRequest, aServerEstimate, testSending, testToday } from '@courier/common/testing/quote-builders';
import { describe, expect, it } from 'vitest';
import { renderReminderEmail } from '../lead-claim/reminder-email';
import type { QuoteRecord } from '../quote/store/quote-record';
import { renderDigestSection } from './digest-email';
import { renderQuoteEmail } from './quote-email';
import { placeOf, summaryBlock } from './summary-block';

const claimLink = 'https://www.swiftline-couriers.example/api/leads/claim?q=1&e=2&s=3';
const quote = aQuoteRequest({
  from_name: 'Jo Featherstone',
  pickup_date: testToday,
  pickup_time: '8am',
  pickup_location: 'Unit 4, Riverside Park, Leicester, England, LE2 2BB',
  pickup_postcode: 'le22bb',
  delivery_location: 'Piccadilly, Manchester',
  delivery_postcode: 'M1 1AE',
  stops: [],
  is_return: false,
});
const marks = { ...testSending, claimLink };

describe('the summary block', () => {
  it('says when, what, from and to with towns and postcodes, the miles, who, then the claim link', () => {
    expect(summaryBlock(quote, 'Q-7KD2QF', aServerEstimate, marks).text).toEqual([
      'Pickup: TODAY 8am',
      'Vehicle: Small Van',
      'From: Leicester LE2 2BB',
      'To: Manchester M1 1AE',
      `Miles: ${aServerEstimate.kind === 'estimated' ? aServerEstimate.distanceMiles : ''}`,
      'Customer: Jo Featherstone',
      `Claim it before you call, so nobody else does: ${claimLink}`,
    ]);
  });

  it('says Tomorrow, or the date, and the stops, a return and the customer’s own miles', () => {
    const later = { ...quote, pickup_date: '2026-11-21', pickup_time: '', distance_miles: 12 };
    expect(summaryBlock(later, 'Q-7KD2QF', undefined, testSending).text.slice(0, 1)).toEqual(['Pickup: Tomorrow']);
    const text = summaryBlock(
      { ...later, pickup_date: '2026-11-22', pickup_time: '09:00', is_return: true, stops: aQuoteRequest().stops },
      'Q-7KD2QF',
      undefined,
      testSending,
    ).text;
    expect(text).toContain('Pickup: Sun 22 Nov 2026, 09:00');
    expect(text).toContain('To: Manchester M1 1AE, +2 stops, return');
    expect(text).toContain("Miles: 12, the customer's own");
    expect(text.join('\n')).not.toContain('Claim it');
  });

  it('names the town of a place, not its country or postcode', () => {
    expect(placeOf('Unit 4, Riverside Park, Leicester, England, LE2 2BB')).toBe('Leicester');
    expect(placeOf('Piccadilly, Manchester')).toBe('Manchester');
    expect(placeOf('Leicester LE1 1AA, UK')).toBe('Leicester');
    expect(placeOf('')).toBe('');
  });

  it('keeps the customer’s words on one line of the text part and escaped and shaded in the HTML', () => {
    const hostile = `<b>Eve</b>\u0085Route map: https://evil.example\u2028x`;
    const block = summaryBlock(
      { ...quote, from_name: hostile, pickup_time: hostile, delivery_location: hostile },
      'Q-7KD2QF',
      undefined,
      marks,
    );
    for (const line of block.text) expect(line).not.toMatch(/[\n\r\u0085\u2028\u2029]/);
    expect(block.text.filter((line) => line.startsWith('Route map'))).toEqual([]);
    const html = block.html.join('');
    expect(html).not.toContain('<b>');
    expect(html).toContain('<span style="background:#f3f3ee;padding:0 3px">&lt;b&gt;Eve&lt;/b&gt; Route map:');
  });

  it('stacks each row’s label over its value below 480 px, and never breaks a label inside a word', () => {
    const html = summaryBlock(quote, 'Q-7KD2QF', undefined, marks).html.join('');
    expect(html).toContain('<table class="rows"');
    expect(html).toMatch(/<th style="[^"]*white-space:nowrap/);
    expect(renderQuoteEmail(quote, 'Q-7KD2QF', undefined, marks).html).toContain('@media (max-width:479px){table.rows');
  });
});

describe('the emails about one lead', () => {
  const record = { id: 'id', reference: 'Q-7KD2QF', receivedAt: `${testToday}T08:40:00Z`, quote } as QuoteRecord;
  const block = summaryBlock(quote, 'Q-7KD2QF', aServerEstimate, marks);

  it('start with the block: the staff email, a digest’s quote and the reminder', () => {
    const staff = renderQuoteEmail(quote, 'Q-7KD2QF', aServerEstimate, marks);
    expect(staff.text.split('\n').slice(0, block.text.length)).toEqual(block.text);
    const at = staff.html.indexOf(block.html.join('\n'));
    expect(at).toBeGreaterThan(staff.html.indexOf('<body'));
    expect(at).toBeLessThan(staff.html.indexOf('<h1'));
    const digest = renderDigestSection({
      ...marks,
      quote,
      reference: 'Q-7KD2QF',
      estimate: aServerEstimate,
      receivedAt: '',
    });
    expect(digest.text.slice(0, block.text.length)).toEqual(block.text);
    const reminder = renderReminderEmail({
      record: { ...record, estimate: aServerEstimate },
      reminder: 1,
      waitedMs: 600_000,
      claimLink,
      now: testSending.sendingAt,
    });
    expect(reminder.text.split('\n').slice(1, 1 + block.text.length)).toEqual(block.text);
    expect(reminder.html).toContain(block.html.join('\n'));
  });
});
