/**
 * The lead page (issue 45 D and E) through the claim link's endpoint, against real dynalite: it knows its own claimer,
 * shows what staff need to act (the customer's number as the main button, the email address, the journey, load, notes
 * and the estimate, flagged when partial), TODAY or Tomorrow, and the history through takeovers; a lead stored by the
 * deployed version (no history, no first claimer) still reads and claims.
 */
import { UpdateItemCommand } from '@aws-sdk/client-dynamodb';
import { describe, expect, it } from 'vitest';
import { asClaimer, useLeadClaimHarness } from '../../test-support/lead-claim-harness';
import { leadHistoryAttr, linkHistoryMax } from '../quote/store/lead-history';
import { leadOwnerAttributes } from '../quote/store/lead-owner-item';
import { getQuote } from '../quote/store/quote-record';
import { timeToClaimMs } from './claim-summary';

/** 00:40 on Sun 22 Nov (UK, GMT): the fixture's pickup is that day. */
const received = Date.parse('2026-11-22T00:40:00Z');

const h = useLeadClaimHarness(received);

/** Claims (or takes over from whoever has it) as `name`, `minutes` after the previous step. */
async function claimAs(id: string, name: string, minutes: number) {
  h.clock += minutes * 60_000;
  const owner = (await getQuote(h.table, id))?.owner;
  const takeover: Record<string, string> = owner ? { takeover_from: owner.name, takeover_at: owner.at } : {};
  const answer = await h.press({ ...h.linkQuery(id), name, ...takeover });
  expect(answer.statusCode).toBe(303);
}

describe('the lead page knows its own claimer (issue 45 E)', () => {
  it('says "It is yours" to the claimer, with no offer to take it over from themselves; others may take it over', async () => {
    const { id } = await h.storeQuote();
    await claimAs(id, 'Sam Patel', 2);
    const mine = (await h.open(h.linkQuery(id), asClaimer('Sam Patel'))).body;
    expect(mine).toContain('It is yours');
    expect(mine).not.toContain('Take it over');
    // No claim form: the one form is what became of it (issue 43), which has no takeover in it.
    expect(mine?.match(/<form/g)?.length).toBe(1);
    expect(mine).not.toContain('name="takeover_from"');
    const theirs = (await h.open(h.linkQuery(id), asClaimer('Jo Evans'))).body;
    expect(theirs).toContain('Sam Patel has had it for under a minute</strong> (claimed at 00:42 on Sun 22 Nov)');
    expect(theirs).toContain('Take it over from Sam Patel');
    expect(theirs).not.toContain('It is yours');
  });

  it('after a claim, the page the browser lands on and any reload of it read the lead: nothing is posted again', async () => {
    const { id } = await h.storeQuote();
    h.clock += 60_000;
    const claimed = await h.press({ ...h.linkQuery(id), name: 'Sam Patel' });
    expect(claimed.statusCode).toBe(303);
    const landed = new URL(claimed.headers?.location ?? '', 'https://www.swiftline-couriers.example');
    // The link itself, key version included (issue 41 D), so it keeps working after a rotation.
    expect(Object.fromEntries(landed.searchParams)).toEqual(h.linkQuery(id));
    const stored = await h.rawItem(id);
    for (const _reload of [1, 2, 3]) {
      const page = await h.open(Object.fromEntries(landed.searchParams), asClaimer('Sam Patel'));
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('It is yours');
      expect(page.body).not.toContain('Already claimed');
    }
    expect(await h.rawItem(id)).toEqual(stored);
  });
});

