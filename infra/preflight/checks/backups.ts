/**
 * The quote table's backups (infra/lib/quotes/quote-backup.ts, decision 061): once the stack exists its vault is there
 * (the `QuoteBackupVaultName` output), holding backups a day after it was made; before, the deploy makes it. And the
 * region's AWS Backup setting the plan relies on: advanced DynamoDB backup, without which a backup is DynamoDB's own
 * (under the table's key, not the vault's) and cannot be copied to another account or region.
 */
import {
  DescribeBackupVaultCommand,
  DescribeRegionSettingsCommand,
  ResourceNotFoundException,
} from '@aws-sdk/client-backup';
import { stackOutputs } from '../../lib/stack-outputs';
import { type Finding, type PreflightContext, type StackState, stackOutput } from '../check';

/** A vault made this long ago should hold the night's backup (made by 04:00 UTC, a day at most after the deploy). */
const firstBackupWithinMs = 26 * 3600_000;

async function vaultFindings({ config, clients, account }: PreflightContext, stack: StackState): Promise<Finding[]> {
  const name = stackOutput(stack, stackOutputs.quoteBackupVaultName);
  const kept = `daily backups kept ${config.backupDailyRetentionDays} days, monthly ${config.backupMonthlyRetentionDays}`;
  if (!name) {
    return [
      {
        check: 'Backups',
        verdict: 'ok',
        says: `The quote table's backup vault does not exist yet: the deploy makes it (${kept}).`,
      },
    ];
  }
  const region = `--region ${config.region}`;
  try {
    const vault = await clients.backup.send(new DescribeBackupVaultCommand({ BackupVaultName: name }));
    const points = vault.NumberOfRecoveryPoints ?? 0;
    const age = Date.now() - (vault.CreationDate?.getTime() ?? Date.now());
    if (points === 0 && age > firstBackupWithinMs) {
      return [
        {
          check: 'Backups',
          verdict: 'warn',
          says: `Backup vault ${name} holds no backup a day after it was made: the quote table is not being backed up.`,
          todo: [`See why its jobs failed: aws backup list-backup-jobs --by-backup-vault-name ${name} ${region}`],
        },
      ];
    }
    return [
      {
        check: 'Backups',
        verdict: 'ok',
        says: `Backup vault ${name} holds ${points} backups of the quote table (${kept}).`,
      },
    ];
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
    return [
      {
        check: 'Backups',
        verdict: 'no-go',
        says: `Backup vault ${name}, the stack's, is gone: no backup is made, and a deploy does not make it again.`,
        todo: [
          "Make it again under its name and the stack's backup key; the key's ID:",
          `aws cloudformation describe-stack-resources --stack-name ${config.stackName} ${region} ` +
            `--query "StackResources[?starts_with(LogicalResourceId, 'QuotesBackupKey')].PhysicalResourceId"`,
          `aws backup create-backup-vault --backup-vault-name ${name} ` +
            `--encryption-key-arn arn:aws:kms:${config.region}:${account}:key/<that ID> ${region}`,
        ],
      },
    ];
  }
}

/** Advanced DynamoDB backup in the region: on for accounts that used AWS Backup after November 2021. */
async function regionFindings({ config, clients }: PreflightContext): Promise<Finding[]> {
  const settings = await clients.backup.send(new DescribeRegionSettingsCommand({}));
  if (settings.ResourceTypeManagementPreference?.DynamoDB === true) {
    return [
      {
        check: 'Backups',
        verdict: 'ok',
        says: `Advanced DynamoDB backup is on in ${config.region}: the backups are under the vault's own key.`,
      },
    ];
  }
  const copy = config.backupCopyVaultArn;
  return [
    {
      check: 'Backups',
      verdict: copy ? 'no-go' : 'warn',
      says:
        `Advanced DynamoDB backup is off in ${config.region}: backups would be DynamoDB's own, under the table's key` +
        (copy ? ', and none could be copied to backupCopyVaultArn.' : ', not the vault’s.'),
      todo: [
        `aws backup update-region-settings --resource-type-management-preference DynamoDB=true --region ${config.region}`,
      ],
    },
  ];
}

/** Where each backup is copied: another account or region, or nothing it protects against. */
function copyFindings({ config, account }: PreflightContext): Finding[] {
  const copy = config.backupCopyVaultArn;
  if (!copy) return [];
  const [, , , region, copyAccount] = copy.split(':');
  if (region === config.region && copyAccount === account) {
    return [
      {
        check: 'Backups',
        verdict: 'warn',
        says: `backupCopyVaultArn is a vault in this account and region: the copy is lost with the original.`,
        todo: ['Give a vault in another account or region (DEPLOY.md 8b, "The copy"), or none.'],
      },
    ];
  }
  const where = [copyAccount !== account && `account ${copyAccount}`, region !== config.region && region]
    .filter(Boolean)
    .join(', ');
  return [
    {
      check: 'Backups',
      verdict: 'ok',
      says: `Each backup is copied to ${copy} (${where}); that side must let this account copy in (DEPLOY.md 8b).`,
    },
  ];
}

export async function checkBackups(context: PreflightContext, stack: StackState): Promise<Finding[]> {
  return [...(await vaultFindings(context, stack)), ...(await regionFindings(context)), ...copyFindings(context)];
}
