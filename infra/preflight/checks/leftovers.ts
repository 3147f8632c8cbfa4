/** What an earlier failed first deploy, or a deleted stack, left behind, and how to remove it. */
import { ListBackupVaultsCommand } from '@aws-sdk/client-backup';
import { type CloudWatchLogsClient, DescribeLogGroupsCommand } from '@aws-sdk/client-cloudwatch-logs';
import { ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { ListBucketsCommand } from '@aws-sdk/client-s3';
import { edgeStackNames } from '../../lib/courier-app';
import { wafLogGroupPrefix } from '../../lib/edge/site-web-acl';
import { quoteBackupVaultPrefix } from '../../lib/quotes/quote-backup';
import { describeStack, type Finding, type PreflightContext, type StackState } from '../check';
import { isFailedCreate } from './stacks';

/**
 * The kinds of resource with a fixed name that a stack can leave behind when it is deleted (they are retained), which a
 * new create of the stack would collide with, and so which preflight looks for while the stack is absent or a failed
 * create: the sender's SES identity (the "SES" check), the site's and DMARC records ("DNS"), WAF's named log group
 * and the quote table's backup vault (here; named after the stack's ID too, so it never collides, but it holds
 * backups). fixed-names.synth.test.ts holds every retained resource of a fixed name in the templates to this list.
 */
export const leftoversPreflightFinds: readonly string[] = [
  'AWS::SES::EmailIdentity',
  'AWS::Route53::RecordSet',
  'AWS::Logs::LogGroup',
  'AWS::Backup::BackupVault',
];

const logGroupsNamed = async (logs: CloudWatchLogsClient, prefix: string) =>
  (await logs.send(new DescribeLogGroupsCommand({ logGroupNamePrefix: prefix }))).logGroups ?? [];

/**
 * WAF's log of blocked requests has the fixed name WAF requires. It goes with its stack, but one left by a stack
 * whose deletion failed, or by an older version of this code, would stop the us-east-1 stack's create.
 */
async function wafLogGroup({ config, clients }: PreflightContext): Promise<Finding[]> {
  const edge = edgeStackNames(config).edge;
  if (!config.wafEnabled || !edge) return [];
  const state = await describeStack(clients.cloudFormationEdge, edge);
  if (state && !isFailedCreate(state.StackStatus)) return [];
  const name = `${wafLogGroupPrefix}${edge}`;
  return (await logGroupsNamed(clients.logsEdge, name))
    .filter((group) => group.logGroupName === name)
    .map(() => ({
      check: 'Leftovers',
      verdict: 'no-go' as const,
      says: `log group ${name} (us-east-1) is left from an earlier ${edge}: creating WAF's log under that name would fail.`,
      todo: [`aws logs delete-log-group --log-group-name ${name} --region us-east-1`],
    }));
}

/**
 * What a failed first deploy keeps on purpose under names CloudFormation made (the stack name first): the retained
 * site and log buckets, the deletion-protected quote table and the retained log groups; and what a deleted stack
 * kept of its own, the quote table's backup vault. A new deploy makes new ones beside them, so they only cost a
 * little and confuse.
 */
async function keptBeside({ config, clients }: PreflightContext): Promise<Finding[]> {
  const prefix = `${config.stackName}-`;
  const { Buckets = [] } = await clients.s3.send(new ListBucketsCommand({}));
  const { TableNames = [] } = await clients.dynamoDb.send(new ListTablesCommand({}));
  const logGroups = await logGroupsNamed(clients.logs, prefix);
  const { BackupVaultList = [] } = await clients.backup.send(new ListBackupVaultsCommand({}));
  const vaultPrefix = quoteBackupVaultPrefix(config.stackName);
  const region = `--region ${config.region}`;
  return [
    ...Buckets.filter((b) => b.Name?.startsWith(prefix.toLowerCase())).map((b) => ({
      name: `bucket ${b.Name}`,
      todo: [`empty it (versions too: S3 console → Empty), then aws s3api delete-bucket --bucket ${b.Name}`],
    })),
    ...TableNames.filter((t) => t.startsWith(prefix)).map((t) => ({
      name: `table ${t}`,
      todo: [
        `if it holds no quotes (aws dynamodb scan --table-name ${t} --select COUNT ${region}):`,
        `aws dynamodb update-table --table-name ${t} --no-deletion-protection-enabled ${region}`,
        `aws dynamodb delete-table --table-name ${t} ${region}`,
      ],
    })),
    ...logGroups.map((g) => ({
      name: `log group ${g.logGroupName}`,
      todo: [`aws logs delete-log-group --log-group-name ${g.logGroupName} ${region}`],
    })),
    ...BackupVaultList.filter((v) => v.BackupVaultName?.startsWith(vaultPrefix)).map((v) => ({
      name: `backup vault ${v.BackupVaultName} (${v.NumberOfRecoveryPoints ?? 0} backups of its quotes)`,
      todo: [
        'keep it while its backups may be needed: they expire by themselves, and restore as in DEPLOY.md 8b;',
        `once it holds none (aws backup list-recovery-points-by-backup-vault --backup-vault-name ${v.BackupVaultName} ${region}):`,
        `aws backup delete-backup-vault --backup-vault-name ${v.BackupVaultName} ${region}`,
        ...(v.EncryptionKeyArn
          ? [`aws kms schedule-key-deletion --key-id ${v.EncryptionKeyArn} --pending-window-in-days 7 ${region}`]
          : []),
      ],
    })),
  ].map(({ name, todo }) => ({
    check: 'Leftovers',
    verdict: 'warn' as const,
    says: `${name} is left from an earlier ${config.stackName}: the deploy makes a new one beside it.`,
    todo,
  }));
}

/** `stack`: the main stack, undefined when absent or a failed create (checks/stacks.ts). */
export async function checkLeftovers(context: PreflightContext, stack: StackState): Promise<Finding[]> {
  const leftovers = [...(stack ? [] : await keptBeside(context)), ...(await wafLogGroup(context))];
  if (leftovers.length > 0 || stack) return leftovers;
  return [{ check: 'Leftovers', verdict: 'ok', says: `Nothing left from an earlier ${context.config.stackName}.` }];
}
