/**
 * Marking what became of a lead from its page (issue 43 A), through the claim link's endpoint against real dynalite:
 * the section appears once the lead is claimed, for anyone holding the link; a same-site POST records the outcome and
 * answers 303 back to the link; a cross-site POST, a GET, a bad choice or note, or an unclaimed lead change nothing.
 */
import { describe, expect, it } from 'vitest';
import { asClaimer, useLeadClaimHarness } from '../../test-support/lead-claim-harness';
import { outcomeNoteMaxLength } from '../quote/store/lead-outcome-item';
import { getQuote } from '../quote/store/quote-record';
import { claimerCookie } from './claim-api';

/** 10:30 on Thu 26 Nov (UK, GMT). */
const received = Date.parse('2026-11-26T10:30:00Z');

const h = useLeadClaimHarness(received);

/** A stored quote Sam claimed 2 minutes after it arrived. */
async function claimedQuote() {
  const { id } = await h.storeQuote();
  h.clock += 2 * 60_000;
  expect((await h.press({ ...h.linkQuery(id), name: 'Sam' })).statusCode).toBe(303);
  return id;
}

/** The outcome form as the page posts it, `minutes` after the previous step. */
function mark(id: string, fields: Record<string, string>, minutes = 1, headers?: Record<string, string>) {
  h.clock += minutes * 60_000;
  return h.press({ ...h.linkQuery(id), intent: 'outcome', name: 'Sam', ...fields }, headers);
}

describe('the outcome section', () => {
  it('is not there before anyone claims the lead', async () => {
    const { id } = await h.storeQuote();
    const page = await h.open(h.linkQuery(id));
    expect(page.body).not.toContain('What became of it');
    expect(page.body).not.toContain('name="intent"');
  });

  it('is there for anyone holding the link once it is claimed: a plain form, every control labelled', async () => {
    const id = await claimedQuote();
    const page = (await h.open(h.linkQuery(id), asClaimer('Jo Evans'))).body;
    expect(page).toContain('<h2>What became of it</h2><p>Nothing recorded yet.</p>');
    expect(page).not.toContain('<script');
    for (const control of [
      'outcome-quoted',
      'outcome-booked',
      'outcome-lost',
      'lost-reason',
      'lost-note',
      'outcome-by',
    ]) {
      expect(page).toContain(`id="${control}"`);
      expect(page).toContain(`<label for="${control}">`);
    }
    expect(page).toContain('<option value="vehicle">no vehicle or driver</option>');
    expect(page).toContain(`maxlength="${outcomeNoteMaxLength}"`);
    expect(page).toMatch(/id="outcome-by" [^>]*value="Jo Evans"/);
  });
});