describe('the lead page has what staff need to act (issue 45 E)', () => {
  it('the customer’s name, their number as the main button, the email address to reply to, the journey with TODAY', async () => {
    const { id, reference } = await h.storeQuote({ pickup_date: '2026-11-22', pickup_time: '8am' });
    const page = (await h.open(h.linkQuery(id))).body ?? '';
    expect(page).toContain('<p class="lead-urgency"><strong>Pickup TODAY 8am</strong> · Small Van LE1 1AA → M1 1AE');
    expect(page).toContain(
      '<a class="button button--secondary lead-call" href="tel:+447700900123">Call 07700 900123</a>',
    );
    expect(page).toContain('<a class="button button--secondary" href="https://wa.me/447700900123">WhatsApp</a>');
    expect(page).toContain(
      `<a class="button button--secondary" href="mailto:ada@example.co.uk?subject=Your%20quote%20request%20${reference}">` +
        'Email ada@example.co.uk</a>',
    );
    // The company's own number stays, small and without "Call": the customer's is the button.
    expect(page).toContain('<a class="call call--quiet" href="tel:');
    expect(page).not.toContain('>Call 0116 000 0000<');
    // The staff email's rows: every place, the vehicle, load details, notes (escaped) and the estimate.
    for (const text of ['Derby Riverside', 'Nottingham Trent Bridge', 'Small Van', 'Three pallets, 400 kg']) {
      expect(page).toContain(text);
    }
    expect(page).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(page).not.toContain('<script>alert');
    expect(page).toMatch(/Distance<\/th><td[^>]*>[\d.]+ miles, estimated/);
    // Claim, then call: the claim is the main button, before the call.
    expect(
      page.indexOf('<button class="button button--primary lead-main" type="submit">Claim this quote'),
    ).toBeLessThan(page.indexOf('lead-call'));
  });

  it('says Tomorrow the evening before, TODAY from UK midnight, and nothing for a later day', async () => {
    const { id } = await h.storeQuote({ pickup_date: '2026-11-22', pickup_time: '' });
    h.clock = Date.parse('2026-11-21T23:59:00Z');
    expect((await h.open(h.linkQuery(id))).body).toContain('<strong>Pickup Tomorrow</strong>');
    h.clock = Date.parse('2026-11-22T00:00:00Z');
    expect((await h.open(h.linkQuery(id))).body).toContain('<strong>Pickup TODAY</strong>');
    h.clock = Date.parse('2026-11-23T00:00:00Z');
    expect((await h.open(h.linkQuery(id))).body).not.toContain('class="lead-urgency"');
  });

  it('with no phone, says to reply by email; a partial estimate is flagged above the details', async () => {
    const { id } = await h.storeQuote({
      phone: '',
      pickup_postcode: 'LS1 4XQZ',
      stop_1_postcode: 'WF1 1PX',
      stop_2_location: '',
      stop_2_postcode: '',
      additional_stops: '',
      delivery_postcode: 'S1 2HE',
    });
    const page = (await h.open(h.linkQuery(id))).body ?? '';
    expect(page).toContain('No phone number given: reply by email.');
    expect(page).not.toContain('lead-call');
    expect(page).toContain('<a class="button button--secondary" href="mailto:');
    const flag = page.indexOf('Partial estimate: LS1 4XQZ not found: estimate covers WF1 1PX → S1 2HE only');
    expect(flag).toBeGreaterThan(page.indexOf('<h2>Details</h2>'));
    expect(flag).toBeLessThan(page.indexOf('<table'));
  });
});

