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

describe('parts: 160 septets in one, 153 a part after that, cut between words, an extension character two septets', () => {
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

  it('cuts between words, as SNS does: a word that does not fit a part’s rest starts the next', () => {
    // 150 septets, a space, then a word of 10: 161 septets in two parts by count, but the word moves whole.
    expect(smsParts(`${'a'.repeat(150)} ${'b'.repeat(10)}`)).toBe(2);
    // Three words of 100: 302 septets would fill two parts, but no two of the words share one.
    const words = `${'a'.repeat(100)} ${'b'.repeat(100)} ${'c'.repeat(100)}`;
    expect(smsSeptets(words)).toBe(302);
    expect(smsParts(words)).toBe(3);
    // A link longer than a part starts one and is cut inside it: 306 septets, three parts.
    expect(smsParts(`intro ${'l'.repeat(300)}`)).toBe(3);
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
