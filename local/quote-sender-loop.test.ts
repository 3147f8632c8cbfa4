import { envName } from '@courier/common/settings/all-settings';
import { leadReminders } from '@courier/common/settings/leads';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { every, localDigestMinutes, localRemindersProblem, localSweepSettings } from './quote-sender-loop';

describe('the local sweeper settings', () => {
  it('send a digest after 15 s by default, and held quotes after 30 s, so one arrives while you watch', () => {
    expect(localDigestMinutes).toBe(0.25);
    expect(localSweepSettings({})).toEqual({
      quoteSweepMinutes: 5,
      quoteUndeliveredAlarmMinutes: 15,
      quoteDigestMinutes: 0.25,
      quoteHeldDigestMinutes: 0.5,
      leadEscalationMinutes: 10,
    });
    expect(localSweepSettings({ [envName('quoteDigestMinutes')]: '  ' }).quoteDigestMinutes).toBe(0.25);
  });

  it('take QUOTE_DIGEST_MINUTES when it is set, as the deployed sweeper does', () => {
    expect(localSweepSettings({ QUOTE_DIGEST_MINUTES: '1.5' }).quoteDigestMinutes).toBe(1.5);
    expect(localSweepSettings({ QUOTE_UNDELIVERED_ALARM_MINUTES: '30' }).quoteUndeliveredAlarmMinutes).toBe(30);
    expect(localSweepSettings({ QUOTE_HELD_DIGEST_MINUTES: '2' }).quoteHeldDigestMinutes).toBe(2);
  });

  it('take LEAD_ESCALATION_MINUTES, any positive number (0.25: a reminder 15 s after a quote nobody claimed)', () => {
    expect(localSweepSettings({ LEAD_ESCALATION_MINUTES: '0.25' }).leadEscalationMinutes).toBe(0.25);
    expect(localSweepSettings({ OPERATIONS_EMAIL: 'ops@example.co.uk' }).operationsEmail).toBe('ops@example.co.uk');
  });

  it('refuse a value that is not a number of minutes, naming its variable, as the deployed sweeper would', () => {
    expect(() => localSweepSettings({ QUOTE_DIGEST_MINUTES: 'abc' })).toThrow(
      'QUOTE_DIGEST_MINUTES must be a number of minutes > 0; got "abc"',
    );
    expect(() => localSweepSettings({ LEAD_ESCALATION_MINUTES: '0' })).toThrow(
      'LEAD_ESCALATION_MINUTES must be a number of minutes > 0, such as 10 or 0.5; got "0"',
    );
  });

  it("refuse LEAD_ESCALATION_MINUTES whose last reminder would fall past the sweeper's look-back", () => {
    // The sweeper runs every 2 s here, so the last reminder may come at the look-back's very end, less 2 s.
    const lastAt = (leadReminders.lookBackHours * 60) / Math.max(...leadReminders.atMultiples);
    expect(localRemindersProblem({})).toBeUndefined();
    expect(localRemindersProblem({ LEAD_ESCALATION_MINUTES: String(lastAt - 0.1) })).toBeUndefined();
    expect(localRemindersProblem({ LEAD_ESCALATION_MINUTES: String(lastAt) })).toMatch(
      /^LEAD_ESCALATION_MINUTES: leadEscalationMinutes \d+ puts the last reminder/,
    );
  });
});

describe('the local loops', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A loop on a driven clock whose ticks are counted; each tick ends as `tick` says (busy: a quote waits). */
  function countedLoop(tick: () => Promise<boolean>) {
    vi.useFakeTimers();
    let ticks = 0;
    const loop = every(
      100,
      () => {
        ticks++;
        return tick();
      },
      1_000,
    );
    return { loop, ticks: () => ticks };
  }

  it('look again after the short interval while there is work, after the long one while there is none', async () => {
    let busy = true;
    const { loop, ticks } = countedLoop(async () => busy);
    await vi.advanceTimersByTimeAsync(0);
    expect(ticks()).toBe(1);
    await vi.advanceTimersByTimeAsync(100);
    expect(ticks()).toBe(2);
    busy = false;
    await vi.advanceTimersByTimeAsync(100);
    expect(ticks()).toBe(3);
    await vi.advanceTimersByTimeAsync(999);
    expect(ticks()).toBe(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(ticks()).toBe(4);
    await loop.stop();
  });

  it('look at once when woken, as a stored quote wakes the sender, then wait the idle interval again', async () => {
    const { loop, ticks } = countedLoop(async () => false);
    await vi.advanceTimersByTimeAsync(0);
    expect(ticks()).toBe(1);
    loop.wake();
    await vi.advanceTimersByTimeAsync(0);
    expect(ticks()).toBe(2);
    await vi.advanceTimersByTimeAsync(999);
    expect(ticks()).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(ticks()).toBe(3);
    await loop.stop();
  });

  it('look once more straight after a tick that was under way when woken, and never after stopping', async () => {
    let finishTick: () => void = () => {};
    const { loop, ticks } = countedLoop(
      () =>
        new Promise<boolean>((resolve) => {
          finishTick = () => resolve(false);
        }),
    );
    expect(ticks()).toBe(1);
    loop.wake();
    loop.wake();
    expect(ticks()).toBe(1);
    finishTick();
    await vi.advanceTimersByTimeAsync(0);
    expect(ticks()).toBe(2);
    finishTick();
    await loop.stop();
    loop.wake();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(ticks()).toBe(2);
  });
});
