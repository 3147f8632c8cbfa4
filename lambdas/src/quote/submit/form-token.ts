/**
 * The fill time of a quote sent without JavaScript. The prerendered form cannot carry a per-visitor timestamp,
 * so the server issues one: the "check and send" page carries a token, an HMAC of the time it was rendered, of the
 * quote's content and of the page's submission ID, and the post from that page counts as filled in only once the
 * token is old enough. A script must wait, quote by quote, as a person does (docs/decisions/003). The token is good
 * for one quote: the one its content makes under its submission ID, as any post with that ID and content makes
 * (submit-quote.ts); posted with another ID, or none, it is no token.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The hidden field of the check page that carries the token. */
export const formTokenField = 'form_token';

/** A check page left open longer than this is rendered again with a new token rather than trusted. */
export const maxFormTokenAgeSeconds = 24 * 3600;

export interface FormTokens {
  /** A token for `contentHash` sent as submission `submissionId`, issued at `now`. */
  issue(contentHash: string, submissionId: string, now: Date): string;
  /**
   * Seconds since the token was issued for this content and submission ID, or null when it is forged, for other
   * content or another submission, or expired.
   */
  age(token: string, contentHash: string, submissionId: string, now: Date): number | null;
}

const tokenShape = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

/**
 * Tokens signed with a key derived from the first of `secrets` (the origin secret's current value), never the secret
 * itself, and checked against every one: a check page issued just before the origin secret rotated stays valid while
 * the previous value is still accepted.
 */
export function formTokens(secrets: readonly string[]): FormTokens {
  if (secrets.length === 0 || secrets.some((secret) => !secret)) throw new Error('formTokens needs a secret');
  const signers = secrets.map((secret) => {
    const key = createHmac('sha256', secret).update('quote form token v2').digest();
    return (issuedAt: number, contentHash: string, submissionId: string) =>
      Buffer.from(createHmac('sha256', key).update(`${issuedAt}.${contentHash}.${submissionId}`).digest('base64url'));
  });
  const signedBy = (given: Buffer, issuedAt: number, contentHash: string, submissionId: string) =>
    signers.some((sign) => {
      const expected = sign(issuedAt, contentHash, submissionId);
      return given.length === expected.length && timingSafeEqual(given, expected);
    });
  return {
    issue(contentHash, submissionId, now) {
      const issuedAt = Math.floor(now.getTime() / 1000);
      return `${issuedAt}.${(signers[0] as (typeof signers)[number])(issuedAt, contentHash, submissionId).toString()}`;
    },
    age(token, contentHash, submissionId, now) {
      const match = tokenShape.exec(token);
      if (!match) return null;
      const issuedAt = Number(match[1]);
      if (!signedBy(Buffer.from(match[2] as string), issuedAt, contentHash, submissionId)) return null;
      const age = now.getTime() / 1000 - issuedAt;
      // A token from a moment ahead (another instance's clock) is valid and too young: it is kept, not replaced.
      return age <= maxFormTokenAgeSeconds ? age : null;
    },
  };
}
