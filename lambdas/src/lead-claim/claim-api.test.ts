/**
 * The claim link's endpoint against real dynalite: opening a link never claims, a same-site POST does with a
 * conditional write (two at once: one wins, the other is told who has it), a takeover must name whose it was, and a
 * tampered, foreign or expired link changes nothing.
 */
import { validateQuote } from '@courier/common/quote/quote-schema';
import { aQuoteForm, testToday } from '@courier/common/testing/quote-builders';
import { describe, expect, it } from 'vitest';
import { asClaimer, siteOrigin, useLeadClaimHarness } from '../../test-support/lead-claim-harness';
import { claimLinkLifetimeMs, claimLinkParams } from '../claim-link/claim-link';
import { eraseQuote } from '../quote/store/erasure';
import { unclaimedIndex } from '../quote/store/lead-owner-item';
import { getQuote } from '../quote/store/quote-record';
import { claimerCookie } from './claim-api';

const received = Date.parse('2026-11-20T10:30:00Z');

const h = useLeadClaimHarness(received);

const storeQuote = (fields?: Record<string, string>) => h.storeQuote(fields);
const linkQuery = (id: string) => h.linkQuery(id);
const open = (query: Record<string, string>, headers?: Record<string, string>, method?: string) =>
  h.open(query, headers, method);
const press = (fields: Record<string, string>, headers?: Record<string, string>) => h.press(fields, headers);
const rawItem = (id: string) => h.rawItem(id);

describe('opening a claim link (GET)', () => {
  it('shows the essentials, escaped, with the phone to tap, and changes nothing however often it is opened', async () => {
    const { id, reference } = await storeQuote({ from_name: 'Ada <b>O’Brien</b>' });
    const before = await rawItem(id);
    h.clock += 12 * 60_000;
    for (const method of ['GET', 'HEAD', 'GET']) {
      const page = await open(linkQuery(id), {}, method);
      expect(page.statusCode).toBe(200);
      expect(page.headers?.['content-type']).toMatch(/^text\/html/);
      expect(page.body).toContain(reference);
      expect(page.body).toContain('Ada &lt;b&gt;O’Brien&lt;/b&gt;');
      expect(page.body).not.toContain('<b>O’Brien');
      expect(page.body).toContain('href="tel:+447700900123"');
      expect(page.body).toContain('LE1 1AA');
      expect(page.body).toContain('NG2 6AG');
      expect(page.body).toContain('Small Van');
      expect(page.body).toContain('Nobody has claimed this quote yet');
      expect(page.body).toContain('It arrived 12 min ago (10:30 on Fri 20 Nov).');
    }
    expect(await rawItem(id)).toEqual(before);
    expect((await getQuote(h.table, id))?.owner).toBeUndefined();
  });

  it('fills in the name the browser remembers', async () => {
    const { id } = await storeQuote();
    const page = await open(linkQuery(id), { cookie: `other=1; ${claimerCookie}=Sam%20%3CK%3E` });
    expect(page.body).toContain('value="Sam &lt;K&gt;"');
  });

  it.each([
    ['tampered (another quote)', 'forged', 403],
    ['expired', 'expired', 410],
    ['cut short', 'malformed', 400],
  ] as const)('answers a %s link with a plain page and no quote', async (kind, _problem, status) => {
    const { id } = await storeQuote();
    const other = await storeQuote({ from_name: 'Somebody Else' });
    let query = linkQuery(id);
    if (kind === 'tampered (another quote)') query = { ...query, [claimLinkParams.quote]: other.id };
    if (kind === 'expired') h.clock = received + claimLinkLifetimeMs;
    if (kind === 'cut short') query = { [claimLinkParams.quote]: id };
    const page = await open(query);
    expect(page.statusCode).toBe(status);
    expect(page.body).not.toContain('Somebody Else');
    expect(page.body).not.toContain("Ada O'Brien");
  });
});

