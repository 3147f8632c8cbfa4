import { leadClaimEnv, quoteEnv } from '@courier/common/api/lambda-env';
import { leadReminders } from '@courier/common/settings/leads';
import { describe, expect, it } from 'vitest';
import { localDigestMinutes, localRemindersProblem, localSweepSettings } from './quote-sender-loop';

describe('the local sweeper settings', () => {
  it('send a digest after 15 s by default, and held quotes after 30 s, so one arrives while you watch', () => {
    expect(localDigestMinutes).toBe(0.25);
    expect(localSweepSettings({})).toEqual({
      intervalMinutes: 5,
      alarmAgeMinutes: 15,
      digestMinutes: 0.25,
      heldDigestMinutes: 0.5,
      escalationMinutes: 10,
    });
    expect(localSweepSettings({ [quoteEnv.digestMinutes]: '  ' }).digestMinutes).toBe(0.25);
  });

  it('take QUOTE_DIGEST_MINUTES when it is set, as the deployed sweeper does', () => {
    expect(localSweepSettings({ [quoteEnv.digestMinutes]: '1.5' }).digestMinutes).toBe(1.5);
    expect(localSweepSettings({ [quoteEnv.undeliveredAlarmMinutes]: '30' }).alarmAgeMinutes).toBe(30);
    expect(localSweepSettings({ [quoteEnv.heldDigestMinutes]: '2' }).heldDigestMinutes).toBe(2);
  });

  it('take LEAD_ESCALATION_MINUTES, any positive number (0.25: a reminder 15 s after a quote nobody claimed)', () => {
    expect(localSweepSettings({ [leadClaimEnv.escalationMinutes]: '0.25' }).escalationMinutes).toBe(0.25);
    expect(localSweepSettings({ [leadClaimEnv.escalationMinutes]: '0' }).escalationMinutes).toBe(10);
    expect(localSweepSettings({ [leadClaimEnv.operationsEmail]: 'ops@example.co.uk' }).operationsEmail).toBe(
      'ops@example.co.uk',
    );
  });

  it('fall back to the deployed 5 minutes, without failing, when the value is not a number of minutes', () => {
    expect(localSweepSettings({ [quoteEnv.digestMinutes]: 'abc' }).digestMinutes).toBe(5);
    expect(localSweepSettings({ [quoteEnv.digestMinutes]: '-1' }).digestMinutes).toBe(5);
  });

  it("refuse LEAD_ESCALATION_MINUTES whose last reminder would fall past the sweeper's 24-hour look-back", () => {
    // The sweeper runs every 2 s here, so the last reminder may come at the look-back's very end, less 2 s.
    const lastAt = (leadReminders.lookBackHours * 60) / Math.max(...leadReminders.atMultiples);
    expect(localRemindersProblem({})).toBeUndefined();
    expect(localRemindersProblem({ [leadClaimEnv.escalationMinutes]: String(lastAt - 0.1) })).toBeUndefined();
    expect(localRemindersProblem({ [leadClaimEnv.escalationMinutes]: String(lastAt) })).toMatch(
      /^LEAD_ESCALATION_MINUTES: leadEscalationMinutes \d+ puts the last reminder/,
    );
  });
});
