import { describe, expect, it } from 'vitest';
import { createEmbeddedEstimator } from './estimator';
import { postcodeDistricts } from './postcode-centroids';
import { type RouteRequest, UnknownPostcodeError } from './route-provider';
import { ukGeography } from './uk-geography';

const estimator = createEmbeddedEstimator(ukGeography);

function trip(from: string, to: string, extra: Partial<RouteRequest> = {}): RouteRequest {
  return { from, to, stops: [], returnTrip: false, vehicle: 'Small Van', ...extra };
}

describe('embedded estimator: known city pairs', () => {
  it.each([
    ['LE1 1AA', 'M1 1AE', 95, 105],
    ['AB10 1AA', 'PL1 1AA', 560, 620],
    ['EC1A 1BB', 'B1 1AA', 115, 130],
    ['G1 1AA', 'EH1 1AA', 42, 52],
    ['BS1 1AA', 'CF10 1AA', 40, 50],
  ])('%s → %s is %i–%i road miles', async (from, to, min, max) => {
    const { distanceMiles } = await estimator.estimate(trip(from, to));
    expect(distanceMiles).toBeGreaterThanOrEqual(min);
    expect(distanceMiles).toBeLessThanOrEqual(max);
  });

  it('gives van durations that average 35–55 mph between cities', async () => {
    for (const [from, to] of [
      ['LE1 1AA', 'M1 1AE'],
      ['AB10 1AA', 'PL1 1AA'],
      ['EC1A 1BB', 'B1 1AA'],
    ] as const) {
      const { distanceMiles, durationMinutes } = await estimator.estimate(trip(from, to));
      const mph = distanceMiles / (durationMinutes / 60);
      expect(mph).toBeGreaterThan(35);
      expect(mph).toBeLessThan(55);
    }
  });

  it('routes Bristol to Cardiff over the Severn rather than across the water', async () => {
    const { distanceMiles } = await estimator.estimate(trip('BS1 4DJ', 'CF10 1EP'));
    // The straight line is about 25 miles; even a generous winding factor would not reach 40 without the bridge.
    expect(distanceMiles).toBeGreaterThan(40);
  });

  it('is the same distance in both directions', async () => {
    const there = await estimator.estimate(trip('LE1 1AA', 'M1 1AE'));
    const back = await estimator.estimate(trip('M1 1AE', 'LE1 1AA'));
    expect(back).toEqual(there);
  });
});

/**
 * Published road distances and driving times, van at typical weekday daytime traffic. Each row names its source:
 * a page quoting the figure, or "route planner" for the figure the common route planners (Google Maps, AA Route
 * Planner) give for the journey, noted by hand; none is fetched when the tests run.
 *
 * Tolerances: the estimator has no road graph and puts a postcode somewhere in its district, so within a city the
 * distance may be off by about a district's width (2.5 miles), and between cities by 10% (the routes planners
 * offer differ by that much). Times within 25% in town and 20% between cities: planners' own times vary by that
 * much with the hour, and vans are a little slower than the cars they assume.
 */
