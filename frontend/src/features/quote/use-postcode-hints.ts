import { normalisePostcode } from '@courier/common/postcode';
import { type PostcodeHint, postcodeHints, shapeHint } from '@courier/common/quote/postcode-hints';
import { useCallback, useState } from 'react';

/**
 * Non-blocking hints about postcodes, by key (a field name, or `stopHintKey(id)` for a stop). Hints about a
 * postcode's shape wait until the visitor has left it: nobody is told off halfway through typing. Postcodes
 * /api/eta could not find are kept by value, so each field holding one names it, and retyping it clears it.
 */
export function usePostcodeHints() {
  const [left, setLeft] = useState<ReadonlySet<string>>(() => new Set());
  const [notFound, setNotFound] = useState<ReadonlySet<string>>(() => new Set());

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
  const reset = useCallback(() => {
    setLeft(new Set());
    setNotFound(new Set());
  }, []);
  /** /api/eta answered that it could not find these (well-formed) postcodes. */
  const unknown = useCallback(
    (postcodes: string[]) => setNotFound((known) => new Set([...known, ...postcodes.map(normalisePostcode)])),
    [],
  );

  const hintFor = (key: string, value: string): PostcodeHint | null => {
    const postcode = normalisePostcode(value);
    if (postcode && notFound.has(postcode)) return { text: postcodeHints.notFound(postcode), tone: 'warning' };
    if (!left.has(key)) return null;
    return shapeHint(value);
  };

  return { editing, leave, reset, unknown, hintFor };
}

export type PostcodeHints = ReturnType<typeof usePostcodeHints>;

/** The hint key of a stop's postcode: by the stop's own ID, so it follows the stop when others are removed. */
export const stopHintKey = (stopId: number) => `stop-${stopId}`;
