import { describe, expect, it } from 'vitest';
import { describeTextProblem, findTextProblem, isWellFormedText, wellFormedText } from './text-characters';

const oneLine = { multiline: false };
const multiline = { multiline: true };

describe('the characters a quote may hold (issue 29 D)', () => {
  // Each is invisible, or draws as nothing, or hides what follows: staff would not read what was sent.
  const invisible: [string, string, number][] = [
    ['the Hangul filler', '\u3164', 0x3164],
    ['the Hangul choseong filler', '\u115F', 0x115f],
    ['the halfwidth Hangul filler', '\uFFA0', 0xffa0],
    ['a soft hyphen', '\u00AD', 0xad],
    ['the combining grapheme joiner', '\u034F', 0x34f],
    ['the function application operator', '\u2061', 0x2061],
    ['the invisible times', '\u2062', 0x2062],
    ['the invisible separator', '\u2063', 0x2063],
    ['the invisible plus', '\u2064', 0x2064],
    ['the Mongolian vowel separator', '\u180E', 0x180e],
    ['the object replacement character', '\uFFFC', 0xfffc],
    ['a variation selector after a letter', 'a\uFE0F', 0xfe0f],
    ['an ideographic variation selector', '\u845B\u{E0100}', 0xe0100],
    ['a zero-width non-joiner', '\u200C', 0x200c],
    ['a zero-width joiner between letters', 'a\u200Db', 0x200d],
    ['a zero-width joiner after an emoji and nothing else', '\u{1F469}\u200D', 0x200d],
    ['a tag character outside a flag', '\u{E0067}', 0xe0067],
    ['a flag of tags with no cancel tag', '\u{1F3F4}\u{E0067}\u{E0062}', 0xe0067],
    // Issue 42: a black flag whose tags spell no flag draws as the flag alone, the letters hidden.
    ['a black flag hiding tag letters', '\u{1F3F4}\u{E0068}\u{E0069}\u{E0064}\u{E0065}\u{E007F}', 0xe0068],
    ['the braille pattern blank', '\u2800', 0x2800],
    ['a right-to-left override', '\u202E', 0x202e],
    ['a C1 control (NEL)', '\u0085', 0x85],
  ];

  it.each(invisible)('refuses %s, naming its code point', (_, text, codePoint) => {
    const problem = findTextProblem(`Ada ${text} Lovelace`, multiline);
    expect(problem).toEqual({ kind: 'forbidden', codePoint });
    expect(describeTextProblem('Your name', problem as NonNullable<typeof problem>)).toMatch(
      /^Your name contains a character that is not allowed: U\+[0-9A-F]{4,5}\. /,
    );
  });

  it('names the character in the message, as U+ and its hex digits', () => {
    expect(describeTextProblem('The notes', { kind: 'forbidden', codePoint: 0x200b })).toContain('U+200B');
    expect(describeTextProblem('The notes', { kind: 'forbidden', codePoint: 0xad })).toContain('U+00AD');
    expect(describeTextProblem('The notes', { kind: 'forbidden', codePoint: 0xe0041 })).toContain('U+E0041');
  });

  it.each([
    ['a woman technologist (ZWJ sequence)', '\u{1F469}\u200D\u{1F4BB}'],
    ['a rainbow flag (selector and ZWJ)', '\u{1F3F3}\uFE0F\u200D\u{1F308}'],
    ['a family (three joiners)', '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}\u200D\u{1F466}'],
    ['a red heart (presentation selector)', '\u2764\uFE0F'],
    ['a thumbs up with a skin tone', '\u{1F44D}\u{1F3FD}'],
    ['a man with red hair and a skin tone', '\u{1F468}\u{1F3FD}\u200D\u{1F9B0}'],
    ['a keycap', '1\uFE0F\u20E3'],
    ['the flag of England (tag sequence)', '\u{1F3F4}\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}'],
    ['the flag of Scotland (tag sequence)', '\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}'],
    ['the flag of Wales (tag sequence)', '\u{1F3F4}\u{E0067}\u{E0062}\u{E0077}\u{E006C}\u{E0073}\u{E007F}'],
    ['a phone', '\u{1F4F1}\uFE0F'],
  ])('accepts %s in one-line and multi-line text', (_, emoji) => {
    expect(findTextProblem(`Call me ${emoji} after 5`, oneLine)).toBeNull();
    expect(findTextProblem(`Call me ${emoji}\nafter 5`, multiline)).toBeNull();
  });

  it('accepts ordinary text in any script, with its accents', () => {
    for (const text of ['café', 'Łódź', '東京', 'مرحبا', 'Nguyễn', 'Nguye\u0302\u0303n', 'क्षत्रिय', 'ห้อง', '⠓⠑⠇⠇⠕']) {
      expect(findTextProblem(text, oneLine), text).toBeNull();
    }
  });

  it(`caps the combining marks on one character`, () => {
    expect(findTextProblem('e\u0301\u0302\u0303', oneLine)).toBeNull();
    expect(findTextProblem('e\u0301\u0302\u0303\u0304', oneLine)).toEqual({ kind: 'stacked_marks' });
    expect(findTextProblem(`Z${'\u0336\u0334\u0335'.repeat(5)}algo`, multiline)).toEqual({ kind: 'stacked_marks' });
  });

  it('keeps line breaks and tabs for multi-line text only, and line separators out of one-line text', () => {
    expect(findTextProblem('one\r\ntwo\tthree', multiline)).toBeNull();
    expect(findTextProblem('one\ntwo', oneLine)).toEqual({ kind: 'line_break' });
    expect(findTextProblem('one\u2028two', oneLine)).toEqual({ kind: 'forbidden', codePoint: 0x2028 });
  });
});

describe('well-formed Unicode (issue 29 B)', () => {
  it.each([
    ['a lone high surrogate', 'a\uD800b', 'a\uFFFDb'],
    ['a lone low surrogate', 'a\uDC00b', 'a\uFFFDb'],
    ['a low surrogate before a high one', '\uDE00\uD83D', '\uFFFD\uFFFD'],
  ])('refuses %s before any other check, and shows it as U+FFFD', (_, text, shown) => {
    expect(isWellFormedText(text)).toBe(false);
    expect(findTextProblem(text, multiline)).toEqual({ kind: 'ill_formed' });
    expect(wellFormedText(text)).toBe(shown);
  });

  it('accepts a surrogate pair', () => {
    expect(isWellFormedText('\u{1F600}')).toBe(true);
    expect(wellFormedText('\u{1F600}')).toBe('\u{1F600}');
  });

  it('answers the same in a browser without String.prototype.isWellFormed', () => {
    // The method is missing in browsers before 2023, which the site's build target includes.
    const prototype = String.prototype as unknown as Record<string, unknown>;
    const native = prototype.isWellFormed;
    delete prototype.isWellFormed;
    try {
      expect(['a\uD800b', '\uDC00', 'ok', '\u{1F600}'].map(isWellFormedText)).toEqual([false, false, true, true]);
    } finally {
      prototype.isWellFormed = native;
    }
  });
});
