import { describeRoute, type EstimatedRoute } from '@courier/common/quote/journey';
import { useEffect, useRef, useState } from 'react';
import { type Estimate, etaDebounceMs, etaQuery, fetchEstimate } from './route-estimate';

/**
 * Looks up distance and duration whenever the route changes (debounced), and hands each answer
 * over with the description of the route it was computed for, or the postcodes the API could not
 * find. Only the answer to the newest request is used; an older one arriving late is dropped.
 */
export function useRouteEstimate(
  route: EstimatedRoute | null,
  onEstimate: (estimate: Estimate, forRoute: string) => void,
  onUnknownPostcodes: (postcodes: string[]) => void,
) {
  const [calculating, setCalculating] = useState(false);
  const latest = useRef(0);
  const onEstimateRef = useRef(onEstimate);
  onEstimateRef.current = onEstimate;
  const onUnknownRef = useRef(onUnknownPostcodes);
  onUnknownRef.current = onUnknownPostcodes;
  const query = route ? etaQuery(route) : null;
  const description = route ? describeRoute(route) : null;

  useEffect(() => {
    if (query === null || description === null) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      const request = ++latest.current;
      setCalculating(true);
      try {
        const answer = await fetchEstimate(query, controller.signal);
        if (!answer || request !== latest.current) return;
        if ('unknownPostcodes' in answer) onUnknownRef.current(answer.unknownPostcodes);
        else onEstimateRef.current(answer, description);
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
  }, [query, description]);

  return { calculating };
}
