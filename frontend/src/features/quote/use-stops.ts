import { normalisePostcode } from '@courier/common/postcode';
import { describeStops, maxStops } from '@courier/common/quote/quote-fields';
import { useCallback, useRef, useState } from 'react';
import type { FocusTarget } from './use-focus-after-render';
import { type PostcodeHints, stopHintKey } from './use-postcode-hints';

export interface StopValue {
  /** Stable while the stop lives, so its inputs keep their state when stops above it go. */
  id: number;
  location: string;
  postcode: string;
}

export const stopFieldId = (n: number, part: 'location' | 'postcode') => `quote-stop_${n}_${part}`;
export const addStopButtonId = 'quote-add-stop';

/** The additional stops between pickup and delivery: numbered in order, up to `maxStops`. */
export function useStops(focusAfterRender: (target: FocusTarget) => void, postcodes: PostcodeHints) {
  const [stops, setStops] = useState<StopValue[]>([]);
  const nextId = useRef(1);

  /** Brings back stops kept in the draft, each with a new ID. */
  const restore = useCallback((saved: readonly { location: string; postcode: string }[]) => {
    setStops(saved.map((stop) => ({ ...stop, id: nextId.current++ })));
  }, []);

  const add = () => {
    if (stops.length >= maxStops) return;
    focusAfterRender(stopFieldId(stops.length + 1, 'location'));
    setStops((s) => [...s, { id: nextId.current++, location: '', postcode: '' }]);
  };

  const remove = (id: number) => {
    const index = stops.findIndex((stop) => stop.id === id);
    if (index < 0) return;
    const left = stops.length - 1;
    // The stop that moves up into its place, else the one before it, else back to Add stop.
    focusAfterRender(
      index < left ? stopFieldId(index + 1, 'location') : index > 0 ? stopFieldId(index, 'location') : addStopButtonId,
    );
    setStops((s) => s.filter((stop) => stop.id !== id));
  };

  const update = (id: number, part: 'location' | 'postcode', value: string) => {
    setStops((s) => s.map((stop) => (stop.id === id ? { ...stop, [part]: value } : stop)));
    if (part === 'postcode') postcodes.editing(stopHintKey(id));
  };

  /** On leaving a stop's postcode: shown the way staff write it, and hinted at if it is not UK-shaped. */
  const leavePostcode = (id: number) => {
    setStops((s) =>
      s.map((stop) =>
        stop.id === id && stop.postcode ? { ...stop, postcode: normalisePostcode(stop.postcode) } : stop,
      ),
    );
    postcodes.leave(stopHintKey(id));
  };

  const clear = useCallback(() => setStops([]), []);

  return {
    stops,
    /** What the form posts as `additional_stops`: the stops with anything in them, numbered. */
    additionalStops: describeStops(stops.filter((s) => s.location || s.postcode)),
    restore,
    add,
    remove,
    update,
    leavePostcode,
    clear,
  };
}
