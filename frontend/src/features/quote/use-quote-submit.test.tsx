import { submissionIdPattern } from '@courier/common/quote/journey';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { draftKey } from './quote-draft';
import { sentCopy, submitLabels } from './quote-form-copy';
import {
  advance,
  control,
  deferred,
  deliveryDate,
  etaCalls,
  fieldValue,
  fillValidQuote,
  network,
  nextFrame,
  pasteInto,
  pickupDate,
  postedForm,
  querySentPanel,
  renderForm,
  sendCalls,
  sendFormUrl,
  sentPanel,
  sentSummaryShown,
  setUpQuoteFormTests,
  startAnother,
  stored,
  submitButton,
} from './quote-form-test-support';

setUpQuoteFormTests();

describe('submitting', () => {
  it('posts every quote field, the stops, the EmailJS protocol fields, the honeypot and the fill time', async () => {
    const { user, renderedAt } = renderForm();
    await fillValidQuote(user);
    await user.click(screen.getByLabelText('Yes'));
    await user.click(screen.getByRole('button', { name: 'Add stop' }));
    await pasteInto(user, 'stop_1_location', 'Trent Bridge');
    await user.type(screen.getByLabelText('Stop 1 postcode'), 'ng26ag');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Add stop' }));
    await pasteInto(user, 'stop_2_location', 'Derby Riverside');
    await user.type(screen.getByLabelText('Stop 2 postcode'), 'DE1 1AA');
    await advance(400);
    await advance(7000 - (Date.now() - renderedAt));

    await user.click(submitButton());
    await advance(0);
    expect(sendCalls()).toHaveLength(1);
    const [url, init] = sendCalls()[0] as Parameters<typeof fetch>;
    expect(url).toBe(sendFormUrl);
    expect(init?.method).toBe('POST');
    // The browser sets the multipart boundary itself.
    expect(init?.headers).toBeUndefined();
    expect(Object.fromEntries(postedForm().entries())).toEqual({
      from_name: 'Ada Lovelace',
      from_email: 'ada@example.co.uk',
      phone: '07700 900123',
      pickup_location: 'Unit 4, Freemen’s Common',
      pickup_postcode: 'LE1 1AA',
      pickup_date: pickupDate(),
      pickup_time: '9–11am',
      stop_1_location: 'Trent Bridge',
      stop_1_postcode: 'NG2 6AG',
      stop_2_location: 'Derby Riverside',
      stop_2_postcode: 'DE1 1AA',
      additional_stops: '1. Trent Bridge, NG2 6AG\n2. Derby Riverside, DE1 1AA',
      delivery_location: 'Piccadilly, Manchester',
      delivery_postcode: 'M1 1AE',
      delivery_date: deliveryDate(),
      delivery_time: 'Before noon',
      is_return: 'Yes',
      return_job: 'Yes',
      distance_miles: '96.4',
      duration_minutes: '118',
      vehicle_type: 'Small Van',
      load_details: 'Three pallets, 400 kg',
      notes: 'Call on arrival',
      terms_agree: 'Yes',
      website: '',
      fill_seconds: '7',
      service_id: 'service_local',
      template_id: 'template_quote',
      user_id: 'public_local_key',
      lib_version: '4.4.1',
      submission_id: expect.stringMatching(submissionIdPattern),
      // The estimate for the whole journey entered, read-only (issue 34).
      estimate_source: 'estimate',
      estimate_route: 'LE1 1AA → NG2 6AG → DE1 1AA → M1 1AE, return, Small Van',
    });
    // One value per name: the server refuses a field sent twice.
    const names = [...postedForm().keys()];
    expect(new Set(names).size).toBe(names.length);
  });

  it('goes Sending… (disabled, one request for two clicks), then Sent! in a confirmation that stays until asked for a fresh form', async () => {
    const response = deferred<Response>();
    network.send = () => response.promise;
    const { user, form } = renderForm();
    await fillValidQuote(user);
    const button = submitButton() as HTMLButtonElement;
    expect(button.textContent).toBe(submitLabels.idle);
    expect(button.disabled).toBe(false);

    await user.dblClick(button);
    expect(button.textContent).toBe(submitLabels.sending);
    expect(button.disabled).toBe(true);
    // Enter in a field, or a script, submits without the button.
    fireEvent.submit(form);
    await user.click(button);
    await advance(1000);
    expect(sendCalls()).toHaveLength(1);

    await act(async () => response.resolve(stored('Q-7KX2MP')));
    // The form, its button with it, gives way to the confirmation headed 'Sent!' (issue 34, not SPEC's reset).
    expect(sentPanel().querySelector('h3')?.textContent).toBe(`${submitLabels.success} ${sentCopy.title}`);
    expect(document.querySelector('form')).toBeNull();
    expect(screen.queryByRole('button', { name: submitLabels.idle })).toBeNull();
    await nextFrame();
    await advance(60_000);
    expect(sentPanel()).toBeTruthy();
    expect(sendCalls()).toHaveLength(1);

    await startAnother(user);
    expect(querySentPanel()).toBeNull();
    expect(submitButton().textContent).toBe(submitLabels.idle);
    expect((submitButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it('sends one request for two submits in the same task (before React re-renders)', async () => {
    const { user } = renderForm();
    await fillValidQuote(user);
    const button = submitButton();
    act(() => {
      button.click();
      button.click();
    });
    await advance(1000);
    expect(sendCalls()).toHaveLength(1);
    expect(sentPanel()).toBeTruthy();
  });

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
    expect(sentSummaryShown()).toEqual({
      From: 'Unit 4, Freemen’s Common, LE1\u00a01AA',
      'Stop 1': 'Trent Bridge, NG2\u00a06AG',
      To: 'Piccadilly, Manchester, M1\u00a01AE',
      Return: 'Yes, back to the pickup',
      Collection: expect.stringMatching(new RegExp(`^${weekday} ${d} [A-Z][a-z]{2} ${y}, 9–11am$`)),
      Delivery: expect.stringMatching(/^[A-Z][a-z]{2} \d{1,2} [A-Z][a-z]{2} \d{4}, Before noon$/),
      Vehicle: 'Small Van',
      Estimate: 'about 96 miles, 1 h 58 min by road',
    });
    // Nothing of the sent quote is kept to come back on a reload.
    expect(sessionStorage.getItem(draftKey)).toBeNull();
    await advance(5000);
    expect(sessionStorage.getItem(draftKey)).toBeNull();

    await startAnother(user);
    for (const name of [
      'from_name',
      'from_email',
      'phone',
      'pickup_location',
      'pickup_postcode',
      'pickup_date',
      'pickup_time',
      'delivery_location',
      'delivery_postcode',
      'delivery_date',
      'delivery_time',
      'distance_miles',
      'duration_minutes',
      'vehicle_type',
      'load_details',
      'notes',
      'additional_stops',
    ]) {
      expect(fieldValue(name), name).toBe('');
    }
    expect(fieldValue('is_return')).toBe('No');
    expect(fieldValue('return_job')).toBe('No');
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
