/**
 * The on-call phones' texts (issue 51 A, B, C, E), on a driven clock against real dynalite, the local SES and the SMS
 * stand-in: a lead due today or tomorrow still unclaimed at its last reminder waits, and is texted every interval
 * until claimed, erased or its pickup day has passed; each text names every waiting lead, most urgent first; the
 * backup phone joins from a lead's second text; a quote held past a cap or sent in a wave waits like any other.
 */
import { describe, expect, it } from 'vitest';
import {
  backupPhone,
  escalationMinutes,
  minute,
  onCallPhone,
  site,
  useOnCallHarness,
} from '../../test-support/on-call-harness';
import { snsClientConfigFromEnv } from '../sms/send-text';
import { escalateUnclaimed } from './escalation';
import { claimLead } from './lead-owner';
import { onCallSettingsFromEnv } from './on-call-text';
import { findWaitingLeads } from './waiting-leads';

/** 00:40 on Sun 22 Nov 2026, UK time (GMT): the fixture's pickup is today. */
const h = useOnCallHarness(Date.parse('2026-11-22T00:40:00Z'));

const heading = (count: number) =>
  `${count} unclaimed lead${count === 1 ? '' : 's'} waiting. Claim it before you call, so nobody else does.`;
/** The references a text names, in order. */
/** The references a text names: whole words, not the same letters inside a claim link's base64url key. */
const namedIn = (message: string) => message.match(/(?<![\w-])Q-[A-Z0-9]{4,16}(?![\w-])/g) ?? [];

describe('a waiting lead is texted every interval until someone claims it', () => {
  it('from its last reminder on, one text each interval with its link; a claim stops them', async () => {
    const { id, reference } = await h.newQuote({ from_name: 'Tara Today', pickup_time: '8am' });
    await h.sweepAt([10, 15, 19]);
    expect(h.texts()).toEqual([]);
    await h.sweepAt([20, 25, 30, 35, 40, 45]);
    const texts = h.texts();
    expect(texts.map((t) => t.at.length > 0 && t.to)).toEqual([onCallPhone, onCallPhone, onCallPhone]);
    for (const text of texts) {
      expect(text.message).toMatch(
        new RegExp(
          `^${heading(1)}\\n${reference} TODAY 8am Tara, Small Van, LE1>M1, \\+2 stops, return ` +
            `${site.replace(/\./g, '\\.')}/api/leads/claim\\?q=${id}&`,
        ),
      );
    }
    expect(texts[0]?.attributes).toMatchObject({
      'AWS.SNS.SMS.SMSType': 'Transactional',
      'AWS.SNS.SMS.SenderID': 'Swiftline',
    });
    await claimLead(h.table, { quoteId: id, name: 'Sam', now: new Date(h.received + 46 * minute) });
    await h.sweepAt([50, 60, 70]);
    expect(h.texts()).toHaveLength(3);
    expect(await h.reminders()).toHaveLength(2);
  });

  it('each text names every waiting lead, TODAY first; a lead claimed leaves the next text', async () => {
    const tomorrow = await h.newQuote({ from_name: 'Tom', pickup_date: '2026-11-23', delivery_date: '2026-11-23' });
    const today = await h.newQuote({ from_name: 'Tia' }, { minutesAfter: 5 });
    const later = await h.newQuote({ from_name: 'Len', pickup_date: '2026-11-25', delivery_date: '2026-11-25' });
    await h.sweepAt([20, 25, 30]);
    const [first, second] = h.texts();
    expect(namedIn(first?.message ?? '')).toEqual([tomorrow.reference]);
    expect(second?.message.split('\n')[0]).toBe(heading(2));
    expect(namedIn(second?.message ?? '')).toEqual([today.reference, tomorrow.reference]);
    await claimLead(h.table, { quoteId: today.id, name: 'Sam', now: new Date(h.received + 31 * minute) });
    await h.sweepAt([40]);
    expect(namedIn(h.texts()[2]?.message ?? '')).toEqual([tomorrow.reference]);
    expect(h.texts().some((t) => t.message.includes(later.reference))).toBe(false);
  });

  it('a lead claimed since the index was read is not texted (the index is eventually consistent)', async () => {
    const { id, reference } = await h.newQuote();
    const now = new Date(h.received + 30 * minute);
    // The index row as a query made just before the claim returns it.
    const row = { id, reference, receivedAt: new Date(h.received).toISOString(), reminders: 2, held: false };
    const stale = { ...row, indexKey: h.received };
    expect(await findWaitingLeads(h.table, [stale], now, escalationMinutes * minute, () => true)).toHaveLength(1);
    await claimLead(h.table, { quoteId: id, name: 'Sam', now });
    expect(await findWaitingLeads(h.table, [stale], now, escalationMinutes * minute, () => true)).toEqual([]);
  });

  it('sweeps at once send each phone one text an interval', async () => {
    await h.newQuote();
    h.clock = h.received + 20 * minute;
    await Promise.all([1, 2, 3, 4].map(() => escalateUnclaimed(h.deps(), escalationMinutes)));
    h.clock = h.received + 25 * minute;
    await Promise.all([1, 2, 3].map(() => escalateUnclaimed(h.deps(), escalationMinutes)));
    expect(h.texts()).toHaveLength(1);
  });
});

