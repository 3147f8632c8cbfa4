/**
 * Every row of the outcomes' table (common/src/outcomes/lead-outcomes.ts) through the lead page, against real dynalite:
 * the form offers it in its words, a POST records it (with a reason when its row takes one, and refused without),
 * counts it under its metric, the history and the current line say it in its word, it gives a price or settles the
 * lead as its row says. A new row is covered here with nothing added (issue 55 B, decision 067).
 */
import {
  leadOutcomes,
  outcomeHeading,
  outcomeRow,
  reasonsOf,
  reasonWords,
} from '@courier/common/outcomes/lead-outcomes';
import { describe, expect, it } from 'vitest';
import { asClaimer, useLeadClaimHarness } from '../../test-support/lead-claim-harness';
import { getQuote } from '../quote/store/quote-record';

/** 10:30 on Thu 26 Nov (UK, GMT). */
const received = Date.parse('2026-11-26T10:30:00Z');

const h = useLeadClaimHarness(received);

async function claimedQuote() {
  const { id } = await h.storeQuote();
  h.clock += 2 * 60_000;
  expect((await h.press({ ...h.linkQuery(id), name: 'Sam' })).statusCode).toBe(303);
  return id;
}

const mark = (id: string, fields: Record<string, string>) => {
  h.clock += 60_000;
  return h.press({ ...h.linkQuery(id), intent: 'outcome', name: 'Sam', ...fields });
};

describe.each(leadOutcomes)('the outcome %s', (outcome) => {
  const row = outcomeRow(outcome);
  const reason = reasonsOf(outcome).at(-1);

  it('is a choice on the lead page’s form, in its words, with its reasons when it takes some', async () => {
    const page = (await h.open(h.linkQuery(await claimedQuote()))).body ?? '';
    expect(page).toContain(
      `<input type="radio" id="outcome-${outcome}" name="outcome" value="${outcome}" required> ` +
        `<label for="outcome-${outcome}">${row.choice}</label>`,
    );
    for (const each of reasonsOf(outcome)) {
      expect(page).toContain(`<option value="${each}">${reasonWords(outcome, each)}</option>`);
    }
    if (row.reasons) expect(page).toContain(`<label for="${outcome}-reason">${row.reasons.prompt}</label>`);
  });

  it('is recorded and counted under its metric; history and page say it in its word', async () => {
    const id = await claimedQuote();
    const answer = await mark(id, { outcome, ...(reason ? { reason, note: 'their words' } : {}) });
    expect(answer.statusCode).toBe(303);
    expect(h.counted).toEqual([row.metric]);
    const stored = await getQuote(h.table, id);
    expect(stored?.outcome).toMatchObject({ outcome, ...(reason ? { reason, note: 'their words' } : {}) });
    expect(stored?.firstQuotedAt).toBe(row.givesPrice ? '2026-11-26T10:33:00.000Z' : undefined);
    const why = reason ? ` (${reasonWords(outcome, reason)}: their words)` : '';
    const page = (await h.open(h.linkQuery(id), asClaimer('Sam'))).body ?? '';
    expect(page).toContain(`<li>marked ${row.word}${why} by Sam under a minute ago (10:33 on Thu 26 Nov)</li>`);
    expect(page).toContain(`<strong>${outcomeHeading(outcome)}${why}, marked by Sam under a minute ago`);
    // Settled, its outcome leads the page and nobody is asked to call; else the claimer's main button is the call.
    expect(page.includes('class="lead-settled"')).toBe(row.settles);
    expect(page.includes('lead-main lead-call')).toBe(!row.settles);
  });

  it.runIf(reason)('is refused without its reason, plainly, and nothing is recorded', async () => {
    const id = await claimedQuote();
    const before = await h.rawItem(id);
    const answer = await mark(id, { outcome });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain(`Choose why the lead was ${row.word}.`);
    expect(await h.rawItem(id)).toEqual(before);
  });
});