describe('claiming (POST)', () => {
  it('records who took it and when, leaves the reminders’ index, remembers the name and counts the time to claim', async () => {
    const { id } = await storeQuote();
    h.clock += 4 * 60_000 + 30_000;
    const answer = await press({ ...linkQuery(id), name: '  Sam   Patel ' });
    // Back to the link itself (POST, then GET), the name remembered: a reload reads the page, it never claims again.
    expect(answer.statusCode).toBe(303);
    expect(answer.headers?.location).toBe(`/api/leads/claim?${new URLSearchParams(linkQuery(id))}`);
    expect(answer.headers?.['set-cookie']).toMatch(
      new RegExp(`^${claimerCookie}=Sam%20Patel; Path=/api/leads/claim; .*Secure; HttpOnly; SameSite=Strict`),
    );
    expect((await getQuote(h.table, id))?.owner).toEqual({
      name: 'Sam Patel',
      at: '2026-11-20T10:34:30.000Z',
      firstAt: '2026-11-20T10:34:30.000Z',
      firstName: 'Sam Patel',
    });
    expect((await rawItem(id))?.[unclaimedIndex.partitionKey]).toBeUndefined();
    expect(h.timesToClaim).toEqual([270]);
    // The page it lands on, with the cookie the browser now sends: it is theirs.
    const mine = await open(linkQuery(id), { cookie: `${claimerCookie}=Sam%20Patel` });
    expect(mine.body).toContain('It is yours');
    expect(mine.body).toContain('you claimed it under a minute ago (10:34 on Fri 20 Nov)');
    // Opened by anyone else: who has it, for how long, and since when.
    h.clock += 3 * 60_000;
    const page = await open(linkQuery(id));
    expect(page.body).toContain('<strong>Sam Patel has had it for 3 min</strong> (claimed at 10:34 on Fri 20 Nov).');
  });

  it('two people at once: one has it, the other is told who and when, and nothing of theirs is stored', async () => {
    const { id } = await storeQuote();
    h.clock += 60_000;
    const answers = await Promise.all(['Sam', 'Kim', 'Lee', 'Ola'].map((name) => press({ ...linkQuery(id), name })));
    const won = answers.filter((a) => a.statusCode === 303);
    const told = answers.filter((a) => a.statusCode === 409);
    expect(won).toHaveLength(1);
    expect(told).toHaveLength(3);
    const owner = (await getQuote(h.table, id))?.owner;
    expect(won[0]?.headers?.['set-cookie']).toContain(`=${owner?.name};`);
    for (const answer of told)
      expect(answer.body).toContain(
        `Already claimed: ${owner?.name} has had it for under a minute</strong> (claimed at 10:31 on Fri 20 Nov).`,
      );
    expect(h.timesToClaim).toEqual([60]);
  });

  it('takes it over only when told whose it was, keeping the first claim’s time', async () => {
    const { id } = await storeQuote();
    h.clock += 60_000;
    await press({ ...linkQuery(id), name: 'Sam' });
    const first = (await getQuote(h.table, id))?.owner;
    h.clock += 60_000;
    // Pressing Claim again without saying whose it was changes nothing.
    expect((await press({ ...linkQuery(id), name: 'Kim' })).statusCode).toBe(409);
    const takeover = { ...linkQuery(id), name: 'Kim', takeover_from: 'Sam', takeover_at: first?.at ?? '' };
    expect((await press(takeover)).statusCode).toBe(303);
    expect((await getQuote(h.table, id))?.owner).toEqual({
      name: 'Kim',
      at: '2026-11-20T10:32:00.000Z',
      firstAt: '2026-11-20T10:31:00.000Z',
      firstName: 'Sam',
      previous: 'Sam',
    });
    // A second takeover from the page that still showed Sam: refused, Kim keeps it.
    expect((await press({ ...takeover, name: 'Lee' })).statusCode).toBe(409);
    expect((await getQuote(h.table, id))?.owner?.name).toBe('Kim');
    expect(h.timesToClaim).toEqual([60]);
  });

  it.each([
    ['from another site', { origin: 'https://evil.example' }, {}, 403],
    ['with a cross-site fetch', { 'sec-fetch-site': 'cross-site' }, {}, 403],
    ['with a tampered link', { origin: siteOrigin }, { [claimLinkParams.expires]: '9999999999' }, 403],
    ['without a name', { origin: siteOrigin }, { name: '  ' }, 400],
    ['with a name of control characters', { origin: siteOrigin }, { name: 'Sam\u202eevil' }, 400],
  ])('refuses a claim %s with a plain page, changing nothing', async (_kind, headers, override, status) => {
    const { id } = await storeQuote();
    const before = await rawItem(id);
    const answer = await press({ ...linkQuery(id), name: 'Sam', ...override }, headers as Record<string, string>);
    expect(answer.statusCode).toBe(status);
    expect(answer.headers?.['content-type']).toMatch(/^text\/html/);
    expect(await rawItem(id)).toEqual(before);
  });

  it('takes over an unclaimed quote from nobody: says nobody has it, changes nothing, and offers the plain claim', async () => {
    const { id } = await storeQuote();
    const before = await rawItem(id);
    const answer = await press({
      ...linkQuery(id),
      name: 'Kim',
      takeover_from: 'Sam',
      takeover_at: '2026-11-20T10:31:00.000Z',
    });
    expect(answer.statusCode).toBe(409);
    expect(answer.body).toContain('Nobody has claimed this quote, so there was nothing to take over');
    expect(answer.body).not.toContain('no longer stored');
    // The form now is the plain claim, the name kept: one press claims it.
    expect(answer.body).toContain('Claim this quote');
    expect(answer.body).not.toContain('takeover_from');
    expect(answer.body).toContain('value="Kim"');
    expect(await rawItem(id)).toEqual(before);
    expect((await press({ ...linkQuery(id), name: 'Kim' })).statusCode).toBe(303);
    expect((await getQuote(h.table, id))?.owner?.name).toBe('Kim');
  });

  it('answers a signed link whose quote is gone (erased, or no longer stored) with 410 and its own page, never 404', async () => {
    // Not 404: CloudFront answers every 404 with the site's not-found page (issue 52 F), and nobody would read why.
    const { id } = await storeQuote();
    await eraseQuote(h.table, id, { now: new Date(h.clock), by: 'local user test', force: true });
    for (const gone of [id, '0b9f6a8e-3c3b-4a57-9d7e-6c1f2a0b7d11']) {
      for (const answer of [await open(linkQuery(gone)), await press({ ...linkQuery(gone), name: 'Sam' })]) {
        expect(answer.statusCode).toBe(410);
        expect(answer.body).toContain('<h1>This quote is no longer stored</h1>');
      }
    }
    expect((await open(linkQuery(id), {}, 'DELETE')).statusCode).toBe(405);
  });
});

