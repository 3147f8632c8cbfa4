/**
 * How upgrade-check reads the CDK CLI's resource database (issue 54 A), pinned on types whose facts are known from
 * CloudFormation's reference: if a CLI update moves or renames what is read, these fail rather than the tool going
 * quiet.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { type ResourceFacts, ResourceFactsError, readResourceFacts, resourceFacts } from './resource-facts';

const facts: ResourceFacts = resourceFacts();
const of = (type: string) => facts.get(type);

describe("the CDK CLI's resource database", () => {
  it('knows what replaces a route calculator, a place index, a bucket and a global table', () => {
    expect(of('AWS::Location::RouteCalculator')?.replacedBy).toMatchObject({
      CalculatorName: 'yes',
      DataSource: 'yes',
      PricingPlan: 'yes',
      Description: 'yes',
    });
    expect(of('AWS::Location::PlaceIndex')?.replacedBy).toMatchObject({
      IndexName: 'yes',
      DataSource: 'yes',
      DataSourceConfiguration: 'yes',
      Description: 'yes',
    });
    expect(of('AWS::S3::Bucket')?.replacedBy).toMatchObject({ BucketName: 'yes' });
    expect(of('AWS::DynamoDB::GlobalTable')?.replacedBy).toMatchObject({ KeySchema: 'yes', TableName: 'yes' });
  });

  it('changes in place what CloudFormation updates in place', () => {
    const table = of('AWS::DynamoDB::GlobalTable')?.replacedBy ?? {};
    for (const property of ['Replicas', 'GlobalSecondaryIndexes', 'TimeToLiveSpecification', 'BillingMode']) {
      expect(table, property).not.toHaveProperty(property);
    }
    expect(of('AWS::S3::Bucket')?.replacedBy).not.toHaveProperty('LifecycleConfiguration');
  });

  it('names each type by its name property, or by its identifier where that is all properties', () => {
    expect(of('AWS::Location::RouteCalculator')?.nameProperties).toEqual(['CalculatorName']);
    expect(of('AWS::Location::PlaceIndex')?.nameProperties).toEqual(['IndexName']);
    expect(of('AWS::Logs::LogGroup')?.nameProperties).toEqual(['LogGroupName']);
    expect(of('AWS::DynamoDB::GlobalTable')?.nameProperties).toEqual(['TableName']);
    expect(of('AWS::S3::Bucket')?.nameProperties).toEqual(['BucketName']);
    // Identified by an ARN, named by a property that replaces it.
    expect(of('AWS::SecretsManager::Secret')?.nameProperties).toEqual(['Name']);
    expect(of('AWS::Route53::RecordSet')?.nameProperties).toEqual(['Name', 'HostedZoneId', 'Type', 'SetIdentifier']);
    // Named by CloudFormation alone.
    expect(of('AWS::KMS::Key')?.nameProperties).toEqual([]);
    expect(of('AWS::Backup::BackupSelection')?.nameProperties).toEqual([]);
  });

  it('says which types hold data', () => {
    for (const type of [
      'AWS::DynamoDB::GlobalTable',
      'AWS::S3::Bucket',
      'AWS::KMS::Key',
      'AWS::SecretsManager::Secret',
    ]) {
      expect(of(type)?.stateful, type).toBe(true);
    }
    expect(of('AWS::Location::RouteCalculator')?.stateful).toBe(false);
  });

  describe('of another shape', () => {
    const dir = mkdtempSync(join(tmpdir(), 'resource-facts-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    const database = (name: string, content: string | Buffer) => {
      const path = join(dir, name);
      writeFileSync(path, content);
      return path;
    };

    it('is refused in one line when it records no replacement, rather than read as "nothing is replaced"', () => {
      const renamed = {
        schema: {
          resource: {
            entities: [
              {
                cloudFormationType: 'AWS::S3::Bucket',
                name: 'Bucket',
                properties: { BucketName: { replacement: 'always' } },
              },
            ],
          },
        },
      };
      const path = database('renamed.json.gz', gzipSync(JSON.stringify(renamed)));
      expect(() => readResourceFacts(path)).toThrow(ResourceFactsError);
      expect(() => readResourceFacts(path)).toThrow(/lists no property that replaces a resource.*format changed/);
    });

    it('is refused in one line when it is not gzipped JSON', () => {
      const path = database('plain.json.gz', '{}');
      expect(() => readResourceFacts(path)).toThrow(/^Cannot read the CDK CLI's resource database .*plain\.json\.gz: /);
    });
  });
});
