import { describe, expect, it } from 'vitest';
import { newQuoteReference } from './quote-reference';

describe('newQuoteReference', () => {
  it('is Q- and six unambiguous characters, different each time', () => {
    const references = Array.from({ length: 200 }, newQuoteReference);

    for (const reference of references) expect(reference).toMatch(/^Q-[2-9A-HJKMNP-Z]{6}$/);
    expect(new Set(references).size).toBe(references.length);
  });
});
