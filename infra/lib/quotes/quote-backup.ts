/**
 * The quote table's backups in AWS Backup (issue 54 C, decision 061): point-in-time recovery keeps 35 days inside
 * DynamoDB, in this account and region, and was the only copy of a year of business records. A vault of its own, under
 * a key of its own; a plan of a daily backup kept `backupDailyRetentionDays` and a monthly one kept
 * `backupMonthlyRetentionDays`, selecting the table; each copied to `backupCopyVaultArn`'s vault (another account or
 * region) when one is given; and a backup or copy that fails reported to operations as AWS Backup wrote it.
 */
import type { ContextValues } from '@courier/common/settings/all-settings';
import { CfnOutput, Duration, Fn, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import {
  BackupPlan,
  type BackupPlanCopyActionProps,
  BackupPlanRule,
  BackupResource,
  BackupVault,
} from 'aws-cdk-lib/aws-backup';
import type { TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { SnsTopic } from 'aws-cdk-lib/aws-events-targets';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import { stackOutputs } from '../stack-outputs';

export type QuoteBackupSettings = Pick<
  ContextValues,
  'backupDailyRetentionDays' | 'backupMonthlyRetentionDays' | 'backupCopyVaultArn'
>;

/**
 * When the backups start (UTC), each within an hour: the night's quiet, and the monthly one on the 1st two hours after
 * the daily, so the two never run together (a second job for a table that has one running expires unmade).
 */
export const quoteBackupSchedule = { dailyHour: 3, monthlyHour: 5, startWindow: Duration.hours(1) } as const;

/**
 * What the quote table's vault is named before the stack's ID part: the stack's name (its first 25 characters, so the
 * whole name stays within a vault name's 50). Preflight looks for a vault a deleted stack left by it.
 */
export const quoteBackupVaultPrefix = (stackName: string) => `${stackName.slice(0, 25)}-quotes-`;

/** The states of a backup or copy job that made no backup (AWS Backup's EventBridge events). */
const failedStates = ['FAILED', 'ABORTED', 'EXPIRED', 'PARTIAL'];

export interface QuoteBackup {
  vault: BackupVault;
  plan: BackupPlan;
}

/**
 * The key (`BackupKey`), vault (`BackupVault`), role (`BackupRole`) and plan (`BackupPlan`, with its selection
 * `BackupPlanQuoteTable`) in `scope`; the vault's name and the role's ARN as outputs.
 */
export function createQuoteBackup(scope: Construct, table: TableV2, settings: QuoteBackupSettings): QuoteBackup {
  const stack = Stack.of(scope);
  // Every recovery point is encrypted with it: kept with the vault, which a deletion keeps (a key gone would make
  // them unreadable), and removed with it when the create that made them rolls back, before any backup.
  const key = new Key(scope, 'BackupKey', {
    enableKeyRotation: true,
    description: "Encrypts the quote table's backups",
  });
  key.applyRemovalPolicy(RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE);
  // CloudFormation wants a vault's name, and it is fixed from then on; the stack's ID's first part makes it this
  // stack's, so a vault a deleted stack left behind (it holds the backups) never collides with a new stack's.
  const stackIdPart = Fn.select(0, Fn.split('-', Fn.select(2, Fn.split('/', stack.stackId))));
  const vault = new BackupVault(scope, 'BackupVault', {
    backupVaultName: Fn.join('', [quoteBackupVaultPrefix(stack.stackName), stackIdPart]),
    encryptionKey: key,
    // Kept by a deletion, with its backups (CloudFormation cannot delete a vault that holds any); removed when the
    // create that made it rolls back, while it is still empty.
    removalPolicy: RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE,
  });

  const role = new Role(scope, 'BackupRole', {
    assumedBy: new ServicePrincipal('backup.amazonaws.com'),
    description: "AWS Backup's backups of the quote table, and restores from them",
  });
  // Without the vault's key the job is reported successful and nothing is kept (AWS Backup's encryption guide).
  role.addToPrincipalPolicy(
    new PolicyStatement({
      actions: [
        'kms:Decrypt',
        'kms:Encrypt',
        'kms:GenerateDataKey',
        'kms:GenerateDataKeyWithoutPlaintext',
        'kms:ReEncryptFrom',
        'kms:ReEncryptTo',
        'kms:DescribeKey',
        'kms:CreateGrant',
      ],
      resources: [key.keyArn],
    }),
  );
  for (const policy of ['AWSBackupServiceRolePolicyForBackup', 'AWSBackupServiceRolePolicyForRestores']) {
    Validations.of(role).acknowledge({
      id: `AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/${policy}]`,
      reason:
        "AWS Backup's advanced DynamoDB backups and restores need its own managed policies on a role of one's own " +
        '(AWS Backup guide, "Advanced DynamoDB backup"); AWS keeps them to what the service does.',
    });
  }

  const copyVault =
    settings.backupCopyVaultArn &&
    BackupVault.fromBackupVaultArn(scope, 'BackupCopyVault', settings.backupCopyVaultArn);
  const copyTo = (deleteAfter: Duration): BackupPlanCopyActionProps[] | undefined =>
    copyVault ? [{ destinationBackupVault: copyVault, deleteAfter }] : undefined;
  const rule = (ruleName: string, days: number, cron: { day?: string; hour: string }) => {
    const deleteAfter = Duration.days(days);
    return new BackupPlanRule({
      ruleName,
      scheduleExpression: Schedule.cron({ minute: '0', ...cron }),
      startWindow: quoteBackupSchedule.startWindow,
      completionWindow: Duration.hours(8),
      deleteAfter,
      copyActions: copyTo(deleteAfter),
    });
  };
  const plan = new BackupPlan(scope, 'BackupPlan', {
    // A plan's name is the account's in the region: the stack's name keeps staging's and production's apart.
    backupPlanName: `${stack.stackName}-quotes`,
    backupVault: vault,
    backupPlanRules: [
      rule('Daily', settings.backupDailyRetentionDays, { hour: String(quoteBackupSchedule.dailyHour) }),
      rule('Monthly', settings.backupMonthlyRetentionDays, {
        day: '1',
        hour: String(quoteBackupSchedule.monthlyHour),
      }),
    ],
  });
  plan.addSelection('QuoteTable', {
    resources: [BackupResource.fromArn(table.tableArn)],
    role,
    allowRestores: true,
  });

  new CfnOutput(stack, stackOutputs.quoteBackupVaultName, { value: vault.backupVaultName });
  new CfnOutput(stack, stackOutputs.quoteBackupRoleArn, { value: role.roleArn });
  return { vault, plan };
}

/**
 * A backup or copy of `table` that made nothing (failed, aborted, expired unstarted, partial), as AWS Backup's event
 * wrote it (job, vault, table ARNs and why: no quote's data), to `topic` (`BackupFailed`, in `scope`).
 */
export function reportBackupFailures(scope: Construct, table: TableV2, topic: ITopic): void {
  new Rule(scope, 'BackupFailed', {
    description: 'A backup or copy of the quote table that did not complete, to operations',
    eventPattern: {
      source: ['aws.backup'],
      detailType: ['Backup Job State Change', 'Copy Job State Change'],
      detail: { state: failedStates, resourceArn: [table.tableArn] },
    },
    targets: [new SnsTopic(topic)],
  });
}
