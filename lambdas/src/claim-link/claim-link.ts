/**
 * The link in a staff email that lets one person take one quote ("lead claim"): it names the quote and when the link
 * stops working, and carries an HMAC of both under the lead-claim key (its own Secrets Manager secret), so nobody can
 * make a link for another quote, lengthen one, or guess one. Opening it only shows the quote; claiming is a POST.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { apiPaths } from '@courier/common/api/contract';

/** A staff email's link works this long: a week, as long as a quote is valid (SPEC §9). */
export const claimLinkLifetimeMs = 7 * 86_400_000;

/** The query parameter names of a claim link. */
export const claimLinkParams = { quote: 'q', expires: 'e', signature: 's' } as const;

/** The quote a link names and when it stops working, as the link carries them. */
export interface ClaimLinkTarget {
  quoteId: string;
  /** Epoch seconds. */
  expires: number;
}

// A quote's table key is the form's submission ID: a UUID, or what an EmailJS caller sent (letters, digits, - and _).
const quoteIdPattern = /^[A-Za-z0-9_-]{8,80}$/;

// Epoch seconds as `claimLink` writes them: digits, no leading zero. `0123` is not another spelling of the signed `123`.
const expiresPattern = /^[1-9]\d{0,11}$/;

const signature = (key: string, { quoteId, expires }: ClaimLinkTarget) =>
  createHmac('sha256', key).update(`lead-claim:v1:${quoteId}:${expires}`).digest('base64url');

/** The claim link of a quote on the site at `siteUrl`, signed with `key`, working until `now` + the lifetime. */
export function claimLink(siteUrl: string, key: string, quoteId: string, now: Date): string {
  const expires = Math.floor((now.getTime() + claimLinkLifetimeMs) / 1000);
  const query = new URLSearchParams({
    [claimLinkParams.quote]: quoteId,
    [claimLinkParams.expires]: String(expires),
    [claimLinkParams.signature]: signature(key, { quoteId, expires }),
  });
  return `${siteUrl.replace(/\/+$/, '')}${apiPaths.leadClaim}?${query}`;
}

export type ClaimLinkCheck =
  | { ok: true; target: ClaimLinkTarget }
  /** `malformed`: not a claim link at all; `forged`: not signed by us; `expired`: signed, but too old. */
  | { ok: false; problem: 'malformed' | 'forged' | 'expired' };

/**
 * Checks the query of an opened claim link against the accepted keys (the current one first; the previous one
 * while links it signed may still be in mailboxes). The signature is compared in constant time.
 */
export function checkClaimLink(
  query: Record<string, string | undefined>,
  keys: readonly string[],
  now: Date,
): ClaimLinkCheck {
  const quoteId = query[claimLinkParams.quote] ?? '';
  const expiresText = query[claimLinkParams.expires] ?? '';
  const given = query[claimLinkParams.signature] ?? '';
  if (!quoteIdPattern.test(quoteId) || !expiresPattern.test(expiresText) || !/^[A-Za-z0-9_-]{43}$/.test(given)) {
    return { ok: false, problem: 'malformed' };
  }
  const target = { quoteId, expires: Number(expiresText) };
  // Compared as text: two spellings of one signature (base64url's spare low bits) are not both accepted.
  const givenBytes = Buffer.from(given);
  const signed = keys.some((key) => timingSafeEqual(Buffer.from(signature(key, target)), givenBytes));
  if (!signed) return { ok: false, problem: 'forged' };
  if (target.expires * 1000 <= now.getTime()) return { ok: false, problem: 'expired' };
  return { ok: true, target };
}