const publishedJourneys: {
  kind: 'city centre' | 'cross-city' | 'regional' | 'long distance';
  from: string;
  to: string;
  miles: number;
  minutes: number;
  source: string;
}[] = [
  {
    kind: 'city centre',
    from: 'W2 1HB', // Paddington station
    to: 'EC2M 7PY', // Liverpool Street station
    miles: 4.5,
    minutes: 30,
    source: 'route planner; Business Traveller: central London traffic averages about 8 mph',
  },
  {
    kind: 'cross-city',
    from: 'TW6 2GA', // Heathrow
    to: 'SW1A 2AA', // Westminster
    miles: 16,
    minutes: 55,
    source: 'mattbarrett-travel.com Heathrow guide: about 15 miles, allow at least an hour by road; route planner',
  },
  {
    kind: 'cross-city',
    from: 'M90 1QX', // Manchester Airport
    to: 'M2 5DB', // Manchester centre
    miles: 11,
    minutes: 30,
    source: 'Premier Inn Manchester guide: about 11 miles, about 30 minutes in clear traffic',
  },
  { kind: 'cross-city', from: 'N1 9AG', to: 'SW19 1QN', miles: 10, minutes: 50, source: 'route planner' },
  {
    kind: 'regional',
    from: 'M2 5DB',
    to: 'L1 1JQ',
    miles: 35,
    minutes: 55,
    source: 'aidan.co.uk Manchester–Liverpool guide: about 35 miles apart; route planner',
  },
  {
    kind: 'regional',
    from: 'G1 3SL',
    to: 'EH1 1YZ',
    miles: 47,
    minutes: 70,
    source: 'hotbot.com: about 47 miles by road; route planner',
  },
  { kind: 'regional', from: 'BS1 4DJ', to: 'CF10 1EP', miles: 44, minutes: 55, source: 'route planner' },
  { kind: 'regional', from: 'LS1 4DY', to: 'M2 5DB', miles: 44, minutes: 65, source: 'route planner' },
  { kind: 'regional', from: 'LE1 5WW', to: 'NG1 2DR', miles: 27, minutes: 50, source: 'route planner' },
  {
    kind: 'long distance',
    from: 'B2 4QA',
    to: 'WC2N 5DU',
    miles: 126,
    minutes: 150,
    source: 'relocatetobirmingham.co.uk: London 126 miles via M40, 2.5 hours',
  },
  {
    kind: 'long distance',
    from: 'B2 4QA',
    to: 'EH1 1YZ',
    miles: 292,
    minutes: 360,
    source: 'relocatetobirmingham.co.uk: Edinburgh 292 miles via M6, 6 hours',
  },
  {
    kind: 'long distance',
    from: 'WC2N 5DU',
    to: 'M2 5DB',
    miles: 205,
    minutes: 240,
    source: 'pixelation.org: about 208 miles via M6 and M1; several guides: about 200 miles, about 4 hours',
  },
  {
    kind: 'long distance',
    from: 'WC2N 5DU',
    to: 'EH1 1YZ',
    miles: 400,
    minutes: 420,
    source: 'thingstodoinunitedkingdom.com London–Edinburgh: 400 miles, 7 h non-stop',
  },
];

describe('embedded estimator: published journeys', () => {
  it.each(publishedJourneys)('$kind: $from → $to is about $miles miles and $minutes minutes ($source)', async (j) => {
    const { distanceMiles, durationMinutes } = await estimator.estimate(trip(j.from, j.to));
    const inTown = j.kind === 'city centre' || j.kind === 'cross-city';
    const milesTolerance = inTown ? 2.5 : j.miles * 0.1;
    const minutesTolerance = j.minutes * (inTown ? 0.25 : 0.2);
    expect(Math.abs(distanceMiles - j.miles)).toBeLessThanOrEqual(milesTolerance);
    expect(Math.abs(durationMinutes - j.minutes)).toBeLessThanOrEqual(minutesTolerance);
  });

  it('drives through central London at city speeds and between market towns at country ones', async () => {
    const central = await estimator.estimate(trip('W2 1HB', 'EC2M 7PY'));
    // Melton Mowbray to Oakham: about 10 miles of A606.
    const country = await estimator.estimate(trip('LE13 0AA', 'LE15 6AA'));
    expect(central.distanceMiles / (central.durationMinutes / 60)).toBeLessThan(15);
    expect(country.distanceMiles / (country.durationMinutes / 60)).toBeGreaterThan(28);
  });
});

