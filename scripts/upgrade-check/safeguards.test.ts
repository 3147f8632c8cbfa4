/**
 * The safeguards an update must not take away without a word (issue 54 B), on pairs of templates shaped as this app
 * synthesizes them: point-in-time recovery, deletion protection, a retaining policy, a TTL, a backup selection. Each
 * is refused with a stable ID that --accept-risk takes.
 */
import { describe, expect, it } from 'vitest';
import { compareTemplates } from './compare';
import type { Templates } from './problems';
import { resourceFacts } from './resource-facts';
import type { Resource } from './resources';
import { deployed, lines, quotesTable, replacing, site, siteResource, today } from './template-fixtures';

const ids = (before: Templates, after: Templates) => compareTemplates(before, after, resourceFacts()).map((p) => p.id);

/** The quote table with its replicas' settings changed by `change`. */
const quotesWithReplicas = (change: (replicas: Record<string, unknown>[]) => void) => {
  const table = quotesTable();
  change(table.Properties?.Replicas as Record<string, unknown>[]);
  return table;
};
const firstReplica = (change: (replica: Record<string, unknown>) => void) =>
  quotesWithReplicas(([replica]) => change(replica as Record<string, unknown>));

/** An AWS::DynamoDB::Table with `properties`. */
const table = (properties: Record<string, unknown>): Resource => ({
  Type: 'AWS::DynamoDB::Table',
  DeletionPolicy: 'Retain',
  UpdateReplacePolicy: 'Retain',
  Properties: { KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }], ...properties },
});

describe('point-in-time recovery', () => {
  it("turned off on the quote table's replica is refused, with the ID that accepts it", () => {
    const after = replacing(
      'QuotesTable0D319D86',
      firstReplica((r) => {
        r.PointInTimeRecoverySpecification = { PointInTimeRecoveryEnabled: false };
      }),
    );
    const problems = compareTemplates(deployed(), after, resourceFacts());
    expect(problems.map((p) => p.line)).toEqual([
      'CourierSite QuotesTable0D319D86 (AWS::DynamoDB::GlobalTable): point-in-time recovery turned off (replica ' +
        'eu-west-2): DynamoDB drops its restore points with it, and turned on again it starts from none. Keep ' +
        'PointInTimeRecoverySpecification on.',
    ]);
    expect(problems.map((p) => p.id)).toEqual(['pitr-off:QuotesTable0D319D86']);
    const left = replacing(
      'QuotesTable0D319D86',
      firstReplica((r) => void delete r.PointInTimeRecoverySpecification),
    );
    expect(ids(deployed(), left)).toEqual(['pitr-off:QuotesTable0D319D86']);
  });

  it('turned off on an AWS::DynamoDB::Table, or its period shortened, is refused; turned on goes', () => {
    const on = { PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: 'true' } };
    const before = deployed({ Orders: table(on) });
    expect(lines(before, replacing('Orders', table({}), before))).toEqual([
      expect.stringMatching(/^CourierSite Orders \(AWS::DynamoDB::Table\): point-in-time recovery turned off: /),
    ]);
    const week = { PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true, RecoveryPeriodInDays: 7 } };
    expect(lines(before, replacing('Orders', table(week), before))).toEqual([
      'CourierSite Orders (AWS::DynamoDB::Table): point-in-time recovery period shortened (35 → 7 days): the ' +
        'restore points older than the new period are gone with the update. Keep RecoveryPeriodInDays as deployed.',
    ]);
    const off = deployed({ Orders: table({}) });
    expect(lines(off, replacing('Orders', table(on), off))).toEqual([]);
  });
});

describe('deletion protection', () => {
  it("turned off on the quote table's replica, or an AWS::DynamoDB::Table's, is refused", () => {
    const after = replacing(
      'QuotesTable0D319D86',
      firstReplica((r) => {
        r.DeletionProtectionEnabled = false;
      }),
    );
    expect(lines(deployed(), after)).toEqual([
      'CourierSite QuotesTable0D319D86 (AWS::DynamoDB::GlobalTable): deletion protection turned off (replica ' +
        'eu-west-2): one call or stack change can then delete the table and what it holds. Keep ' +
        'DeletionProtectionEnabled true; turn it off only in a change of its own, made to delete the table.',
    ]);
    const before = deployed({ Orders: table({ DeletionProtectionEnabled: true }) });
    expect(ids(before, replacing('Orders', table({}), before))).toEqual(['deletion-protection-off:Orders']);
  });

  it('a replica removed takes both with it: each refused, naming the replica', () => {
    const second = { Region: 'eu-west-1', DeletionProtectionEnabled: true, PointInTimeRecoverySpecification: {} };
    const before = deployed({ QuotesTable0D319D86: quotesWithReplicas((r) => void r.push(second)) });
    const after = replacing('QuotesTable0D319D86', quotesTable(), before);
    expect(lines(before, after)).toEqual([
      expect.stringContaining('deletion protection turned off (replica eu-west-1: the replica removed): '),
    ]);
  });
});

