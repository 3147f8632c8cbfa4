import { useMonthFirstDates } from '@courier/common/testing/cldr42-dates';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { submitLabels } from './quote-form-copy';
import {
  advance,
  answer,
  fillValidQuote,
  formSnapshot,
  network,
  nextFrame,
  pasteInto,
  phone,
  pickupDate,
  postedForm,
  querySentPanel,
  renderForm,
  sendCalls,
  sentPanel,
  setUpQuoteFormTests,
  stored,
  submitButton,
} from './quote-form-test-support';

setUpQuoteFormTests();

describe('submitting, when it fails', () => {
  it('on a failure status keeps every value, says Try again, shows the phone number in the alert; retry works', async () => {
    const gtag = vi.fn();
    window.gtag = gtag;
    network.send = async () => answer(502, 'The quote request could not be emailed.');
    const { user, form } = renderForm();
    await fillValidQuote(user);
    await user.click(screen.getByLabelText('Yes'));
    await user.click(screen.getByRole('button', { name: 'Add stop' }));
    await pasteInto(user, 'stop_1_location', 'Trent Bridge');
    await user.type(screen.getByLabelText('Stop 1 postcode'), 'NG2 6AG');
    await advance(400);
    const before = formSnapshot(form);

    await user.click(submitButton());
    await advance(0);
    expect(submitButton().textContent).toBe(submitLabels.error);
    expect((submitButton() as HTMLButtonElement).disabled).toBe(false);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Sorry, your quote request was not sent.');
    expect(alert.textContent).toContain('Our server could not send your request just now.');
    expect(alert.textContent).toContain(phone);
    expect(within(alert).getByRole('link', { name: phone }).getAttribute('href')).toMatch(/^tel:\+?[\d]+$/);
    expect(querySentPanel()).toBeNull();
    expect(formSnapshot(form)).toEqual(before);
    expect(gtag).not.toHaveBeenCalled();
    // Nothing moves on by itself.
    await advance(5000);
    expect(submitButton().textContent).toBe(submitLabels.error);

    network.send = async () => answer(200, 'OK');
    await user.click(submitButton());
    await advance(0);
    expect(sendCalls()).toHaveLength(2);
    expect(sentPanel()).toBeTruthy();
    expect(screen.queryByText(/Sorry, your quote request was not sent/)).toBeNull();
    expect(gtag).toHaveBeenCalledTimes(1);
    expect(Object.fromEntries(postedForm(1).entries())).toMatchObject(
      Object.fromEntries(before.filter(([name]) => name !== 'fill_seconds')),
    );
    // The retry is the same submission, so the server stores it once.
    expect(postedForm(1).get('submission_id')).toBe(postedForm(0).get('submission_id'));
  });

  it('on a network error keeps every value and says the server could not be reached', async () => {
    network.send = async () => {
      throw new TypeError('Failed to fetch');
    };
    const { user, form } = renderForm();
    await fillValidQuote(user);
    const before = formSnapshot(form);
    await user.click(submitButton());
    await advance(0);
    expect(submitButton().textContent).toBe(submitLabels.error);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('We could not reach our server. Check your connection and try again.');
    expect(alert.textContent).toContain(phone);
    expect(formSnapshot(form)).toEqual(before);
  });

  it("shows the server's reason when it refuses the request (400)", async () => {
    network.send = async () => answer(400, 'The service ID is invalid.');
    const { user } = renderForm();
    await fillValidQuote(user);
    await user.click(submitButton());
    await advance(0);
    expect(submitButton().textContent).toBe(submitLabels.error);
    expect(screen.getByRole('alert').textContent).toContain('The service ID is invalid.');
  });

  describe('a send that cannot fail silently (issue 35 B)', () => {
    const expectErrorState = () => {
      expect(submitButton().textContent).toBe(submitLabels.error);
      const alert = screen.getByRole('alert');
      expect(alert.textContent).toContain('Sorry, your quote request was not sent.');
      expect(alert.textContent).toContain('Something went wrong on this page.');
      expect(within(alert).getByRole('link', { name: phone }).getAttribute('href')).toMatch(/^tel:/);
      expect(document.activeElement).toBe(alert.querySelector('.form-message'));
    };

    it('an exception while reading the form (before any request) shows the error, the phone number, and takes focus', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const { user } = renderForm();
      await fillValidQuote(user);
      const RealFormData = FormData;
      vi.stubGlobal(
        'FormData',
        // A function, not an arrow: the form calls it with `new`.
        vi.fn(function FormData() {
          throw new RangeError('Invalid Date');
        }),
      );
      await user.click(submitButton());
      await advance(0);
      await nextFrame();
      vi.stubGlobal('FormData', RealFormData);
      expect(sendCalls()).toHaveLength(0);
      expectErrorState();
    });

    it('an exception while reading the answer shows the error too, and the next Send can still succeed', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      network.send = async () =>
        ({
          ok: true,
          status: 200,
          headers: {
            get() {
              throw new RangeError('Invalid Date');
            },
          },
        }) as unknown as Response;
      const { user } = renderForm();
      await fillValidQuote(user);
      await user.click(submitButton());
      await advance(0);
      await nextFrame();
      expectErrorState();

      network.send = async () => stored('Q-7K3M-9PQ2');
      await user.click(submitButton());
      await advance(0);
      expect(sentPanel()).toBeTruthy();
    });

    it("sends under an ICU that formats dates month first (WebKitGTK's en-CA)", async () => {
      useMonthFirstDates();
      const { user } = renderForm();
      await fillValidQuote(user);
      await user.click(submitButton());
      await advance(0);
      expect(sendCalls()).toHaveLength(1);
      expect(postedForm().get('pickup_date')).toBe(pickupDate());
      expect(sentPanel()).toBeTruthy();
    });
  });
});
