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
    description: 'The on-call phone (E.164), texted once about a lead due today or tomorrow at its last reminder.',
  },
  onCallTextsPerDay: {
    kind: 'integer',
    min: 1,
    unit: 'texts a UTC day',
    default: 10,
    context: true,
    env: true,
    description: 'The most texts the on-call phone gets in a UTC day, whatever happens.',
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
