import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sentCopy } from './quote-form-copy';
import {
  advance,
  answer,
  fillValidQuote,
  network,
  pasteInto,
  phone,
  renderForm,
  replyPromise,
  sentPanel,
  sentSummaryShown,
  setUpQuoteFormTests,
  startAnother,
  stored,
  submitButton,
} from './quote-form-test-support';

setUpQuoteFormTests();

describe('the confirmation in the form’s place (issue 34)', () => {
  it('puts the reference, the reply promise and the phone number in the form’s place, and moves focus to it', async () => {
    network.send = async () => stored('Q-7KX2MP');
    const { user } = renderForm();
    await fillValidQuote(user);
    await user.click(submitButton());
    await advance(0);
    const panel = sentPanel();
    expect(panel.textContent).toContain('Your reference is Q-7KX2MP. Please quote it if you call us.');
    expect(panel.textContent).toContain(replyPromise);
    expect(panel.textContent).toContain(`For an urgent job, call us on ${phone}.`);
    expect(within(panel).getByRole('link', { name: phone }).getAttribute('href')).toMatch(/^tel:/);
    // Focused, so a screen reader reads it and the keyboard carries on from it.
    expect(document.activeElement).toBe(panel);
    expect(panel.getAttribute('tabindex')).toBe('-1');
    // It stays to be read: nothing resets on a timer.
    await advance(60_000);
    expect(sentPanel().textContent).toContain('Q-7KX2MP');
    expect(document.querySelector('form')).toBeNull();
  });

  it('promises an email within the minutes when no phone number was given (issue 52 C)', async () => {
    network.send = async () => stored('Q-7KX2MP');
    const { user } = renderForm();
    await fillValidQuote(user);
    await user.clear(document.querySelector<HTMLInputElement>('input[name="phone"]') as HTMLInputElement);
    await user.click(submitButton());
    await advance(0);
    expect(sentPanel().textContent).toContain('A dispatcher will email you within 30 minutes.');
    expect(sentPanel().textContent).not.toContain('call you on');
  });

  it('shows no reference when the answer carries none, or something that is not one', async () => {
    network.send = async () => stored('<img src=x onerror=alert(1)>');
    const { user } = renderForm();
    await fillValidQuote(user);
    await user.click(submitButton());
    await advance(0);
    expect(sentPanel().textContent).toContain(sentCopy.noReference);
    expect(sentPanel().textContent).not.toContain('Your reference is');
    expect(document.querySelector('.quote-sent img')).toBeNull();
  });

  it('says when the figures sent were approximate, and leaves out an estimate that was not sent', async () => {
    network.eta = async () => answer(200, { distance_miles: 101.2, duration_minutes: 125, approximate: true });
    const { user } = renderForm();
    await fillValidQuote(user);
    await user.click(submitButton());
    await advance(0);
    expect(sentSummaryShown().Estimate).toBe('about 101 miles, 2 h 5 min by road (approximate)');
    // Every place of the journey covered: nothing partial to say.
    expect(sentPanel().querySelector('.quote-sent__partial')).toBeNull();

    await startAnother(user);
    network.eta = async () => answer(502, { error: 'unavailable' });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await fillValidQuote(user);
    await user.click(submitButton());
    await advance(0);
    expect(sentSummaryShown()).not.toHaveProperty('Estimate');
    expect(sentSummaryShown()).toHaveProperty('Vehicle', 'Small Van');
  });

  it('says when the estimate sent covers only part of the journey, naming what it left out (issue 45 B)', async () => {
    network.eta = async () => answer(200, { distance_miles: 25.3, duration_minutes: 43 });
    const { user } = renderForm();
    await fillValidQuote(user);
    await user.click(screen.getByRole('button', { name: 'Add stop' }));
    await pasteInto(user, 'stop_1_location', 'Wakefield');
    await pasteInto(user, 'stop_1_postcode', 'WF1 1PX');
    await pasteInto(user, 'pickup_postcode', 'LS1 4XQZ');
    await pasteInto(user, 'delivery_postcode', 'S1 2HE');
    await advance(500);
    await user.click(submitButton());
    await advance(0);
    const partial = sentPanel().querySelector('.quote-sent__partial');
    expect(partial?.textContent).toBe('Partial estimate: LS1 4XQZ not found: estimate covers WF1 1PX → S1 2HE only');
    // Before the figures it qualifies.
    expect(partial?.nextElementSibling?.className).toBe('quote-sent__summary');
  });
});
