import { describe, expect, it } from 'vitest';
import { aQuoteForm } from '../testing/quote-builders';
import { answersAsSent, describeEstimate, sentPartialEstimate, sentSummary } from './answers-as-sent';

describe('answersAsSent (the no-JavaScript check page)', () => {
  it('lists every answer given on a line of its own, in the form’s order, with the form’s titles', () => {
    expect(answersAsSent(aQuoteForm({ phone: '', estimate_source: 'approximate' }))).toEqual([
      ['Name', "Ada O'Brien"],
      ['Email', 'ada@example.co.uk'],
      ['Pickup location', 'Unit 4, Freemen’s Common'],
      ['Pickup postcode', 'le1 1aa'],
      ['Pickup date', 'Sun 22 Nov 2026'],
      ['Pickup time', '09:00 to 11:00'],
      ['Additional stops', '1. Nottingham Trent Bridge, NG2 6AG\n2. Derby Riverside, DE1 1AA'],
      ['Delivery location', 'Piccadilly, Manchester'],
      ['Delivery postcode', 'M1 1AE'],
      ['Delivery date', 'Mon 23 Nov 2026'],
      ['Delivery time', 'Before noon'],
      ['Return journey', 'Yes'],
      ['Estimate', 'about 152 miles, 3 h 5 min by road (approximate)'],
      ['Vehicle type', 'Small Van'],
      ['Load details', 'Three pallets, 400 kg'],
      ['Notes', '<script>alert("x")</script>\nCall first: <b>&"\''],
    ]);
  });

  it('shows a date that is not one as it was sent, and the stops from their own fields', () => {
    const lines = new Map(
      answersAsSent({ pickup_date: '22/11/2026', stop_3_location: 'Depot', additional_stops: '1. Elsewhere' }),
    );
    expect(lines.get('Pickup date')).toBe('22/11/2026');
    expect(lines.get('Additional stops')).toBe('1. Depot');
  });
});

describe('sentSummary (the confirmation)', () => {
  it('puts a place, and a date with its time, on one line, each stop on its own, in the form’s order', () => {
    expect(sentSummary(aQuoteForm({ pickup_time: '', notes: 'Ring first' }))).toEqual([
      ['Name', "Ada O'Brien"],
      ['Email', 'ada@example.co.uk'],
      ['Phone', '07700 900123'],
      ['From', 'Unit 4, Freemen’s Common, le1\u00a01aa'],
      ['Collection', 'Sun 22 Nov 2026'],
      ['Stop 1', 'Nottingham Trent Bridge, NG2\u00a06AG'],
      ['Stop 2', 'Derby Riverside, DE1\u00a01AA'],
      ['To', 'Piccadilly, Manchester, M1\u00a01AE'],
      ['Delivery', 'Mon 23 Nov 2026, Before noon'],
      ['Return', 'Yes'],
      ['Estimate', 'about 152 miles, 3 h 5 min by road'],
      ['Vehicle', 'Small Van'],
      ['Load details', 'Three pallets, 400 kg'],
      ['Notes', 'Ring first'],
    ]);
  });

  it('leaves out what was not given, the figures too', () => {
    const lines = sentSummary(aQuoteForm({ phone: '', load_details: '', notes: '', distance_miles: '' }));
    expect(lines.map(([title]) => title)).not.toContain('Phone');
    expect(lines.map(([title]) => title)).not.toContain('Estimate');
    expect(lines.map(([title]) => title)).not.toContain('Notes');
  });
});

describe('describeEstimate', () => {
  it.each([
    ['97.5', '127', 'about 98 miles, 2 h 7 min by road'],
    ['12.4', '45', 'about 12 miles, 45 min by road'],
    ['120', '120', 'about 120 miles, 2 h by road'],
    ['4.75', '21', 'about 4.8 miles, 21 min by road'],
    ['1', '3', 'about 1 mile, 3 min by road'],
  ])('says %s miles and %s minutes as "%s"', (miles, minutes, text) => {
    expect(describeEstimate(miles, minutes)).toBe(text);
  });

  it('says nothing unless both figures are numbers', () => {
    expect(describeEstimate('', '130')).toBeNull();
    expect(describeEstimate('97.5', '')).toBeNull();
    expect(describeEstimate('about 90', '130')).toBeNull();
  });
});

describe('sentPartialEstimate (the confirmation’s line above its answers)', () => {
  const journey = { pickup_postcode: 'LS1 4XQZ', stop_1_postcode: 'WF1 1PX', delivery_postcode: 'S1 2HE' };
  it('names what the estimate sent left out', () => {
    expect(sentPartialEstimate(aQuoteForm({ ...journey, stop_2_postcode: '', stop_2_location: '' }))).toBe(
      'Partial estimate: LS1 4XQZ not found: estimate covers WF1 1PX → S1 2HE only',
    );
  });

  it('says nothing of figures the visitor typed for a journey with one place left to route: they are their own', () => {
    const typed = aQuoteForm({
      pickup_postcode: 'LS1 A4P',
      stop_1_postcode: '',
      stop_1_location: '',
      stop_2_postcode: '',
    });
    expect(sentPartialEstimate({ ...typed, stop_2_location: '', delivery_postcode: 'S1 2HE' })).toBeUndefined();
  });
});
