import { describe, expect, it } from 'vitest';
import { partialEstimate, partialEstimateLine } from './partial-estimate';

const journey = (pickupPostcode: string, stopPostcodes: string[], deliveryPostcode: string) => ({
  pickupPostcode,
  stopPostcodes,
  deliveryPostcode,
});

describe('partialEstimate: what an estimate of the journey leaves out', () => {
  it('names a mistyped pickup and the part the estimate covers (issue 45)', () => {
    const partial = partialEstimate(journey('LS1 4XQZ', ['wf11px'], 'S1 2HE'));
    expect(partial).toEqual({ leftOut: [{ postcode: 'LS1 4XQZ', why: 'not found' }], covers: 'WF1 1PX → S1 2HE' });
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

  it('is nothing when every place is covered, or when there is no estimate at all', () => {
    expect(partialEstimate(journey('LS1 4AP', ['WF1 1PX'], 'S1 2HE'))).toBeUndefined();
    expect(partialEstimate(journey('LS1 4XQZ', [], 'S1 2HE'))).toBeUndefined();
  });
});
