import { useEffect, useRef, useState } from 'react';
import { type Estimate, etaQuery, fetchEstimate, type Journey } from './route-estimate';

/** Wait this long after the last change before asking, so typing a postcode sends one request. */
const etaDebounceMs = 400;

/**
 * Looks up distance and duration whenever the journey changes (debounced). Only the answer to the
 * newest request is used; an older one arriving late is dropped.
 */
export function useRouteEstimate(journey: Journey, onEstimate: (estimate: Estimate) => void) {
  const [calculating, setCalculating] = useState(false);
  const latest = useRef(0);
  const onEstimateRef = useRef(onEstimate);
  onEstimateRef.current = onEstimate;
  const query = etaQuery(journey);

  useEffect(() => {
    if (query === null) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      const request = ++latest.current;
      setCalculating(true);
      try {
        const estimate = await fetchEstimate(query, controller.signal);
        if (estimate && request === latest.current) onEstimateRef.current(estimate);
      } catch (error) {
        if (!controller.signal.aborted) console.error('Route estimate failed', error);
      } finally {
        if (request === latest.current) setCalculating(false);
      }
    }, etaDebounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  return { calculating };
}
