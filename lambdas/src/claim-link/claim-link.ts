/**
 * The link in a staff email that lets one person take one quote ("lead claim"): it names the quote, when the link
 * stops working and the version of the lead-claim key it was signed with, and carries an HMAC of all three under that
 * key (its own Secrets Manager secret), so nobody can make a link for another quote, lengthen one, or guess one.
 * Opening it only shows the quote; claiming is a POST.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { apiPaths } from '@courier/common/api/contract';

/** A staff email's link works this long: a week, as long as a quote is valid (SPEC §9). */
export const claimLinkLifetimeMs = 7 * 86_400_000;

/** The query parameter names of a claim link. */
export const claimLinkParams = { quote: 'q', expires: 'e', keyVersion: 'k', signature: 's' } as const;

/**
 * One version of the lead-claim key, and when it was the one links were signed with: from when it became current
 * until the next version did (undefined while it still is).
 */
export interface ClaimKey {
  version: string;
  value: string;
  fromMs: number;
  untilMs?: number;
}

/**
 * How long after its key was replaced a link may still have been signed with it: a warm function reads the key at
 * most every 5 minutes (claim-keys.ts), so it may sign with the replaced one that long, and a minute for clocks.
 */
export const signedAfterReplacementMs = 6 * 60_000;

/** The quote a link names, when it stops working and the key version that signed it, as the link carries them. */
export interface ClaimLinkTarget {
  quoteId: string;
  /** Epoch seconds. */
  expires: number;
  /** None in a link made before links named their key (issue 41): checked against every key still accepted. */
  keyVersion?: string;
}

// A quote's table key is the form's submission ID: a UUID, or what an EmailJS caller sent (letters, digits, - and _).
const quoteIdPattern = /^[A-Za-z0-9_-]{8,80}$/;

// Epoch seconds as `claimLink` writes them: digits, no leading zero. `0123` is not another spelling of the signed `123`.
const expiresPattern = /^[1-9]\d{0,11}$/;

/** A Secrets Manager version ID (a UUID; 32 to 64 of these characters when given), or the fixed key's name. */
export const keyVersionPattern = /^[A-Za-z0-9_-]{1,64}$/;

const signature = (key: string, { quoteId, expires, keyVersion }: ClaimLinkTarget) =>
  createHmac('sha256', key)
    .update(keyVersion ? `lead-claim:v2:${quoteId}:${expires}:${keyVersion}` : `lead-claim:v1:${quoteId}:${expires}`)
    .digest('base64url');

/** The claim link of a quote on the site at `siteUrl`, signed with `key`, working until `now` + the lifetime. */
export function claimLink(siteUrl: string, key: ClaimKey, quoteId: string, now: Date): string {
  const target = {
    quoteId,
    expires: Math.floor((now.getTime() + claimLinkLifetimeMs) / 1000),
    keyVersion: key.version,
  };
  const query = new URLSearchParams({
    [claimLinkParams.quote]: quoteId,
    [claimLinkParams.expires]: String(target.expires),
    [claimLinkParams.keyVersion]: key.version,
    [claimLinkParams.signature]: signature(key.value, target),
  });
  return `${siteUrl.replace(/\/+$/, '')}${apiPaths.leadClaim}?${query}`;
}

export type ClaimLinkCheck =
  | { ok: true; target: ClaimLinkTarget }
  /** `malformed`: not a claim link at all; `forged`: not signed by us; `expired`: signed, but too old. */
  | { ok: false; problem: 'malformed' | 'forged' | 'expired' };

/**
 * Checks the query of an opened claim link against the keys that may have signed it (ClaimKeys.checking): the key of
 * the version the link names, or, for a link from before links named one, every key. A key signs only links issued
 * while it was current (give or take `signedAfterReplacementMs`), so a replaced key, even one that leaked, can make no
 * link that outlives the week after its replacement. The signature is compared in constant time.
 */
export function checkClaimLink(
  query: Record<string, string | undefined>,
  keys: readonly ClaimKey[],
  now: Date,
): ClaimLinkCheck {
  const quoteId = query[claimLinkParams.quote] ?? '';
  const expiresText = query[claimLinkParams.expires] ?? '';
  const keyVersion = query[claimLinkParams.keyVersion];
  const given = query[claimLinkParams.signature] ?? '';
  if (
    !quoteIdPattern.test(quoteId) ||
    !expiresPattern.test(expiresText) ||
    (keyVersion !== undefined && !keyVersionPattern.test(keyVersion)) ||
    !/^[A-Za-z0-9_-]{43}$/.test(given)
  ) {
    return { ok: false, problem: 'malformed' };
  }
  const target: ClaimLinkTarget = { quoteId, expires: Number(expiresText), ...(keyVersion ? { keyVersion } : {}) };
  const issuedMs = target.expires * 1000 - claimLinkLifetimeMs;
  // Compared as text: two spellings of one signature (base64url's spare low bits) are not both accepted.
  const givenBytes = Buffer.from(given);
  const signed = keys.some(
    (key) =>
      (keyVersion === undefined || key.version === keyVersion) &&
      issuedMs >= key.fromMs - signedAfterReplacementMs &&
      issuedMs <= (key.untilMs ?? Number.POSITIVE_INFINITY) + signedAfterReplacementMs &&
      timingSafeEqual(Buffer.from(signature(key.value, target)), givenBytes),
  );
  if (!signed) return { ok: false, problem: 'forged' };
  if (target.expires * 1000 <= now.getTime()) return { ok: false, problem: 'expired' };
  return { ok: true, target };
}
