/**
 * The quote table's backups in AWS Backup (issue 54 C): production's plan selects the table, daily and monthly for
 * the settings' days, into a vault of the stack's under its own key, both kept by a deletion yet removed by a
 * rolled-back create; a copy to another account's or region's vault when one is given; a failed backup or copy
 * reported to operations; and nothing cdk-nag finds.
 */
import { describe, expect, it } from 'vitest';
import { quoteBackupSchedule } from '../lib/quotes/quote-backup';
import { nagFindings, synthConfigurations, synthesized } from './synth';
import { onlyId, roleStatements } from './template-ids';

const production = synthesized('production');
const tuned = synthesized('stagingTuned'); // 14 and 400 days, copied to another account's vault
const copyVault = synthConfigurations.stagingTuned.context.backupCopyVaultArn;

// biome-ignore lint/suspicious/noExplicitAny: template entries are untyped JSON.
const resourceOf = (built: typeof production, type: string, prefix: string): any =>
  built.site.findResources(type)[onlyId(built.site, type, prefix)];
const planRules = (built: typeof production) =>
  resourceOf(built, 'AWS::Backup::BackupPlan', 'QuotesBackupPlan').Properties.BackupPlan.BackupPlanRule;

describe("production's backups of the quote table", () => {
  it('select the quote table, by its ARN, with the role that may back it up and restore it', () => {
    const table = onlyId(production.site, 'AWS::DynamoDB::GlobalTable', 'QuotesTable');
    const selection = resourceOf(production, 'AWS::Backup::BackupSelection', 'QuotesBackupPlanQuoteTable');
    const role = onlyId(production.site, 'AWS::IAM::Role', 'QuotesBackupRole');
    expect(selection.Properties).toMatchObject({
      BackupPlanId: {
        'Fn::GetAtt': [onlyId(production.site, 'AWS::Backup::BackupPlan', 'QuotesBackupPlan'), 'BackupPlanId'],
      },
      BackupSelection: {
        IamRoleArn: { 'Fn::GetAtt': [role, 'Arn'] },
        Resources: [{ 'Fn::GetAtt': [table, 'Arn'] }],
      },
    });
    const managed = JSON.stringify(resourceOf(production, 'AWS::IAM::Role', 'QuotesBackupRole').Properties);
    expect(managed).toContain('service-role/AWSBackupServiceRolePolicyForBackup');
    expect(managed).toContain('service-role/AWSBackupServiceRolePolicyForRestores');
    production.site.hasOutput('QuoteBackupRoleArn', { Value: { 'Fn::GetAtt': [role, 'Arn'] } });
  });

  it('are daily, kept 35 days, and monthly, kept a year, by default, never at the same hour', () => {
    const vault = onlyId(production.site, 'AWS::Backup::BackupVault', 'QuotesBackupVault');
    const { dailyHour, monthlyHour } = quoteBackupSchedule;
    expect(dailyHour).not.toBe(monthlyHour);
    expect(planRules(production)).toEqual([
      expect.objectContaining({
        RuleName: 'Daily',
        ScheduleExpression: `cron(0 ${dailyHour} * * ? *)`,
        StartWindowMinutes: 60,
        Lifecycle: { DeleteAfterDays: 35 },
        TargetBackupVault: { 'Fn::GetAtt': [vault, 'BackupVaultName'] },
      }),
      expect.objectContaining({
        RuleName: 'Monthly',
        ScheduleExpression: `cron(0 ${monthlyHour} 1 * ? *)`,
        StartWindowMinutes: 60,
        Lifecycle: { DeleteAfterDays: 365 },
        TargetBackupVault: { 'Fn::GetAtt': [vault, 'BackupVaultName'] },
      }),
    ]);
    expect(planRules(production).some((rule: { CopyActions?: unknown }) => rule.CopyActions)).toBe(false);
  });

  it('go into a vault of the stack’s own, under its own rotating key, both kept by a deletion and not by a failed create', () => {
    const key = onlyId(production.site, 'AWS::KMS::Key', 'QuotesBackupKey');
    const vault = resourceOf(production, 'AWS::Backup::BackupVault', 'QuotesBackupVault');
    expect(vault.Properties.EncryptionKeyArn).toEqual({ 'Fn::GetAtt': [key, 'Arn'] });
    expect(resourceOf(production, 'AWS::KMS::Key', 'QuotesBackupKey').Properties.EnableKeyRotation).toBe(true);
    for (const kept of [vault, resourceOf(production, 'AWS::KMS::Key', 'QuotesBackupKey')]) {
      expect(kept.DeletionPolicy).toBe('RetainExceptOnCreate');
      expect(kept.UpdateReplacePolicy).toBe('Retain');
    }
    // Named after the stack and the first part of its ID: a vault a deleted stack kept never collides with the next.
    expect(JSON.stringify(vault.Properties.BackupVaultName)).toContain('CourierSite');
    expect(JSON.stringify(vault.Properties.BackupVaultName)).toContain('AWS::StackId');
    production.site.hasOutput('QuoteBackupVaultName', {
      Value: {
        'Fn::GetAtt': [onlyId(production.site, 'AWS::Backup::BackupVault', 'QuotesBackupVault'), 'BackupVaultName'],
      },
    });
  });

  it('may use that key, the role that makes them, and nothing broader', () => {
    const key = onlyId(production.site, 'AWS::KMS::Key', 'QuotesBackupKey');
    const role = onlyId(production.site, 'AWS::IAM::Role', 'QuotesBackupRole');
    const kms = roleStatements(production.site, role).filter((s: { Action: string[] }) =>
      [s.Action].flat().some((action) => action.startsWith('kms:')),
    );
    expect(kms).toEqual([expect.objectContaining({ Resource: { 'Fn::GetAtt': [key, 'Arn'] } })]);
    expect(kms[0].Action.every((action: string) => !action.includes('*'))).toBe(true);
  });

  it('tell operations of a backup or copy of the table that made nothing, as AWS Backup wrote it', () => {
    const table = onlyId(production.site, 'AWS::DynamoDB::GlobalTable', 'QuotesTable');
    const rule = resourceOf(production, 'AWS::Events::Rule', 'QuotesBackupFailed').Properties;
    expect(rule.EventPattern).toEqual({
      source: ['aws.backup'],
      'detail-type': ['Backup Job State Change', 'Copy Job State Change'],
      detail: { state: ['FAILED', 'ABORTED', 'EXPIRED', 'PARTIAL'], resourceArn: [{ 'Fn::GetAtt': [table, 'Arn'] }] },
    });
    expect(rule.Targets).toEqual([
      expect.objectContaining({ Arn: { Ref: onlyId(production.site, 'AWS::SNS::Topic', 'AlarmsTopic') } }),
    ]);
  });

  it('add no cdk-nag finding', () => {
    expect(nagFindings(production.report)).toEqual([]);
  });
});

describe('the backups as set', () => {
  it('keep each for the days the settings give', () => {
    expect(
      planRules(tuned).map((rule: { Lifecycle: { DeleteAfterDays: number } }) => rule.Lifecycle.DeleteAfterDays),
    ).toEqual([14, 400]);
  });

  it('copy each, kept as long as the original, to the vault backupCopyVaultArn names', () => {
    expect(planRules(tuned).map((rule: { CopyActions: unknown }) => rule.CopyActions)).toEqual([
      [{ DestinationBackupVaultArn: copyVault, Lifecycle: { DeleteAfterDays: 14 } }],
      [{ DestinationBackupVaultArn: copyVault, Lifecycle: { DeleteAfterDays: 400 } }],
    ]);
    expect(nagFindings(tuned.report)).toEqual([]);
  });
});
