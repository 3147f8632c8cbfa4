/** The reference each quote is given when it is stored, which staff, the customer and the logs quote. */
import { randomInt } from 'node:crypto';

// No 0/O or 1/I/L, so staff can read a reference out over the phone.
const referenceAlphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** A short reference ("Q-7KD2QF"), random. */
export function newQuoteReference(): string {
  let code = '';
  for (let i = 0; i < 6; i++) code += referenceAlphabet[randomInt(referenceAlphabet.length)];
  return `Q-${code}`;
}