describe('the history is kept (issue 45 D)', () => {
  it('through two takeovers: everyone stays, and the time to claim stays the first claimer’s', async () => {
    const { id } = await h.storeQuote();
    await claimAs(id, 'Sam Patel', 1 + 55 / 60);
    await claimAs(id, 'Jo Evans', 3);
    await claimAs(id, 'Al Khan', 4);
    const record = await getQuote(h.table, id);
    expect(record?.history).toEqual([
      { type: 'claimed', at: '2026-11-22T00:41:55.000Z', by: 'Sam Patel' },
      { type: 'taken_over', at: '2026-11-22T00:44:55.000Z', by: 'Jo Evans', from: 'Sam Patel' },
      { type: 'taken_over', at: '2026-11-22T00:48:55.000Z', by: 'Al Khan', from: 'Jo Evans' },
    ]);
    expect(record?.owner).toMatchObject({ name: 'Al Khan', firstName: 'Sam Patel', previous: 'Jo Evans' });
    expect(record && timeToClaimMs(record)).toBe(115_000);
    expect(h.timesToClaim).toEqual([115]);
    const page = (await h.open(h.linkQuery(id), asClaimer('Al Khan'))).body ?? '';
    expect(page).toContain(
      '<ol class="lead-history"><li>claimed by Sam Patel 7 min ago (00:41 on Sun 22 Nov)</li>' +
        '<li>taken over by Jo Evans from Sam Patel 4 min ago (00:44 on Sun 22 Nov)</li>' +
        '<li>taken over by Al Khan from Jo Evans under a minute ago (00:48 on Sun 22 Nov)</li></ol>',
    );
  });

  it('a lead stored by the deployed version (no history, no first claimer) reads, is taken over, and its history begins', async () => {
    const { id } = await h.storeQuote();
    await claimAs(id, 'Sam Patel', 2);
    // As the deployed version left it: claimed, with neither a history nor the first claimer's name.
    await h.table.db.send(
      new UpdateItemCommand({
        TableName: h.table.tableName,
        Key: { id: { S: id } },
        UpdateExpression: `REMOVE ${leadHistoryAttr}, ${leadOwnerAttributes.firstOwnedBy}`,
      }),
    );
    const old = await getQuote(h.table, id);
    expect(old?.history).toEqual([]);
    expect(old?.owner).toMatchObject({ name: 'Sam Patel', firstName: 'Sam Patel' });
    expect((await h.open(h.linkQuery(id), asClaimer('Sam Patel'))).body).toContain('It is yours');
    await claimAs(id, 'Jo Evans', 1);
    const taken = await getQuote(h.table, id);
    expect(taken?.history).toEqual([
      { type: 'taken_over', at: '2026-11-22T00:43:00.000Z', by: 'Jo Evans', from: 'Sam Patel' },
    ]);
    // Who was first is not known for a lead taken over before it was stored: the time is, still to the first claim.
    expect(taken?.owner).toEqual({
      name: 'Jo Evans',
      at: '2026-11-22T00:43:00.000Z',
      firstAt: '2026-11-22T00:42:00.000Z',
      previous: 'Sam Patel',
    });
  });

  it('a full history refuses the change as a whole, and says so', async () => {
    const { id } = await h.storeQuote();
    await claimAs(id, 'Sam Patel', 1);
    // Full for the link: a claim or takeover comes from it, and stops there (issue 53 H).
    await h.fillHistory(id, '2026-11-22T00:41:00.000Z', linkHistoryMax);
    const before = await h.rawItem(id);
    const owner = (await getQuote(h.table, id))?.owner;
    const answer = await h.press({
      ...h.linkQuery(id),
      name: 'Jo Evans',
      takeover_from: owner?.name ?? '',
      takeover_at: owner?.at ?? '',
    });
    expect(answer.statusCode).toBe(409);
    expect(answer.body).toContain('Nothing was changed: this lead’s history is full.');
    expect(await h.rawItem(id)).toEqual(before);
  });

  it('with as many records as the link may add, says the history is full and shows no form that could only fail (issue 53 H)', async () => {
    const { id, reference } = await h.storeQuote();
    await claimAs(id, 'Sam Patel', 1);
    await h.fillHistory(id, '2026-11-22T00:41:00.000Z', linkHistoryMax - 1);
    const roomForOne = (await h.open(h.linkQuery(id), asClaimer('Jo Evans'))).body;
    expect(roomForOne?.match(/<form/g)?.length).toBe(2);

    await h.fillHistory(id, '2026-11-22T00:41:00.000Z', linkHistoryMax);
    for (const viewer of ['Sam Patel', 'Jo Evans', '']) {
      const page = (await h.open(h.linkQuery(id), viewer ? asClaimer(viewer) : {})).body;
      expect(page).toContain(
        '<p><strong>This lead’s history is full.</strong> Nothing more can be recorded from this page. ' +
          'Claimed by Sam Patel under a minute ago (00:41 on Sun 22 Nov).</p>',
      );
      expect(page).toContain(`npm run quotes -- outcome ${reference} quoted, booked or lost.`);
      expect(page).not.toContain('<form');
      expect(page).not.toContain('<button');
    }
  });
});