describe('only a person pressing the button in a browser claims (issue 42)', () => {
  it.each([
    ['the page’s form as a browser posts it', { origin: siteOrigin, 'sec-fetch-site': 'same-origin' }],
    ['an Origin of the site’s', { origin: siteOrigin }],
    ['an Origin of the site’s, written with capitals and a slash', { origin: `${siteOrigin.toUpperCase()}/` }],
    ['Sec-Fetch-Site: same-origin alone', { 'sec-fetch-site': 'same-origin' }],
    ['Sec-Fetch-Site: same-origin with a hidden Origin (null)', { origin: 'null', 'sec-fetch-site': 'same-origin' }],
  ])('claims with %s', async (_kind, headers) => {
    const { id } = await storeQuote();
    expect((await press({ ...linkQuery(id), name: 'Sam' }, headers)).statusCode).toBe(303);
    expect((await getQuote(h.table, id))?.owner?.name).toBe('Sam');
  });

  it.each([
    ['neither Origin nor Sec-Fetch-Site (a mail scanner submitting the form)', {}],
    ['a hidden Origin (null) alone', { origin: 'null' }],
    ['Sec-Fetch-Site: same-site (another host of the domain)', { 'sec-fetch-site': 'same-site' }],
    ['Sec-Fetch-Site: none (not a page’s form)', { 'sec-fetch-site': 'none' }],
    [
      'another site’s Origin, whatever Sec-Fetch-Site says',
      { origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' },
    ],
  ])('refuses a claim or takeover with %s: a plain 403 saying what to do, nothing changed', async (_kind, headers) => {
    const { id } = await storeQuote();
    const unclaimed = await rawItem(id);
    const claim = await press({ ...linkQuery(id), name: 'Sam' }, headers);
    expect(claim.statusCode).toBe(403);
    expect(claim.headers?.['content-type']).toMatch(/^text\/html/);
    expect(claim.body).toContain(
      'Open the claim link from the quote email in your browser and press the button there.',
    );
    expect(claim.body).not.toContain('Go back, fix it');
    expect(claim.headers?.['set-cookie']).toBeUndefined();
    expect(await rawItem(id)).toEqual(unclaimed);

    await press({ ...linkQuery(id), name: 'Sam' });
    const claimed = await rawItem(id);
    const owner = (await getQuote(h.table, id))?.owner;
    const takeover = { ...linkQuery(id), name: 'Kim', takeover_from: 'Sam', takeover_at: owner?.at ?? '' };
    expect((await press(takeover, headers)).statusCode).toBe(403);
    expect(await rawItem(id)).toEqual(claimed);
  });
});

describe('the claimer’s name follows the quote name’s rules (issue 42)', () => {
  /** What the quote form and the quote API say of the same text as a customer's name. */
  const quoteNameMessage = (name: string) =>
    (validateQuote({ ...aQuoteForm(), from_name: name }, testToday) as { errors?: { message: string }[] }).errors?.[0]
      ?.message;

  it.each([
    ['a Hangul filler alone', '\u3164'],
    ['a Hangul filler in a name', 'Sam\u3164Patel'],
    ['the Hangul choseong filler', '\u115F'],
    ['the Hangul jungseong filler', '\u1160'],
    ['the halfwidth Hangul filler', '\uFFA0'],
    ['the braille pattern blank', '\u2800'],
    ['a soft hyphen', 'Sa\u00ADm'],
    ['tag characters', 'Sam\u{E0041}\u{E0042}'],
    ['the cancel tag', 'Sam\u{E007F}'],
    ['55 combining marks', `Sam${'\u0301'.repeat(55)}`],
    ['a right-to-left override', 'Sam\u202Eevil'],
  ])('refuses %s with the quote form’s message, changing nothing', async (_kind, name) => {
    const message = quoteNameMessage(name);
    expect(message).toMatch(/^Your name (contains a character that is not allowed: U\+|has a letter with more than)/);
    const { id } = await storeQuote();
    const before = await rawItem(id);
    const answer = await press({ ...linkQuery(id), name });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain(message);
    expect(answer.body).not.toContain('letters and spaces');
    expect(await rawItem(id)).toEqual(before);
    // Nor is it taken from a cookie to fill the form.
    const page = await open(linkQuery(id), asClaimer(name));
    expect(page.body).toContain('id="claimer" name="name" required');
    expect(page.body).toMatch(/autocomplete="name" value="">/);
  });

  it('keeps its own 60-character limit, and says so', async () => {
    const { id } = await storeQuote();
    const answer = await press({ ...linkQuery(id), name: 'a'.repeat(61) });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain('Your name must be at most 60 characters.');
    expect((await press({ ...linkQuery(id), name: 'a'.repeat(60) })).statusCode).toBe(303);
  });

  it.each([
    ['none is given', ' \t '],
    ['one of combining marks alone is given', '\u0301\u0302\u0303'],
    ['one of punctuation alone is given', "-- . '"],
  ])('says to enter a name when %s, changing nothing', async (_kind, name) => {
    const { id } = await storeQuote();
    const before = await rawItem(id);
    const answer = await press({ ...linkQuery(id), name });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain('Enter your name.');
    expect(await rawItem(id)).toEqual(before);
  });

  it.each([
    ['accents', 'Nguyễn Thị Minh Khai'],
    ['an apostrophe and a hyphen', 'Siobhán O’Neill-Ní Bhriain'],
    ['another script', '王秀英'],
    ['a flag of Wales', 'Dai \u{1F3F4}\u{E0067}\u{E0062}\u{E0077}\u{E006C}\u{E0073}\u{E007F}'],
  ])('accepts a name with %s, as the quote form does', async (_kind, name) => {
    expect(quoteNameMessage(name)).toBeUndefined();
    const { id } = await storeQuote();
    expect((await press({ ...linkQuery(id), name })).statusCode).toBe(303);
    expect((await getQuote(h.table, id))?.owner?.name).toBe(name);
  });
});

describe('a claim link’s numbers have one spelling (issue 42)', () => {
  it('refuses the expiry with a leading zero as a broken link, opened or posted, changing nothing', async () => {
    const { id } = await storeQuote();
    const before = await rawItem(id);
    const query = linkQuery(id);
    const respelt = { ...query, [claimLinkParams.expires]: `0${query[claimLinkParams.expires]}` };
    const opened = await open(respelt);
    expect(opened.statusCode).toBe(400);
    expect(opened.body).toContain('This claim link is incomplete or mistyped');
    expect(opened.body).not.toContain("Ada O'Brien");
    const posted = await press({ ...respelt, name: 'Sam' });
    expect(posted.statusCode).toBe(400);
    expect(await rawItem(id)).toEqual(before);
  });
});
