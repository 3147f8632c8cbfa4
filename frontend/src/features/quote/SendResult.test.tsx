import { submissionIdPattern } from '@courier/common/quote/journey';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  advance,
  answer,
  fieldValue,
  fillValidQuote,
  network,
  postedForm,
  renderForm,
  setUpQuoteFormTests,
  startAnother,
  stored,
  submitButton,
} from './quote-form-test-support';

setUpQuoteFormTests();

describe('the result of sending', () => {
  it('moves focus to the message when sending fails', async () => {
    network.send = async () => answer(502, 'Bad gateway');
    const { user } = renderForm();
    await fillValidQuote(user);
    await user.click(submitButton());
    await advance(0);
    expect(screen.getByRole('alert').contains(document.activeElement)).toBe(true);
    expect(document.activeElement?.textContent).toContain('Sorry, your quote request was not sent.');
  });

  it('sends one submission ID per filled form: kept for a retry, a new one for the next request', async () => {
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

    await startAnother(user);
    await fillValidQuote(user);
    await user.click(submitButton());
    await advance(0);
    const second = postedForm(2).get('submission_id');
    expect(second).toMatch(submissionIdPattern);
    expect(second).not.toBe(first);
  });
});
