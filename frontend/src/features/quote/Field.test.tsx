import { validateQuote } from '@courier/common/quote/quote-schema';
import { ukToday } from '@courier/common/time/uk-time';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { submitLabels } from './quote-form-copy';
import {
  advance,
  control,
  errorOf,
  fillValidQuote,
  nextFrame,
  pasteInto,
  renderForm,
  sendCalls,
  setUpQuoteFormTests,
  submitButton,
  typeInto,
} from './quote-form-test-support';

setUpQuoteFormTests();

describe('validation', () => {
  // Every required field with the schema's message for it empty (the wording is pinned in common's tests).
  const empty = validateQuote({}, ukToday());
  const required = empty.ok ? [] : empty.errors.map((e): [name: string, message: string] => [e.field, e.message]);
  const missing = Object.fromEntries(required);
  const optional = ['phone', 'pickup_time', 'delivery_time', 'load_details', 'notes'];

  it('sends nothing, marks every missing required field with its own message and focuses the first', async () => {
    const { user } = renderForm();
    await user.click(submitButton());

    for (const [name, message] of required) {
      expect(errorOf(name), name).toBe(message);
      expect(control(name).getAttribute('aria-invalid'), name).toBe('true');
    }
    for (const name of optional) {
      expect(errorOf(name), name).toBeNull();
      expect(control(name).getAttribute('aria-invalid'), name).toBe('false');
    }
    expect(document.activeElement).toBe(control('from_name'));
    expect(required).toHaveLength(10);
    expect(screen.getByText('Please check the form: 10 to fix.')).toBeTruthy();
    await advance(5000);
    expect(sendCalls()).toHaveLength(0);
    expect(submitButton().textContent).toBe(submitLabels.idle);
  });

  it('clears a message as its field is fixed and focuses the next invalid field on the next try', async () => {
    const { user } = renderForm();
    await user.click(submitButton());
    await typeInto(user, 'from_name', 'Ada');
    expect(errorOf('from_name')).toBeNull();
    expect(control('from_name').getAttribute('aria-invalid')).toBe('false');
    await user.click(submitButton());
    expect(document.activeElement).toBe(control('from_email'));
  });

  it('focuses the vehicle type when it is the first problem', async () => {
    const { user } = renderForm();
    await fillValidQuote(user, { vehicle: false, terms: false });
    await user.click(submitButton());
    expect(document.activeElement).toBe(control('vehicle_type'));
    expect(errorOf('vehicle_type')).toBe(missing.vehicle_type);
    expect(sendCalls()).toHaveLength(0);
  });

  it('refuses an email address that is not one', async () => {
    const { user } = renderForm();
    await fillValidQuote(user);
    await typeInto(user, 'from_email', 'ada.example.co.uk');
    await user.click(submitButton());
    expect(errorOf('from_email')).toBe('Enter a valid email address, like name@example.co.uk.');
    expect(document.activeElement).toBe(control('from_email'));
    expect(sendCalls()).toHaveLength(0);
  });

  it('names the invisible character it refuses, and keeps an emoji with a joiner (issue 29 D)', async () => {
    const { user } = renderForm();
    await fillValidQuote(user);
    await pasteInto(user, 'from_name', 'Ada\u3164Lovelace');
    await pasteInto(user, 'notes', 'Call first \u{1F469}\u200D\u{1F4BB}');
    await user.click(submitButton());
    expect(errorOf('from_name')).toBe(
      'Your name contains a character that is not allowed: U+3164. It may be invisible: delete it, or type the text again.',
    );
    expect(errorOf('notes')).toBeNull();
    expect(sendCalls()).toHaveLength(0);
  });

  it('shakes the terms line for 600 ms when the terms are not ticked, sends nothing and announces why', async () => {
    const { user } = renderForm();
    await fillValidQuote(user, { terms: false });
    const terms = () => control('terms_agree').closest('.terms') as HTMLElement;
    expect(terms().classList.contains('terms--shake')).toBe(false);

    await user.click(submitButton());
    expect(terms().classList.contains('terms--shake')).toBe(true);
    expect(terms().classList.contains('terms--invalid')).toBe(true);
    // Focus goes to the box, which is described by the message; the live region announces the problem.
    expect(document.activeElement).toBe(control('terms_agree'));
    expect(control('terms_agree').getAttribute('aria-invalid')).toBe('true');
    expect(errorOf('terms_agree')).toBe(missing.terms_agree);
    expect(screen.getByText('Please check the form: 1 to fix.').getAttribute('aria-live')).toBe('assertive');

    // 600 ms from the frame that draws it shaking.
    await nextFrame();
    await advance(599);
    expect(terms().classList.contains('terms--shake')).toBe(true);
    await advance(1);
    expect(terms().classList.contains('terms--shake')).toBe(false);
    // Still red until ticked.
    expect(terms().classList.contains('terms--invalid')).toBe(true);
    expect(sendCalls()).toHaveLength(0);

    await user.click(control('terms_agree'));
    expect(terms().classList.contains('terms--invalid')).toBe(false);
    await user.click(submitButton());
    await advance(0);
    expect(sendCalls()).toHaveLength(1);
  });
});
