/**
 * Which characters a quote's text may hold: the one set the form and the quote Lambda both check, so what staff
 * read is what was sent, and nothing stored can break the email it goes out in.
 */

/** Combining marks one character may carry: Vietnamese stacks two, Indic scripts three; Zalgo text stacks dozens. */
export const maxMarksPerCharacter = 3;

/**
 * Refused in every field: control characters other than tab and line breaks (C0, DEL, C1, NEL), every format
 * character (Cf: bidi controls, zero-width space and joiners, soft hyphen, invisible operators, interlinear
 * annotations, tags…), every default-ignorable code point (Hangul fillers, the combining grapheme joiner, variation
 * selectors…), U+FFFC, the placeholder for an embedded object that is not there, and U+2800, the braille pattern
 * blank: a symbol, not a space, so nothing else catches it, yet it draws as nothing (a name of it looks empty).
 */
const forbidden =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\p{Cf}\p{Default_Ignorable_Code_Point}\uFFFC\u2800]/u;

/** Unicode's line and paragraph separators, which can break a header: a one-line field has no use for them. */
const lineOrParagraphSeparator = /[\u2028\u2029]/u;

/** "gbeng" as the tag characters that spell it in a flag (U+E0000 + each letter), for a regular expression. */
const tagCharacters = (letters: string) =>
  [...letters].map((letter) => `\\u{${(0xe0000 + letter.charCodeAt(0)).toString(16)}}`).join('');

/**
 * Emoji sequences, whose joiners and variation selectors are part of the picture, not hidden text: ZWJ sequences
 * (👩‍💻, 🏳️‍🌈), an emoji with its presentation selector or skin tone (❤️, 👍🏽), keycaps (1️⃣) and the subdivision flags
 * written with tag characters: England, Scotland and Wales, the only ones Unicode recommends. Any other tags after a
 * black flag draw as the flag alone, so they would carry letters nobody sees.
 */
const emojiElement = String.raw`\p{Extended_Pictographic}[\uFE0E\uFE0F]?\p{Emoji_Modifier}?`;
const emojiSequence = new RegExp(
  [
    `\\u{1F3F4}(?:${['gbeng', 'gbsct', 'gbwls'].map(tagCharacters).join('|')})\\u{E007F}`,
    String.raw`[0-9#*]\uFE0F?\u20E3`,
    `${emojiElement}(?:\\u200D${emojiElement})*`,
  ].join('|'),
  'gu',
);

const stackedMarks = new RegExp(`\\p{M}{${maxMarksPerCharacter + 1},}`, 'u');

/** With the `u` flag a paired surrogate is one code point, so only a lone one is category Cs. */
const loneSurrogate = /\p{Cs}/u;

/**
 * `String.prototype.isWellFormed` (ES2024), or its equivalent in a browser older than it (the site's build target
 * includes some): text with a lone UTF-16 surrogate cannot be encoded as UTF-8, so it can neither be mailed nor shown.
 */
export function isWellFormedText(text: string): boolean {
  const own = (text as { isWellFormed?: () => boolean }).isWellFormed;
  return typeof own === 'function' ? own.call(text) : !loneSurrogate.test(text);
}

/** Text as it can be shown, with any lone surrogate replaced by U+FFFD (`toWellFormed`, for the same browsers). */
export function wellFormedText(text: string): string {
  return text.replace(/\p{Cs}/gu, '\uFFFD');
}

export type TextProblem =
  | { kind: 'ill_formed' }
  | { kind: 'forbidden'; codePoint: number }
  | { kind: 'stacked_marks' }
  | { kind: 'line_break' };

/** What is wrong with a field's text, the first problem found, or null. */
export function findTextProblem(text: string, { multiline }: { multiline: boolean }): TextProblem | null {
  if (!isWellFormedText(text)) return { kind: 'ill_formed' };
  const outsideEmoji = text.replace(emojiSequence, '\u{1F600}');
  const refused = forbidden.exec(outsideEmoji) ?? (multiline ? null : lineOrParagraphSeparator.exec(outsideEmoji));
  if (refused) return { kind: 'forbidden', codePoint: refused[0].codePointAt(0) as number };
  if (!multiline && /[\r\n]/.test(text)) return { kind: 'line_break' };
  if (stackedMarks.test(outsideEmoji)) return { kind: 'stacked_marks' };
  return null;
}

/** U+200B, as a person can look it up. */
export const codePointName = (codePoint: number) => `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`;

/** The message for a problem with the field `label` ("Your name", "The notes"), saying which character it is. */
export function describeTextProblem(label: string, problem: TextProblem): string {
  switch (problem.kind) {
    case 'ill_formed':
      return `${label} contains a broken character (text that is not well-formed Unicode). Type it again.`;
    case 'forbidden':
      return `${label} contains a character that is not allowed: ${codePointName(problem.codePoint)}. It may be invisible: delete it, or type the text again.`;
    case 'stacked_marks':
      return `${label} has a letter with more than ${maxMarksPerCharacter} accents or marks, which is not allowed.`;
    case 'line_break':
      return `${label} must be on one line.`;
  }
}