describe('embedded estimator: districts of one city', () => {
  it.each([
    ['M1 1AE', 'M20 2AA', 'Manchester centre to Didsbury'],
    ['LS1 4DY', 'LS17 6AA', 'Leeds centre to Moortown'],
    ['B1 1AA', 'B31 2AA', 'Birmingham centre to Northfield'],
    ['G1 3SL', 'G53 5AA', 'Glasgow centre to Pollok'],
    ['S1 2HH', 'S17 3AA', 'Sheffield centre to Dore'],
  ])('puts %s and %s (%s) apart, as they are on the map', async (from, to) => {
    // All are 4–7 road miles apart; with only area centroids the suburbs sat on the city centre.
    const { distanceMiles } = await estimator.estimate(trip(from, to));
    expect(distanceMiles).toBeGreaterThan(3.5);
    expect(distanceMiles).toBeLessThan(10);
  });

  it('places a district the table lacks at its parent district, or else at its area', async () => {
    // EC1Z is no district: EC1 (the sub-districts' mean) stands in. LE99 and NG99 are unused: Leicester and Nottingham.
    expect((await estimator.estimate(trip('EC1Z 1AA', 'EC1A 1BB'))).distanceMiles).toBeLessThan(3);
    expect((await estimator.estimate(trip('LE99 1AA', 'LE1 1AA'))).distanceMiles).toBeLessThan(15);
    expect((await estimator.estimate(trip('NG99 1AA', 'NG1 1AA'))).distanceMiles).toBeLessThan(15);
  });
});

describe('embedded estimator: short and repeated trips', () => {
  it('gives two different postcodes in the same district a short non-zero distance', async () => {
    const { distanceMiles, durationMinutes } = await estimator.estimate(trip('LE1 1AA', 'LE1 6ZZ'));
    expect(distanceMiles).toBeGreaterThan(0);
    expect(distanceMiles).toBeLessThan(10);
    expect(durationMinutes).toBeGreaterThan(0);
  });

  it('gives postcodes that fall back to the same area centroid a short non-zero distance', async () => {
    // Neither district is in the table, so both are placed round the area's centroid.
    const { distanceMiles } = await estimator.estimate(trip('SN97 1AA', 'SN98 7ZZ'));
    expect(distanceMiles).toBeGreaterThan(0);
    expect(distanceMiles).toBeLessThan(10);
  });

  it('keeps many postcodes in one district apart but close', async () => {
    for (const inward of ['1AA', '2BB', '3CD', '4EF', '5GH', '6JK', '7LN', '8PQ', '9RS']) {
      const { distanceMiles } = await estimator.estimate(trip('M1 1AE', `M1 ${inward}`));
      expect(distanceMiles).toBeGreaterThan(0);
      expect(distanceMiles).toBeLessThan(10);
    }
  });

  it('gives identical postcodes zero distance and time', async () => {
    expect(await estimator.estimate(trip('LE1 1AA', 'LE1 1AA'))).toEqual({
      distanceMiles: 0,
      durationMinutes: 0,
      ferries: [],
    });
  });

  it('places a sub-district (EC1A, SW1A) with its district', async () => {
    const { distanceMiles } = await estimator.estimate(trip('SW1A 1AA', 'SW1P 3BU'));
    expect(distanceMiles).toBeLessThan(5);
  });

  it('is deterministic', async () => {
    const first = await estimator.estimate(trip('NE1 4XF', 'S1 2HE'));
    const second = await estimator.estimate(trip('NE1 4XF', 'S1 2HE'));
    expect(second).toEqual(first);
  });
});

