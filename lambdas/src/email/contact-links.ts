/**
 * Links staff tap in a quote email to reach the customer: call, reply, WhatsApp. Each is built from the parts
 * that make the link work (digits, an encoded address), never from the customer's text as typed, so no value
 * can change where a link goes or add to it.
 */

/** Only the digits, with a leading + kept: what a dialler needs. */
function dialDigits(phone: string): { plus: boolean; digits: string } {
  return { plus: phone.trim().startsWith('+'), digits: phone.replace(/[^0-9]/g, '') };
}

/**
 * A UK number in national form ("07700900123"), or null when the number is not a UK one. Accepts "+44",
 * "0044" and the common "+44 (0)…" way of writing it.
 */
function ukNational(phone: string): string | null {
  const { plus, digits } = dialDigits(phone);
  const international = plus ? digits : digits.startsWith('00') ? digits.slice(2) : null;
  if (international === null) return digits.startsWith('0') ? digits : null;
  if (!international.startsWith('44')) return null;
  const rest = international.slice(2);
  return rest.startsWith('0') ? rest : `0${rest}`;
}

/** `tel:` with the number in international form where it is a UK one; null without enough digits to dial. */
export function telHref(phone: string): string | null {
  const { plus, digits } = dialDigits(phone);
  if (digits.length < 7) return null;
  const national = ukNational(phone);
  if (national && /^0\d{9,10}$/.test(national)) return `tel:+44${national.slice(1)}`;
  return `tel:${plus ? '+' : ''}${digits}`;
}

/**
 * UK mobiles are 07 and nine digits, except 070 (personal numbers) and 076 (pagers), though 07624 (Isle of Man)
 * is a mobile (Ofcom's numbering plan).
 */
const ukMobile = /^07(?:[1-57-9]\d{8}|624\d{6})$/;

/** A WhatsApp chat with the customer, for a UK mobile only (a landline has no WhatsApp). */
export function whatsAppHref(phone: string): string | null {
  const national = ukNational(phone);
  return national && ukMobile.test(national) ? `https://wa.me/44${national.slice(1)}` : null;
}

/**
 * A reply to the customer quoting the reference in its subject. The local part is percent-encoded: an address
 * may lawfully hold `?`, `&`, `#` or `%`, which would otherwise start a subject, a cc or a body of the visitor's
 * choosing (RFC 6068).
 */
export function mailtoHref(address: string, subject: string): string {
  const at = address.lastIndexOf('@');
  const local = encodeURIComponent(address.slice(0, Math.max(at, 0)));
  const domain = encodeURIComponent(address.slice(at + 1));
  return `mailto:${local}@${domain}?subject=${encodeURIComponent(subject)}`;
}