describe('the order of actions, for whoever opens the page (issue 52 B)', () => {
  /** The page's main button: the one `lead-main` element, its tag and text. */
  const mainButton = (page: string) => [...page.matchAll(/<(a|button) class="[^"]*lead-main[^"]*"[^>]*>([^<]*)</g)];
  const position = (page: string, text: string) => {
    const at = page.indexOf(text);
    expect(at, text).toBeGreaterThan(-1);
    return at;
  };
  /** Marks the lead as Sam Patel would from the page. */
  async function mark(id: string, fields: Record<string, string>) {
    h.clock += 5 * 60_000;
    expect((await h.press({ ...h.linkQuery(id), intent: 'outcome', name: 'Sam Patel', ...fields })).statusCode).toBe(
      303,
    );
  }

  it('unclaimed: Claim is the one main button, the call a plain one after it', async () => {
    const { id } = await h.storeQuote({ pickup_date: '2026-11-22' });
    h.clock += 3 * 60_000;
    const page = (await h.open(h.linkQuery(id))).body ?? '';
    expect(mainButton(page).map((m) => m[2])).toEqual(['Claim this quote']);
    expect(page).toContain('It arrived 3 min ago (00:40 on Sun 22 Nov).');
    expect(page).toContain('class="button button--secondary lead-call"');
  });

  it('held by someone else: how long they have had it, then the takeover, then the call, plain and never first', async () => {
    const { id } = await h.storeQuote({ pickup_date: '2026-11-22' });
    await claimAs(id, 'Dave Night', 1);
    h.clock += 3 * 60_000;
    const page = (await h.open(h.linkQuery(id), asClaimer('Jo Evans'))).body ?? '';
    expect(mainButton(page).map((m) => m[2])).toEqual(['Take it over from Dave Night']);
    const held = position(page, '<strong>Dave Night has had it for 3 min</strong> (claimed at 00:41 on Sun 22 Nov).');
    const takeover = position(page, 'Take it over from Dave Night');
    const call = position(page, 'class="button button--secondary lead-call"');
    expect(held).toBeLessThan(takeover);
    expect(takeover).toBeLessThan(call);
  });

  it('yours: Call is the main button, saying to call now; WhatsApp and email are buttons beside it', async () => {
    const { id } = await h.storeQuote();
    await claimAs(id, 'Sam Patel', 2);
    const page = (await h.open(h.linkQuery(id), asClaimer('Sam Patel'))).body ?? '';
    expect(mainButton(page).map((m) => [m[1], m[2]])).toEqual([['a', 'Call 07700 900123']]);
    expect(page).toContain('you claimed it under a minute ago (00:42 on Sun 22 Nov). Call the customer now.');
    expect(page).toContain('<p class="lead-actions"><a class="button button--secondary" href="https://wa.me/');
    expect(page).toMatch(/<a class="button button--secondary" href="mailto:[^"]+">Email ada@example\.co\.uk<\/a>/);
  });

  it.each([
    ['booked', { outcome: 'booked' }, 'Booked, marked by Sam Patel under a minute ago (00:47 on Sun 22 Nov).'],
    [
      'lost',
      { outcome: 'lost', reason: 'price' },
      'Lost (price), marked by Sam Patel under a minute ago (00:47 on Sun 22 Nov).',
    ],
  ])('%s: the outcome first, and nothing says to call now or offers a takeover', async (_outcome, fields, line) => {
    const { id } = await h.storeQuote({ pickup_date: '2026-11-22' });
    await claimAs(id, 'Sam Patel', 2);
    await mark(id, fields);
    for (const viewer of ['Sam Patel', 'Jo Evans']) {
      const page = (await h.open(h.linkQuery(id), asClaimer(viewer))).body ?? '';
      const main = page.slice(page.indexOf('<main'));
      expect(main.indexOf(`<p class="lead-settled"><strong>${line}</strong></p>`)).toBe(
        main.indexOf('</h1>') + '</h1>'.length,
      );
      expect(page).not.toMatch(/now\b/i);
      expect(page).not.toContain('It is yours');
      expect(page).not.toContain('Take it over');
      expect(page).not.toContain('class="lead-urgency"');
      expect(mainButton(page)).toEqual([]);
      // Still reachable, plainly, and the outcome can still be changed.
      expect(page).toContain('class="button button--secondary lead-call"');
      expect(page).toContain('Record it</button>');
    }
  });

  it('quoted: still yours to follow up, the outcome said in its section, not first', async () => {
    const { id } = await h.storeQuote();
    await claimAs(id, 'Sam Patel', 2);
    await mark(id, { outcome: 'quoted' });
    const page = (await h.open(h.linkQuery(id), asClaimer('Sam Patel'))).body ?? '';
    expect(page).not.toContain('class="lead-settled"');
    expect(page).toContain('<strong>Quoted, marked by Sam Patel under a minute ago (00:47 on Sun 22 Nov).</strong>');
    expect(mainButton(page).map((m) => m[2])).toEqual(['Call 07700 900123']);
    expect(page).not.toContain('Call the customer now');
  });
});
