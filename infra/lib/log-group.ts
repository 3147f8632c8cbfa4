import type { ContextValues } from '@courier/common/settings/all-settings';
import { LogGroup, type LogGroupProps } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';

/** How long the deployment keeps its logs (config/monitoring.ts checks it is a retention CloudWatch Logs offers). */
export type LogSettings = Pick<ContextValues, 'logRetentionDays'>;

/**
 * A log group of the deployment's (a function's, the API's access log, the web ACL's blocked requests…), kept
 * `logRetentionDays`: every construct that logs makes its groups here, so none keeps its logs longer or shorter.
 */
export function deploymentLogGroup(
  scope: Construct,
  id: string,
  settings: LogSettings,
  props: Omit<LogGroupProps, 'retention'> = {},
): LogGroup {
  // A fixed name first, then the retention: CDK's usage metadata in the template lists the props in their order.
  const { logGroupName, ...rest } = props;
  return new LogGroup(scope, id, {
    ...(logGroupName && { logGroupName }),
    retention: settings.logRetentionDays,
    ...rest,
  });
}
