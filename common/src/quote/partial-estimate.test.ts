import { describe, expect, it } from 'vitest';
import { partialEstimate, partialEstimateLine, serverEstimateLeftOut } from './partial-estimate';

const journey = (pickupPostcode: string, stopPostcodes: string[], deliveryPostcode: string) => ({
  pickupPostcode,
  stopPostcodes,
  deliveryPostcode,
});

describe('partialEstimate: what an estimate of the journey leaves out', () => {
  it('names a mistyped pickup and the part the estimate covers (issue 45)', () => {
    const partial = partialEstimate(journey('LS1 4XQZ', ['wf11px'], 'S1 2HE'));
    expect(partial).toEqual({
      leftOut: [{ postcode: 'LS1 4XQZ', why: 'not found' }],
      covers: 'WF1 1PX → S1 2HE',
      estimated: true,
    });
    expect(partial && partialEstimateLine(partial)).toBe(
      'Partial estimate: LS1 4XQZ not found: estimate covers WF1 1PX → S1 2HE only',
    );
  });

  it('says a foreign postcode is not a UK one, and names every place left out', () => {
    const partial = partialEstimate(journey('75001', ['LE1 1AA', 'M1'], 'B1 1AA'));
    expect(partial && partialEstimateLine(partial)).toBe(
      'Partial estimate: 75001 not a UK postcode, M1 not found: estimate covers LE1 1AA → B1 1AA only',
    );
  });

  it('names the place left out when only one is left to route, and says there are no figures (issue 52 D)', () => {
    const partial = partialEstimate(journey('ls1 a4p', [''], 'S1 2HE'));
    expect(partial).toEqual({
      leftOut: [{ postcode: 'LS1 A4P', why: 'not found' }],
      covers: 'S1 2HE',
      estimated: false,
    });
    expect(partial && partialEstimateLine(partial)).toBe(
      'Partial estimate: LS1 A4P not found: only S1 2HE left, so no distance or time',
    );
  });

  it('is nothing when every place is covered, or when not one place is left to route', () => {
    expect(partialEstimate(journey('LS1 4AP', ['WF1 1PX'], 'S1 2HE'))).toBeUndefined();
    expect(partialEstimate(journey('1012 AB', [], '75001'))).toBeUndefined();
  });

  it('is what the server’s figures left out: estimated for the UK part only, or not estimated for want of two', () => {
    const estimated = {
      kind: 'estimated',
      route: '',
      distanceMiles: 1,
      durationMinutes: 1,
      approximate: false,
    } as const;
    expect(serverEstimateLeftOut({ ...estimated, ukPartOnly: true })).toBe(true);
    expect(serverEstimateLeftOut({ ...estimated, ukPartOnly: false })).toBe(false);
    expect(serverEstimateLeftOut({ kind: 'not_estimated', reason: 'too_few_uk_postcodes' })).toBe(true);
    expect(serverEstimateLeftOut({ kind: 'not_estimated', reason: 'unavailable', ukPartOnly: true })).toBe(false);
    expect(serverEstimateLeftOut(undefined)).toBe(false);
  });
});
