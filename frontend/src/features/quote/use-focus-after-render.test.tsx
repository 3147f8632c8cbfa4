import { act, cleanup, render } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFocusAfterRender } from './use-focus-after-render';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

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

  it.each([
    ['under the sticky header', -120, true],
    ['below the screen', 5000, true],
    ['in view, clear of the header', 300, false],
  ])('brings an element %s to its scroll margin, and leaves one in view where it is', (_, top, scrolled) => {
    // The element's own scroll margin (80 px for every [id] in styles.css): the height the header takes.
    vi.spyOn(window, 'getComputedStyle').mockReturnValue({ scrollMarginTop: '80px' } as CSSStyleDeclaration);
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top } as DOMRect);
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    const focus = vi.spyOn(HTMLElement.prototype, 'focus');
    const { getByText } = render(<Adder />);
    act(() => getByText('by ID').click());
    expect(document.activeElement?.id).toBe('item-1');
    // Focus never scrolls by itself: the browser would put the element flush with the top, under the header.
    expect(focus).toHaveBeenLastCalledWith({ preventScroll: true });
    expect(scrollIntoView.mock.calls).toEqual(scrolled ? [[{ block: 'start' }]] : []);
  });
});
