import { describe, expect, it } from 'vitest';
import { services } from './services';

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
});
