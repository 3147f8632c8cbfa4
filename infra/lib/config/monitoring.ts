/** Where alarms go and what they watch: the operations email, the alarms' thresholds, the probe, logs and the budget. */
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { ContextError, type ContextReader } from './context';

export interface MonitoringConfig {
  /** Where alarms are emailed; none = the SNS topic has no subscriber. */
  operationsEmail?: string;
  /** ETA invocations per 5 minutes that raise the unusual-use alarm. */
  etaAlarmThreshold: number;
  /** AWS Budgets monthly cost budget (account currency) that alerts the operations email. */
  monthlyBudget: number;
  /** CloudFront standard logs and S3 server access logs into a log bucket. */
  accessLogsEnabled: boolean;
  /** Retention of the Lambda and API log groups, and expiry of access logs. */
  logRetentionDays: RetentionDays;
  /** Minutes between runs of the site probe (the smoke checks against the public URL). */
  siteProbeMinutes: number;
}

const retentionDays = new Set(Object.values(RetentionDays).filter((value) => typeof value === 'number'));

export function readMonitoringConfig(context: ContextReader): MonitoringConfig {
  const logRetentionDays = context.int('logRetentionDays');
  if (!retentionDays.has(logRetentionDays)) {
    throw new ContextError(`Context logRetentionDays must be one of ${[...retentionDays].join(', ')}`);
  }
  const operationsEmail = context.text('operationsEmail');
  if (context.stage === 'production' && !operationsEmail) {
    throw new ContextError(
      'Context operationsEmail is required in production: without it no alarm, budget warning or CloudFront alarm ' +
        'reaches anyone. Set it in cdk.json (stages.production.operationsEmail) or pass -c operationsEmail=…, then ' +
        'confirm the two subscription emails AWS sends it (DEPLOY.md 7).',
    );
  }
  return {
    operationsEmail: operationsEmail && context.email('operationsEmail', operationsEmail),
    etaAlarmThreshold: context.int('etaAlarmThreshold'),
    monthlyBudget: context.int('monthlyBudget'),
    accessLogsEnabled: context.bool('accessLogsEnabled'),
    logRetentionDays,
    siteProbeMinutes: context.int('siteProbeMinutes'),
  };
}
