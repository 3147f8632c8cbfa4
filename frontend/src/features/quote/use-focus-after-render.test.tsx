import { act, cleanup, render } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useFocusAfterRender } from './use-focus-after-render';

afterEach(cleanup);

/** A button that adds an input and asks for it to be focused, before React has drawn it. */
function Adder() {
  const [count, setCount] = useState(0);
  const focusAfterRender = useFocusAfterRender();
  const last = useRef<HTMLInputElement>(null);
  return (
    <>
      {Array.from({ length: count }, (_, i) => `item-${i + 1}`).map((id, i) => (
        <input key={id} id={id} ref={i === count - 1 ? last : undefined} />
      ))}
      <button
        type="button"
        onClick={() => {
          focusAfterRender(`item-${count + 1}`);
          setCount((c) => c + 1);
        }}
      >
        by ID
      </button>
      <button
        type="button"
        onClick={() => {
          focusAfterRender(last);
          setCount((c) => c + 1);
        }}
      >
        by ref
      </button>
      <button type="button" onClick={() => setCount((c) => c + 1)}>
        no focus
      </button>
    </>
  );
}

describe('focus after render', () => {
  it('focuses an element that did not exist when it was asked for, by ID or by ref, once', () => {
    const { getByText } = render(<Adder />);
    act(() => getByText('by ID').click());
    expect(document.activeElement?.id).toBe('item-1');
    act(() => getByText('by ref').click());
    expect(document.activeElement?.id).toBe('item-2');
    // Asked once, done once: a later render does not pull focus back.
    const noFocus = getByText('no focus');
    noFocus.focus();
    act(() => noFocus.click());
    expect(document.activeElement).toBe(noFocus);
    act(() => getByText('by ID').click());
    expect(document.activeElement?.id).toBe('item-4');
  });
});
