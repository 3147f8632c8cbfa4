/** Where alarms go and how long logs are kept: what the table's kinds and bounds do not check of them. */
import type { ContextValues } from '@courier/common/settings/all-settings';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { ContextError, type ContextReader } from './context';

const retentionDays = new Set(Object.values(RetentionDays).filter((value) => typeof value === 'number'));

/** A retention CloudWatch offers, and in production somewhere for the alarms to go. */
export function checkMonitoring(context: ContextReader, { logRetentionDays, operationsEmail }: ContextValues): void {
  if (!retentionDays.has(logRetentionDays)) {
    throw new ContextError(`Context logRetentionDays must be one of ${[...retentionDays].join(', ')}`);
  }
  if (context.stage === 'production' && !operationsEmail) {
    throw new ContextError(
      'Context operationsEmail is required in production: without it no alarm, budget warning or CloudFront alarm ' +
        'reaches anyone. Set it in cdk.json (stages.production.operationsEmail) or pass -c operationsEmail=…, then ' +
        'confirm the two subscription emails AWS sends it (DEPLOY.md 7).',
    );
  }
}
