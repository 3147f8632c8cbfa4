import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { approximateEstimateLabel } from './quote-form-copy';
import {
  advance,
  answer,
  control,
  etaAnswer,
  fillValidQuote,
  network,
  renderForm,
  sendAndReadPosted,
  setUpQuoteFormTests,
  typeInto,
} from './quote-form-test-support';

setUpQuoteFormTests();

describe('an approximate estimate', () => {
  it('says figures the API called approximate are an approximate estimate, and posts them as approximate', async () => {
    network.eta = async () => answer(200, { distance_miles: 101.2, duration_minutes: 125, approximate: true });
    const { user } = renderForm();
    await fillValidQuote(user);
    expect(screen.getByText(`${approximateEstimateLabel}: about 101 miles, 2 h 5 min by road`)).toBeTruthy();
    expect(await sendAndReadPosted(user)).toMatchObject({
      distance_miles: '101.2',
      duration_minutes: '125',
      estimate_source: 'approximate',
      estimate_route: 'LE1 1AA → M1 1AE, one way, Small Van',
    });
  });

  it('says approximate only of the approximate figures: an exact estimate for the next journey drops the word', async () => {
    network.eta = async (url) =>
      url.searchParams.get('to') === 'M1 1AE'
        ? answer(200, { distance_miles: 101.2, duration_minutes: 125, approximate: true })
        : etaAnswer(275.3, 410);
    const { user } = renderForm();
    await fillValidQuote(user);
    expect(screen.getByText(new RegExp(approximateEstimateLabel))).toBeTruthy();
    await typeInto(user, 'delivery_postcode', 'BT1 1AA');
    await advance(400);
    expect(screen.queryByText(new RegExp(approximateEstimateLabel))).toBeNull();
    expect(screen.getByText('about 275 miles, 6 h 50 min by road')).toBeTruthy();
    expect(control('estimate_source').getAttribute('value')).toBe('estimate');
  });
});
