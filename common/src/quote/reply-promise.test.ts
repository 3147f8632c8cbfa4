/** The one sentence that tells a visitor when they will hear back (issue 52 C). */
import { describe, expect, it } from 'vitest';
import { replyByOf, replyPromise, replyPromiseBeforeSending } from './reply-promise';

describe('the reply promise', () => {
  it('promises a call on the number given, or on the number they gave, or an email, within the minutes', () => {
    expect(replyPromise({ replyPromiseMinutes: 20 }, { by: 'phone', number: '07700 900444' })).toBe(
      'A dispatcher will call you on 07700 900444 within 20 minutes.',
    );
    expect(replyPromise({ replyPromiseMinutes: 30 }, { by: 'phone' })).toBe(
      'A dispatcher will call you on the number you gave within 30 minutes.',
    );
    expect(replyPromise({ replyPromiseMinutes: 1 }, { by: 'email' })).toBe(
      'A dispatcher will email you within 1 minute.',
    );
    expect(replyPromiseBeforeSending({ replyPromiseMinutes: 30 })).toBe(
      'A dispatcher replies within 30 minutes, 24/7: a call if you give a phone number, else an email.',
    );
  });

  it('asks for a call when a phone number was given, else an email', () => {
    expect(replyByOf(' 07700 900444 ')).toEqual({ by: 'phone', number: '07700 900444' });
    expect(replyByOf('  ')).toEqual({ by: 'email' });
    expect(replyByOf(undefined)).toEqual({ by: 'email' });
  });
});
