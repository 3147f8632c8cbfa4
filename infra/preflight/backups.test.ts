/**
 * Preflight's "Backups" (issue 54 C): the quote table's vault once the stack exists, the region's advanced DynamoDB
 * backup, and where the copy goes, as the operator reads them: exact output from mocked AWS.
 */
import {
  DescribeBackupVaultCommand,
  DescribeRegionSettingsCommand,
  ResourceNotFoundException,
} from '@aws-sdk/client-backup';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanAccount, deployedStack, linesOf, mocks, preflight, production } from './preflight-fixture';

beforeEach(cleanAccount);
// The vault's age is read against the clock: a fixed one, so "a day after it was made" is the test's to say.
const now = new Date('2026-12-07T09:00:00Z');
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
});
afterEach(() => vi.useRealTimers());

const vaultName = 'CourierSite-quotes-8e1f2a3b';
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3600_000);
const step = (text: string) => `                 → ${text}`;

describe('the backup vault', () => {
  beforeEach(() => deployedStack(mocks.cloudFormation, 'CourierSite', { QuoteBackupVaultName: vaultName }));

  it('is there once the stack is, with its backups counted', async () => {
    mocks.backup
      .on(DescribeBackupVaultCommand, { BackupVaultName: vaultName })
      .resolves({ BackupVaultName: vaultName, NumberOfRecoveryPoints: 47, CreationDate: hoursAgo(24 * 400) });
    const { text, go } = await preflight();
    expect(linesOf(text, 'Backups')[0]).toBe(
      `ok    Backups    Backup vault ${vaultName} holds 47 backups of the quote table (daily backups kept 35 days, monthly 365).`,
    );
    expect(go).toBe(true);
  });

  it('holding nothing a day after it was made is a warning that the table is not being backed up', async () => {
    mocks.backup
      .on(DescribeBackupVaultCommand)
      .resolves({ BackupVaultName: vaultName, NumberOfRecoveryPoints: 0, CreationDate: hoursAgo(30) });
    const { text, go } = await preflight();
    expect(linesOf(text, 'Backups').slice(0, 2)).toEqual([
      `WARN  Backups    Backup vault ${vaultName} holds no backup a day after it was made: the quote table is not being backed up.`,
      step(
        `See why its jobs failed: aws backup list-backup-jobs --by-backup-vault-name ${vaultName} --region eu-west-2`,
      ),
    ]);
    expect(go).toBe(true);
    // The night after a first deploy, no backup yet is no news.
    mocks.backup
      .on(DescribeBackupVaultCommand)
      .resolves({ BackupVaultName: vaultName, NumberOfRecoveryPoints: 0, CreationDate: hoursAgo(3) });
    expect(linesOf((await preflight()).text, 'Backups')[0]).toMatch(
      /^ok {4}Backups {4}Backup vault .* holds 0 backups/,
    );
  });

  it('gone is a no-go: no backup is made, and a deploy would not make it again', async () => {
    mocks.backup
      .on(DescribeBackupVaultCommand)
      .rejects(new ResourceNotFoundException({ message: 'no such vault', $metadata: {} }));
    const { text, go } = await preflight();
    expect(linesOf(text, 'Backups').slice(0, 4)).toEqual([
      `NO-GO Backups    Backup vault ${vaultName}, the stack's, is gone: no backup is made, and a deploy does not make it again.`,
      step("Make it again under its name and the stack's backup key; the key's ID:"),
      step(
        'aws cloudformation describe-stack-resources --stack-name CourierSite --region eu-west-2 ' +
          `--query "StackResources[?starts_with(LogicalResourceId, 'QuotesBackupKey')].PhysicalResourceId"`,
      ),
      step(
        `aws backup create-backup-vault --backup-vault-name ${vaultName} ` +
          '--encryption-key-arn arn:aws:kms:eu-west-2:123456789012:key/<that ID> --region eu-west-2',
      ),
    ]);
    expect(go).toBe(false);
  });
});

describe('advanced DynamoDB backup', () => {
  const off = () =>
    mocks.backup.on(DescribeRegionSettingsCommand).resolves({ ResourceTypeManagementPreference: { DynamoDB: false } });
  const command = step(
    'aws backup update-region-settings --resource-type-management-preference DynamoDB=true --region eu-west-2',
  );

  it('off is a warning: the backups would be under the table’s key, not the vault’s', async () => {
    off();
    const { text, go } = await preflight();
    expect(linesOf(text, 'Backups').slice(1)).toEqual([
      "WARN  Backups    Advanced DynamoDB backup is off in eu-west-2: backups would be DynamoDB's own, under the table's key, not the vault’s.",
      command,
    ]);
    expect(go).toBe(true);
  });

  it('off with a copy to make is a no-go: no copy could be made', async () => {
    off();
    const copy = ['-c', 'backupCopyVaultArn=arn:aws:backup:eu-west-1:210987654321:backup-vault:courier-quotes-copy'];
    const { text, go } = await preflight([...production, ...copy]);
    expect(linesOf(text, 'Backups').slice(1, 3)).toEqual([
      "NO-GO Backups    Advanced DynamoDB backup is off in eu-west-2: backups would be DynamoDB's own, under the table's key, and none could be copied to backupCopyVaultArn.",
      command,
    ]);
    expect(go).toBe(false);
  });
});

describe('the copy', () => {
  const withCopy = (arn: string) => preflight([...production, '-c', `backupCopyVaultArn=${arn}`]);

  it('says where each backup goes, and that the other side must let this account in', async () => {
    const arn = 'arn:aws:backup:eu-west-1:210987654321:backup-vault:courier-quotes-copy';
    expect(linesOf((await withCopy(arn)).text, 'Backups').at(-1)).toBe(
      `ok    Backups    Each backup is copied to ${arn} (account 210987654321, eu-west-1); that side must let this account copy in (DEPLOY.md 8b).`,
    );
  });

  it('to this account and region is a warning: it is lost with the original', async () => {
    const { text, go } = await withCopy('arn:aws:backup:eu-west-2:123456789012:backup-vault:beside-it');
    expect(linesOf(text, 'Backups').slice(-2)).toEqual([
      'WARN  Backups    backupCopyVaultArn is a vault in this account and region: the copy is lost with the original.',
      step('Give a vault in another account or region (DEPLOY.md 8b, "The copy"), or none.'),
    ]);
    expect(go).toBe(true);
  });
});
