import { describe, expect, it } from 'vitest';
import { type RouteRequest, UnknownPostcodeError } from '../route-provider';
import { createEmbeddedEstimator } from './estimator';
import { postcodeDistricts } from './postcode-centroids';
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

describe('embedded estimator: short and repeated trips', () => {
  it('gives two different postcodes in the same district a short non-zero distance', async () => {
    const { distanceMiles, durationMinutes } = await estimator.estimate(trip('LE1 1AA', 'LE1 6ZZ'));
    expect(distanceMiles).toBeGreaterThan(0);
    expect(distanceMiles).toBeLessThan(10);
    expect(durationMinutes).toBeGreaterThan(0);
  });

  it('gives postcodes that fall back to the same area centroid a short non-zero distance', async () => {
    // Neither district is in the table, so both are placed at the area's main town (Swindon).
    const { distanceMiles } = await estimator.estimate(trip('SN2 1AA', 'SN5 7ZZ'));
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
