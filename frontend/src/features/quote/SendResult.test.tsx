import { submissionIdPattern } from '@courier/common/quote/journey';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { submitLabels } from './quote-form-copy';
import {
  advance,
  answer,
  fieldValue,
  fillValidQuote,
  network,
  phone,
  postedForm,
  renderForm,
  setUpQuoteFormTests,
  stored,
  submitButton,
  thankYou,
} from './quote-form-test-support';

setUpQuoteFormTests();

describe('the result of sending', () => {
  it('shows the reference from the answer, the reply promise and the phone number, and moves focus to it', async () => {
    network.send = async () => stored('Q-7KX2MP');
    const { user } = renderForm();
    await fillValidQuote(user);
    await user.click(submitButton());
    await advance(0);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe(thankYou('Q-7KX2MP'));
    expect(within(status).getByRole('link', { name: phone }).getAttribute('href')).toMatch(/^tel:/);
    expect(status.contains(document.activeElement)).toBe(true);
    // The form resets and the button goes back to idle, but the message stays to be read.
    await advance(3000);
    expect(submitButton().textContent).toBe(submitLabels.idle);
    expect(fieldValue('from_name')).toBe('');
    expect(screen.getByRole('status').textContent).toBe(thankYou('Q-7KX2MP'));
  });

  it('shows no reference when the answer carries none, or something that is not one', async () => {
    network.send = async () => stored('<img src=x onerror=alert(1)>');
    const { user } = renderForm();
    await fillValidQuote(user);
    await user.click(submitButton());
    await advance(0);
    expect(screen.getByRole('status').textContent).toBe(thankYou());
    expect(document.querySelector('.form-message img')).toBeNull();
  });

  it('moves focus to the message when sending fails', async () => {
    network.send = async () => answer(502, 'Bad gateway');
    const { user } = renderForm();
    await fillValidQuote(user);
    await user.click(submitButton());
    await advance(0);
    expect(screen.getByRole('alert').contains(document.activeElement)).toBe(true);
    expect(document.activeElement?.textContent).toContain('Sorry, your quote request was not sent.');
  });

  it('sends one submission ID per filled form: kept for a retry, a new one after success', async () => {
    network.send = async () => answer(502, 'Bad gateway');
    const { user } = renderForm();
    const first = fieldValue('submission_id');
    expect(first).toMatch(submissionIdPattern);
    await fillValidQuote(user);
    await user.click(submitButton());
    await advance(0);
    network.send = async () => stored('Q-7KX2MP');
    await user.click(submitButton());
    await advance(0);
    expect([postedForm(0).get('submission_id'), postedForm(1).get('submission_id')]).toEqual([first, first]);

    await fillValidQuote(user);
    await user.click(submitButton());
    await advance(0);
    const second = postedForm(2).get('submission_id');
    expect(second).toMatch(submissionIdPattern);
    expect(second).not.toBe(first);
  });
});
