import { postcodeHints } from '@courier/common/quote/postcode-hints';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stopHintKey, usePostcodeHints } from './use-postcode-hints';

describe('postcode hints', () => {
  it('hints at a non-UK postcode only once the visitor has left it, and not while they type in it again', () => {
    const { result } = renderHook(() => usePostcodeHints());
    const foreign = { text: postcodeHints.foreign, tone: 'note' };
    expect(result.current.hintFor('delivery_postcode', '75001')).toBeNull();
    act(() => result.current.leave('delivery_postcode'));
    expect(result.current.hintFor('delivery_postcode', '75001')).toEqual(foreign);
    expect(result.current.hintFor('delivery_postcode', 'M1 1AE')).toBeNull();
    expect(result.current.hintFor('delivery_postcode', '  ')).toBeNull();
    // Each key on its own: a stop's hint follows the stop's ID.
    expect(result.current.hintFor(stopHintKey(1), '75001')).toBeNull();
    act(() => result.current.editing('delivery_postcode'));
    expect(result.current.hintFor('delivery_postcode', '75001')).toBeNull();
    act(() => result.current.leave(stopHintKey(1)));
    act(() => result.current.reset());
    expect(result.current.hintFor(stopHintKey(1), '75001')).toBeNull();
  });

  it('warns, once it is left, that a postcode begun the UK way is not complete', () => {
    const { result } = renderHook(() => usePostcodeHints());
    expect(result.current.hintFor('pickup_postcode', 'LE1 1A')).toBeNull();
    act(() => result.current.leave('pickup_postcode'));
    expect(result.current.hintFor('pickup_postcode', 'LE1 1A')).toEqual({
      text: postcodeHints.incomplete,
      tone: 'warning',
    });
    expect(result.current.hintFor('pickup_postcode', 'LE1 1AA')).toBeNull();
  });

  it('names a postcode /api/eta could not find beside every field holding it, however it was typed', () => {
    const { result } = renderHook(() => usePostcodeHints());
    act(() => result.current.unknown(['QQ1 1AA']));
    const notFound = { text: postcodeHints.notFound('QQ1 1AA'), tone: 'warning' };
    expect(notFound.text).toContain('QQ1\u00a01AA');
    // Not found is news from the API: it is said even before the field is left.
    expect(result.current.hintFor('delivery_postcode', 'qq11aa')).toEqual(notFound);
    expect(result.current.hintFor(stopHintKey(3), 'QQ1 1AA')).toEqual(notFound);
    expect(result.current.hintFor('pickup_postcode', 'LE1 1AA')).toBeNull();
    act(() => result.current.reset());
    expect(result.current.hintFor('delivery_postcode', 'QQ1 1AA')).toBeNull();
  });
});
