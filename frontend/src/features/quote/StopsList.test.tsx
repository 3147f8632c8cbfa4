import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { postcodeHints, repeatedPostcodeHint } from './quote-form-copy';
import {
  advance,
  answer,
  control,
  etaCalls,
  fieldValue,
  fillValidQuote,
  network,
  pasteInto,
  postedForm,
  renderForm,
  sendCalls,
  setUpQuoteFormTests,
  submitButton,
  typeInto,
} from './quote-form-test-support';

setUpQuoteFormTests();

describe('additional stops', () => {
  const stopInputs = () =>
    [...document.querySelectorAll<HTMLInputElement>('input[name^="stop_"]')].map((input) => input.name);

  it('adds numbered stops, removes one and renumbers the rest, and lists them in additional_stops', async () => {
    const { user } = renderForm();
    expect(stopInputs()).toEqual([]);
    expect(fieldValue('additional_stops')).toBe('');
    const add = screen.getByRole('button', { name: 'Add stop' });
    await user.click(add);
    await user.click(add);
    await user.click(add);
    expect(stopInputs()).toEqual([
      'stop_1_location',
      'stop_1_postcode',
      'stop_2_location',
      'stop_2_postcode',
      'stop_3_location',
      'stop_3_postcode',
    ]);
    const places: [string, string][] = [
      ['Nottingham Trent Bridge', 'NG2 6AG'],
      ['Derby Riverside', 'DE1 1AA'],
      ['Birmingham New Street', 'B1 1AA'],
    ];
    for (const [index, [location, postcode]] of places.entries()) {
      await pasteInto(user, `stop_${index + 1}_location`, location);
      await user.type(screen.getByLabelText(`Stop ${index + 1} postcode`), postcode);
    }
    expect(fieldValue('additional_stops')).toBe(
      '1. Nottingham Trent Bridge, NG2 6AG\n2. Derby Riverside, DE1 1AA\n3. Birmingham New Street, B1 1AA',
    );
    expect((control('additional_stops') as HTMLInputElement).type).toBe('hidden');

    await user.click(screen.getByRole('button', { name: 'Remove stop 2' }));
    expect(stopInputs()).toEqual(['stop_1_location', 'stop_1_postcode', 'stop_2_location', 'stop_2_postcode']);
    expect((screen.getByLabelText('Stop 2 location') as HTMLInputElement).value).toBe('Birmingham New Street');
    expect(fieldValue('stop_2_postcode')).toBe('B1 1AA');
    expect(screen.queryByRole('button', { name: 'Remove stop 3' })).toBeNull();
    expect(fieldValue('additional_stops')).toBe(
      '1. Nottingham Trent Bridge, NG2 6AG\n2. Birmingham New Street, B1 1AA',
    );

    await user.click(screen.getByRole('button', { name: 'Remove stop 1' }));
    await user.click(screen.getByRole('button', { name: 'Remove stop 1' }));
    expect(stopInputs()).toEqual([]);
    expect(fieldValue('additional_stops')).toBe('');
  });

  it('sends the stops, in order, to the route estimate', async () => {
    const { user } = renderForm();
    await user.type(control('pickup_postcode'), 'LE1 1AA');
    await user.type(control('delivery_postcode'), 'M1 1AE');
    const add = screen.getByRole('button', { name: 'Add stop' });
    for (const postcode of ['NG2 6AG', 'DE1 1AA', 'B1 1AA']) {
      await user.click(add);
      const inputs = screen.getAllByLabelText(/^Stop \d+ postcode$/);
      await user.type(inputs[inputs.length - 1] as HTMLElement, postcode);
    }
    await advance(400);
    expect(etaCalls().at(-1)).toEqual({
      from: 'LE1 1AA',
      to: 'M1 1AE',
      stops: 'NG2 6AG,DE1 1AA,B1 1AA',
      return: 'false',
    });
    await user.click(screen.getByRole('button', { name: 'Remove stop 2' }));
    await advance(400);
    expect(etaCalls().at(-1)?.stops).toBe('NG2 6AG,B1 1AA');
  });

  it('allows up to 20 stops', async () => {
    const { user } = renderForm();
    const add = screen.getByRole('button', { name: 'Add stop' }) as HTMLButtonElement;
    for (let i = 0; i < 20; i++) await user.click(add);
    expect(screen.getByLabelText('Stop 20 location')).toBeTruthy();
    expect(add.disabled).toBe(true);
    expect(screen.getByText('A quote can have up to 20 stops.')).toBeTruthy();
    await user.click(add);
    expect(screen.queryByLabelText('Stop 21 location')).toBeNull();
    expect(stopInputs()).toHaveLength(40);
    await user.click(screen.getByRole('button', { name: 'Remove stop 20' }));
    expect(add.disabled).toBe(false);
  });

  it('warns about a stop that repeats a postcode of the journey, without blocking the request', async () => {
    const { user } = renderForm();
    await fillValidQuote(user);
    const add = screen.getByRole('button', { name: 'Add stop' });
    for (let i = 0; i < 3; i++) await user.click(add);
    await pasteInto(user, 'stop_1_location', 'Back at the depot');
    await user.type(screen.getByLabelText('Stop 1 postcode'), 'le11aa');
    await pasteInto(user, 'stop_2_location', 'Trent Bridge');
    await user.type(screen.getByLabelText('Stop 2 postcode'), 'NG2 6AG');
    await pasteInto(user, 'stop_3_location', 'Trent Bridge again');
    await user.type(screen.getByLabelText('Stop 3 postcode'), 'ng26ag');

    const warning = (n: number) => {
      const input = screen.getByLabelText(`Stop ${n} postcode`);
      const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
      return ids.map((id) => document.getElementById(id)?.textContent).join(' ');
    };
    expect(warning(1)).toBe(repeatedPostcodeHint);
    expect(warning(2)).toBe('');
    expect(warning(3)).toBe(repeatedPostcodeHint);
    expect(screen.getByLabelText('Stop 1 postcode').getAttribute('aria-invalid')).toBe('false');

    await user.click(submitButton());
    await advance(0);
    expect(sendCalls()).toHaveLength(1);
    expect(postedForm().get('stop_3_postcode')).toBe('NG2 6AG');
  });
});

