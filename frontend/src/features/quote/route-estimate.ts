import { apiPaths, type EtaErrorResponse, type EtaQueryParams, type EtaResponse } from '@courier/common/api/contract';
import type { EstimatedRoute } from '@courier/common/quote/journey';

/** Wait this long after the last change before asking, so typing a postcode sends one request. */
export const etaDebounceMs = 400;

export interface Estimate {
  distanceMiles: number;
  durationMinutes: number;
  /** The API's rough figures (EtaResponse.approximate), said as such and posted as `approximate`. */
  approximate: boolean;
}

/** The API could not find these postcodes (well formed, as asked): the form names each beside its field. */
export interface UnknownPostcodes {
  unknownPostcodes: string[];
}

/** The /api/eta query for a route, parameters in the contract's canonical order (vehicle only when chosen). */
export function etaQuery(route: EstimatedRoute): string {
  const params: EtaQueryParams = {
    from: route.from,
    to: route.to,
    stops: route.stops.join(','),
    return: route.returnTrip ? 'true' : 'false',
    ...(route.vehicle ? { vehicle: route.vehicle } : {}),
  };
  return new URLSearchParams(Object.entries(params)).toString();
}

/**
 * Asks the API for a route estimate. A 400 naming unknown postcodes gives those; anything else but 200 gives null
 * (and a console error).
 */
export async function fetchEstimate(query: string, signal?: AbortSignal): Promise<Estimate | UnknownPostcodes | null> {
  const response = await fetch(`${apiPaths.eta}?${query}`, { signal, headers: { accept: 'application/json' } });
  if (!response.ok) {
    const detail = await response.text().catch(() => '');
    const unknown = response.status === 400 ? unknownPostcodesIn(detail) : [];
    if (unknown.length > 0) return { unknownPostcodes: unknown };
    console.error(`Route estimate failed (${response.status})`, detail);
    return null;
  }
  const body: EtaResponse = await response.json();
  return {
    distanceMiles: body.distance_miles,
    durationMinutes: Math.round(body.duration_minutes),
    approximate: body.approximate === true,
  };
}

function unknownPostcodesIn(body: string): string[] {
  try {
    const { unknown_postcodes: unknown } = JSON.parse(body) as Partial<EtaErrorResponse>;
    return Array.isArray(unknown) ? unknown.filter((postcode) => typeof postcode === 'string') : [];
  } catch {
    return [];
  }
}
