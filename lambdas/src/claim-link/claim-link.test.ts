import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  type ClaimKey,
  checkClaimLink,
  claimLink,
  claimLinkLifetimeMs,
  claimLinkParams,
  signedAfterReplacementMs,
} from './claim-link';

const key: ClaimKey = { version: '5c1f0d8e-8a57-4f4e-9f0a-2b7d3c4e5f60', value: 'k'.repeat(64), fromMs: 0 };
const quoteId = '0b9f6a8e-3c3b-4a57-9d7e-6c1f2a0b7d11';
const issued = new Date('2026-11-26T10:00:00Z');
const queryOf = (link: string) => Object.fromEntries(new URL(link).searchParams);

describe('claim links', () => {
  const link = claimLink('https://www.example.co.uk/', key, quoteId, issued);

  it('point at the site’s claim path and name the quote', () => {
    expect(link.startsWith('https://www.example.co.uk/api/leads/claim?')).toBe(true);
    expect(checkClaimLink(queryOf(link), [key], issued)).toEqual({
      ok: true,
      target: { quoteId, expires: (issued.getTime() + claimLinkLifetimeMs) / 1000, keyVersion: key.version },
    });
  });

  it('work until they expire, 7 days on, and not a second after', () => {
    const justBefore = new Date(issued.getTime() + claimLinkLifetimeMs - 1000);
    expect(checkClaimLink(queryOf(link), [key], justBefore).ok).toBe(true);
    const after = new Date(issued.getTime() + claimLinkLifetimeMs);
    expect(checkClaimLink(queryOf(link), [key], after)).toEqual({ ok: false, problem: 'expired' });
  });

  it('refuse a link whose quote, expiry or signature was changed, or signed with another key', () => {
    const query = queryOf(link);
    const other = { ...query, [claimLinkParams.quote]: '1b9f6a8e-3c3b-4a57-9d7e-6c1f2a0b7d11' };
    const longer = { ...query, [claimLinkParams.expires]: String(Number(query[claimLinkParams.expires]) + 86_400) };
    const signature = query[claimLinkParams.signature] ?? '';
    const flip = (c: string | undefined) => (c === 'A' ? 'B' : 'A');
    const flipped = { ...query, [claimLinkParams.signature]: `${flip(signature[0])}${signature.slice(1)}` };
    // The last character's two spare bits: the same bytes, another spelling, still refused.
    const last = signature.at(-1) ?? 'A';
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const respelt = alphabet[alphabet.indexOf(last) ^ 1];
    expect(Buffer.from(`${signature.slice(0, -1)}${respelt}`, 'base64url')).toEqual(
      Buffer.from(signature, 'base64url'),
    );
    const spare = { ...query, [claimLinkParams.signature]: `${signature.slice(0, -1)}${respelt}` };
    for (const tampered of [other, longer, flipped, spare]) {
      expect(checkClaimLink(tampered, [key], issued)).toEqual({ ok: false, problem: 'forged' });
    }
    const foreign = queryOf(claimLink('https://www.example.co.uk', { ...key, value: 'another-key' }, quoteId, issued));
    expect(checkClaimLink(foreign, [key], issued)).toEqual({ ok: false, problem: 'forged' });
    // The version is signed too: naming another one is a forgery, not a hint.
    const sibling: ClaimKey = { ...key, version: 'a0000000-0000-4000-8000-000000000000' };
    expect(checkClaimLink({ ...query, [claimLinkParams.keyVersion]: sibling.version }, [key, sibling], issued)).toEqual(
      {
        ok: false,
        problem: 'forged',
      },
    );
  });

  it('name the key version that signed them, and are checked with that version alone', () => {
    expect(queryOf(link)[claimLinkParams.keyVersion]).toBe(key.version);
    const newer: ClaimKey = { version: 'b1', value: 'n'.repeat(64), fromMs: issued.getTime() + 1 };
    const replaced = { ...key, untilMs: newer.fromMs };
    expect(checkClaimLink(queryOf(link), [replaced, newer], issued).ok).toBe(true);
    expect(checkClaimLink(queryOf(link), [newer], issued).ok).toBe(false);
  });

  it('are refused when dated after their key was replaced: a replaced key, even leaked, makes no new link', () => {
    const replacedAt = issued.getTime() - signedAfterReplacementMs - 1000;
    const replaced = { ...key, untilMs: replacedAt };
    expect(checkClaimLink(queryOf(link), [replaced], issued)).toEqual({ ok: false, problem: 'forged' });
    // A warm function may sign with it until it next reads the secret: minutes after the replacement, still good.
    const justReplaced = { ...key, untilMs: issued.getTime() - 60_000 };
    expect(checkClaimLink(queryOf(link), [justReplaced], issued).ok).toBe(true);
    // And none dated before the key existed.
    expect(
      checkClaimLink(queryOf(link), [{ ...key, fromMs: issued.getTime() + signedAfterReplacementMs + 1 }], issued).ok,
    ).toBe(false);
  });

  it('from before links named their key (in mailboxes when this shipped) still work with the key that signed them', () => {
    const expires = Math.floor((issued.getTime() + claimLinkLifetimeMs) / 1000);
    const v1 = createHmac('sha256', key.value).update(`lead-claim:v1:${quoteId}:${expires}`).digest('base64url');
    const old = {
      [claimLinkParams.quote]: quoteId,
      [claimLinkParams.expires]: String(expires),
      [claimLinkParams.signature]: v1,
    };
    const newer: ClaimKey = { version: 'b1', value: 'n'.repeat(64), fromMs: issued.getTime() + 86_400_000 };
    const replaced = { ...key, untilMs: newer.fromMs };
    expect(checkClaimLink(old, [replaced, newer], new Date(issued.getTime() + 6 * 86_400_000))).toEqual({
      ok: true,
      target: { quoteId, expires },
    });
    expect(checkClaimLink(old, [newer], issued)).toEqual({ ok: false, problem: 'forged' });
    expect(checkClaimLink(old, [replaced, newer], new Date(expires * 1000))).toEqual({ ok: false, problem: 'expired' });
  });

  it.each([
    ['no parameters', {}],
    [
      'a quote ID with other characters',
      {
        [claimLinkParams.quote]: '../../etc',
        [claimLinkParams.expires]: '1',
        [claimLinkParams.signature]: 'a'.repeat(43),
      },
    ],
    ['an expiry that is not a number', { ...queryOf(link), [claimLinkParams.expires]: '1e99' }],
    ['a short signature', { ...queryOf(link), [claimLinkParams.signature]: 'abc' }],
    ['a key version with other characters', { ...queryOf(link), [claimLinkParams.keyVersion]: 'v/1' }],
  ])('call %s malformed', (_name, query) => {
    expect(checkClaimLink(query, [key], issued)).toEqual({ ok: false, problem: 'malformed' });
  });

  // Issue 42: one link, one spelling. `0123` is not another way to write the expiry 123 the link was signed with.
  it.each([
    ['a leading zero', (e: string) => `0${e}`],
    ['leading zeros', (e: string) => `000${e}`],
    ['a plus sign', (e: string) => `+${e}`],
    ['a space before it', (e: string) => ` ${e}`],
    ['a space after it', (e: string) => `${e} `],
    ['a decimal point', (e: string) => `${e}.0`],
    ['an exponent', (e: string) => `${Number(e) / 1000}e3`],
    ['hexadecimal', (e: string) => `0x${Number(e).toString(16)}`],
  ])('refuse an expiry written with %s as a malformed link, not the same link', (_name, respell) => {
    const query = queryOf(link);
    const expires = query[claimLinkParams.expires] ?? '';
    const respelt = respell(expires);
    expect(respelt).not.toBe(expires);
    expect(Number(respelt.trim())).toBe(Number(expires));
    expect(checkClaimLink({ ...query, [claimLinkParams.expires]: respelt }, [key], issued)).toEqual({
      ok: false,
      problem: 'malformed',
    });
  });
});
