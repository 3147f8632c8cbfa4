/** `npm run quotes -- show REF` against a real local store: everything the staff email says of the quote, and its history. */

import { recordOutcome } from '@courier/lambdas/lead-claim/lead-outcome';
import { claimLead, noteLeadText, recordTextOutcome } from '@courier/lambdas/lead-claim/lead-owner';
import { getQuote } from '@courier/lambdas/quote/store/quote-record';
import { describe, expect, it } from 'vitest';
import { quotes, store, storedItem, table, useLocalStoreAndInbox } from './quotes-fixture';

useLocalStoreAndInbox();

describe('npm run quotes -- show REF', () => {
  it('show REF shows every answer, as the staff email does: every place, the dates and times, the return', async () => {
    const { reference } = await store();
    const { out } = await quotes('show', reference);
    expect(out).toMatch(/pickup location +Unit 4, Freemen’s Common\n/);
    expect(out).toMatch(/pickup postcode +LE1 1AA\n/);
    expect(out).toMatch(/pickup date +2026-11-22\n/);
    expect(out).toMatch(/stops +Nottingham Trent Bridge, NG2 6AG; Derby Riverside, DE1 1AA\n/);
    expect(out).toMatch(/delivery location +Piccadilly, Manchester\n/);
    expect(out).toMatch(/delivery time +Before noon\n/);
    expect(out).toMatch(/return journey +yes\n/);
    expect(out).toMatch(/estimate +150 miles, 180 min\n/);
    expect(out).toMatch(/customer figures +152.4 miles, 185 min\n/);
    expect(out).toMatch(/load details +Three pallets, 400 kg\n/);
    expect(out).toMatch(/claimed by +UNCLAIMED/);
    expect(out).not.toMatch(/came from|landing page/);
  });

  it('says where the lead came from on one line, after the answers and the outcome (issue 43 B)', async () => {
    const { reference } = await store({
      landing_page: '/courier-leeds',
      utm_source: 'newsletter',
      utm_campaign: 'spring',
      referrer_kind: 'none',
    });
    const { out } = await quotes('show', reference);
    const lines = out.split('\n');
    const cameFrom = lines.findIndex((line) =>
      /^came from +\/courier-leeds · newsletter \/ - \/ spring · no referrer$/.test(line),
    );
    expect(lines[cameFrom - 1]).toMatch(/^first quoted at /);
    expect(out).not.toMatch(/landing page|utm source/);
  });

  it('lists the history (claims, takeovers, reminders, texts) and credits the time to claim to the first claimer', async () => {
    const { id, reference } = await store();
    const received = (await storedItem(id))?.receivedAt as string;
    const at = (minutes: number) => new Date(Date.parse(received) + minutes * 60_000);
    await noteLeadText(table, { id, textsBefore: 0 }, at(1), '+447700900999').then((noted) =>
      recordTextOutcome(table, id, { index: noted?.index ?? -1, at: at(1) }, { sent: true }),
    );
    await claimLead(table, { quoteId: id, name: 'Sam Patel', now: new Date(Date.parse(received) + 115_000) });
    const sam = (await getQuote(table, id))?.owner;
    await claimLead(table, {
      quoteId: id,
      name: 'Jo Evans',
      now: at(5),
      takeover: { from: 'Sam Patel', at: sam?.at ?? '' },
    });
    const { out } = await quotes('show', reference);
    expect(out).toMatch(/claimed by +Jo Evans/);
    expect(out).toMatch(/time to claim +1 min 55 s by Sam Patel/);
    const history = out.split('\n').filter((line) => line.startsWith('history'));
    expect(history).toEqual([
      expect.stringMatching(/^history +texted \+44 7700 900999 at \d\d:\d\d on \w{3} \d+ \w{3}$/),
      expect.stringMatching(/^history +claimed by Sam Patel at /),
      expect.stringMatching(/^history +taken over by Jo Evans from Sam Patel at /),
    ]);
  });

  it('says what became of the lead now, and every outcome in the history, the note as plain text (issue 43)', async () => {
    const { id, reference } = await store();
    const received = Date.parse((await storedItem(id))?.receivedAt as string);
    const at = (minutes: number) => new Date(received + minutes * 60_000);
    await claimLead(table, { quoteId: id, name: 'Sam Patel', now: at(2) });
    await recordOutcome(table, { quoteId: id, outcome: 'quoted', by: 'Sam Patel', now: at(14) });
    await recordOutcome(table, {
      quoteId: id,
      outcome: 'lost',
      reason: 'price',
      note: 'cheaper \u001b[31mvan',
      by: 'Jo Evans',
      now: at(60),
    });
    const { out } = await quotes('show', reference);
    expect(out).toMatch(
      /\noutcome +Lost \(price: cheaper {2}\[31mvan\), marked by Jo Evans at \d\d:\d\d on \w{3} \d+ \w{3}\n/,
    );
    expect(out).toMatch(/\nlost reason +price\n/);
    expect(out).toMatch(new RegExp(`\\nfirst quoted at +${at(14).toISOString().replace('T', ' ').slice(0, 19)}\\n`));
    const history = out.split('\n').filter((line) => line.startsWith('history'));
    expect(history).toEqual([
      expect.stringMatching(/^history +claimed by Sam Patel at /),
      expect.stringMatching(/^history +marked quoted by Sam Patel at /),
      expect.stringMatching(/^history +marked lost \(price: cheaper {2}\[31mvan\) by Jo Evans at /),
    ]);
  });

  it('says first when the estimate leaves out a place of the journey (issue 45 B)', async () => {
    const { reference } = await store(
      {
        pickup_postcode: 'LS1 4XQZ',
        stop_1_postcode: 'WF1 1PX',
        stop_2_location: '',
        stop_2_postcode: '',
        delivery_postcode: 'S1 2HE',
      },
      {
        estimate: {
          kind: 'estimated',
          route: 'WF1 1PX → S1 2HE, return, Small Van',
          ukPartOnly: true,
          distanceMiles: 25.3,
          durationMinutes: 43,
          approximate: false,
        },
      },
    );
    const { out } = await quotes('show', reference);
    expect(out.split('\n')[0]).toMatch(
      /^WARNING +Partial estimate: LS1 4XQZ not found: estimate covers WF1 1PX → S1 2HE only$/,
    );
    expect(out).toMatch(/estimate +25.3 miles, 43 min \(PARTIAL: part of the journey left out\)/);
  });
});
