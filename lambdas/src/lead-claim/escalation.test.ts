import { beforeEach, describe, expect, it } from 'vitest';
import { useLocalQuoteStore } from '../../test-support/local-quote-store';
import { inboxSes, storeTestQuote, unreachableSes } from '../../test-support/quote-fixtures';
import { claimLinksTo, fixedClaimKeys } from '../claim-link/claim-keys';
import { eraseQuote } from '../quote/store/erasure';
import { getQuote } from '../quote/store/quote-record';
import { type EscalationDeps, escalateUnclaimed, reminderDue } from './escalation';
import { claimLead } from './lead-owner';

const minute = 60_000;
const received = Date.parse('2026-11-20T10:30:00Z');
const escalationMinutes = 10;
const staff = 'staff@swiftline-couriers.example';
const operations = 'ops@swiftline-couriers.example';

const local = useLocalQuoteStore();
let clock: number;
let unclaimedGauge: number[];

beforeEach(() => {
  clock = received;
  unclaimedGauge = [];
});

const deps = (overrides: Partial<EscalationDeps> = {}): EscalationDeps => ({
  table: local.table,
  ses: inboxSes(local.inbox),
  mail: { senderEmail: 'quotes@swiftline-couriers.example', staffEmails: [staff], operationsEmail: operations },
  claimLinks: claimLinksTo('https://www.swiftline-couriers.example', fixedClaimKeys('key')),
  logger: () => {},
  gauge: (name, value) => {
    if (name === 'unclaimed_quotes') unclaimedGauge.push(value);
  },
  now: () => new Date(clock),
  ...overrides,
});

/** A quote stored as the quote API stores it; `test`: the operator's smoke test (its mark checked by the API). */
function newQuote(fields: Record<string, string> = {}, { test = false } = {}) {
  return storeTestQuote(local.table, fields, { now: new Date(received), test });
}

/** Sweeps at each of these minutes after the quote arrived; the reminders SES took. */
async function sweepAt(minutes: number[], overrides: Partial<EscalationDeps> = {}) {
  for (const m of minutes) {
    clock = received + m * minute;
    await escalateUnclaimed(deps(overrides), escalationMinutes);
  }
  return (await local.inbox.emails()).filter((email) => email.subject.startsWith('Unclaimed'));
}

