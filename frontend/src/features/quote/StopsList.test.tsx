import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { control, fieldValue, pasteInto, renderForm, setUpQuoteFormTests } from './quote-form-test-support';

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
});
