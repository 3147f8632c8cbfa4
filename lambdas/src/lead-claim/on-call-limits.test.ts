/**
 * What bounds the on-call texts and what happens when they cannot go (issue 51 D), on a driven clock: the day's cap a
 * phone, whose last text says so and tells operations once; a text the SMS service refuses, throttles or lets hang,
 * counted, recorded on the leads and mailed to operations at most once an hour, then tried again the next interval;
 * a night of texts that cannot fill a lead's history.
 */

import { UpdateItemCommand } from '@aws-sdk/client-dynamodb';
import { lambdaMetrics } from '@courier/common/api/lambda-env';
import { describe, expect, it } from 'vitest';
import { minute, onCallPhone, operations, useOnCallHarness } from '../../test-support/on-call-harness';
import { leadHistoryAttr, linkHistoryMax, textRecordsPerLead } from '../quote/store/lead-history';
import { getQuote } from '../quote/store/quote-record';
import { historyLines } from './lead-history-lines';
import { claimLead } from './lead-owner';

/** 00:40 on Sun 22 Nov 2026, UK time (GMT): the fixture's pickup is today. */
const h = useOnCallHarness(Date.parse('2026-11-22T00:40:00Z'));
const { textSent, textFailed, textCapped } = lambdaMetrics.leadClaims;
const count = (outcome: { outcome: string }) => h.counted.filter((name) => name === outcome.outcome).length;

describe('the day’s cap bounds the cost; it does not silence', () => {
  it('the last text says it is the last and how many wait, operations get one email, and each interval after is counted', async () => {
    const a = await h.newQuote({ from_name: 'Ann' });
    const b = await h.newQuote({ from_name: 'Ben', pickup_date: '2026-11-23', delivery_date: '2026-11-23' });
    const onCall = h.onCall({ onCallTextsPerDay: 4 });
    await h.sweepAt([20, 30, 40, 50, 60, 70, 80], { onCall });
    const texts = h.texts();
    expect(texts).toHaveLength(4);
    expect(texts.slice(0, 3).every((t) => t.message.startsWith('2 unclaimed leads waiting.'))).toBe(true);
    expect(texts[3]?.message.split('\n')[0]).toBe(
      'LAST TEXT TODAY (the cap of 4 a day): 2 unclaimed leads waiting. Claim it before you call, so nobody else does.',
    );
    const alerts = await h.alerts();
    expect(alerts).toEqual([
      {
        subject: "On-call texts stopped until midnight UTC: +44 7700 900999 has had today's 4",
        to: [operations],
        text: expect.stringContaining('2 leads are waiting, unclaimed:'),
      },
    ]);
    expect(alerts[0]?.text).toContain(a.reference);
    expect(alerts[0]?.text).toContain(b.reference);
    // The cap reached (the fourth text), then the three intervals it held back.
    expect(count(textCapped)).toBe(4);
    expect(count(textSent)).toBe(4);
    // The next UTC day, the phone is texted again (about Ben's, now today's).
    await h.sweepAt([24 * 60 - 40 + 1], { onCall });
    expect(h.texts()).toHaveLength(5);
    expect(h.texts()[4]?.message).toMatch(/^1 unclaimed lead waiting\./);
  });

  it('counts each phone apart: the backup’s cap is its own', async () => {
    await h.newQuote();
    const onCall = h.onCall({ onCallTextsPerDay: 2, onCallBackupPhone: '+447700900888' });
    await h.sweepAt([20, 30, 40, 50], { onCall });
    expect(h.texts().map((t) => [t.to, t.message.startsWith('LAST')])).toEqual([
      [onCallPhone, false],
      [onCallPhone, true],
      ['+447700900888', false],
      ['+447700900888', true],
    ]);
    expect((await h.alerts()).map((a) => a.subject)).toEqual([
      "On-call texts stopped until midnight UTC: +44 7700 900999 has had today's 2",
      "On-call texts stopped until midnight UTC: +44 7700 900888 has had today's 2",
    ]);
  });
});

