import type { EtaErrorResponse } from '@courier/common/api/contract';
import { createEmbeddedEstimator } from '@courier/common/estimator/estimator';
import { type RouteProvider, RouteServiceError } from '@courier/common/estimator/route-provider';
import { ukGeography } from '@courier/common/estimator/uk-geography';
import { describe, expect, it } from 'vitest';
import type { HttpEvent } from '../http/api-gateway';
import { silentLogger } from '../observability/observability';
import { createEtaHandler } from './eta-api';

const handler = createEtaHandler({ provider: createEmbeddedEstimator(ukGeography), logger: silentLogger });

function get(query: Record<string, string>, rawQueryString = new URLSearchParams(query).toString()) {
  return handler({ queryStringParameters: query, rawQueryString } as unknown as HttpEvent);
}

const body = (result: Awaited<ReturnType<typeof get>>) => JSON.parse(String(result.body));

describe('GET /api/eta', () => {
  it('answers distance and duration for a valid journey, cacheable for a day', async () => {
    const result = await get({ from: 'le1 1aa', to: 'M11AE' });
    expect(result.statusCode).toBe(200);
    expect(result.headers?.['cache-control']).toBe('public, max-age=86400');
    const { distance_miles, duration_minutes, approximate } = body(result);
    expect(approximate).toBe(false);
    expect(distance_miles).toBeGreaterThan(90);
    expect(distance_miles).toBeLessThan(110);
    expect(Number.isInteger(duration_minutes)).toBe(true);
    expect(Math.round(distance_miles * 10) / 10).toBe(distance_miles);
  });

  it('adds stops and the way back', async () => {
    const direct = body(await get({ from: 'LE1 1AA', to: 'M1 1AE' }));
    const viaBirmingham = body(await get({ from: 'LE1 1AA', to: 'M1 1AE', stops: 'B1 1AA' }));
    const returnTrip = body(await get({ from: 'LE1 1AA', to: 'M1 1AE', return: 'true' }));
    expect(viaBirmingham.distance_miles).toBeGreaterThan(direct.distance_miles);
    expect(returnTrip.distance_miles).toBeGreaterThan(direct.distance_miles * 1.8);
  });

  it('accepts an explicit return=false and a known vehicle', async () => {
    const result = await get({ from: 'LE1 1AA', to: 'M1 1AE', return: 'false', vehicle: '7.5T Truck' });
    expect(result.statusCode).toBe(200);
  });

  const tooManyStops = Array.from({ length: 21 }, () => 'B1 1AA').join(',');
  it.each([
    ['no query at all', {}, "'from'"],
    ['missing to', { from: 'LE1 1AA' }, "'to'"],
    ['missing from', { to: 'LE1 1AA' }, "'from'"],
    ['empty from', { from: '', to: 'M1 1AE' }, "'from'"],
    ['not a postcode', { from: 'hello', to: 'M1 1AE' }, "'from'"],
    ['non-UK postcode', { from: '75001', to: 'M1 1AE' }, "'from'"],
    ['two postcodes joined', { from: 'LE1 1AA,M1 1AE', to: 'M1 1AE' }, "'from'"],
    ['overlong value', { from: 'LE1 1AA', to: 'M1 1AE'.padEnd(500, 'X') }, "'to'"],
    ['script tag', { from: '<script>alert(1)</script>', to: 'M1 1AE' }, "'from'"],
    ['SQL', { from: "LE1 1AA' OR 1=1 --", to: 'M1 1AE' }, "'from'"],
    ['bad stop', { from: 'LE1 1AA', to: 'M1 1AE', stops: 'B1 1AA,nope' }, 'Stop 2'],
    ['empty stop in list', { from: 'LE1 1AA', to: 'M1 1AE', stops: 'B1 1AA,,NG1 1AA' }, 'Stop 2'],
    ['21 stops', { from: 'LE1 1AA', to: 'M1 1AE', stops: tooManyStops }, "'stops'"],
    ['return not boolean', { from: 'LE1 1AA', to: 'M1 1AE', return: 'yes' }, "'return'"],
    ['return upper case', { from: 'LE1 1AA', to: 'M1 1AE', return: 'TRUE' }, "'return'"],
    ['unknown vehicle', { from: 'LE1 1AA', to: 'M1 1AE', vehicle: 'Spaceship' }, "'vehicle'"],
    ['vehicle in wrong case', { from: 'LE1 1AA', to: 'M1 1AE', vehicle: 'small van' }, "'vehicle'"],
    ['unknown parameter', { from: 'LE1 1AA', to: 'M1 1AE', debug: '1' }, "'debug'"],
    ['prototype pollution', { from: 'LE1 1AA', to: 'M1 1AE', __proto__x: '1' }, '__proto__x'],
    ['unknown postcode area', { from: 'QQ1 1AA', to: 'M1 1AE' }, 'QQ1 1AA'],
    ['control characters', { from: 'LE1\u00001AA', to: 'M1 1AE' }, "'from'"],
  ])('rejects %s with a 400 naming the problem', async (_name, query, mentions) => {
    const result = await get(query as Record<string, string>);
    expect(result.statusCode).toBe(400);
    expect(result.headers?.['content-type']).toContain('application/json');
    expect(result.headers?.['cache-control']).toBe('no-store');
    const { error } = body(result);
    expect(error).toContain(mentions);
    expect(result.body).not.toMatch(/at .*\.ts|Error:/);
  });

  it('names a well-formed postcode it cannot find in a machine-readable field, as the query gave it normalised', async () => {
    const stop = await get({ from: 'LE1 1AA', to: 'M1 1AE', stops: 'B1 1AA,qq11aa' });
    expect(stop.statusCode).toBe(400);
    expect(body(stop)).toEqual({
      error: 'The postcode QQ1 1AA could not be found.',
      unknown_postcodes: ['QQ1 1AA'],
    } satisfies EtaErrorResponse);
    expect(body(await get({ from: 'LE1 1AA', to: 'QQ1 1AA' })).unknown_postcodes).toEqual(['QQ1 1AA']);
  });

  it('names no postcode as unknown when the query itself is wrong', async () => {
    const result = await get({ from: 'LE1 1A', to: 'M1 1AE' });
    expect(result.statusCode).toBe(400);
    expect(body(result)).not.toHaveProperty('unknown_postcodes');
  });

  it('rejects an overlong raw query string', async () => {
    const result = await get({ from: 'LE1 1AA', to: 'M1 1AE' }, `from=LE1+1AA&to=M1+1AE&x=${'a'.repeat(2000)}`);
    expect(result.statusCode).toBe(400);
  });

  it('says when the figures are approximate, and counts the answer as such', async () => {
    const outcomes: unknown[] = [];
    const roughly: RouteProvider = {
      estimate: async () => ({ distanceMiles: 98.24, durationMinutes: 120.4, approximate: true }),
    };
    const result = await createEtaHandler({
      provider: roughly,
      logger: (_level, _message, fields) => outcomes.push(fields?.outcome),
    })({ queryStringParameters: { from: 'LE1 1AA', to: 'M1 1AE' }, rawQueryString: '' } as unknown as HttpEvent);
    expect(result.statusCode).toBe(200);
    expect(body(result)).toEqual({ distance_miles: 98.2, duration_minutes: 120, approximate: true });
    expect(outcomes).toEqual(['estimate_approximate']);
  });

  it('answers 502 JSON without internals when the route service fails', async () => {
    const failing: RouteProvider = {
      estimate: () => Promise.reject(new RouteServiceError('Route calculation failed', { cause: new Error('secret') })),
    };
    const result = await createEtaHandler({ provider: failing, logger: silentLogger })({
      queryStringParameters: { from: 'LE1 1AA', to: 'M1 1AE' },
      rawQueryString: 'from=LE1+1AA&to=M1+1AE',
    } as unknown as HttpEvent);
    expect(result.statusCode).toBe(502);
    expect(result.headers?.['cache-control']).toBe('no-store');
    expect(body(result).error).toMatch(/unavailable/);
    expect(result.body).not.toContain('secret');
  });
});
