import { type RefObject, useCallback, useEffect, useRef } from 'react';

/** What to focus: an element's ID, or an element a ref holds. */
export type FocusTarget = string | RefObject<HTMLElement | null>;

/**
 * Moves focus to an element that the next render draws (a stop just added, the result of sending).
 * The target is named before the state change that draws it, and focused once React has committed it.
 */
export function useFocusAfterRender(): (target: FocusTarget) => void {
  const next = useRef<FocusTarget | null>(null);
  // No dependency list on purpose: whichever state change follows the request draws the target, so look after every commit.
  useEffect(() => {
    const target = next.current;
    if (!target) return;
    next.current = null;
    const element = typeof target === 'string' ? document.getElementById(target) : target.current;
    if (!element) return;
    // Focus alone scrolls an element flush with the viewport's top, under the sticky header; its scroll margin (the
    // 80 px every in-page target keeps, styles.css) is only honoured by scrollIntoView. So move it only when its top
    // is hidden, and then to its margin.
    element.focus({ preventScroll: true });
    const top = element.getBoundingClientRect().top;
    const clearance = Number.parseFloat(getComputedStyle(element).scrollMarginTop) || 0;
    if (top < clearance || top >= window.innerHeight) element.scrollIntoView({ block: 'start' });
  });
  return useCallback((target: FocusTarget) => {
    next.current = target;
  }, []);
}
