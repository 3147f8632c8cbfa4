import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { estimateNoteId } from './EstimatePanel';
import { estimateHints } from './quote-form-copy';
import {
  advance,
  answer,
  control,
  type Deferred,
  deferred,
  etaAnswer,
  etaCalls,
  fieldValue,
  hint,
  network,
  renderForm,
  setUpQuoteFormTests,
  typeInto,
} from './quote-form-test-support';

setUpQuoteFormTests();

describe('route estimate answers', () => {
  it('fills distance and duration (rounded) and shows the calculating hint only while waiting', async () => {
    const pending = deferred<Response>();
    network.eta = () => pending.promise;
    const { user } = renderForm();
    expect(hint().textContent).toBe(estimateHints.guidance);
    await user.type(control('pickup_postcode'), 'LE1 1AA');
    await user.type(control('delivery_postcode'), 'M1 1AE');
    await advance(400);
    expect(hint().textContent).toBe(estimateHints.calculating);
    expect(hint().getAttribute('aria-live')).toBe('polite');
    expect(fieldValue('distance_miles')).toBe('');

    await act(async () => pending.resolve(etaAnswer(96.4, 117.6)));
    expect(hint().textContent).toBe(estimateHints.guidance);
    expect(fieldValue('distance_miles')).toBe('96.4');
    expect(fieldValue('duration_minutes')).toBe('118');
  });

  it('discards a late answer to an older request', async () => {
    const answers: Deferred<Response>[] = [];
    network.eta = () => {
      const next = deferred<Response>();
      answers.push(next);
      return next.promise;
    };
    const { user } = renderForm();
    await user.type(control('pickup_postcode'), 'LE1 1AA');
    await user.type(control('delivery_postcode'), 'M1 1AE');
    await advance(400);
    await typeInto(user, 'delivery_postcode', 'B1 1AA');
    await advance(400);
    expect(etaCalls().map((q) => q.to)).toEqual(['M1 1AE', 'B1 1AA']);

    await act(async () => answers[1]?.resolve(etaAnswer(40.2, 55.4)));
    expect([fieldValue('distance_miles'), fieldValue('duration_minutes')]).toEqual(['40.2', '55']);
    await act(async () => answers[0]?.resolve(etaAnswer(96.4, 117.6)));
    await advance(100);
    expect([fieldValue('distance_miles'), fieldValue('duration_minutes')]).toEqual(['40.2', '55']);
    expect(hint().textContent).toBe(estimateHints.guidance);
  });

  it('logs a console error and leaves distance and duration alone when the service answers non-OK', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderForm();
    await user.type(control('pickup_postcode'), 'LE1 1AA');
    await user.type(control('delivery_postcode'), 'M1 1AE');
    await advance(400);
    expect([fieldValue('distance_miles'), fieldValue('duration_minutes')]).toEqual(['96.4', '118']);

    network.eta = async () => answer(502, { error: 'The route service is unavailable.' });
    await user.click(screen.getByLabelText('Yes'));
    await advance(400);
    expect(etaCalls()).toHaveLength(2);
    // The figures stay as they were (SPEC §7), shown as the one-way journey's: not posted for the return.
    expect(document.getElementById(estimateNoteId)?.textContent).toContain(
      'about 96 miles, 1 h 58 min by road was estimated for LE1 1AA → M1 1AE, one way',
    );
    expect([fieldValue('distance_miles'), fieldValue('duration_minutes')]).toEqual(['', '']);
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('Route estimate failed'), expect.anything());
    expect(hint().textContent).toBe(estimateHints.guidance);
    // No message for the visitor.
    expect(screen.getByRole('alert').textContent).toBe('');
    // Back to the journey they were for: the same figures again, posted.
    await user.click(screen.getByLabelText('No'));
    expect([fieldValue('distance_miles'), fieldValue('duration_minutes')]).toEqual(['96.4', '118']);
  });

  it('logs a console error and leaves the fields empty when the request itself fails', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    network.eta = async () => {
      throw new TypeError('Failed to fetch');
    };
    const { user } = renderForm();
    await user.type(control('pickup_postcode'), 'LE1 1AA');
    await user.type(control('delivery_postcode'), 'M1 1AE');
    await advance(400);
    expect(etaCalls()).toHaveLength(1);
    expect(consoleError).toHaveBeenCalledWith('Route estimate failed', expect.any(TypeError));
    expect([fieldValue('distance_miles'), fieldValue('duration_minutes')]).toEqual(['', '']);
    expect(hint().textContent).toBe(estimateHints.guidance);
  });
});
