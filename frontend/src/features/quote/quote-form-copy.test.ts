import { describe, expect, it } from 'vitest';
import { countText } from './quote-form-copy';

describe('the character counter under long text', () => {
  it('counts down to the limit, then says how many too many, in the singular for one', () => {
    expect(countText({ length: 0, max: 1000 })).toBe('1000 of 1000 characters left');
    expect(countText({ length: 1000, max: 1000 })).toBe('0 of 1000 characters left');
    expect(countText({ length: 1001, max: 1000 })).toBe('1 character too many (the limit is 1000)');
    expect(countText({ length: 1003, max: 1000 })).toBe('3 characters too many (the limit is 1000)');
  });
});
