import { ukToday } from '@courier/common/time/uk-time';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  advance,
  control,
  errorOf,
  fillValidQuote,
  renderForm,
  sendCalls,
  setDate,
  setUpQuoteFormTests,
  submitButton,
} from './quote-form-test-support';

setUpQuoteFormTests();

describe('validation of the dates', () => {
  it('refuses a pickup date in the past', async () => {
    const { user } = renderForm();
    await fillValidQuote(user);
    setDate('pickup_date', addDays(ukToday(), -1));
    await user.click(submitButton());
    expect(errorOf('pickup_date')).toBe('The pickup date cannot be in the past.');
    expect(document.activeElement).toBe(control('pickup_date'));
    expect(sendCalls()).toHaveLength(0);
  });

  it('accepts a pickup today', async () => {
    const { user } = renderForm();
    await fillValidQuote(user);
    setDate('pickup_date', ukToday());
    await user.click(submitButton());
    await advance(0);
    expect(sendCalls()).toHaveLength(1);
  });

  it('refuses a delivery date before the pickup date', async () => {
    const { user } = renderForm();
    await fillValidQuote(user);
    setDate('pickup_date', addDays(ukToday(), 3));
    setDate('delivery_date', addDays(ukToday(), 2));
    await user.click(submitButton());
    expect(errorOf('delivery_date')).toBe('The delivery date cannot be before the pickup date.');
    expect(errorOf('pickup_date')).toBeNull();
    expect(document.activeElement).toBe(control('delivery_date'));
    expect(sendCalls()).toHaveLength(0);
  });
});
