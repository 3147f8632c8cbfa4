/**
 * The smoke test's mark (docs/decisions/035-smoke-marker-is-the-operators.md). `npm run smoke -- --with-quote` sends
 * a quote staff see as [TEST], which leaves the claim figures and is never reminded of, so only the operator may
 * mark one: the `test_quote` field carries a proof, an HMAC of everything else the quote posts (its submission ID
 * among it), keyed from the origin secret, which only the stack and whoever may read that secret hold. A proof
 * cannot be moved onto other content, and sent again with its own it is the same quote (one submission ID and its
 * content make one quote). Anything else in the field is refused with a plain 400, so a stale key fails the smoke
 * run loudly rather than sending staff a lead that looks like a customer's.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { submissionIdField, submissionIdPattern } from '@courier/common/quote/journey';
import type { Rejection } from './emailjs-request';

/** The template parameter that carries the proof. */
export const testQuoteField = 'test_quote';

/**
 * The key a proof is made with, from one value of the origin secret: never the secret itself, and not the check page's
 * token key (form-token.ts), so neither can stand in for the other.
 */
export function testMarkKey(originSecret: string): Buffer {
  return createHmac('sha256', originSecret).update('smoke test quote v1').digest();
}

/**
 * What a proof covers: every template parameter but the proof, in name order, line breaks as \n (a multipart post
 * sends a text's as \r\n).
 */
function signedText(params: Record<string, string>): string {
  const entries = Object.entries(params)
    .filter(([name]) => name !== testQuoteField)
    .map(([name, value]): [string, string] => [name, value.replace(/\r\n?/g, '\n')])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify(entries);
}

/** The proof for these template parameters (`test_quote`'s value): `npm run smoke` makes it. */
export function signTestMark(key: Uint8Array, params: Record<string, string>): string {
  return createHmac('sha256', key).update(signedText(params)).digest('base64url');
}

const proofShape = /^[A-Za-z0-9_-]{43}$/;

export type TestMark = { ok: true; test: boolean } | { ok: false; rejection: Rejection };

/**
 * Whether a post is the operator's test quote: no mark (an ordinary quote), a proof made with a key from one of the
 * origin secret's accepted values (current first; the previous one during a rotation's window), or a refusal.
 */
export function readTestMark(params: Record<string, string>, originSecrets: readonly string[]): TestMark {
  const proof = params[testQuoteField] ?? '';
  if (!proof) return { ok: true, test: false };
  const given = Buffer.from(proof);
  let valid = false;
  // Every key is tried, so the time taken says nothing about which one matched.
  for (const secret of originSecrets) {
    const expected = Buffer.from(signTestMark(testMarkKey(secret), params));
    valid ||= given.length === expected.length && timingSafeEqual(given, expected);
  }
  // Only with a submission ID is a proof sent again the same quote, not another.
  const submissionId = params[submissionIdField] ?? '';
  if (valid && proofShape.test(proof) && submissionIdPattern.test(submissionId)) return { ok: true, test: true };
  return {
    ok: false,
    rejection: {
      status: 400,
      message: `${testQuoteField}: Only the operator's smoke test (npm run smoke) may mark a quote as a test. Leave this field out.`,
    },
  };
}
