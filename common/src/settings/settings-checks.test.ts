/** The settings that constrain each other: each check passes the defaults and refuses the first value past its bound. */
import { describe, expect, it } from 'vitest';
import { settings } from './all-settings';
import { leadReminders } from './leads';
import { defaultIn, stages } from './setting';
import {
  etaAlarmWithinThrottle,
  hourWithinDayBudget,
  mailLeavesTheSandbox,
  promiseNoShorterThanFirstReminder,
  remindersInsideLookBack,
  settingsProblems,
  smsSpendCoversTheTexts,
} from './settings-checks';

const defaults = (stage: (typeof stages)[number]) => ({
  leadEscalationMinutes: settings.leadEscalationMinutes.default,
  replyPromiseMinutes: defaultIn(settings.replyPromiseMinutes.default, stage),
  quoteSweepMinutes: settings.quoteSweepMinutes.default,
  locationBudgetUsdPerHour: settings.locationBudgetUsdPerHour.default,
  locationBudgetUsdPerDay: settings.locationBudgetUsdPerDay.default,
  etaAlarmThreshold: settings.etaAlarmThreshold.default,
  etaThrottleRate: defaultIn(settings.etaThrottleRate.default, stage),
  etaThrottleBurst: defaultIn(settings.etaThrottleBurst.default, stage),
  onCallTextsPerDay: settings.onCallTextsPerDay.default,
  smsMonthlySpendLimitUsd: settings.smsMonthlySpendLimitUsd.default,
  stage,
  sesSandbox: defaultIn(settings.sesSandbox.default, stage),
  acceptSesSandbox: settings.acceptSesSandbox.default,
  customerAcknowledgement: settings.customerAcknowledgement.default,
});

