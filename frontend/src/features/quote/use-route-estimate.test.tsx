import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  advance,
  control,
  etaAnswer,
  etaCalls,
  fieldValue,
  network,
  renderForm,
  setUpQuoteFormTests,
} from './quote-form-test-support';

setUpQuoteFormTests();

describe('route estimate', () => {
  it('asks once, 400 ms after the last change, while a postcode is typed character by character', async () => {
    const { user } = renderForm();
    await user.type(control('pickup_postcode'), 'LE1 1AA');
    // "B11AA" is already a valid postcode (B1 1AA); the next key makes it B11 1AA. Keys 100 ms apart.
    for (const [index, key] of [...'B111AA'].entries()) {
      if (index > 0) await advance(100);
      await user.type(control('delivery_postcode'), key);
    }
    await advance(399);
    expect(etaCalls()).toEqual([]);
    await advance(1);
    expect(etaCalls()).toEqual([{ from: 'LE1 1AA', to: 'B11 1AA', stops: '', return: 'false' }]);
    await advance(5000);
    expect(etaCalls()).toHaveLength(1);
  });

  it('restarts the wait when another postcode changes within 400 ms', async () => {
    const { user } = renderForm();
    await user.type(control('pickup_postcode'), 'LE1 1AA');
    await user.type(control('delivery_postcode'), 'M1 1AE');
    await advance(300);
    await user.click(screen.getByRole('button', { name: 'Add stop' }));
    await user.type(control('stop_1_postcode'), 'NG2 6AG');
    await advance(399);
    expect(etaCalls()).toEqual([]);
    await advance(1);
    expect(etaCalls()).toEqual([{ from: 'LE1 1AA', to: 'M1 1AE', stops: 'NG2 6AG', return: 'false' }]);
  });

  it('does not ask while fewer than two postcodes are valid', async () => {
    const { user } = renderForm();
    await user.type(control('pickup_postcode'), 'LE1 1AA');
    await advance(2000);
    await user.type(control('delivery_postcode'), 'M1 1A');
    await user.click(screen.getByRole('button', { name: 'Add stop' }));
    await user.type(control('stop_1_postcode'), '75001');
    await user.click(screen.getByLabelText('Yes'));
    await advance(2000);
    expect(etaCalls()).toEqual([]);
    await user.type(control('delivery_postcode'), 'E');
    await advance(400);
    expect(etaCalls()).toEqual([{ from: 'LE1 1AA', to: 'M1 1AE', stops: '', return: 'true' }]);
  });

  it('asks from the pickup to a stop when only those two are valid', async () => {
    const { user } = renderForm();
    await user.type(control('pickup_postcode'), 'LE1 1AA');
    await user.click(screen.getByRole('button', { name: 'Add stop' }));
    await user.type(control('stop_1_postcode'), 'NG2 6AG');
    await advance(400);
    expect(etaCalls()).toEqual([{ from: 'LE1 1AA', to: 'NG2 6AG', stops: '', return: 'false' }]);
  });

  it('asks again 400 ms after the return flag changes', async () => {
    const { user } = renderForm();
    await user.type(control('pickup_postcode'), 'LE1 1AA');
    await user.type(control('delivery_postcode'), 'M1 1AE');
    await advance(400);
    expect(etaCalls()).toHaveLength(1);
    network.eta = async () => etaAnswer(192.8, 235.2);
    await user.click(screen.getByLabelText('Yes'));
    await advance(399);
    expect(etaCalls()).toHaveLength(1);
    await advance(1);
    expect(etaCalls()[1]).toEqual({ from: 'LE1 1AA', to: 'M1 1AE', stops: '', return: 'true' });
    expect(fieldValue('distance_miles')).toBe('192.8');
    expect(fieldValue('duration_minutes')).toBe('235');
    await user.click(screen.getByLabelText('No'));
    await advance(400);
    expect(etaCalls()[2]?.return).toBe('false');
    expect(etaCalls()).toHaveLength(3);
  });
});
