import { createEmbeddedEstimator } from '@courier/common/estimator/estimator';
import { type RouteProvider, type RouteRequest, UnknownPostcodeError } from '@courier/common/estimator/route-provider';
import { ukGeography } from '@courier/common/estimator/uk-geography';
import { aQuoteRequest } from '@courier/common/testing/quote-builders';
import { describe, expect, it } from 'vitest';
import { createQuoteEstimator } from './server-estimate';

/** A return job through one stop, with figures of the visitor's the server must not take. */
const quote = aQuoteRequest({
  pickup_postcode: 'le11aa',
  stops: [{ location: 'Nottingham', postcode: 'NG2 6AG' }],
  is_return: true,
  distance_miles: 1,
  duration_minutes: 2,
  vehicle_type: 'Small Van',
});

/** A route service that records what it was asked and answers as told. */
function routeService(answer: (request: RouteRequest) => Promise<{ distanceMiles: number; durationMinutes: number }>) {
  const asked: RouteRequest[] = [];
  const provider: RouteProvider = {
    estimate: (request) => {
      asked.push(request);
      return answer(request);
    },
  };
  return { provider, asked };
}

const fallback = createEmbeddedEstimator(ukGeography);
const never = () => new Promise<never>(() => {});

describe('createQuoteEstimator', () => {
  it('asks the route service for the submitted journey and vehicle, whatever figures the visitor sent', async () => {
    const service = routeService(async () => ({ distanceMiles: 152.44, durationMinutes: 185.4 }));
    const estimate = createQuoteEstimator({ primary: service.provider, fallback, timeoutMs: 1_000 });

    expect(await estimate(quote)).toEqual({
      kind: 'estimated',
      route: 'LE1 1AA → NG2 6AG → M1 1AE, return, Small Van',
      ukPartOnly: false,
      distanceMiles: 152.4,
      durationMinutes: 185,
      approximate: false,
    });
    expect(service.asked).toEqual([
      { from: 'LE1 1AA', to: 'M1 1AE', stops: ['NG2 6AG'], returnTrip: true, vehicle: 'Small Van' },
    ]);
  });

  it('routes the UK postcodes only, and says so', async () => {
    const service = routeService(async () => ({ distanceMiles: 30, durationMinutes: 40 }));
    const estimate = createQuoteEstimator({ primary: service.provider, fallback, timeoutMs: 1_000 });

    expect(await estimate({ ...quote, delivery_postcode: '75001' })).toMatchObject({
      kind: 'estimated',
      route: 'LE1 1AA → NG2 6AG, return, Small Van',
      ukPartOnly: true,
    });
  });

  it('does not estimate fewer than two UK postcodes, and asks nobody', async () => {
    const service = routeService(async () => ({ distanceMiles: 30, durationMinutes: 40 }));
    const estimate = createQuoteEstimator({ primary: service.provider, fallback, timeoutMs: 1_000 });

    expect(await estimate({ ...quote, stops: [], delivery_postcode: '75001' })).toEqual({
      kind: 'not_estimated',
      reason: 'too_few_uk_postcodes',
    });
    expect(service.asked).toEqual([]);
  });

  it('names a postcode the route service cannot find', async () => {
    const service = routeService(async () => {
      throw new UnknownPostcodeError('NG2 6AG');
    });
    const estimate = createQuoteEstimator({ primary: service.provider, fallback, timeoutMs: 1_000 });

    expect(await estimate(quote)).toMatchObject({
      kind: 'not_estimated',
      reason: 'unknown_postcode',
      postcode: 'NG2 6AG',
    });
  });

  it('answers from the embedded estimator, marked approximate, when the route service hangs', async () => {
    const estimate = createQuoteEstimator({ primary: { estimate: never }, fallback, timeoutMs: 50 });
    const started = Date.now();

    const answer = await estimate(quote);

    expect(Date.now() - started).toBeLessThan(1_000);
    expect(answer).toMatchObject({
      kind: 'estimated',
      approximate: true,
      route: 'LE1 1AA → NG2 6AG → M1 1AE, return, Small Van',
    });
  });

  it('answers from the embedded estimator when the route service fails', async () => {
    const failing = routeService(async () => {
      throw new Error('ThrottlingException');
    });
    const estimate = createQuoteEstimator({ primary: failing.provider, fallback, timeoutMs: 1_000 });

    const answer = await estimate(quote);
    const embedded = await fallback.estimate(failing.asked[0] as RouteRequest);
    expect(answer).toMatchObject({
      kind: 'estimated',
      approximate: true,
      distanceMiles: Math.round(embedded.distanceMiles * 10) / 10,
      durationMinutes: Math.round(embedded.durationMinutes),
    });
  });

  it('never throws: with nothing answering, the quote is simply not estimated', async () => {
    const broken: RouteProvider = { estimate: () => Promise.reject(new TypeError('bug')) };
    const estimate = createQuoteEstimator({ primary: broken, fallback: broken, timeoutMs: 1_000 });

    expect(await estimate(quote)).toMatchObject({ kind: 'not_estimated', reason: 'unavailable' });
  });

  it('without a route service, gives the embedded estimator’s figures as approximate', async () => {
    const estimate = createQuoteEstimator({ fallback, timeoutMs: 1_000 });

    expect(await estimate(quote)).toMatchObject({ kind: 'estimated', approximate: true });
  });
});