describe('helping the visitor fill it in', () => {
  it('focuses the new stop on Add stop, and the next, previous or Add stop button on Remove', async () => {
    const { user } = renderForm();
    const add = screen.getByRole('button', { name: 'Add stop' });
    for (const n of [1, 2, 3]) {
      await user.click(add);
      expect(document.activeElement).toBe(control(`stop_${n}_location`));
      await user.keyboard(`Stop ${n}`);
    }
    await user.click(screen.getByRole('button', { name: 'Remove stop 2' }));
    // Stop 3 moved up into its place.
    expect(document.activeElement).toBe(control('stop_2_location'));
    expect(fieldValue('stop_2_location')).toBe('Stop 3');
    await user.click(screen.getByRole('button', { name: 'Remove stop 2' }));
    expect(document.activeElement).toBe(control('stop_1_location'));
    await user.click(screen.getByRole('button', { name: 'Remove stop 1' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add stop' }));
  });

  it("names a stop's postcode /api/eta could not find beside that stop alone, and warns at an incomplete one", async () => {
    network.eta = async (url) => {
      const unknown = (url.searchParams.get('stops') ?? '').split(',').filter((stop) => stop === 'QQ1 1AA');
      return unknown.length > 0
        ? answer(400, { error: 'The postcode QQ1 1AA could not be found.', unknown_postcodes: unknown })
        : answer(200, { distance_miles: 96.4, duration_minutes: 118, approximate: false });
    };
    const { user } = renderForm();
    await fillValidQuote(user);
    const add = screen.getByRole('button', { name: 'Add stop' });
    await user.click(add);
    await user.click(add);
    await typeInto(user, 'stop_1_postcode', 'NG2 6AG');
    await typeInto(user, 'stop_2_postcode', 'qq11aa');
    await advance(400);
    const hintOf = (name: string) => document.getElementById(`quote-${name}-hint`);
    expect(hintOf('stop_2_postcode')?.textContent).toBe(postcodeHints.notFound('QQ1 1AA'));
    expect(hintOf('stop_2_postcode')?.classList.contains('field__hint--warning')).toBe(true);
    expect(hintOf('stop_1_postcode')).toBeNull();
    expect(hintOf('pickup_postcode')).toBeNull();

    await typeInto(user, 'stop_2_postcode', 'NG2 6A');
    await user.tab();
    expect(hintOf('stop_2_postcode')?.textContent).toBe(postcodeHints.incomplete);
  });
});
