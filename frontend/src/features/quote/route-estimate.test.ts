import { type EnteredJourney, routeOfJourney } from '@courier/common/quote/journey';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { etaQuery, fetchEstimate } from './route-estimate';

const journey = (overrides: Partial<EnteredJourney>): EnteredJourney => ({
  pickupPostcode: '',
  stopPostcodes: [],
  deliveryPostcode: '',
  isReturn: false,
  ...overrides,
});

/** The /api/eta query the form sends for a journey as entered, or null when it asks nothing. */
const queryFor = (entered: EnteredJourney) => {
  const route = routeOfJourney(entered);
  return route ? etaQuery(route) : null;
};

/** The query as a plain object, so the assertions read like the API's fields. */
const parse = (query: string | null) => (query === null ? null : Object.fromEntries(new URLSearchParams(query)));

describe('the /api/eta query of a journey', () => {
  it('asks from the pickup to the delivery, postcodes normalised, no stops, one way', () => {
    const query = queryFor(journey({ pickupPostcode: 'le11aa', deliveryPostcode: ' m1 1ae ' }));
    expect(parse(query)).toEqual({ from: 'LE1 1AA', to: 'M1 1AE', stops: '', return: 'false' });
    // Exactly the four fields, in the documented order.
    expect(query).toBe('from=LE1+1AA&to=M1+1AE&stops=&return=false');
  });

  it('puts valid stops between, in order, comma-joined', () => {
    const query = queryFor(
      journey({ pickupPostcode: 'LE1 1AA', stopPostcodes: ['ng2 6ag', 'DE11AA'], deliveryPostcode: 'M1 1AE' }),
    );
    expect(parse(query)).toEqual({ from: 'LE1 1AA', to: 'M1 1AE', stops: 'NG2 6AG,DE1 1AA', return: 'false' });
  });

  it('skips stops that are not valid UK postcodes (yet)', () => {
    const query = queryFor(
      journey({
        pickupPostcode: 'LE1 1AA',
        stopPostcodes: ['NG2 6A', '', 'DE1 1AA', '75001'],
        deliveryPostcode: 'M1 1AE',
      }),
    );
    expect(parse(query)?.stops).toBe('DE1 1AA');
  });

  it('uses the first and last valid postcodes as from and to when pickup or delivery is missing or invalid', () => {
    expect(
      parse(
        queryFor(journey({ pickupPostcode: 'LE1', stopPostcodes: ['NG2 6AG', 'DE1 1AA'], deliveryPostcode: 'M1 1AE' })),
      ),
    ).toEqual({
      from: 'NG2 6AG',
      to: 'M1 1AE',
      stops: 'DE1 1AA',
      return: 'false',
    });
    expect(parse(queryFor(journey({ pickupPostcode: 'LE1 1AA', stopPostcodes: ['NG2 6AG', 'DE1 1AA'] })))).toEqual({
      from: 'LE1 1AA',
      to: 'DE1 1AA',
      stops: 'NG2 6AG',
      return: 'false',
    });
    expect(parse(queryFor(journey({ stopPostcodes: ['NG2 6AG', 'B1 1AA'] })))).toEqual({
      from: 'NG2 6AG',
      to: 'B1 1AA',
      stops: '',
      return: 'false',
    });
  });

  it('carries the return flag', () => {
    const query = queryFor(journey({ pickupPostcode: 'LE1 1AA', deliveryPostcode: 'M1 1AE', isReturn: true }));
    expect(parse(query)?.return).toBe('true');
  });

  it('accepts every shape of the UK pattern, in any case, with or without the space', () => {
    for (const postcode of ['M1 1AE', 'm11ae', 'B33 8TH', 'CR2 6XH', 'DN55 1PT', 'W1A 0AX', 'ec1a1bb', 'SW1A 1AA']) {
      expect(queryFor(journey({ pickupPostcode: 'LE1 1AA', deliveryPostcode: postcode })), postcode).not.toBeNull();
    }
  });

  it('sends the chosen vehicle last, and no vehicle parameter before one is chosen', () => {
    const query = queryFor(journey({ pickupPostcode: 'LE1 1AA', deliveryPostcode: 'M1 1AE', vehicle: '7.5T Truck' }));
    expect(query).toBe('from=LE1+1AA&to=M1+1AE&stops=&return=false&vehicle=7.5T+Truck');
    expect(queryFor(journey({ pickupPostcode: 'LE1 1AA', deliveryPostcode: 'M1 1AE', vehicle: '' }))).not.toContain(
      'vehicle',
    );
  });

  it('is null while fewer than two postcodes are valid', () => {
    expect(queryFor(journey({}))).toBeNull();
    expect(queryFor(journey({ pickupPostcode: 'LE1 1AA' }))).toBeNull();
    expect(queryFor(journey({ pickupPostcode: 'LE1 1AA', deliveryPostcode: 'M1 1A' }))).toBeNull();
    expect(queryFor(journey({ pickupPostcode: 'LE1 1AA', deliveryPostcode: '75001', isReturn: true }))).toBeNull();
    expect(queryFor(journey({ stopPostcodes: ['NG2 6AG', 'nope', ''] }))).toBeNull();
    expect(queryFor(journey({ pickupPostcode: 'LE1 1AAA', deliveryPostcode: 'M1 1AE' }))).toBeNull();
  });
});

describe('fetchEstimate', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('GETs /api/eta with the query and rounds the duration', async () => {
    const fetchMock = vi.fn(async () =>
      Response.json({ distance_miles: 96.4, duration_minutes: 117.6, approximate: false }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await expect(fetchEstimate('from=LE1+1AA&to=M1+1AE&stops=&return=false')).resolves.toEqual({
      distanceMiles: 96.4,
      durationMinutes: 118,
      approximate: false,
    });
    expect(fetchMock).toHaveBeenCalledWith('/api/eta?from=LE1+1AA&to=M1+1AE&stops=&return=false', expect.anything());
  });

  it('passes on that the API called its figures approximate', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ distance_miles: 96.4, duration_minutes: 150, approximate: true })),
    );
    await expect(fetchEstimate('from=LE1+1AA&to=M1+1AE&stops=&return=false')).resolves.toMatchObject({
      approximate: true,
    });
  });

  it('gives the postcodes a 400 names as unknown, without a console error', async () => {
    const body = { error: 'The postcode QQ1 1AA could not be found.', unknown_postcodes: ['QQ1 1AA'] };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(body, { status: 400 })),
    );
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(fetchEstimate('from=LE1+1AA&to=QQ1+1AA&stops=&return=false')).resolves.toEqual({
      unknownPostcodes: ['QQ1 1AA'],
    });
    expect(consoleError).not.toHaveBeenCalled();
  });

  it.each([
    ['a 400 that names no postcode', Response.json({ error: "'from' is not a UK postcode" }, { status: 400 })],
    ['a 400 that is not JSON', new Response('Bad Request', { status: 400 })],
  ])('answers null and logs a console error on %s', async (_name, response) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => response),
    );
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(fetchEstimate('from=LE1+1AA&to=M1+1AE&stops=&return=false')).resolves.toBeNull();
    expect(consoleError).toHaveBeenCalledTimes(1);
  });

  it('answers null and logs a console error on a non-OK answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ error: 'unavailable' }, { status: 502 })),
    );
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(fetchEstimate('from=LE1+1AA&to=M1+1AE&stops=&return=false')).resolves.toBeNull();
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(String(consoleError.mock.calls[0]?.[0])).toContain('502');
  });
});
