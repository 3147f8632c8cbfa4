import { describe, expect, it } from 'vitest';
import { useLeadClaimHarness } from '../../test-support/lead-claim-harness';
import { eraseQuote } from '../quote/store/erasure';
import { leadHistoryMax, linkHistoryMax } from '../quote/store/lead-history';
import { outcomeNoteMaxLength } from '../quote/store/lead-outcome-item';
import { getQuote } from '../quote/store/quote-record';
import { checkOutcomeForm, type OutcomeChoice, recordOutcome } from './lead-outcome';
import { claimLead } from './lead-owner';

const received = Date.parse('2026-11-26T10:30:00Z');
const minutes = (n: number) => new Date(received + n * 60_000);
const iso = (n: number) => minutes(n).toISOString();

const h = useLeadClaimHarness(received);

async function claimedQuote() {
  const { id } = await h.storeQuote();
  await claimLead(h.table, { quoteId: id, name: 'Sam Patel', now: minutes(2) });
  return id;
}

const mark = (quoteId: string, choice: OutcomeChoice, by: string, at: number) =>
  recordOutcome(h.table, { quoteId, ...choice, by, now: minutes(at) });

describe('recording an outcome', () => {
  it('needs a claimed lead: an unclaimed one is refused and nothing changes', async () => {
    const { id } = await h.storeQuote();
    const before = await h.rawItem(id);
    const answer = await mark(id, { outcome: 'quoted' }, 'Sam Patel', 5);
    expect(answer.result).toBe('unclaimed');
    expect(await h.rawItem(id)).toEqual(before);
  });

  it('sets the current outcome, a later one superseding it, and keeps every one in the history', async () => {
    const id = await claimedQuote();
    expect((await mark(id, { outcome: 'quoted' }, 'Sam Patel', 14)).result).toBe('recorded');
    let stored = await getQuote(h.table, id);
    expect(stored?.outcome).toEqual({ outcome: 'quoted', at: iso(14), by: 'Sam Patel' });
    expect(stored?.firstQuotedAt).toBe(iso(14));
    // Quoted again, by someone else (the day shift): what it already says, so nothing is added (issue 53 H).
    expect(await mark(id, { outcome: 'quoted' }, 'Jo Evans', 60)).toMatchObject({
      result: 'unchanged',
      outcome: { outcome: 'quoted', at: iso(14), by: 'Sam Patel' },
    });
    await mark(id, { outcome: 'lost', reason: 'price', note: 'went with a cheaper van' }, 'Jo Evans', 90);
    stored = await getQuote(h.table, id);
    expect(stored?.outcome).toEqual({
      outcome: 'lost',
      at: iso(90),
      by: 'Jo Evans',
      reason: 'price',
      note: 'went with a cheaper van',
    });
    // They called back: booked after all. The lost reason and note leave the current state, not the history.
    await mark(id, { outcome: 'booked' }, 'Sam Patel', 120);
    stored = await getQuote(h.table, id);
    expect(stored?.outcome).toEqual({ outcome: 'booked', at: iso(120), by: 'Sam Patel' });
    expect(stored?.firstQuotedAt).toBe(iso(14));
    const raw = await h.rawItem(id);
    expect(raw?.outcomeReason).toBeUndefined();
    expect(raw?.outcomeNote).toBeUndefined();
    expect(stored?.history).toEqual([
      { type: 'claimed', at: iso(2), by: 'Sam Patel' },
      { type: 'outcome', at: iso(14), by: 'Sam Patel', outcome: 'quoted' },
      {
        type: 'outcome',
        at: iso(90),
        by: 'Jo Evans',
        outcome: 'lost',
        reason: 'price',
        note: 'went with a cheaper van',
      },
      { type: 'outcome', at: iso(120), by: 'Sam Patel', outcome: 'booked' },
    ]);
  });

  it('counts a lead booked without being marked quoted as quoted then; a lost one never', async () => {
    const booked = await claimedQuote();
    await mark(booked, { outcome: 'booked' }, 'Sam Patel', 20);
    expect((await getQuote(h.table, booked))?.firstQuotedAt).toBe(iso(20));
    const lost = await claimedQuote();
    await mark(lost, { outcome: 'lost', reason: 'no_reply' }, 'Sam Patel', 20);
    const stored = await getQuote(h.table, lost);
    expect(stored?.firstQuotedAt).toBeUndefined();
    expect(stored?.outcome).toEqual({ outcome: 'lost', at: iso(20), by: 'Sam Patel', reason: 'no_reply' });
  });

  it('keeps no reason or note for an outcome that is not lost', async () => {
    const id = await claimedQuote();
    await mark(id, { outcome: 'quoted', reason: 'price', note: 'stray' }, 'Sam Patel', 5);
    expect((await getQuote(h.table, id))?.history.at(-1)).toEqual({
      type: 'outcome',
      at: iso(5),
      by: 'Sam Patel',
      outcome: 'quoted',
    });
    expect((await h.rawItem(id))?.outcomeNote).toBeUndefined();
  });

  it('the same outcome again, its reason and note too, is one record whoever sends it; another note is another (issue 53 H)', async () => {
    const id = await claimedQuote();
    const lost = { outcome: 'lost', reason: 'price', note: 'cheaper van' } as const;
    expect((await mark(id, lost, 'Sam Patel', 5)).result).toBe('recorded');
    const once = await h.rawItem(id);
    for (const [by, at] of [
      ['Sam Patel', 6],
      ['Jo Evans', 7],
      ['Someone', 8],
    ] as const) {
      expect((await mark(id, lost, by, at)).result).toBe('unchanged');
    }
    expect(await h.rawItem(id)).toEqual(once);
    expect((await mark(id, { ...lost, note: 'a cheaper van, they said' }, 'Jo Evans', 9)).result).toBe('recorded');
    expect((await mark(id, { outcome: 'lost', reason: 'price' }, 'Jo Evans', 10)).result).toBe('recorded');
    expect((await mark(id, { outcome: 'lost', reason: 'timing' }, 'Jo Evans', 11)).result).toBe('recorded');
    expect((await mark(id, { outcome: 'lost', reason: 'timing' }, 'Jo Evans', 12)).result).toBe('unchanged');
    const history = (await getQuote(h.table, id))?.history ?? [];
    expect(history.map((event) => event.type === 'outcome' && [event.reason, event.note ?? '-'])).toEqual([
      false,
      ['price', 'cheaper van'],
      ['price', 'a cheaper van, they said'],
      ['price', '-'],
      ['timing', '-'],
    ]);
  });

  it('from the link, stops short of the limit, leaving the last records to operations (issue 53 H)', async () => {
    const id = await claimedQuote();
    await h.fillHistory(id, iso(2), linkHistoryMax - 1);
    expect((await mark(id, { outcome: 'quoted' }, 'Sam Patel', 30)).result).toBe('recorded');
    const before = await h.rawItem(id);
    expect((await mark(id, { outcome: 'booked' }, 'Sam Patel', 31)).result).toBe('full');
    expect(await h.rawItem(id)).toEqual(before);
    const byOperations = { quoteId: id, outcome: 'booked', by: 'operations (ada)', byOperations: true } as const;
    for (let at = 32; at < 32 + leadHistoryMax - linkHistoryMax; at += 1) {
      const outcome = at % 2 === 0 ? 'booked' : 'quoted';
      expect((await recordOutcome(h.table, { ...byOperations, outcome, now: minutes(at) })).result).toBe('recorded');
    }
    expect((await recordOutcome(h.table, { ...byOperations, now: minutes(99) })).result).toBe('full');
    expect((await getQuote(h.table, id))?.history).toHaveLength(leadHistoryMax);
  });

  it('a full history refuses it whole', async () => {
    const id = await claimedQuote();
    await h.fillHistory(id, iso(2));
    const before = await h.rawItem(id);
    expect((await mark(id, { outcome: 'booked' }, 'Sam Patel', 30)).result).toBe('full');
    expect(await h.rawItem(id)).toEqual(before);
  });

  it('an erased quote cannot get one', async () => {
    const id = await claimedQuote();
    await eraseQuote(h.table, id, { now: minutes(10), by: 'local user ops', force: true });
    const before = await h.rawItem(id);
    expect((await mark(id, { outcome: 'quoted' }, 'Sam Patel', 30)).result).toBe('missing');
    expect(await h.rawItem(id)).toEqual(before);
  });
});

