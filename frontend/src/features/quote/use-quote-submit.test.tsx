import { submissionIdPattern } from '@courier/common/quote/journey';
import { emptyQuoteValues } from '@courier/common/quote/quote-fields';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { visitKey } from '../../lib/visit-recorder';
import { sentCopy, submitLabels } from './quote-form-copy';
import {
  advance,
  deferred,
  deliveryDate,
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
  setUpQuoteFormTests,
  startAnother,
  stored,
  submitButton,
} from './quote-form-test-support';

setUpQuoteFormTests();

describe('submitting', () => {
  it('posts every quote field, the stops, the EmailJS protocol fields, the honeypot, the fill time and the visit', async () => {
    // The visit began on a city page, from a newsletter's link (lib/visit-recorder.ts).
    const visit = { landing_page: '/courier-leeds', utm_source: 'newsletter', referrer_kind: 'other site' };
    sessionStorage.setItem(visitKey, JSON.stringify(visit));
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
    // Every field of the table (those left blank empty), the stops, and the rest.
    expect(Object.fromEntries(postedForm().entries())).toEqual({
      ...emptyQuoteValues,
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
      // Where the visit began, in place of the form's own page (the home page, posted without JavaScript).
      ...visit,
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
});
