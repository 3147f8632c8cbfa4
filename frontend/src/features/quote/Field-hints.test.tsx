import { postcodeHints } from '@courier/common/quote/postcode-hints';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  advance,
  answer,
  control,
  etaCalls,
  fieldValue,
  fillValidQuote,
  network,
  pasteInto,
  renderForm,
  sendCalls,
  setUpQuoteFormTests,
  submitButton,
  typeInto,
  urlOf,
} from './quote-form-test-support';

setUpQuoteFormTests();

describe('helping the visitor fill it in', () => {
  it('counts the characters left in the long text fields, up to the schema limits', async () => {
    const { user } = renderForm();
    const countOf = (name: string) => document.getElementById(`quote-${name}-count`)?.textContent;
    expect(countOf('load_details')).toBe('1000 of 1000 characters left');
    expect(countOf('notes')).toBe('2000 of 2000 characters left');
    expect(control('notes').getAttribute('aria-describedby')).toContain('quote-notes-count');
    await pasteInto(user, 'load_details', 'Two pallets');
    expect(countOf('load_details')).toBe('989 of 1000 characters left');
    await pasteInto(user, 'notes', 'x'.repeat(2003));
    expect(countOf('notes')).toBe('3 characters too many (the limit is 2000)');
  });

  it('hints, without blocking, that a postcode left behind does not look like a UK one', async () => {
    const { user } = renderForm();
    const hintOf = (name: string) => document.getElementById(`quote-${name}-hint`)?.textContent ?? null;
    await typeInto(user, 'delivery_postcode', 'hello');
    expect(hintOf('delivery_postcode')).toBeNull();
    await user.tab();
    expect(hintOf('delivery_postcode')).toBe(postcodeHints.foreign);
    expect(control('delivery_postcode').getAttribute('aria-describedby')).toContain('quote-delivery_postcode-hint');
    expect(control('delivery_postcode').getAttribute('aria-invalid')).toBe('false');
    await typeInto(user, 'delivery_postcode', 'm11ae');
    await user.tab();
    expect(hintOf('delivery_postcode')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Add stop' }));
    await user.type(control('stop_1_postcode'), '75001');
    await user.tab();
    expect(hintOf('stop_1_postcode')).toBe(postcodeHints.foreign);
    await fillValidQuote(user);
    await typeInto(user, 'pickup_postcode', '1012 AB');
    await user.tab();
    expect(hintOf('pickup_postcode')).toBe(postcodeHints.foreign);
    await pasteInto(user, 'stop_1_location', 'Paris');
    await user.click(submitButton());
    await advance(0);
    expect(sendCalls()).toHaveLength(1);
  });

  const hintOf = (name: string) => document.getElementById(`quote-${name}-hint`);

  it('warns at the field that a postcode begun the UK way is not complete, asks for no estimate, and still sends', async () => {
    const { user } = renderForm();
    await fillValidQuote(user);
    const calls = etaCalls().length;
    await typeInto(user, 'delivery_postcode', 'M1 1A');
    expect(hintOf('delivery_postcode')).toBeNull();
    await user.tab();
    expect(hintOf('delivery_postcode')?.textContent).toBe(postcodeHints.incomplete);
    expect(hintOf('delivery_postcode')?.classList.contains('field__hint--warning')).toBe(true);
    expect(control('delivery_postcode').getAttribute('aria-describedby')).toContain('quote-delivery_postcode-hint');
    await advance(1000);
    expect(etaCalls()).toHaveLength(calls);
    expect(control('estimate_source').getAttribute('value')).toBe('');
    await user.click(submitButton());
    await advance(0);
    expect(sendCalls()).toHaveLength(1);
  });

  it.each([
    ['pickup_postcode', 'from'],
    ['delivery_postcode', 'to'],
  ] as const)(
    'names beside %s a postcode /api/eta could not find, leaves the estimate blank, and still sends',
    async (name, param) => {
      network.eta = async (url) => {
        const postcode = url.searchParams.get(param) ?? '';
        return answer(400, { error: `The postcode ${postcode} could not be found.`, unknown_postcodes: [postcode] });
      };
      const { user } = renderForm();
      await fillValidQuote(user);
      const other = name === 'pickup_postcode' ? 'delivery_postcode' : 'pickup_postcode';
      const postcode = fieldValue(name);
      expect(hintOf(name)?.textContent).toBe(postcodeHints.notFound(postcode));
      // Named as typed, kept on one line (a no-break space).
      expect(hintOf(name)?.textContent).toContain(postcode.replace(' ', '\u00a0'));
      expect(hintOf(name)?.classList.contains('field__hint--warning')).toBe(true);
      expect(hintOf(other)).toBeNull();
      expect([fieldValue('distance_miles'), fieldValue('duration_minutes')]).toEqual(['', '']);
      await user.click(submitButton());
      await advance(0);
      expect(sendCalls()).toHaveLength(1);
      expect(urlOf(sendCalls()[0]?.[0] as string)).toBe('/api/v1.0/email/send-form');
    },
  );
});
