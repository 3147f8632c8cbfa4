import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stopHintKey, usePostcodeHints } from './use-postcode-hints';

describe('postcode hints', () => {
  it('hints at a non-UK postcode only once the visitor has left it, and not while they type in it again', () => {
    const { result } = renderHook(() => usePostcodeHints());
    expect(result.current.looksForeign('delivery_postcode', '75001')).toBe(false);
    act(() => result.current.leave('delivery_postcode'));
    expect(result.current.looksForeign('delivery_postcode', '75001')).toBe(true);
    expect(result.current.looksForeign('delivery_postcode', 'M1 1AE')).toBe(false);
    expect(result.current.looksForeign('delivery_postcode', '  ')).toBe(false);
    // Each key on its own: a stop's hint follows the stop's ID.
    expect(result.current.looksForeign(stopHintKey(1), '75001')).toBe(false);
    act(() => result.current.editing('delivery_postcode'));
    expect(result.current.looksForeign('delivery_postcode', '75001')).toBe(false);
    act(() => result.current.leave(stopHintKey(1)));
    act(() => result.current.reset());
    expect(result.current.looksForeign(stopHintKey(1), '75001')).toBe(false);
  });
});
