import { maxStops } from '@courier/common/quote/quote-fields';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { usePostcodeHints } from './use-postcode-hints';
import { addStopButtonId, stopFieldId, useStops } from './use-stops';

function renderStops() {
  const focusAfterRender = vi.fn();
  const hook = renderHook(() => {
    const postcodes = usePostcodeHints();
    return { stops: useStops(focusAfterRender, postcodes), postcodes };
  });
  return { focusAfterRender, current: () => hook.result.current };
}

describe('the stops', () => {
  it('keep their IDs as others go, and describe only the stops with something in them', () => {
    const { current } = renderStops();
    act(() => current().stops.add());
    act(() => current().stops.add());
    act(() => current().stops.add());
    const [first, second, third] = current().stops.stops.map((s) => s.id);
    act(() => current().stops.update(first as number, 'location', 'Trent Bridge'));
    act(() => current().stops.update(third as number, 'postcode', 'b1 1aa'));
    act(() => current().stops.remove(second as number));
    expect(current().stops.stops.map((s) => s.id)).toEqual([first, third]);
    expect(current().stops.additionalStops).toBe('1. Trent Bridge\n2. b1 1aa');
    act(() => current().stops.leavePostcode(third as number));
    expect(current().stops.stops[1]?.postcode).toBe('B1 1AA');
  });

  it('ask for focus on the new stop, then on the stop that moved up, the one before, or Add stop', () => {
    const { current, focusAfterRender } = renderStops();
    act(() => current().stops.add());
    expect(focusAfterRender).toHaveBeenLastCalledWith(stopFieldId(1, 'location'));
    act(() => current().stops.add());
    act(() => current().stops.add());
    const ids = current().stops.stops.map((s) => s.id) as [number, number, number];
    act(() => current().stops.remove(ids[1]));
    expect(focusAfterRender).toHaveBeenLastCalledWith(stopFieldId(2, 'location'));
    act(() => current().stops.remove(ids[2]));
    expect(focusAfterRender).toHaveBeenLastCalledWith(stopFieldId(1, 'location'));
    act(() => current().stops.remove(ids[0]));
    expect(focusAfterRender).toHaveBeenLastCalledWith(addStopButtonId);
  });

  it(`stop at ${maxStops}, and come back from a draft with new IDs`, () => {
    const { current, focusAfterRender } = renderStops();
    for (let i = 0; i < maxStops + 1; i++) act(() => current().stops.add());
    expect(current().stops.stops).toHaveLength(maxStops);
    expect(focusAfterRender).toHaveBeenCalledTimes(maxStops);
    const before = new Set(current().stops.stops.map((s) => s.id));
    act(() => current().stops.restore([{ location: 'Depot', postcode: 'NG2 6AG' }]));
    expect(current().stops.stops).toHaveLength(1);
    expect(before.has(current().stops.stops[0]?.id as number)).toBe(false);
    act(() => current().stops.clear());
    expect(current().stops.stops).toEqual([]);
  });
});
