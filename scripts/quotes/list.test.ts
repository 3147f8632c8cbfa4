/**
 * `npm run quotes` (the list, `--pending`, `--details`) against a real local store and the real local SES: what staff
 * see for a quote delivered, one bounced and one pending, held, failed or claimed; `show` of the same; the counts.
 */
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { QuoteRequest } from '@courier/common/quote/quote-fields';
import { aQuoteRequest } from '@courier/common/testing/quote-builders';
import { claimLead } from '@courier/lambdas/lead-claim/lead-owner';
import { silentLogger } from '@courier/lambdas/observability/observability';
import { deliverQuote } from '@courier/lambdas/quote/deliver/deliver-quote';
import { recordMailEvent } from '@courier/lambdas/quote/deliver/mail-events';
import { sweepQuotes } from '@courier/lambdas/quote/deliver/sweeper';
import { getQuote, type QuoteRecord } from '@courier/lambdas/quote/store/quote-record';
import { storeQuote } from '@courier/lambdas/quote/store/store-quote';
import { deliveryDeps, inboxSes } from '@courier/lambdas/test-support/quote-fixtures';
import { describe, expect, it } from 'vitest';
import { reportInboxDelivery } from '../../local/quote-sender-loop';
import { inbox, quotes, sendThroughInbox, store, table, useLocalStoreAndInbox } from './quotes-fixture';

useLocalStoreAndInbox();

