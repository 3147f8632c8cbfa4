/**
 * Text as an SMS carries it in the 7-bit GSM alphabet (GSM 03.38), and what that costs in parts. One character outside
 * the alphabet sends the whole text as UCS-2, 70 characters a part instead of 160: a customer's name could triple what
 * a text costs. So every text is reduced to the alphabet first (`gsmText`), then measured in septets (`smsSeptets`:
 * the extension table's characters, such as `€` or `[`, take two) and parts (`smsParts`).
 */

/** The basic table: one septet each. */
const basic = new Set(
  [
    '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ',
    ' !"#¤%&\'()*+,-./0123456789:;<=>?',
    '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
  ].join(''),
);

/** The extension table: an escape and the character, two septets each. */
const extension = new Set('^{}\\[~]|€');

/** What a phone shows nearly as written, in place of a character the alphabet lacks. */
const lookalikes: Record<string, string> = {
  '’': "'",
  '‘': "'",
  '“': '"',
  '”': '"',
  '–': '-',
  '—': '-',
  '→': '>',
  '…': '...',
  '\t': ' ',
};

/** A single SMS holds 160 septets; a part of a longer one 153, the rest being the header that joins them. */
const singlePartSeptets = 160;
const concatenatedPartSeptets = 153;

/** The most parts any text the site sends may take. */
export const maxTextParts = 3;
/** What `maxTextParts` parts hold: 459 septets. */
export const maxTextSeptets = maxTextParts * concatenatedPartSeptets;

/**
 * `text` in the alphabet: a character it has stays, a look-alike replaces one it lacks (’ → ', … → ...), an accent it
 * lacks is dropped (é stays, ë becomes e), any other space becomes a space and anything else a `?`.
 */
export function gsmText(text: string): string {
  return [...text.normalize('NFC')]
    .map((char) => {
      if (basic.has(char) || extension.has(char)) return char;
      const alike = lookalikes[char];
      if (alike) return alike;
      const plain = char.normalize('NFD').replace(/\p{M}/gu, '');
      if (plain.length === 1 && basic.has(plain)) return plain;
      return /\s/u.test(char) ? ' ' : '?';
    })
    .join('');
}

/** The septets a text in the alphabet (`gsmText`'s) takes: two for each extension character, one for any other. */
export const smsSeptets = (text: string) => [...text].reduce((sum, char) => sum + (extension.has(char) ? 2 : 1), 0);

/**
 * The most parts a text in the alphabet can be sent as. A longer text is cut into parts of 153 septets; SNS cuts
 * between words (docs: "not cut off in the middle of a word, but instead on whole-word boundaries"), so a word that
 * does not fit a part's rest starts the next part, and only a word longer than a part (a link) is cut inside, never
 * between an extension character's escape and the character.
 */
export function smsParts(text: string): number {
  if (smsSeptets(text) <= singlePartSeptets) return 1;
  let parts = 1;
  let used = 0;
  for (const word of text.split(/[ \n]/)) {
    const size = smsSeptets(word);
    const gap = used > 0 ? 1 : 0;
    if (used + gap + size <= concatenatedPartSeptets) {
      used += gap + size;
      continue;
    }
    if (used > 0) {
      parts++;
      used = 0;
    }
    for (const char of word) {
      const charSize = extension.has(char) ? 2 : 1;
      if (used + charSize > concatenatedPartSeptets) {
        parts++;
        used = 0;
      }
      used += charSize;
    }
  }
  return parts;
}

/** Whether a text in the alphabet goes in at most `maxTextParts` parts. */
export const fitsTextParts = (text: string) => smsParts(text) <= maxTextParts;
