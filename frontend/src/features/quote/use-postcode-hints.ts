import { isUkPostcode } from '@courier/common/postcode';
import { useCallback, useState } from 'react';

/**
 * Non-blocking hints about postcodes, by key (a field name, or `stopHintKey(id)` for a stop). Only a
 * postcode the visitor has left gets one: nobody is told off halfway through typing.
 */
export function usePostcodeHints() {
  const [left, setLeft] = useState<ReadonlySet<string>>(() => new Set());

  /** The visitor is typing in it again: no hint until they leave it. */
  const editing = useCallback(
    (key: string) =>
      setLeft((keys) => {
        if (!keys.has(key)) return keys;
        const next = new Set(keys);
        next.delete(key);
        return next;
      }),
    [],
  );
  const leave = useCallback((key: string) => setLeft((keys) => (keys.has(key) ? keys : new Set(keys).add(key))), []);
  const reset = useCallback(() => setLeft(new Set()), []);

  /** A postcode the visitor has left that is not UK-shaped (Europe jobs are fine, so this is a hint). */
  const looksForeign = (key: string, value: string) => left.has(key) && value.trim() !== '' && !isUkPostcode(value);

  return { editing, leave, reset, looksForeign };
}

export type PostcodeHints = ReturnType<typeof usePostcodeHints>;

/** The hint key of a stop's postcode: by the stop's own ID, so it follows the stop when others are removed. */
export const stopHintKey = (stopId: number) => `stop-${stopId}`;
