/**
 * One sender, however the address is spelled: the key every per-address limit counts on (the customer
 * acknowledgement's hourly limit, the cap on stored quotes). `Ada.Lovelace+quote1@GMail.com` and
 * `adalovelace@googlemail.com` reach the same mailbox, so they count as one.
 */
import { createHash } from 'node:crypto';

/** Providers that deliver `a.b@` to `ab@`: dots in the local part are ignored. The value is the canonical domain. */
const dotBlindDomains: Record<string, string> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' };

/**
 * Lower-case, without a `+tag`, and without dots for providers that ignore them. Dropping `+tags` everywhere
 * can merge two real mailboxes of a provider that treats `+` as a plain character; for a limit, counting them
 * as one is the safe side.
 */
export function normaliseSenderAddress(address: string): string {
  const lower = address.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at < 0) return lower;
  const domain = lower.slice(at + 1);
  let local = lower.slice(0, at);
  const plus = local.indexOf('+');
  if (plus >= 0) local = local.slice(0, plus);
  const canonical = dotBlindDomains[domain];
  if (canonical) return `${local.replaceAll('.', '')}@${canonical}`;
  return `${local}@${domain}`;
}

/** The normalised address as a counter key: a hash, so no address is kept in a counter. */
export function senderAddressKey(address: string): string {
  return createHash('sha256').update(normaliseSenderAddress(address)).digest('hex').slice(0, 32);
}
