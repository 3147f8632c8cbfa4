import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { draftKey } from './quote-draft';
import {
  advance,
  answer,
  control,
  deferred,
  etaAnswer,
  etaCalls,
  fieldValue,
  fillValidQuote,
  network,
  renderForm,
  sendAndReadPosted,
  setUpQuoteFormTests,
  typeInto,
  type User,
  urlOf,
} from './quote-form-test-support';

setUpQuoteFormTests();

describe('estimate for the journey submitted', () => {
  /** Answers each journey with its own figures, as the real service would. */
  const byDestination: Record<string, [number, number]> = { 'BT1 1AA': [275.3, 410], 'M1 1AE': [96.4, 117.6] };
  beforeEach(() => {
    network.eta = async (url) => {
      const figures = byDestination[url.searchParams.get('to') ?? ''];
      return figures ? etaAnswer(...figures) : answer(404, { error: 'No route' });
    };
  });

  async function fillWithEstimateTo(user: User, deliveryPostcode: string) {
    await fillValidQuote(user);
    await typeInto(user, 'delivery_postcode', deliveryPostcode);
    await advance(400);
  }

  const estimateNote = () => document.getElementById('quote-estimate-note');

  it('sends the vehicle to /api/eta and asks again, 400 ms later, when it changes', async () => {
    const { user } = renderForm();
    await user.type(control('pickup_postcode'), 'LE1 1AA');
    await user.type(control('delivery_postcode'), 'M1 1AE');
    await advance(400);
    expect(etaCalls()).toEqual([{ from: 'LE1 1AA', to: 'M1 1AE', stops: '', return: 'false' }]);
    await user.selectOptions(control('vehicle_type'), '7.5T Truck');
    await advance(399);
    expect(etaCalls()).toHaveLength(1);
    await advance(1);
    expect(etaCalls()[1]).toEqual({ from: 'LE1 1AA', to: 'M1 1AE', stops: '', return: 'false', vehicle: '7.5T Truck' });
    const query = urlOf(network.fetch.mock.calls.at(-1)?.[0] as string);
    expect(query).toBe('/api/eta?from=LE1+1AA&to=M1+1AE&stops=&return=false&vehicle=7.5T+Truck');
  });

  it('posts fresh figures as the estimate for the route they were computed for', async () => {
    const { user } = renderForm();
    await fillWithEstimateTo(user, 'BT1 1AA');
    expect([fieldValue('distance_miles'), fieldValue('duration_minutes')]).toEqual(['275.3', '410']);
    expect(screen.getByText('about 275 miles, 6 h 50 min by road')).toBeTruthy();
    expect(await sendAndReadPosted(user)).toMatchObject({
      distance_miles: '275.3',
      duration_minutes: '410',
      estimate_source: 'estimate',
      estimate_route: 'LE1 1AA → BT1 1AA, one way, Small Van',
    });
  });

  it('marks figures stale when the journey changes and no new estimate comes, and does not send them', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderForm();
    await fillWithEstimateTo(user, 'BT1 1AA');
    expect(estimateNote()).toBeNull();

    await typeInto(user, 'delivery_postcode', '75001');
    await advance(1000);
    expect(etaCalls().at(-1)?.to).toBe('BT1 1AA');
    // Still shown (SPEC §7 leaves the figures as they were), but as another journey's, and not posted.
    expect(estimateNote()?.textContent).toBe(
      'Not for this journey: about 275 miles, 6 h 50 min by road was estimated for LE1 1AA → BT1 1AA, one way, ' +
        'Small Van. It will not be sent with your request; we estimate again when two UK postcodes are entered.',
    );
    expect([fieldValue('distance_miles'), fieldValue('duration_minutes')]).toEqual(['', '']);

    const posted = await sendAndReadPosted(user);
    expect(posted).toMatchObject({ delivery_postcode: '75001', estimate_source: '', estimate_route: '' });
    expect([posted.distance_miles, posted.duration_minutes]).toEqual(['', '']);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('marks figures stale when the estimate for the new journey fails, and fresh again when one arrives', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderForm();
    await fillWithEstimateTo(user, 'BT1 1AA');
    await typeInto(user, 'delivery_postcode', 'B1 1AA');
    await advance(400);
    expect(etaCalls().at(-1)?.to).toBe('B1 1AA');
    expect(consoleError).toHaveBeenCalled();
    expect(fieldValue('distance_miles')).toBe('');
    expect(control('estimate_source').getAttribute('value')).toBe('');
    expect(estimateNote()?.textContent).toContain('LE1 1AA → BT1 1AA');

    await typeInto(user, 'delivery_postcode', 'M1 1AE');
    await advance(400);
    expect(fieldValue('distance_miles')).toBe('96.4');
    expect(estimateNote()).toBeNull();
    expect(control('estimate_source').getAttribute('value')).toBe('estimate');
    expect(control('estimate_route').getAttribute('value')).toBe('LE1 1AA → M1 1AE, one way, Small Van');
  });

  it('treats a change of vehicle or return flag as a new journey', async () => {
    const pending = deferred<Response>();
    const { user } = renderForm();
    await fillWithEstimateTo(user, 'BT1 1AA');
    network.eta = () => pending.promise;
    await user.selectOptions(control('vehicle_type'), 'Artic');
    expect(control('estimate_source').getAttribute('value')).toBe('');
    await user.selectOptions(control('vehicle_type'), 'Small Van');
    expect(control('estimate_source').getAttribute('value')).toBe('estimate');
    await user.click(screen.getByLabelText('Yes'));
    expect(control('estimate_source').getAttribute('value')).toBe('');
  });

  it('posts no figures a draft from before says the visitor typed, and shows none of them', async () => {
    sessionStorage.setItem(
      draftKey,
      JSON.stringify({
        values: { pickup_postcode: 'LE1 1AA', distance_miles: '280', duration_minutes: '410' },
        stops: [],
        figures: { source: 'customer', route: '' },
      }),
    );
    const { user } = renderForm();
    await advance(0);
    expect(screen.queryByText(/280/)).toBeNull();
    await fillWithEstimateTo(user, 'M1 1AE');
    expect(await sendAndReadPosted(user)).toMatchObject({
      distance_miles: '96.4',
      duration_minutes: '118',
      estimate_source: 'estimate',
    });
  });
});
