/**
 * Leads: when an unclaimed quote's reminders go to staff and operations, and the on-call phone's texts. The reminders'
 * schedule is fixed here beside the setting that scales it, so the check that they fit the sweeper's look-back window
 * (settings-checks.ts) and the sweeper (lambdas/src/lead-claim/escalation.ts) read the same numbers.
 */
import type { Setting } from './setting';

export const leadSettings = {
  leadEscalationMinutes: {
    kind: 'minutes',
    default: 10,
    context: true,
    env: true,
    description: 'A quote nobody has claimed this long gets a reminder to staff and operations (leadReminders).',
  },
  onCallPhone: {
    kind: 'phone',
    context: true,
    perStage: true,
    env: true,
    description:
      'The on-call phone (E.164), texted once an escalation interval about the leads waiting (due today or tomorrow, ' +
      'unclaimed past their last reminder).',
  },
  onCallBackupPhone: {
    kind: 'phone',
    context: true,
    perStage: true,
    env: true,
    description: "A second phone (E.164) that gets the on-call phone's text from a lead's second text on.",
  },
  onCallTextsPerDay: {
    kind: 'integer',
    min: 1,
    unit: 'texts a phone a UTC day',
    // A whole night (12 hours) of one text every 10 minutes (leadEscalationMinutes' default).
    default: 72,
    context: true,
    env: true,
    description: 'The most texts each on-call phone gets in a UTC day, whatever happens; the last says so.',
  },
  smsMonthlySpendLimitUsd: {
    kind: 'usd',
    // A new account's, until a quota increase: far below a month of texts, which the synth then says.
    default: 1,
    context: true,
    perStage: true,
    description:
      "The account's monthly SMS spend limit in the stack's region, as set on it: the spend alarm rings at 80% of it, " +
      'preflight checks the account has it, and with onCallPhone it must cover a month at the cap.',
  },
  onCallSenderId: {
    kind: 'text',
    context: true,
    env: true,
    defaultWords: "the company name's first word",
    description: 'The alphanumeric sender ID the texts come from: 3 to 11 letters and digits.',
  },
  weeklyReport: {
    kind: 'boolean',
    default: true,
    context: true,
    description: 'The weekly lead report to staff and operations (off: no schedule, function or alarm).',
  },
} as const satisfies Record<string, Setting>;

/**
 * An unclaimed lead's reminders: one at each of these multiples of `leadEscalationMinutes` after it arrived (after the
 * last, a lead due today or tomorrow waits, and texts the on-call phones), looked for by the sweeper among the
 * unclaimed leads of the last `lookBackHours`: two days and an hour, as long as a lead can wait from the day before
 * its pickup (lambdas/src/lead-claim/waiting-leads.ts). A reminder due later than that would never be sent:
 * settings-checks.ts refuses such a deployment.
 */
export const leadReminders = {
  atMultiples: [1, 2],
  lookBackHours: 49,
} as const;
