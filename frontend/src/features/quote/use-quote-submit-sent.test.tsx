import { emptyQuoteValues, type QuoteFieldName, quoteFields } from '@courier/common/quote/quote-fields';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { draftKey } from './quote-draft';
import {
  advance,
  control,
  etaCalls,
  fieldValue,
  fillValidQuote,
  network,
  pasteInto,
  pickupDate,
  renderForm,
  sentPanel,
  sentSummaryShown,
  setUpQuoteFormTests,
  startAnother,
  stored,
  submitButton,
} from './quote-form-test-support';

setUpQuoteFormTests();

describe('once a quote is sent', () => {
  it('shows what was sent in the form’s place, and an empty form only when the visitor asks for one', async () => {
    network.send = async () => stored('Q-7KX2MP');
    const { user } = renderForm();
    await fillValidQuote(user);
    await user.click(screen.getByLabelText('Yes'));
    await user.click(screen.getByRole('button', { name: 'Add stop' }));
    await pasteInto(user, 'stop_1_location', 'Trent Bridge');
    await user.type(screen.getByLabelText('Stop 1 postcode'), 'NG2 6AG');
    await advance(400);
    expect(fieldValue('distance_miles')).not.toBe('');

    await user.click(submitButton());
    await advance(0);
    const [y, m, d] = pickupDate().split('-').map(Number) as [number, number, number];
    const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][new Date(Date.UTC(y, m - 1, d)).getUTCDay()];
    // Every answer, in the form's order; a place, and a date with its time, on one line each.
    const summary = sentSummaryShown();
    expect(Object.keys(summary)).toEqual([
      'Name',
      'Email',
      'Phone',
      'From',
      'Collection',
      'Stop 1',
      'To',
      'Delivery',
      'Return',
      'Estimate',
      'Vehicle',
      'Load details',
      'Notes',
    ]);
    expect(summary).toEqual({
      Name: 'Ada Lovelace',
      Email: 'ada@example.co.uk',
      Phone: '07700 900123',
      From: 'Unit 4, Freemen’s Common, LE1\u00a01AA',
      Collection: expect.stringMatching(new RegExp(`^${weekday} ${d} [A-Z][a-z]{2} ${y}, 9–11am$`)),
      'Stop 1': 'Trent Bridge, NG2\u00a06AG',
      To: 'Piccadilly, Manchester, M1\u00a01AE',
      Delivery: expect.stringMatching(/^[A-Z][a-z]{2} \d{1,2} [A-Z][a-z]{2} \d{4}, Before noon$/),
      Return: 'Yes',
      Estimate: 'about 96 miles, 1 h 58 min by road',
      Vehicle: 'Small Van',
      'Load details': 'Three pallets, 400 kg',
      Notes: 'Call on arrival',
    });
    // Nothing of the sent quote is kept to come back on a reload.
    expect(sessionStorage.getItem(draftKey)).toBeNull();
    await advance(5000);
    expect(sessionStorage.getItem(draftKey)).toBeNull();

    await startAnother(user);
    for (const [name, empty] of Object.entries(emptyQuoteValues)) {
      if (quoteFields[name as QuoteFieldName].kind !== 'checkbox') expect(fieldValue(name), name).toBe(empty);
    }
    expect(fieldValue('additional_stops')).toBe('');
    expect((control('terms_agree') as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByLabelText('Stop 1 location')).toBeNull();
    expect(document.querySelectorAll('.field__error')).toHaveLength(0);
    // The fresh form is the visitor's next request: they carry on from its first field.
    expect(document.activeElement).toBe(control('from_name'));
    // The cleared postcodes ask for no estimate.
    const asked = etaCalls().length;
    await advance(2000);
    expect(etaCalls()).toHaveLength(asked);
  });

  it('counts the lead in analytics when gtag exists, once, with the documented event', async () => {
    const gtag = vi.fn();
    window.gtag = gtag;
    const { user } = renderForm();
    await user.click(submitButton());
    await fillValidQuote(user);
    expect(gtag).not.toHaveBeenCalled();
    await user.click(submitButton());
    await advance(3000);
    expect(gtag).toHaveBeenCalledTimes(1);
    expect(gtag).toHaveBeenCalledWith('event', 'quote_form_submitted', {
      event_category: 'Lead',
      event_label: 'Quote Request',
      value: 1,
    });
  });

  it('succeeds without analytics', async () => {
    const { user } = renderForm();
    await fillValidQuote(user);
    await user.click(submitButton());
    await advance(0);
    expect(sentPanel()).toBeTruthy();
  });
});
