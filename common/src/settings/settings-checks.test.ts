/** The settings that constrain each other: each check passes the defaults and refuses the first value past its bound. */
import { describe, expect, it } from 'vitest';
import { settings } from './all-settings';
import { leadReminders } from './leads';
import { defaultIn, stages } from './setting';
import {
  etaAlarmWithinThrottle,
  hourWithinDayBudget,
  promiseNoShorterThanFirstReminder,
  remindersInsideLookBack,
  settingsProblems,
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
});

describe('the settings that constrain each other', () => {
  it.each(stages)('agree with their defaults in %s', (stage) => {
    expect(settingsProblems(defaults(stage))).toEqual([]);
  });

  it("keep every reminder within the sweeper's look-back window, a sweep's wait included", () => {
    const last = Math.max(...leadReminders.atMultiples);
    const windowMinutes = leadReminders.lookBackHours * 60;
    // With the schedule as it is (24 hours, the last reminder at 2× the escalation) and a sweep every 5 minutes:
    // 717.5 minutes at most.
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
});