describe('retaining policies', () => {
  const withPolicies = (resource: Resource, DeletionPolicy?: string, UpdateReplacePolicy?: string): Resource => {
    const { DeletionPolicy: _d, UpdateReplacePolicy: _u, ...rest } = resource;
    return {
      ...rest,
      ...(DeletionPolicy ? { DeletionPolicy } : {}),
      ...(UpdateReplacePolicy ? { UpdateReplacePolicy } : {}),
    };
  };
  const bucket = (t: Templates) => siteResource(t, 'SiteBucket978D4AEB');
  const repoliced = (deletion?: string, replace?: string, from = deployed()) =>
    replacing('SiteBucket978D4AEB', withPolicies(bucket(from), deletion, replace), from);

  it('a DeletionPolicy weakened from Retain (to Delete, to none, to Snapshot) is refused', () => {
    expect(lines(deployed(), repoliced('Delete', 'Retain'))).toEqual([
      'CourierSite SiteBucket978D4AEB (AWS::S3::Bucket): DeletionPolicy Retain → Delete: when it leaves the stack ' +
        'or the stack is deleted, it is deleted instead of kept. Keep DeletionPolicy Retain, unless letting it go ' +
        'is the point of this change.',
    ]);
    expect(lines(deployed(), repoliced(undefined, 'Retain'))).toEqual([
      expect.stringContaining('DeletionPolicy Retain → none (Delete): '),
    ]);
    expect(lines(deployed(), repoliced('Snapshot', 'Retain'))).toEqual([
      expect.stringContaining(
        'DeletionPolicy Retain → Snapshot: when it leaves the stack or the stack is deleted, it ' +
          'is deleted (a snapshot kept, where its type takes one) instead of kept.',
      ),
    ]);
  });

  it('an UpdateReplacePolicy weakened is refused; both weakened are two findings', () => {
    expect(ids(deployed(), repoliced('Retain', 'Delete'))).toEqual(['update-replace-policy:SiteBucket978D4AEB']);
    expect(ids(deployed(), repoliced('Delete', 'Delete'))).toEqual([
      'deletion-policy:SiteBucket978D4AEB',
      'update-replace-policy:SiteBucket978D4AEB',
    ]);
  });

  it('Retain and RetainExceptOnCreate keep a deployed resource alike: either way goes; from it to Delete does not', () => {
    const kept = repoliced('RetainExceptOnCreate', 'Retain');
    expect(lines(deployed(), kept)).toEqual([]);
    expect(lines(kept, repoliced('Retain', 'Retain', kept))).toEqual([]);
    expect(ids(kept, repoliced('Delete', 'Retain', kept))).toEqual(['deletion-policy:SiteBucket978D4AEB']);
    // A record the stack keeps (RetainExceptOnCreate): the same safeguard.
    const dmarc = today((t) => {
      site(t).Dmarc65510571 = withPolicies(siteResource(t, 'Dmarc65510571'), 'Delete', 'Retain');
    });
    expect(ids(deployed(), dmarc)).toEqual(['deletion-policy:Dmarc65510571']);
  });
});

describe('the TTL', () => {
  const ttl = (spec?: Record<string, unknown>) =>
    replacing(
      'QuotesTable0D319D86',
      spec
        ? { ...quotesTable(), Properties: { ...quotesTable().Properties, TimeToLiveSpecification: spec } }
        : (() => {
            const t = quotesTable();
            delete t.Properties?.TimeToLiveSpecification;
            return t;
          })(),
    );

  it('turned off or removed is refused: items stop expiring, past the retention the privacy notice states', () => {
    expect(lines(deployed(), ttl({ AttributeName: 'expiresAt', Enabled: false }))).toEqual([
      'CourierSite QuotesTable0D319D86 (AWS::DynamoDB::GlobalTable): its TTL on "expiresAt" turned off: items stop ' +
        "expiring, so what it keeps for a set time (the quote table's retention, which the privacy notice states) " +
        'is kept for ever. Keep the TTL on "expiresAt", or write both attributes for a whole retention period ' +
        'before moving it.',
    ]);
    expect(ids(deployed(), ttl())).toEqual(['ttl:QuotesTable0D319D86']);
  });

  it('moved to another attribute is refused; the same one goes', () => {
    expect(lines(deployed(), ttl({ AttributeName: 'deleteAfter', Enabled: true }))).toEqual([
      expect.stringContaining('its TTL moved from "expiresAt" to "deleteAfter": items with "expiresAt" alone stop'),
    ]);
    expect(lines(deployed(), ttl({ AttributeName: 'expiresAt', Enabled: 'true' }))).toEqual([]);
  });
});

describe('a backup selection', () => {
  const selection: Resource = {
    Type: 'AWS::Backup::BackupSelection',
    Properties: {
      BackupPlanId: { 'Fn::GetAtt': ['QuotesBackupPlan12AB34CD', 'BackupPlanId'] },
      BackupSelection: {
        SelectionName: 'quotes',
        IamRoleArn: { 'Fn::GetAtt': ['QuotesBackupRole', 'Arn'] },
        Resources: [{ 'Fn::GetAtt': ['QuotesTable0D319D86', 'Arn'] }],
      },
    },
  };
  const withSelection = deployed({ QuotesBackupSelection9F8E7D6C: selection });

  it('removed is refused: what it selects is no longer backed up', () => {
    const after = today((t) => void delete site(t).QuotesBackupSelection9F8E7D6C, withSelection);
    const problems = compareTemplates(withSelection, after, resourceFacts());
    expect(problems.map((p) => p.line)).toEqual([
      'CourierSite QuotesBackupSelection9F8E7D6C (AWS::Backup::BackupSelection) would be removed: what it selects ' +
        'is no longer backed up (the recovery points made so far stay in the vault until they expire). Keep it, ' +
        'unless ending those backups is the point of this change.',
    ]);
    expect(problems.map((p) => p.id)).toEqual(['backup-selection-removed:QuotesBackupSelection9F8E7D6C']);
  });

  it('the same selection under another logical ID goes: the new one is made before the old one goes', () => {
    const moved = today((t) => {
      site(t).BackupQuotesSelection = siteResource(t, 'QuotesBackupSelection9F8E7D6C');
      delete site(t).QuotesBackupSelection9F8E7D6C;
    }, withSelection);
    expect(lines(withSelection, moved)).toEqual([]);
  });
});
