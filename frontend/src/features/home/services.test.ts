import { vehicleTypes } from '@courier/common/vehicles';
import { describe, expect, it } from 'vitest';
import { services, servicesLead } from './services';

/** The service cards promise only what SPEC §1 claims. */
describe('service cards', () => {
  const texts = services.map((service) => service.text);

  it('are the eight services, with no prices', () => {
    expect(services).toHaveLength(8);
    for (const text of texts) expect(text).not.toMatch(/£|\bper (mile|hour|pallet)\b/i);
  });

  it('offer extra cover for high-value freight on request, not as standard', () => {
    const cover = texts.filter((text) => /extra cover/i.test(text));
    expect(cover.length).toBeGreaterThan(0);
    for (const text of cover) expect(text).toMatch(/extra cover on request/i);
  });

  it('promise no timed delivery slots', () => {
    for (const text of texts) expect(text).not.toMatch(/timed|time slot|\bslot\b/i);
  });

  it('name the whole range the quote form offers, as vehicles a visitor can request', () => {
    // How the copy says each end of the form's list (common/src/vehicles.ts).
    const inCopy: Partial<Record<(typeof vehicleTypes)[number], RegExp>> = {
      Car: /\bcar\b/i,
      'Small Van': /\bsmall van\b/i,
      Artic: /\barticulated\b/i,
      '6-Axle Lorry': /\b6-axle lorr(y|ies)\b/i,
    };
    const ends = [...vehicleTypes.slice(0, 2), ...vehicleTypes.slice(-2)];
    const dedicated = texts.find((text) => /no co-loading/.test(text)) ?? '';
    for (const copy of [servicesLead, dedicated]) {
      for (const vehicle of ends)
        expect([vehicle, copy]).toEqual([vehicle, expect.stringMatching(inCopy[vehicle] ?? /$^/)]);
      expect(copy).toMatch(/\brequest\b/i);
    }
  });
});