describe('the outcome form', () => {
  it('takes quoted and booked alone, and lost with a reason and an optional one-line note', () => {
    expect(checkOutcomeForm({ outcome: 'quoted' })).toEqual({ ok: true, choice: { outcome: 'quoted' } });
    expect(checkOutcomeForm({ outcome: 'booked', reason: 'price', note: 'x' })).toEqual({
      ok: true,
      choice: { outcome: 'booked' },
    });
    expect(checkOutcomeForm({ outcome: 'lost', reason: 'timing', note: '   ' })).toEqual({
      ok: true,
      choice: { outcome: 'lost', reason: 'timing' },
    });
    expect(checkOutcomeForm({ outcome: 'lost', reason: 'other', note: '  moved   house ' })).toEqual({
      ok: true,
      choice: { outcome: 'lost', reason: 'other', note: 'moved house' },
    });
  });

  it.each([
    [{ outcome: 'won' }, 'Choose what became of the lead: quoted, booked, lost.'],
    [{}, 'Choose what became of the lead: quoted, booked, lost.'],
    [{ outcome: 'lost' }, 'Choose why the lead was lost.'],
    [{ outcome: 'lost', reason: 'cheaper' }, 'Choose why the lead was lost.'],
    [{ outcome: 'lost', reason: 'price', note: 'a\nb' }, 'The note must be on one line.'],
    [
      { outcome: 'lost', reason: 'price', note: 'x'.repeat(outcomeNoteMaxLength + 1) },
      `The note must be at most ${outcomeNoteMaxLength} characters.`,
    ],
  ])('refuses %j in plain words', (form, message) => {
    expect(checkOutcomeForm(form)).toEqual({ ok: false, message });
  });

  it('refuses an invisible character in the note', () => {
    const check = checkOutcomeForm({ outcome: 'lost', reason: 'price', note: 'cheap\u200Ber' });
    expect(check).toEqual({ ok: false, message: expect.stringContaining('U+200B') });
  });
});
