/** Where alarms go and what they watch: the operations email, the thresholds, the probe, the logs and the budget. */
import type { Setting } from './setting';

export const monitoringSettings = {
  operationsEmail: {
    kind: 'email',
    context: true,
    perStage: true,
    env: true,
    description: 'Receives the alarms, the budget warnings and the unclaimed-lead reminders (required in production).',
  },
  etaAlarmThreshold: {
    kind: 'integer',
    min: 1,
    unit: 'invocations per 5 minutes',
    default: 150,
    context: true,
    description: 'ETA function invocations that raise the unusual-use alarm.',
  },
  monthlyBudget: {
    kind: 'integer',
    min: 1,
    unit: 'US dollars a month',
    default: 60,
    context: true,
    description: 'The AWS Budgets monthly cost budget that warns the operations email.',
  },
  accessLogsEnabled: {
    kind: 'boolean',
    default: false,
    context: true,
    description: 'CloudFront standard logs and S3 server access logs into a log bucket.',
  },
  logRetentionDays: {
    kind: 'integer',
    min: 1,
    unit: 'days (a CloudWatch retention value)',
    default: 30,
    context: true,
    description: 'Retention of the log groups, and expiry of access logs.',
  },
  siteProbeMinutes: {
    kind: 'integer',
    min: 1,
    unit: 'minutes',
    default: 5,
    context: true,
    description: 'Minutes between runs of the site probe (the smoke checks against the public URL).',
  },
} as const satisfies Record<string, Setting>;

/**
 * Everyone who gets what operations gets besides staff (the unclaimed leads' reminders, the weekly report): staff and
 * operations, each address once, in that order; staff alone without an operations address. The SES sandbox verifies
 * the same list.
 */
export function staffAndOperations(values: { staffEmails: readonly string[]; operationsEmail?: string | undefined }) {
  const { staffEmails, operationsEmail } = values;
  return [...new Set([...staffEmails, ...(operationsEmail ? [operationsEmail] : [])])];
}
