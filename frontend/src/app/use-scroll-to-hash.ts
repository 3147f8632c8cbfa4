import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * React Router changes the URL but does not scroll: bring the #section into view after each
 * navigation (CSS scroll-margin-top keeps it 80px below the sticky header), or go to the top of a
 * new page. Smooth unless the visitor prefers reduced motion.
 */
export function useScrollToHash(): void {
  // `key` is new on every navigation (to another page, or to the same hash again), so it is the trigger.
  const { hash, key } = useLocation();
  useEffect(() => {
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    const behavior: ScrollBehavior = reduceMotion ? 'auto' : 'smooth';
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView({ behavior, block: 'start' });
    else if (key !== 'default') window.scrollTo({ top: 0, behavior: 'auto' });
  }, [hash, key]);
}
