import { describe, expect, it } from 'vitest';
import { gsmText } from './send-text';

describe('gsmText: a text in the 7-bit SMS alphabet, so a name never makes it cost three times as much', () => {
  it('keeps what the alphabet has, drops accents it lacks, and marks the rest', () => {
    expect(gsmText('Zoë Brontë, José, Müller & Søn: £40 @ 8am')).toBe('Zoe Bronte, José, Müller & Søn: £40 @ 8am');
    expect(gsmText('O’Brien “Tara” – LS1 4AP → S1 2HE')).toBe(`O'Brien "Tara" - LS1 4AP > S1 2HE`);
    expect(gsmText('王秀英 👍\tnew')).toBe('??? ? new');
    expect(gsmText('line one\nline two')).toBe('line one\nline two');
  });
});
