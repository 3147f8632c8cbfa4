/** Reads and validates the query of GET /api/eta into a route request, or says plainly what is wrong. */
import { etaQueryParamNames } from '@courier/common/api/contract';
import type { RouteRequest } from '@courier/common/estimator/route-provider';
import { isUkPostcode, normalisePostcode } from '@courier/common/postcode';
import { maxStops } from '@courier/common/quote/quote-fields';
import { isVehicleType, vehicleTypes } from '@courier/common/vehicles';

export type EtaQuery = { ok: true; request: RouteRequest } | { ok: false; error: string };

const knownParameters = new Set<string>(etaQueryParamNames);
/** Twenty-two postcodes and a vehicle fit in well under this. */
const maxQueryLength = 1024;

const fail = (error: string): EtaQuery => ({ ok: false, error });

function readPostcode(name: string, value: string | undefined): string | { error: string } {
  if (value === undefined || value.trim() === '') return { error: `The '${name}' postcode is required.` };
  if (value.length > 10 || !isUkPostcode(value)) return { error: `The '${name}' value is not a valid UK postcode.` };
  return normalisePostcode(value);
}

export function parseEtaQuery(params: Record<string, string | undefined>, rawQuery = ''): EtaQuery {
  if (rawQuery.length > maxQueryLength) return fail('The query is too long.');
  const unknown = Object.keys(params).find((name) => !knownParameters.has(name));
  if (unknown !== undefined) return fail(`Unknown query parameter '${unknown.slice(0, 40)}'.`);

  const from = readPostcode('from', params.from);
  if (typeof from !== 'string') return fail(from.error);
  const to = readPostcode('to', params.to);
  if (typeof to !== 'string') return fail(to.error);

  const stopsText = params.stops?.trim() ?? '';
  const stopValues = stopsText === '' ? [] : stopsText.split(',');
  if (stopValues.length > maxStops) return fail(`The 'stops' list can have at most ${maxStops} postcodes.`);
  const stops: string[] = [];
  for (const [index, value] of stopValues.entries()) {
    const stop = readPostcode(`stops`, value.trim() || undefined);
    if (typeof stop !== 'string') return fail(`Stop ${index + 1} in 'stops' is not a valid UK postcode.`);
    stops.push(stop);
  }

  const returnValue = params.return ?? 'false';
  if (returnValue !== 'true' && returnValue !== 'false') return fail(`The 'return' value must be true or false.`);

  const vehicle = params.vehicle;
  if (vehicle !== undefined && !isVehicleType(vehicle)) {
    return fail(`The 'vehicle' value must be one of: ${vehicleTypes.join(', ')}.`);
  }

  return { ok: true, request: { from, to, stops, returnTrip: returnValue === 'true', vehicle } };
}