describe('the settings that constrain each other', () => {
  it.each(stages)('agree with their defaults in %s', (stage) => {
    expect(settingsProblems(defaults(stage))).toEqual([]);
  });

  it("keep every reminder within the sweeper's look-back window, a sweep's wait included", () => {
    const last = Math.max(...leadReminders.atMultiples);
    const windowMinutes = leadReminders.lookBackHours * 60;
    // With the schedule as it is (49 hours, the last reminder at 2× the escalation) and a sweep every 5 minutes:
    // 1467.5 minutes at most.
    const most = Math.floor(((windowMinutes - 5) / last) * 100) / 100;
    expect(remindersInsideLookBack({ leadEscalationMinutes: most, quoteSweepMinutes: 5 })).toBeUndefined();
    const problem = remindersInsideLookBack({ leadEscalationMinutes: most + 0.5, quoteSweepMinutes: 5 });
    expect(problem).toContain(
      `leadEscalationMinutes ${most + 0.5} puts the last reminder ${last} × ${most + 0.5} minutes after a quote arrives`,
    );
    expect(problem).toContain('quoteSweepMinutes 5');
    expect(problem).toContain(
      `past the ${leadReminders.lookBackHours} hours the sweeper looks back for unclaimed leads, so it would never be sent`,
    );
    expect(problem).toContain(`(leadEscalationMinutes at most ${most} with this quoteSweepMinutes)`);
  });

  it('refuse a reply promised to visitors sooner than the first reminder to staff', () => {
    const first = Math.min(...leadReminders.atMultiples);
    expect(promiseNoShorterThanFirstReminder({ replyPromiseMinutes: 10 * first, leadEscalationMinutes: 10 })).toBe(
      undefined,
    );
    expect(promiseNoShorterThanFirstReminder({ replyPromiseMinutes: 20, leadEscalationMinutes: 0.25 })).toBe(undefined);
    expect(promiseNoShorterThanFirstReminder({ replyPromiseMinutes: 10 * first - 1, leadEscalationMinutes: 10 })).toBe(
      `replyPromiseMinutes ${10 * first - 1} promises visitors a reply before staff are first reminded of an unclaimed ` +
        `quote, ${first} × leadEscalationMinutes 10 = ${10 * first} minutes after it arrives. Make ` +
        `replyPromiseMinutes at least ${10 * first}, or lower leadEscalationMinutes.`,
    );
    expect(
      settingsProblems({ ...defaults('production'), replyPromiseMinutes: 5, leadEscalationMinutes: 10 }),
    ).toHaveLength(1);
  });

  it("refuse an hour's Location ceiling above the day's", () => {
    expect(hourWithinDayBudget({ locationBudgetUsdPerHour: 5, locationBudgetUsdPerDay: 5 })).toBeUndefined();
    expect(hourWithinDayBudget({ locationBudgetUsdPerHour: 6, locationBudgetUsdPerDay: 5 })).toMatch(
      /locationBudgetUsdPerHour must not exceed locationBudgetUsdPerDay/,
    );
  });

  it("refuse an ETA alarm threshold the ETA throttle never lets through in the alarm's 5 minutes", () => {
    const throttle = { etaThrottleRate: 1, etaThrottleBurst: 2 };
    expect(etaAlarmWithinThrottle({ etaAlarmThreshold: 302, ...throttle })).toBeUndefined();
    expect(etaAlarmWithinThrottle({ etaAlarmThreshold: 303, ...throttle })).toBe(
      'etaAlarmThreshold 303 is more ETA invocations than etaThrottleRate 1 and etaThrottleBurst 2 let through in ' +
        "the alarm's 5 minutes (302): the alarm could never ring. Lower etaAlarmThreshold or raise the throttle.",
    );
  });

  it('refuse an SMS spend limit that cannot cover a month of on-call texts at the cap, each at its maximum price', () => {
    const phone = { onCallPhone: '+447700900999', onCallTextsPerDay: 72 };
    // One phone: 72 texts a day × 31 days × $0.25 = $558; with the backup, twice that.
    expect(smsSpendCoversTheTexts({ ...phone, smsMonthlySpendLimitUsd: 558 })).toBeUndefined();
    expect(smsSpendCoversTheTexts({ ...phone, smsMonthlySpendLimitUsd: 557.99 })).toMatch(
      /^smsMonthlySpendLimitUsd 557\.99 does not cover a month of on-call texts: one phone at onCallTextsPerDay 72 for 31 days, at most \$0\.25 a text, is \$558/,
    );
    const both = { ...phone, onCallBackupPhone: '+447700900888' };
    expect(smsSpendCoversTheTexts({ ...both, smsMonthlySpendLimitUsd: 1116 })).toBeUndefined();
    expect(smsSpendCoversTheTexts({ ...both, smsMonthlySpendLimitUsd: 1000 })).toMatch(/two phones .* is \$1116/);
    expect(
      smsSpendCoversTheTexts({ ...phone, onCallBackupPhone: phone.onCallPhone, smsMonthlySpendLimitUsd: 9999 }),
    ).toMatch(/onCallBackupPhone is onCallPhone/);
    // Without an on-call phone there is nothing to text, and a new account's $1 is enough.
    expect(smsSpendCoversTheTexts({ onCallTextsPerDay: 72, smsMonthlySpendLimitUsd: 1 })).toBeUndefined();
  });

  it('refuse production in the SES sandbox unless accepted, and acknowledgements to customers from inside it', () => {
    const sandbox = { sesSandbox: true, acceptSesSandbox: false, customerAcknowledgement: false };
    expect(mailLeavesTheSandbox({ stage: 'staging', ...sandbox })).toBeUndefined();
    expect(mailLeavesTheSandbox({ stage: 'production', ...sandbox })).toMatch(
      /^sesSandbox=true in production: .* or pass -c acceptSesSandbox=true if a sandboxed production site is meant\.$/,
    );
    expect(mailLeavesTheSandbox({ stage: 'production', ...sandbox, acceptSesSandbox: true })).toBeUndefined();
    expect(mailLeavesTheSandbox({ stage: 'staging', ...sandbox, customerAcknowledgement: true })).toBe(
      'customerAcknowledgement needs sesSandbox false: the SES sandbox cannot email customers',
    );
    const outside = { sesSandbox: false, acceptSesSandbox: false, customerAcknowledgement: true };
    expect(mailLeavesTheSandbox({ stage: 'production', ...outside })).toBeUndefined();
  });
});
