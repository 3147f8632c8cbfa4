import { apiPaths, type EtaQueryParams, type EtaResponse } from '@courier/common/api/contract';
import { isUkPostcode, normalisePostcode } from '@courier/common/postcode';

export interface Journey {
  pickupPostcode: string;
  stopPostcodes: string[];
  deliveryPostcode: string;
  isReturn: boolean;
}

export interface Estimate {
  distanceMiles: number;
  durationMinutes: number;
}

/**
 * The /api/eta query for a journey, or null while fewer than two of its postcodes are valid UK
 * postcodes. The first and last valid postcodes become from and to; valid stops in between go in
 * order.
 */
export function etaQuery(journey: Journey): string | null {
  const points = [journey.pickupPostcode, ...journey.stopPostcodes, journey.deliveryPostcode];
  const valid = points.map((postcode, index) => ({ postcode, index })).filter((p) => isUkPostcode(p.postcode));
  if (valid.length < 2) return null;
  const [first, ...rest] = valid;
  const last = rest.pop();
  if (!first || !last) return null;
  const params = new URLSearchParams({
    from: normalisePostcode(first.postcode),
    to: normalisePostcode(last.postcode),
    stops: rest.map((p) => normalisePostcode(p.postcode)).join(','),
    return: journey.isReturn ? 'true' : 'false',
  } satisfies EtaQueryParams);
  return params.toString();
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
