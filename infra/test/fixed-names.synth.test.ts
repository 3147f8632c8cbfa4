/**
 * A failed first deploy can be retried (issue 41 A): whatever has a fixed physical name (a DNS record, the SES
 * identity named by the domain, a named log group) is removed when the create that made it rolls back, never kept with
 * a plain `Retain`, which would leave it behind for the retry to collide with. `RetainExceptOnCreate` (CDK's
 * RETAIN_ON_UPDATE_OR_DELETE) keeps it on later updates and on stack deletion, as before. What a deletion still keeps
 * under a fixed name, preflight must look for before the next create. And a KMS key, named by AWS, is removed by that
 * rollback too, so a failed first deploy leaves no key billing $1 a month (issue 54 D). Every resource of every
 * synthesized configuration is walked, so a resource added later is held to the same rule.
 */
import type { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { leftoversPreflightFinds } from '../preflight/checks/leftovers';
import { type SynthConfigurationName, synthConfigurations, synthesized } from './synth';

/**
 * Where each type keeps its physical name (CloudFormation's "Name type" property): `always` for a type whose name
 * is what it is (a record's name, an SES identity's address or domain), `none` for one CloudFormation always names
 * itself. A retained resource of a type not listed fails the test until it is added here.
 */
const physicalName: Record<string, string> = {
  'AWS::Route53::RecordSet': 'always',
  'AWS::SES::EmailIdentity': 'always',
  'AWS::Logs::LogGroup': 'LogGroupName',
  'AWS::S3::Bucket': 'BucketName',
  'AWS::DynamoDB::GlobalTable': 'TableName',
  'AWS::DynamoDB::Table': 'TableName',
  'AWS::SecretsManager::Secret': 'Name',
  'AWS::SNS::Topic': 'TopicName',
  'AWS::SQS::Queue': 'QueueName',
  'AWS::KMS::Key': 'none',
  'AWS::Backup::BackupVault': 'BackupVaultName',
};

interface Resource {
  Type: string;
  Properties?: Record<string, unknown>;
  DeletionPolicy?: string;
}

const templatesOf = (name: SynthConfigurationName) => {
  const built = synthesized(name);
  return { site: built.site, edge: built.edge, edgeAlarms: built.edgeAlarms };
};

/** Every resource of every configuration, as `configuration stack logicalId`. */
function everyResource(): [string, Resource][] {
  return (Object.keys(synthConfigurations) as SynthConfigurationName[]).flatMap((configuration) =>
    Object.entries(templatesOf(configuration))
      .filter((entry): entry is [string, Template] => entry[1] !== undefined)
      .flatMap(([stack, template]) =>
        Object.entries(template.toJSON().Resources as Record<string, Resource>).map(
          ([id, resource]): [string, Resource] => [`${configuration} ${stack} ${id}`, resource],
        ),
      ),
  );
}

function hasFixedName(resource: Resource): boolean | undefined {
  const property = physicalName[resource.Type];
  if (property === undefined) return undefined;
  if (property === 'always') return true;
  return property !== 'none' && resource.Properties?.[property] !== undefined;
}

describe('resources with a fixed physical name', () => {
  const resources = everyResource();

  it('keep no plain Retain: a rolled-back create removes them, so the retry does not collide', () => {
    const retained = resources.filter(([, resource]) => resource.DeletionPolicy === 'Retain');
    expect(retained.length).toBeGreaterThan(0); // the table, buckets and log groups CloudFormation names
    const unknown = retained.filter(([, r]) => hasFixedName(r) === undefined).map(([where, r]) => `${where} ${r.Type}`);
    expect(unknown, 'a retained type the physicalName table does not know yet').toEqual([]);
    const named = retained.filter(([, r]) => hasFixedName(r)).map(([where, r]) => `${where} ${r.Type}`);
    expect(named).toEqual([]);
  });

  it('that a stack deletion keeps are of a kind preflight looks for before a create', () => {
    const kept = resources.filter(([, r]) => r.DeletionPolicy === 'RetainExceptOnCreate' && hasFixedName(r) !== false);
    // The site's records, DKIM and DMARC, and the sender identity in a full production deploy at least; the quote
    // table's backup vault in every deploy.
    expect(new Set(kept.map(([, r]) => r.Type))).toEqual(
      new Set(['AWS::Route53::RecordSet', 'AWS::SES::EmailIdentity', 'AWS::Backup::BackupVault']),
    );
    for (const [where, resource] of kept) {
      expect(leftoversPreflightFinds, `${where}: preflight finds no leftover ${resource.Type}`).toContain(
        resource.Type,
      );
    }
  });
});

describe('KMS keys', () => {
  it('keep no plain Retain: a rolled-back create schedules them for deletion, so none is left billing', () => {
    const keys = everyResource().filter(([, resource]) => resource.Type === 'AWS::KMS::Key');
    // The alarm topics' keys, in both regions, at least.
    expect(keys.some(([where]) => where.includes(' edgeAlarms '))).toBe(true);
    const plain = keys.filter(([, key]) => key.DeletionPolicy !== 'RetainExceptOnCreate').map(([where]) => where);
    expect(plain).toEqual([]);
  });
});
