import { describe, expect, it } from 'vitest';
import { gsmText, maxTextSeptets, smsParts, smsSeptets } from './gsm-text';

describe('gsmText: a text in the 7-bit SMS alphabet, so a name never makes it cost three times as much', () => {
  it('keeps what the alphabet has, drops accents it lacks, and marks the rest', () => {
    expect(gsmText('Zoë Brontë, José, Müller & Søn: £40 @ 8am')).toBe('Zoe Bronte, José, Müller & Søn: £40 @ 8am');
    expect(gsmText('O’Brien “Tara” – LS1 4AP → S1 2HE')).toBe(`O'Brien "Tara" - LS1 4AP > S1 2HE`);
    expect(gsmText('王秀英 👍\tnew')).toBe('??? ? new');
    expect(gsmText('line one\nline two')).toBe('line one\nline two');
  });

  it('writes an ellipsis as three dots, never as "?", and keeps the extension table and Greek capitals', () => {
    expect(gsmText('Tara…')).toBe('Tara...');
    expect(gsmText('[ref] {x} ~ | ^ \\ € ΔΩ')).toBe('[ref] {x} ~ | ^ \\ € ΔΩ');
  });
});

describe('parts: 160 septets in one, 153 a part after that, an extension character two septets', () => {
  it.each([
    ['a', 160, 1],
    ['a', 161, 2],
    ['a', 306, 2],
    ['a', 307, 3],
    ['a', maxTextSeptets, 3],
    ['a', maxTextSeptets + 1, 4],
    ['€', 80, 1],
    ['€', 81, 2],
  ])('%s × %i: %i part(s)', (char, count, parts) => {
    expect(smsParts(char.repeat(count))).toBe(parts);
  });

  it('counts an extension character as two septets, and never splits one across two parts', () => {
    expect(smsSeptets('a€[')).toBe(5);
    // 152 septets, then an extension character: it does not fit the part's last septet, so it starts the next one,
    // and 306 septets that would fill two parts take three.
    const text = `${'a'.repeat(152)}€${'a'.repeat(152)}`;
    expect(smsSeptets(text)).toBe(306);
    expect(smsParts(text)).toBe(3);
  });
});