describe('embedded estimator: legs', () => {
  it('roughly doubles for a return trip', async () => {
    const oneWay = await estimator.estimate(trip('LE1 1AA', 'M1 1AE'));
    const returnTrip = await estimator.estimate(trip('LE1 1AA', 'M1 1AE', { returnTrip: true }));
    expect(returnTrip.distanceMiles).toBeCloseTo(oneWay.distanceMiles * 2, 0);
    expect(Math.abs(returnTrip.durationMinutes - oneWay.durationMinutes * 2)).toBeLessThanOrEqual(1);
  });

  it('adds distance and time for a stop off the direct route', async () => {
    const direct = await estimator.estimate(trip('LE1 1AA', 'M1 1AE'));
    const viaBirmingham = await estimator.estimate(trip('LE1 1AA', 'M1 1AE', { stops: ['B1 1AA'] }));
    expect(viaBirmingham.distanceMiles).toBeGreaterThan(direct.distanceMiles + 20);
    expect(viaBirmingham.durationMinutes).toBeGreaterThan(direct.durationMinutes);
  });

  it('sums the legs through several stops', async () => {
    const legs = await Promise.all([
      estimator.estimate(trip('LE1 1AA', 'NG1 1AA')),
      estimator.estimate(trip('NG1 1AA', 'S1 2HE')),
      estimator.estimate(trip('S1 2HE', 'LS1 4AP')),
    ]);
    const whole = await estimator.estimate(trip('LE1 1AA', 'LS1 4AP', { stops: ['NG1 1AA', 'S1 2HE'] }));
    const sum = legs.reduce((total, leg) => total + leg.distanceMiles, 0);
    expect(whole.distanceMiles).toBeCloseTo(sum, 0);
  });
});

describe('embedded estimator: vehicles and speeds', () => {
  it.each(['7.5T Truck', 'Artic', '6-Axle Lorry'] as const)(
    'takes longer in a %s than in a van or car',
    async (vehicle) => {
      const van = await estimator.estimate(trip('LE1 1AA', 'M1 1AE', { vehicle: 'XLWB Van' }));
      const car = await estimator.estimate(trip('LE1 1AA', 'M1 1AE', { vehicle: 'Car' }));
      const heavy = await estimator.estimate(trip('LE1 1AA', 'M1 1AE', { vehicle }));
      expect(heavy.distanceMiles).toBe(van.distanceMiles);
      expect(heavy.durationMinutes).toBeGreaterThan(van.durationMinutes);
      expect(heavy.durationMinutes).toBeGreaterThan(car.durationMinutes);
    },
  );

  it('treats a request without a vehicle as a light vehicle', async () => {
    const unspecified = await estimator.estimate({ from: 'LE1 1AA', to: 'M1 1AE', stops: [], returnTrip: false });
    const van = await estimator.estimate(trip('LE1 1AA', 'M1 1AE', { vehicle: 'Small Van' }));
    expect(unspecified).toEqual(van);
  });

  it('is slower on short urban trips than on long motorway ones', async () => {
    const short = await estimator.estimate(trip('M1 1AE', 'M4 5BA'));
    const long = await estimator.estimate(trip('EC1A 1BB', 'NE1 4XF'));
    const shortMph = short.distanceMiles / (short.durationMinutes / 60);
    const longMph = long.distanceMiles / (long.durationMinutes / 60);
    expect(shortMph).toBeLessThan(25);
    expect(longMph).toBeGreaterThan(45);
  });

  it('returns whole minutes and miles to at most one decimal place', async () => {
    for (const [from, to] of [
      ['LE1 1AA', 'M1 1AE'],
      ['G1 1AA', 'EH1 1AA'],
      ['SN2 1AA', 'SN5 7ZZ'],
    ] as const) {
      const { distanceMiles, durationMinutes } = await estimator.estimate(trip(from, to));
      expect(Number.isInteger(durationMinutes)).toBe(true);
      expect(Math.round(distanceMiles * 10) / 10).toBe(distanceMiles);
    }
  });
});

