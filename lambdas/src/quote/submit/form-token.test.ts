import { describe, expect, it } from 'vitest';
import { formTokens } from './form-token';

const at = new Date('2026-11-24T12:00:00Z');
const later = new Date(at.getTime() + 5_000);

describe('form tokens across an origin-secret rotation', () => {
  it('signs with the current value and accepts a page signed with the previous one while it is accepted', () => {
    const issuedBefore = formTokens(['old']).issue('content', 'submission-1', at);
    expect(formTokens(['new', 'old']).age(issuedBefore, 'content', 'submission-1', later)).toBe(5);
    // After the window only the current value is accepted: the visitor gets a fresh check page instead.
    expect(formTokens(['new']).age(issuedBefore, 'content', 'submission-1', later)).toBeNull();
    const issuedDuring = formTokens(['new', 'old']).issue('content', 'submission-1', at);
    expect(formTokens(['new']).age(issuedDuring, 'content', 'submission-1', later)).toBe(5);
  });

  it('refuses a token for another submission ID (issue 29 C)', () => {
    const token = formTokens(['new']).issue('content', 'submission-1', at);
    expect(formTokens(['new']).age(token, 'content', 'submission-2', later)).toBeNull();
    expect(formTokens(['new']).age(token, 'content', '', later)).toBeNull();
  });

  it('refuses a token for other content, and needs a secret', () => {
    const token = formTokens(['new']).issue('content', 'submission-1', at);
    expect(formTokens(['new']).age(token, 'other content', 'submission-1', later)).toBeNull();
    expect(() => formTokens([])).toThrow(/needs a secret/);
    expect(() => formTokens([''])).toThrow(/needs a secret/);
  });
});
