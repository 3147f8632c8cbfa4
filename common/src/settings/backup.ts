/** The quote table's backups in AWS Backup (infra/lib/quotes/quote-backup.ts): how long each is kept, and its copy. */
import type { Setting } from './setting';

export const backupSettings = {
  backupDailyRetentionDays: {
    kind: 'integer',
    min: 1,
    unit: 'days',
    default: 35,
    context: true,
    description: 'Days each daily backup of the quote table is kept (and its copy, with backupCopyVaultArn).',
  },
  backupMonthlyRetentionDays: {
    kind: 'integer',
    min: 1,
    unit: 'days',
    default: 365,
    context: true,
    description: 'Days each monthly backup of the quote table is kept (and its copy, with backupCopyVaultArn).',
  },
  backupCopyVaultArn: {
    kind: 'text',
    context: true,
    perStage: true,
    description: 'A backup vault in another account or region every backup is copied to, by its ARN; none: no copy.',
  },
} as const satisfies Record<string, Setting>;