describe('npm run quotes', () => {
  it('shows one quote delivered to the mailbox, one bounced and one pending, without personal data, and exits 1', async () => {
    const delivered = await store({ from_name: 'Dee Livered' });
    await sendThroughInbox(delivered.id);
    const bounced = await store({ from_name: 'Bea Bounced' });
    await sendThroughInbox(bounced.id);
    const tags = { recipient: ['staff'], quote: [bounced.id], reference: [bounced.reference] };
    await recordMailEvent(table, { eventType: 'Bounce', mail: { tags } }, silentLogger);
    const pending = await store({ from_name: 'Pen Ding' });

    const { code, out } = await quotes();
    console.log(out);
    const line = (reference: string) => out.split('\n').find((l) => l.startsWith(reference)) ?? '';
    expect(line(delivered.reference)).toContain('delivered to the mailbox');
    expect(line(bounced.reference)).toContain('BOUNCED');
    expect(line(pending.reference)).toContain('PENDING');
    expect(out).toMatch(/No: 2 of 3 quotes since .* have not reached staff/);
    expect(out).not.toMatch(/Dee Livered|ada@example\.co\.uk|07700 900123/);
    expect(code).toBe(1);
  });

  it('lists quotes held past a cap, finds them with show REF, and says they have not reached staff until their digest has (issue 29 A)', async () => {
    const single = await store({ from_name: 'Sam Single' });
    await sendThroughInbox(single.id);
    const held = [];
    for (let i = 0; i < 2; i++)
      held.push(await store({ from_name: `Hal ${i}` }, { route: { route: 'held', cap: 'address' } }));

    const listed = await quotes();
    for (const { reference } of held) {
      expect(listed.out.split('\n').find((l) => l.startsWith(reference))).toContain('HELD');
    }
    expect(listed.out).toMatch(/No: 2 of 3 quotes since .* have not reached staff/);
    expect(listed.code).toBe(1);
    const shown = await quotes('show', held[1]?.reference ?? '');
    expect(shown.out).toMatch(/delivery +HELD/);
    expect(shown.out).toMatch(/name +Hal 1/);

    const deps = deliveryDeps(table, inboxSes(inbox), { now: () => new Date(Date.now() + 61 * 60_000) });
    reportInboxDelivery(deps.ses, table, deps);
    expect(await sweepQuotes(deps, { quoteSweepMinutes: 5, quoteUndeliveredAlarmMinutes: 15 })).toMatchObject({
      digested: 2,
    });
    expect(await quotes()).toMatchObject({
      code: 0,
      out: expect.stringMatching(/Yes: all 3 quotes since .* reached staff/),
    });
  });

  it('says FAILED for a quote that cannot be sent as stored, and never that all reached staff', async () => {
    const { id } = await store({ from_name: 'Fay Failed' });
    await storeQuote(table, {
      ...((await getQuote(table, id)) as QuoteRecord),
      id: `${id}-broken`,
      reference: 'Q-BRKN23',
      quote: { ...aQuoteRequest(), stops: undefined } as unknown as QuoteRequest,
      now: new Date(),
      retentionDays: 30,
    });
    await sendThroughInbox(id);
    expect(await deliverQuote(`${id}-broken`, deliveryDeps(table, inboxSes(inbox)))).toBe('undeliverable');

    const { code, out } = await quotes();
    expect(out.split('\n').find((l) => l.startsWith('Q-BRKN23'))).toMatch(/FAILED: cannot be sent as stored/);
    expect(out).toMatch(/No: 1 of 2 quotes since .* has not reached staff/);
    expect(code).toBe(1);
  });

  it('--details and show REF give staff the name, phone, email, journey, the estimate and the customer’s own figures', async () => {
    const { reference } = await store({ notes: 'Ring first, please' });

    const details = await quotes('--details');
    expect(details.out).toContain('ada@example.co.uk');
    expect(details.out).toContain('07700 900123');

    const shown = await quotes('show', reference.toLowerCase());
    expect(shown.out).toMatch(/name +Ada O'Brien/);
    expect(shown.out).toMatch(/notes +Ring first, please/);
    expect(shown.out).toMatch(/route +LE1 1AA → NG2 6AG → DE1 1AA → M1 1AE/);
    expect(shown.out).toMatch(/estimate +150 miles, 180 min\n/);
    expect(shown.out).toMatch(/customer figures +152\.4 miles, 185 min/);
    expect(shown.code).toBe(1);
  });

  it('names who claimed each quote and after how long, and sums the period up: claimed, median, within 5 minutes', async () => {
    const quick = await store({ from_name: 'Quick Claim' });
    const slow = await store({ from_name: 'Slow Claim' });
    const never = await store({ from_name: 'Never Claimed' });
    const claimAfter = async (id: string, name: string, ms: number) => {
      const receivedAt = Date.parse((await getQuote(table, id))?.receivedAt ?? '');
      await claimLead(table, { quoteId: id, name, now: new Date(receivedAt + ms) });
    };
    await claimAfter(quick.id, 'Sam Patel', 150_000);
    await claimAfter(slow.id, 'Kim Lee', 750_000);

    const { out } = await quotes();
    const line = (reference: string) => out.split('\n').find((l) => l.startsWith(reference)) ?? '';
    expect(line(quick.reference)).toMatch(/Sam Patel +2 min 30 s/);
    expect(line(slow.reference)).toMatch(/Kim Lee +12 min 30 s/);
    expect(line(never.reference)).toContain('UNCLAIMED');
    expect(out).toMatch(
      /\nLeads since [\d-]+ [\d:]+: 3 quotes, 2 claimed \(median 7 min 30 s, 33% within 5 minutes\), none quoted, 0 booked, 0 lost\.\n/,
    );

    const shown = await quotes('show', quick.reference);
    expect(shown.out).toMatch(/claimed by +Sam Patel/);
    expect(shown.out).toMatch(/time to claim +2 min 30 s/);
  });

  it('adds the outcomes to the period line: quoted (median after sending), booked, lost with the reasons', async () => {
    const stored = [await store(), await store(), await store(), await store()];
    const record = async (id: string, attributes: Record<string, string>) => {
      const receivedAt = Date.parse((await getQuote(table, id))?.receivedAt ?? '');
      const at = (minutes: number) => new Date(receivedAt + minutes * 60_000).toISOString();
      const values = {
        ownedBy: 'Sam Patel',
        ownedAt: at(2),
        firstOwnedAt: at(2),
        outcomeAt: at(30),
        outcomeBy: 'Sam Patel',
      };
      const all = { ...values, ...attributes } as Record<string, string>;
      for (const [name, value] of Object.entries(all))
        if (value.startsWith('+')) all[name] = at(Number(value.slice(1)));
      await DynamoDBDocumentClient.from(table.db).send(
        new UpdateCommand({
          TableName: table.tableName,
          Key: { id },
          UpdateExpression: `SET ${Object.keys(all)
            .map((name) => `#${name} = :${name}`)
            .join(', ')}`,
          ExpressionAttributeNames: Object.fromEntries(Object.keys(all).map((name) => [`#${name}`, name])),
          ExpressionAttributeValues: Object.fromEntries(Object.entries(all).map(([name, v]) => [`:${name}`, v])),
        }),
      );
    };
    const [booked, lostOnPrice, lostNoReply] = stored.map((s) => s.id);
    await record(booked ?? '', { outcome: 'booked', firstQuotedAt: '+10' });
    await record(lostOnPrice ?? '', { outcome: 'lost', outcomeReason: 'price', firstQuotedAt: '+20' });
    await record(lostNoReply ?? '', { outcome: 'lost', outcomeReason: 'no_reply' });

    const { out } = await quotes();
    expect(out).toMatch(
      /\nLeads since [\d-]+ [\d:]+: 4 quotes, 3 claimed \(median 2 min, 75% within 5 minutes\), 2 quoted \(median 15 min after sending\), 1 booked, 2 lost \(price 1, no reply 1\)\.\n/,
    );
  });

  it('counts one quote and none in words that fit', async () => {
    expect((await quotes()).out).toMatch(/^No quotes since [\d-]+ [\d:]+: none waiting\.$/);
    const { id } = await store();
    const one = await quotes();
    expect(one.out).toMatch(/No: 1 of 1 quote since .* has not reached staff/);
    await sendThroughInbox(id);
    expect((await quotes()).out).toMatch(/Yes: the 1 quote since .* reached staff\.$/);
  });
});