describe('embedded estimator: sea crossings', () => {
  it('takes the Belfast–Cairnryan ferry between Belfast and Glasgow', async () => {
    const belfast = await estimator.estimate(trip('BT1 1AA', 'G1 1AA'));
    // Stranraer is next to Cairnryan: the Belfast trip is that drive plus the sailing (2h15) and check-in.
    const stranraer = await estimator.estimate(trip('DG9 7AA', 'G1 1AA'));
    expect(belfast.distanceMiles).toBeGreaterThan(70);
    expect(belfast.distanceMiles).toBeLessThan(110);
    expect(belfast.durationMinutes).toBeGreaterThanOrEqual(stranraer.durationMinutes + 135);
    expect(belfast.durationMinutes).toBeLessThan(8 * 60);
  });

  it('names the ferry routes a journey takes, and none on the mainland or within Northern Ireland', async () => {
    expect((await estimator.estimate(trip('BT1 1AA', 'G1 1AA'))).ferries).toEqual(['Belfast–Cairnryan']);
    expect((await estimator.estimate(trip('JE2 3AB', 'BT1 1AA'))).ferries).toEqual([
      'Jersey–Poole',
      'Belfast–Cairnryan',
    ]);
    expect((await estimator.estimate(trip('BT1 1AA', 'BT48 6AA'))).ferries).toEqual([]);
    expect((await estimator.estimate(trip('LE1 1AA', 'M1 1AE'))).ferries).toEqual([]);
  });

  it('crosses back the same way', async () => {
    const there = await estimator.estimate(trip('BT1 1AA', 'G1 1AA'));
    const back = await estimator.estimate(trip('G1 1AA', 'BT1 1AA'));
    expect(back).toEqual(there);
  });

  it('does not add a crossing within Northern Ireland', async () => {
    const { distanceMiles, durationMinutes } = await estimator.estimate(trip('BT1 1AA', 'BT48 6AA'));
    // Belfast to Londonderry is about 70 road miles and under two hours.
    expect(distanceMiles).toBeGreaterThan(60);
    expect(distanceMiles).toBeLessThan(90);
    expect(durationMinutes).toBeLessThan(150);
  });

  it('takes a ferry to the Isle of Wight, Jersey and the Isle of Man', async () => {
    const portsmouth = await estimator.estimate(trip('PO1 1AA', 'PO30 1AA'));
    const jersey = await estimator.estimate(trip('BH1 1AA', 'JE2 3AB'));
    const douglas = await estimator.estimate(trip('LA1 1AA', 'IM1 1AA'));
    expect(portsmouth.durationMinutes).toBeGreaterThan(45);
    expect(jersey.durationMinutes).toBeGreaterThan(4 * 60);
    expect(douglas.durationMinutes).toBeGreaterThan(3 * 60);
  });
});

describe('embedded estimator: unknown postcodes', () => {
  it('rejects an area that does not exist with UnknownPostcodeError', async () => {
    await expect(estimator.estimate(trip('QQ1 1AA', 'LE1 1AA'))).rejects.toBeInstanceOf(UnknownPostcodeError);
    await expect(estimator.estimate(trip('LE1 1AA', 'QQ1 1AA'))).rejects.toMatchObject({ postcode: 'QQ1 1AA' });
  });

  it('rejects an unknown stop', async () => {
    await expect(estimator.estimate(trip('LE1 1AA', 'M1 1AE', { stops: ['XY1 2AB'] }))).rejects.toBeInstanceOf(
      UnknownPostcodeError,
    );
  });
});

describe('postcode centroid table', () => {
  it('covers every postcode area', () => {
    const areas =
      'AB AL B BA BB BD BH BL BN BR BS BT CA CB CF CH CM CO CR CT CV CW DA DD DE DG DH DL DN DT DY E EC EH EN EX FK FY G GL GU HA HD HG HP HR HS HU HX IG IP IV KA KT KW KY L LA LD LE LL LN LS LU M ME MK ML N NE NG NN NP NR NW OL OX PA PE PH PL PO PR RG RH RM S SA SE SG SK SL SM SN SO SP SR SS ST SW SY TA TD TF TN TQ TR TS TW UB W WA WC WD WF WN WR WS WV YO ZE GY JE IM';
    for (const area of areas.split(' ')) expect(postcodeDistricts.get(area), area).toBeDefined();
  });

  it('keeps every centroid within the British Isles and Channel Islands', () => {
    for (const [
      code,
      {
        point: [lat, lon],
      },
    ] of postcodeDistricts) {
      expect(lat, code).toBeGreaterThan(49);
      expect(lat, code).toBeLessThan(61);
      expect(lon, code).toBeGreaterThan(-8.5);
      expect(lon, code).toBeLessThan(2);
    }
  });
});