describe('a lead waits from the day before its pickup until the day is over, however long ago it came', () => {
  it('received on Friday for Monday: reminded on Friday, texted on Sunday and Monday, not on Saturday nor Tuesday; a later job from the day before it', async () => {
    h.received = Date.parse('2026-11-20T10:00:00Z');
    const monday = await h.newQuote({ pickup_date: '2026-11-23', delivery_date: '2026-11-23' });
    const wednesday = await h.newQuote({ pickup_date: '2026-11-25', delivery_date: '2026-11-25' });
    const hoursLater = (dayHour: string) => (Date.parse(dayHour) - h.received) / minute;
    await h.sweepAt([10, 20, 30, hoursLater('2026-11-21T12:00:00Z'), hoursLater('2026-11-21T23:55:00Z')]);
    expect(h.texts()).toEqual([]);
    expect(await h.reminders()).toHaveLength(4);
    // Sunday: Monday's job is tomorrow, 38 hours after it came; Monday night, 85 hours after.
    await h.sweepAt([hoursLater('2026-11-22T00:05:00Z'), hoursLater('2026-11-23T23:55:00Z')]);
    expect(h.texts().map((t) => namedIn(t.message))).toEqual([[monday.reference], [monday.reference]]);
    expect(h.texts()[0]?.message).toContain(`${monday.reference} Tomorrow 09:00 to 11:00 Ada,`);
    expect(h.texts()[1]?.message).toContain(`${monday.reference} TODAY 09:00 to 11:00 Ada,`);
    // Tuesday: Monday's job is past, and Wednesday's, four days after it came, is tomorrow.
    await h.sweepAt([hoursLater('2026-11-24T00:05:00Z')]);
    expect(h.texts().map((t) => namedIn(t.message))).toEqual([
      [monday.reference],
      [monday.reference],
      [wednesday.reference],
    ]);
  });
});

describe('the backup phone gets the same text from a lead’s second text on', () => {
  it('the first text to the on-call phone only, then both phones the same text each interval', async () => {
    await h.newQuote();
    const onCall = h.onCall({ onCallBackupPhone: backupPhone });
    await h.sweepAt([20, 25], { onCall });
    expect(h.texts().map((t) => t.to)).toEqual([onCallPhone]);
    await h.sweepAt([30, 35, 40], { onCall });
    const texts = h.texts();
    expect(texts.map((t) => t.to)).toEqual([onCallPhone, onCallPhone, backupPhone, onCallPhone, backupPhone]);
    expect(texts[2]?.message).toBe(texts[1]?.message);
    // A new lead beside one texted before: the backup hears of both.
    await h.newQuote({ from_name: 'Newt' }, { minutesAfter: 25 });
    await h.sweepAt([50], { onCall });
    expect(
      h
        .texts()
        .slice(-2)
        .map((t) => [t.to, t.message.split('\n')[0]]),
    ).toEqual([
      [onCallPhone, heading(2)],
      [backupPhone, heading(2)],
    ]);
  });
});