describe('reminders of unclaimed quotes', () => {
  it('one at the escalation time, one more at twice it, then none; to staff and operations, with the phone and the claim link', async () => {
    const { reference } = await newQuote();
    // The local inbox keeps only the first recipient of a v1 SendEmail, so the request itself is read.
    const ses = inboxSes(local.inbox);
    const recipients: string[][] = [];
    ses.middlewareStack.add(
      (next) => async (args) => {
        recipients.push((args.input as { Destination: { ToAddresses: string[] } }).Destination.ToAddresses);
        return next(args);
      },
      { step: 'initialize' },
    );
    expect(await sweepAt([0, 5, 9.9], { ses })).toHaveLength(0);
    const first = await sweepAt([10, 11, 15], { ses });
    expect(recipients).toEqual([[staff, operations]]);
    expect(first).toHaveLength(1);
    expect(first[0]?.subject).toBe(
      `Unclaimed for 10 min: Small Van, LE1 1AA → M1 1AE, +2 stops, return, 22 Nov 2026 [${reference}]`,
    );
    expect(first[0]?.body.html).toContain('href="tel:+447700900123"');
    expect(first[0]?.body.text).toContain(
      'Claim it before you call, so nobody else does: https://www.swiftline-couriers.example/api/leads/claim?q=',
    );
    expect(first[0]?.body.html).toContain('https://www.swiftline-couriers.example/api/leads/claim?q=');
    const both = await sweepAt([20, 25, 40, 60, 600]);
    expect(both).toHaveLength(2);
    expect(both[1]?.subject).toContain('Unclaimed for 20 min:');
    expect(both[1]?.body.text).toContain('This is the last reminder.');
    // Counted while its reminders run; past them, a job two days away needs nobody yet (it counts again once it
    // waits, the day before: on-call-text.test.ts).
    expect(unclaimedGauge.slice(0, 2)).toEqual([1, 1]);
    expect(unclaimedGauge.at(-1)).toBe(0);
  });

  it('none for a quote claimed before the escalation time, nor after the first reminder', async () => {
    const early = await newQuote({ from_name: 'Early Claim' });
    const late = await newQuote({ from_name: 'Late Claim' });
    clock = received + 5 * minute;
    await claimLead(local.table, { quoteId: early.id, name: 'Sam', now: new Date(clock) });
    const first = await sweepAt([10]);
    expect(first.map((e) => e.subject)).toEqual([expect.stringContaining(late.reference)]);
    await claimLead(local.table, { quoteId: late.id, name: 'Kim', now: new Date(received + 12 * minute) });
    expect(await sweepAt([20, 30])).toHaveLength(1);
    expect(unclaimedGauge.at(-1)).toBe(0);
  });

  it('sweeps running at once send each reminder once', async () => {
    await newQuote();
    clock = received + 10 * minute;
    await Promise.all([1, 2, 3, 4].map(() => escalateUnclaimed(deps(), escalationMinutes)));
    expect((await local.inbox.emails()).filter((email) => email.subject.startsWith('Unclaimed'))).toHaveLength(1);
  });

  it('a reminder SES refused is sent by the next sweep; the history lists only the reminders that went', async () => {
    const { id } = await newQuote();
    clock = received + 10 * minute;
    const down = await escalateUnclaimed(deps({ ses: await unreachableSes() }), escalationMinutes);
    expect(down).toMatchObject({ reminded: [], failed: 1 });
    expect((await getQuote(local.table, id))?.history).toEqual([]);
    expect(await sweepAt([12])).toHaveLength(1);
    expect(await sweepAt([20])).toHaveLength(2);
    expect((await getQuote(local.table, id))?.history).toEqual([
      { type: 'reminded', at: '2026-11-20T10:42:00.000Z', reminder: 1, to: [staff, operations] },
      { type: 'reminded', at: '2026-11-20T10:50:00.000Z', reminder: 2, to: [staff, operations] },
    ]);
  });

  it('none for a smoke test’s quote, nor one that goes in a digest (a wave’s, or held past a sender’s cap)', async () => {
    await newQuote({}, { test: true });
    for (const held of ['address', 'wave'] as const) {
      await storeTestQuote(
        local.table,
        {},
        {
          now: new Date(received),
          limits: async () => (held === 'wave' ? { route: 'digest' } : { route: 'held', cap: held }),
        },
      );
    }
    expect(await sweepAt([10, 20, 30])).toHaveLength(0);
    // The held ones are unclaimed leads all the same: counted until the last reminder's time (texted if they wait).
    expect(unclaimedGauge).toEqual([2, 0, 0]);
  });

  it('none for a quote erased on request, and an erased quote cannot be claimed', async () => {
    const { id } = await newQuote();
    expect(
      await eraseQuote(local.table, id, { now: new Date(received), by: 'local user test', force: true }),
    ).toMatchObject({
      outcome: 'erased',
    });
    expect(await sweepAt([10, 20])).toHaveLength(0);
    expect(unclaimedGauge.at(-1)).toBe(0);
    expect(await claimLead(local.table, { quoteId: id, name: 'Sam', now: new Date(received) })).toEqual({
      outcome: 'missing',
    });
  });
});

describe('when a reminder is due', () => {
  it.each([
    [9.99, 0, 0],
    [10, 0, 1],
    [19.99, 1, 0],
    [20, 1, 2],
    [20, 0, 1],
    [500, 2, 0],
  ])('%s minutes old, %s sent: reminder %s', (minutes, sent, due) => {
    expect(reminderDue(minutes * minute, sent, 10 * minute)).toBe(due);
  });
});