// A hung service is waited out on each of five sweeps (on-call-harness.ts: 0.5 s each), past Vitest's default 5 s when
// the machine is busy.
describe('an SMS service in trouble is loud', { timeout: 15_000 }, () => {
  it.each([
    ['refuses', 'fail', 'InternalErrorException'],
    ['throttles', 'throttle', 'ThrottledException'],
    ['hangs', 'hang', 'TimeoutError'],
  ] as const)(
    'that %s: counted, on the lead’s history, one email to operations an hour, and tried again each interval',
    async (_kind, behaviour, error) => {
      const { id, reference } = await h.newQuote();
      h.sms.behave(behaviour);
      const requestsBefore = h.sms.requests();
      await h.sweepAt([10, 20, 30, 40]);
      expect(await h.reminders()).toHaveLength(2);
      expect(h.sms.requests() - requestsBefore).toBe(3);
      expect(count(textFailed)).toBe(3);
      const texted = (await getQuote(h.table, id))?.history.filter((event) => event.type === 'texted');
      expect(texted).toHaveLength(3);
      expect(texted?.every((event) => event.type === 'texted' && event.failed === error)).toBe(true);
      const alerts = await h.alerts();
      expect(alerts).toHaveLength(1);
      expect(alerts[0]?.subject).toBe(`On-call text not sent: the SMS service answered ${error}`);
      expect(alerts[0]?.text).toContain(reference);
      // An hour on, a failure is mailed again; once the service answers, the text goes.
      await h.sweepAt([90]);
      expect(await h.alerts()).toHaveLength(2);
      h.sms.behave('ok');
      await h.sweepAt([100]);
      expect(h.texts()).toHaveLength(1);
      expect(count(textSent)).toBe(1);
    },
  );
});

describe('a night of texts keeps the history bounded', () => {
  // Sixteen sweeps against dynalite, over a hundred calls: more than the default 5 s on a loaded machine, and a test
  // cut off there would leave its sweeps texting into the next test's count. A time limit, not a timed assertion.
  it(`records a lead's first ${textRecordsPerLead} texts, counts the rest, and the claim that ends it still goes in`, async () => {
    const { id } = await h.newQuote();
    const intervals = textRecordsPerLead + 3;
    await h.sweepAt(Array.from({ length: intervals }, (_, i) => 20 + i * 10));
    expect(h.texts()).toHaveLength(intervals);
    const record = await getQuote(h.table, id);
    expect(record?.history.filter((event) => event.type === 'texted')).toHaveLength(textRecordsPerLead);
    const lastAt = new Date(h.received + (10 + intervals * 10) * minute);
    expect(record?.texts).toEqual({ count: intervals, lastAt: lastAt.toISOString() });
    expect(historyLines(record ?? { history: [] }).at(-1)).toMatch(
      new RegExp(`^named in ${intervals} on-call texts in all, the last at \\d\\d:\\d0 on Sun 22 Nov$`),
    );
    const claimed = await claimLead(h.table, { quoteId: id, name: 'Sam', now: new Date(lastAt.getTime() + minute) });
    expect(claimed.outcome).toBe('claimed');
    await h.sweepAt([20 + intervals * 10]);
    expect(h.texts()).toHaveLength(intervals);
  }, 20_000);

  it('takes none of the room kept for reminders and operations: past what a link may fill, texts are only counted', async () => {
    const { id } = await h.newQuote();
    const filler = { M: { type: { S: 'claimed' }, at: { S: '2026-11-22T00:41:00.000Z' }, by: { S: 'Flooder' } } };
    await h.table.db.send(
      new UpdateItemCommand({
        TableName: h.table.tableName,
        Key: { id: { S: id } },
        UpdateExpression: `SET ${leadHistoryAttr} = :filled`,
        ExpressionAttributeValues: { ':filled': { L: Array.from({ length: linkHistoryMax }, () => filler) } },
      }),
    );
    await h.sweepAt([10, 20, 30]);
    expect(h.texts()).toHaveLength(2);
    const record = await getQuote(h.table, id);
    expect(record?.history.slice(linkHistoryMax).map((event) => event.type)).toEqual(['reminded', 'reminded']);
    expect(record?.texts?.count).toBe(2);
  });
});
