import { envName } from '@courier/common/settings/all-settings';
import { leadReminders } from '@courier/common/settings/leads';
import { describe, expect, it } from 'vitest';
import { localDigestMinutes, localRemindersProblem, localSweepSettings } from './quote-sender-loop';

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
