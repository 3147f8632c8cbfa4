/** The quote table's backups: the table's kinds and bounds check their retentions; the copy's vault is checked here. */
import type { ContextValues } from '@courier/common/settings/all-settings';
import { ContextError } from './context';

/** An AWS Backup vault's ARN: partition, region, account and the vault's name (2 to 50 letters, digits, - and _). */
const backupVaultArn = /^arn:aws(-[a-z]+)*:backup:[a-z]{2}(-[a-z]+)+-\d:\d{12}:backup-vault:[A-Za-z0-9_-]{2,50}$/;

/** Where each backup is copied, if anywhere: another account's or region's vault, by its ARN. */
export function checkBackupCopyVault({ backupCopyVaultArn }: ContextValues): void {
  if (backupCopyVaultArn && !backupVaultArn.test(backupCopyVaultArn)) {
    throw new ContextError(
      "Context backupCopyVaultArn must be a backup vault's ARN, arn:aws:backup:<region>:<account>:backup-vault:<name> " +
        `(aws backup describe-backup-vault prints it), got "${backupCopyVaultArn}"`,
    );
  }
}