describe('marking an outcome (POST)', () => {
  it('records it, answers 303 back to the link, counts it, and the page and history show it', async () => {
    const id = await claimedQuote();
    const quoted = await mark(id, { outcome: 'quoted', name: 'Jo Evans' }, 12);
    expect(quoted.statusCode).toBe(303);
    expect(quoted.headers?.location).toBe(`/api/leads/claim?${new URLSearchParams(h.linkQuery(id))}`);
    expect(quoted.headers?.['set-cookie']).toMatch(new RegExp(`^${claimerCookie}=Jo%20Evans;`));
    const booked = await mark(id, { outcome: 'booked' }, 30);
    expect(booked.statusCode).toBe(303);
    expect(h.counted).toEqual(['lead_quoted', 'lead_booked']);
    const page = (await h.open(h.linkQuery(id))).body;
    expect(page).toContain('<strong>Booked, marked by Sam under a minute ago (11:14 on Thu 26 Nov).</strong>');
    expect(page).toContain('<li>marked quoted by Jo Evans 30 min ago (10:44 on Thu 26 Nov)</li>');
    expect(page).toContain('<li>marked booked by Sam under a minute ago (11:14 on Thu 26 Nov)</li>');
    expect((await getQuote(h.table, id))?.firstQuotedAt).toBe('2026-11-26T10:44:00.000Z');
  });

  it('takes the same outcome posted again as it is: one record, one count, 303 each time (issue 53 H)', async () => {
    const id = await claimedQuote();
    for (const name of ['Sam', 'Sam', 'Jo Evans']) {
      const answer = await mark(id, { outcome: 'lost', reason: 'no_reply', name });
      expect(answer.statusCode).toBe(303);
      expect(answer.headers?.location).toBe(`/api/leads/claim?${new URLSearchParams(h.linkQuery(id))}`);
    }
    expect(h.counted).toEqual(['lead_lost']);
    const history = (await getQuote(h.table, id))?.history ?? [];
    expect(history.filter((event) => event.type === 'outcome')).toEqual([
      { type: 'outcome', at: '2026-11-26T10:33:00.000Z', by: 'Sam', outcome: 'lost', reason: 'no_reply' },
    ]);
  });

  it('records a lost lead’s reason and note, the note escaped on the page', async () => {
    const id = await claimedQuote();
    const lost = await mark(id, { outcome: 'lost', reason: 'price', note: 'went <b>elsewhere</b>' });
    expect(lost.statusCode).toBe(303);
    expect(h.counted).toEqual(['lead_lost']);
    const page = (await h.open(h.linkQuery(id))).body;
    expect(page).toContain('Lost (price: went &lt;b&gt;elsewhere&lt;/b&gt;), marked by Sam under a minute ago (10:33');
    expect(page).toContain(
      '<li>marked lost (price: went &lt;b&gt;elsewhere&lt;/b&gt;) by Sam under a minute ago (10:33',
    );
    expect(page).not.toContain('<b>elsewhere');
  });

  it.each([
    ['no outcome chosen', {}, 'Choose what became of the lead'],
    ['an outcome the form does not offer', { outcome: 'won' }, 'Choose what became of the lead'],
    ['lost without a reason', { outcome: 'lost' }, 'Choose why the lead was lost.'],
    ['lost with a reason the form does not offer', { outcome: 'lost', reason: 'cheaper' }, 'Choose why'],
    [
      'a note too long',
      { outcome: 'lost', reason: 'other', note: 'x'.repeat(outcomeNoteMaxLength + 1) },
      `at most ${outcomeNoteMaxLength} characters`,
    ],
    ['a note with a hidden character', { outcome: 'lost', reason: 'other', note: 'a\u202eb' }, 'U+202E'],
    ['no name', { outcome: 'quoted', name: ' ' }, 'Enter your name.'],
  ])('answers %s with a plain 400 and changes nothing', async (_case, fields, message) => {
    const id = await claimedQuote();
    const before = await h.rawItem(id);
    const answer = await mark(id, fields);
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain('<h1>Not recorded</h1>');
    expect(answer.body).toContain(message);
    expect(await h.rawItem(id)).toEqual(before);
    expect(h.counted).toEqual([]);
  });

  it('refuses a lead nobody has claimed with a 409 saying to claim it first', async () => {
    const { id } = await h.storeQuote();
    const before = await h.rawItem(id);
    const answer = await mark(id, { outcome: 'quoted' });
    expect(answer.statusCode).toBe(409);
    expect(answer.body).toContain('Nothing was recorded: nobody has claimed this quote.');
    expect(answer.body).toContain('Claim this quote</button>');
    expect(await h.rawItem(id)).toEqual(before);
  });

  it.each([
    ['from another site', { origin: 'https://evil.example' }],
    ['with a cross-site fetch', { 'sec-fetch-site': 'cross-site' }],
    ['with neither header (a scanner submitting forms)', {}],
  ])('refuses a POST %s with 403, changing nothing', async (_case, headers) => {
    const id = await claimedQuote();
    const before = await h.rawItem(id);
    const answer = await mark(id, { outcome: 'booked' }, 1, headers);
    expect(answer.statusCode).toBe(403);
    expect(await h.rawItem(id)).toEqual(before);
  });

  it('changes nothing on a GET, whatever its query says', async () => {
    const id = await claimedQuote();
    const before = await h.rawItem(id);
    const page = await h.open({ ...h.linkQuery(id), intent: 'outcome', outcome: 'booked', name: 'Sam' });
    expect(page.statusCode).toBe(200);
    expect(await h.rawItem(id)).toEqual(before);
  });

  it('refuses a tampered link as a claim does', async () => {
    const id = await claimedQuote();
    const before = await h.rawItem(id);
    const answer = await mark(id, { outcome: 'booked', e: '9999999999' });
    expect(answer.statusCode).toBe(403);
    expect(await h.rawItem(id)).toEqual(before);
  });
});
