import { describe, expect, it } from 'vitest';
import { parsePostalAddress } from './postal-address';
import { defaultSiteConfig } from './site-config-env';

describe('the registered office as a postal address', () => {
  it('reads address lines, town and postcode', () => {
    expect(parsePostalAddress(defaultSiteConfig.registeredOffice)).toEqual({
      streetAddress: '1 Example Street',
      addressLocality: 'Leicester',
      postalCode: 'LE1 1AA',
      addressCountry: 'GB',
    });
    expect(parsePostalAddress('Unit 4, Riverside Park,  Leeds,ls11  5ab ')).toEqual({
      streetAddress: 'Unit 4, Riverside Park',
      addressLocality: 'Leeds',
      postalCode: 'LS11 5AB',
      addressCountry: 'GB',
    });
  });

  it('reads Companies House’s form: the country before the postcode is not the town', () => {
    expect(parsePostalAddress('5 Brayford Square, London, England, E1 0SG')).toMatchObject({
      streetAddress: '5 Brayford Square',
      addressLocality: 'London',
      postalCode: 'E1 0SG',
    });
  });

  it('reads a postcode written after the town without a comma', () => {
    expect(parsePostalAddress('2 Market Street, Glasgow G1 1AA')).toMatchObject({
      streetAddress: '2 Market Street',
      addressLocality: 'Glasgow',
      postalCode: 'G1 1AA',
    });
  });

  it('refuses a line without a UK postcode at its end, a street or a town', () => {
    for (const line of ['1 Example Street, Leicester', 'Leicester, LE1 1AA', 'LE1 1AA', '', '1 Rue X, Paris, 75001']) {
      expect(parsePostalAddress(line), line).toBeUndefined();
    }
  });
});
