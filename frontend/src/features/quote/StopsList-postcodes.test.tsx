import { postcodeHints } from '@courier/common/quote/postcode-hints';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { repeatedPostcodeHint } from './quote-form-copy';
import {
  advance,
  answer,
  control,
  etaCalls,
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

describe('the stops’ postcodes', () => {
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