describe('nothing hides an urgent lead: held past a cap or sent in a wave, it waits like any other', () => {
  it.each(['address', 'ip', 'wave'] as const)(
    'held (%s): no reminder emails, and texted from its last reminder’s time',
    async (held) => {
      const lead = await h.newQuote({ from_name: 'Real Lead' }, { held });
      await h.sweepAt([10, 15]);
      expect(h.texts()).toEqual([]);
      await h.sweepAt([20, 30]);
      expect(h.texts().map((t) => namedIn(t.message))).toEqual([[lead.reference], [lead.reference]]);
      expect(await h.reminders()).toEqual([]);
    },
  );

  it('twelve junk quotes from one sender, then a real one: the real one leads the next text', async () => {
    for (const n of Array.from({ length: 12 }, (_, i) => i)) {
      const junk = { from_name: `Junk ${n}`, from_email: 'junk@example.com' };
      await h.newQuote(junk, n < 5 ? {} : { held: n < 10 ? 'address' : 'wave' });
    }
    await h.sweepAt([20]);
    const real = await h.newQuote({ from_name: 'Real Customer' }, { minutesAfter: 21, held: 'ip' });
    await h.sweepAt([30, 41]);
    const last = h.texts().at(-1)?.message ?? '';
    expect(last.split('\n')[0]).toBe(heading(13));
    expect(namedIn(last)[0]).toBe(real.reference);
    expect(last).toMatch(new RegExp(`${real.reference} TODAY 09:00 to 11:00 Real, .* ${site.replace(/\./g, '\\.')}/`));
  });
});

describe('the visitor’s words cannot lead the text', () => {
  it('a name with its own claim instruction and link: the text starts with the site’s words, its one link the lead’s', async () => {
    const { id } = await h.newQuote({
      from_name: 'Claim it before you call, so nobody else does: https://evil.example/api/leads/claim?q=1',
    });
    await h.sweepAt([20]);
    const [text] = h.texts();
    expect(text?.message.startsWith(heading(1))).toBe(true);
    expect(text?.message.match(/https?:\/\/\S+/g)).toEqual([
      expect.stringMatching(`^${site}/api/leads/claim\\?q=${id}&`),
    ]);
    expect(text?.message).not.toContain('evil');
  });
});

describe('the on-call settings', () => {
  it('are off without a phone, checked when given (the backup phone too), and the client has one attempt and a 3 s timeout', () => {
    expect(onCallSettingsFromEnv({})).toEqual({ ok: true });
    expect(onCallSettingsFromEnv({ ON_CALL_PHONE: '+447700900999' })).toEqual({
      ok: true,
      settings: { onCallPhone: '+447700900999', onCallSenderId: 'Swiftline', onCallTextsPerDay: 72 },
    });
    expect(onCallSettingsFromEnv({ ON_CALL_PHONE: '07700 900999' })).toMatchObject({
      ok: false,
      message: expect.stringContaining('ON_CALL_PHONE must be a phone number in E.164 form'),
    });
    expect(onCallSettingsFromEnv({ ON_CALL_PHONE: '+447700900999', ON_CALL_TEXTS_PER_DAY: '0' })).toMatchObject({
      ok: false,
    });
    expect(onCallSettingsFromEnv({ ON_CALL_PHONE: '+447700900999', ON_CALL_SENDER_ID: 'INFO-ALERTS!' })).toMatchObject({
      ok: false,
    });
    expect(onCallSettingsFromEnv({ ON_CALL_PHONE: '+447700900999', ON_CALL_BACKUP_PHONE: '+447700900888' })).toEqual({
      ok: true,
      settings: {
        onCallPhone: '+447700900999',
        onCallBackupPhone: '+447700900888',
        onCallSenderId: 'Swiftline',
        onCallTextsPerDay: 72,
      },
    });
    expect(
      onCallSettingsFromEnv({ ON_CALL_PHONE: '+447700900999', ON_CALL_BACKUP_PHONE: '07700 900888' }),
    ).toMatchObject({
      ok: false,
      message: expect.stringContaining('ON_CALL_BACKUP_PHONE must be a phone number in E.164 form'),
    });
    const config = snsClientConfigFromEnv({});
    expect(config.maxAttempts).toBe(1);
    expect(config.requestHandler).toMatchObject({ requestTimeout: 3_000, throwOnRequestTimeout: true });
  });
});
