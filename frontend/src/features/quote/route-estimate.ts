import { apiPaths, type EtaQueryParams, type EtaResponse } from '@courier/common/api/contract';
import type { EstimatedRoute } from '@courier/common/quote/journey';

export interface Estimate {
  distanceMiles: number;
  durationMinutes: number;
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

/** Asks the API for a route estimate; null (and a console error) when it answers anything but 200. */
export async function fetchEstimate(query: string, signal?: AbortSignal): Promise<Estimate | null> {
  const response = await fetch(`${apiPaths.eta}?${query}`, { signal, headers: { accept: 'application/json' } });
  if (!response.ok) {
    const detail = await response.text().catch(() => '');
    console.error(`Route estimate failed (${response.status})`, detail);
    return null;
  }
  const body: EtaResponse = await response.json();
  return { distanceMiles: body.distance_miles, durationMinutes: Math.round(body.duration_minutes) };
}

/** "97.5 miles · about 2 h 10 min": the figures as a person says them; null unless both are numbers. */
export function describeEstimate(distanceMiles: string, durationMinutes: string): string | null {
  const miles = Number(distanceMiles);
  const minutes = Math.round(Number(durationMinutes));
  if (!distanceMiles.trim() || !durationMinutes.trim() || !Number.isFinite(miles) || !Number.isFinite(minutes)) {
    return null;
  }
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const time = hours === 0 ? `${rest} min` : rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
  return `${miles} ${miles === 1 ? 'mile' : 'miles'} · about ${time}`;
}
