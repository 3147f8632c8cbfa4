import { describe, expect, it } from 'vitest';
import { postcodeShape, ukPostcodeAreas } from './postcode';

describe('postcodeShape', () => {
  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['LE1 1AA', 'uk'],
    ['le11aa', 'uk'],
    ['SW1A 2AA', 'uk'],
    ['GY1 1AA', 'uk'],
    // Well formed: whether QQ1 1AA exists is the route service's answer, not the form's guess.
    ['QQ1 1AA', 'uk'],
    ['LE1 1A', 'incomplete'],
    ['LE1', 'incomplete'],
    ['M1 1AEE', 'incomplete'],
    ['B11', 'incomplete'],
    ['75001', 'foreign'],
    ['1012 AB', 'foreign'],
    ['D02 X285', 'foreign'],
    ['QQ1 1A', 'foreign'],
    ['LEI 1AA', 'foreign'],
  ])('calls %j %s', (value, shape) => {
    expect(postcodeShape(value)).toBe(shape);
  });

  it('knows the 124 UK postcode areas, one or two letters each', () => {
    expect(ukPostcodeAreas.size).toBe(124);
    for (const area of ukPostcodeAreas) expect(area).toMatch(/^[A-Z]{1,2}$/);
  });
});
