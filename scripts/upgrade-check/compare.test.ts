/**
 * `npm run upgrade-check`'s comparison on pairs of templates shaped as this app synthesizes them (issue 41 B): what
 * CloudFormation cannot apply in one update, or what loses data, is one problem naming the resource; anything else
 * goes.
 */
import { describe, expect, it } from 'vitest';
import { compareTemplates, type Template, type Templates } from './compare';
import type { Resource } from './stateful-resources';

const index = (name: string, projected = ['reference']) => ({
  IndexName: name,
  KeySchema: [
    { AttributeName: `${name}Key`, KeyType: 'HASH' },
    { AttributeName: `${name}At`, KeyType: 'RANGE' },
  ],
  Projection: { NonKeyAttributes: projected, ProjectionType: 'INCLUDE' },
});

const quotesTable = (...indexes: ReturnType<typeof index>[]): Resource => ({
  Type: 'AWS::DynamoDB::GlobalTable',
  DeletionPolicy: 'Retain',
  UpdateReplacePolicy: 'Retain',
  Properties: {
    KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
    ...(indexes.length > 0 ? { GlobalSecondaryIndexes: indexes } : {}),
  },
});

const record = (name: string): Resource => ({
  Type: 'AWS::Route53::RecordSet',
  DeletionPolicy: 'RetainExceptOnCreate',
  UpdateReplacePolicy: 'Retain',
  Properties: { Name: name, Type: 'A', HostedZoneId: 'Z0123456789ABCDEFGHIJ' },
});

/** The deployed templates: the main stack, and the us-east-1 one whose web ACL the distribution uses. */
function deployed(resources: Record<string, Resource> = {}): Templates {
  const site: Template = {
    Resources: {
      QuotesTable0D319D86: quotesTable(),
      SiteBucket978D4AEB: { Type: 'AWS::S3::Bucket', DeletionPolicy: 'Retain', UpdateReplacePolicy: 'Retain' },
      AliasAEAD92310: record('www.swiftline.co.uk.'),
      Dmarc65510571: record('_dmarc.swiftline.co.uk.'),
      LeadClaimKeySecret5A681AED: { Type: 'AWS::SecretsManager::Secret', Properties: { Description: 'claim links' } },
      EtaFunctionLogsAF6AF0E6: { Type: 'AWS::Logs::LogGroup', DeletionPolicy: 'Retain' },
      SiteDistribution390DED28: {
        Type: 'AWS::CloudFront::Distribution',
        Properties: {
          DistributionConfig: {
            WebACLId: { 'Fn::GetStackOutput': { StackName: 'CourierSiteEdge', OutputName: 'PublishOutputWebAcl' } },
          },
        },
      },
      ...resources,
    },
  };
  const edge: Template = {
    Resources: { WebAcl9BD21CA7: { Type: 'AWS::WAFv2::WebACL', Properties: { Scope: 'CLOUDFRONT' } } },
    Outputs: { PublishOutputWebAcl: { Value: { 'Fn::GetAtt': ['WebAcl9BD21CA7', 'Arn'] } } },
  };
  return { CourierSite: site, CourierSiteEdge: edge };
}

/** Today's: the deployed templates with `change` made to a copy. */
function today(change: (templates: Templates) => void, from = deployed()): Templates {
  const copy: Templates = JSON.parse(JSON.stringify(from));
  change(copy);
  return copy;
}
const site = (templates: Templates) => templates.CourierSite?.Resources as Record<string, Resource>;
/** Today's: the deployed templates with the main stack's `id` set to `resource`. */
const replacing = (id: string, resource: Resource, from = deployed()) =>
  today((t) => {
    site(t)[id] = resource;
  }, from);
const lines = (before: Templates, after: Templates) => compareTemplates(before, after).map((p) => p.line);

describe('the quote table’s indexes', () => {
  it('two created in one update are refused, naming both', () => {
    const after = today((t) => {
      site(t).QuotesTable0D319D86 = quotesTable(index('pending'), index('unclaimed'));
    });
    const problems = compareTemplates(deployed(), after);
    expect(problems.map((p) => p.line)).toEqual([
      'CourierSite QuotesTable0D319D86 (AWS::DynamoDB::GlobalTable): 2 global secondary index operations in one update: ' +
        'created (pending, unclaimed). DynamoDB creates or deletes one global secondary index per update, so the ' +
        'update would fail and roll back.',
    ]);
    expect(problems[0]?.indexes).toEqual({ created: ['pending', 'unclaimed'], deleted: [], remade: [] });
  });

  it('one created goes; so does one deleted, or any number on a table made by this update', () => {
    expect(lines(deployed(), replacing('QuotesTable0D319D86', quotesTable(index('pending'))))).toEqual([]);
    const withOne = deployed({ QuotesTable0D319D86: quotesTable(index('pending')) });
    expect(lines(withOne, replacing('QuotesTable0D319D86', quotesTable(), withOne))).toEqual([]);
    const newTable = replacing('OtherTable', quotesTable(index('a'), index('b')));
    expect(lines(deployed(), newTable)).toEqual([]);
  });

  it('one whose keys or projection change is deleted and made again: refused', () => {
    const withOne = deployed({ QuotesTable0D319D86: quotesTable(index('pending')) });
    const after = replacing('QuotesTable0D319D86', quotesTable(index('pending', ['reference', 'attempts'])), withOne);
    expect(lines(withOne, after)).toEqual([
      expect.stringContaining(
        '2 global secondary index operations in one update: deleted and made again with other keys (pending)',
      ),
    ]);
  });
});

describe('stateful resources', () => {
  it('a table replaced (its key changed) is refused', () => {
    const after = today((t) => {
      site(t).QuotesTable0D319D86 = {
        ...quotesTable(),
        Properties: { KeySchema: [{ AttributeName: 'reference', KeyType: 'HASH' }] },
      };
    });
    expect(lines(deployed(), after)).toEqual([
      'CourierSite QuotesTable0D319D86 (AWS::DynamoDB::GlobalTable): KeySchema changed, so CloudFormation would ' +
        'replace it with a new, empty one and keep the old one outside the stack.',
    ]);
  });

  it('a bucket removed is refused; a secret renamed too; a log group nobody keeps may go', () => {
    const after = today((t) => {
      delete site(t).SiteBucket978D4AEB;
      (site(t).LeadClaimKeySecret5A681AED as Resource).Properties = { Name: 'claim-key' };
      delete site(t).EtaFunctionLogsAF6AF0E6;
    });
    expect(lines(deployed(), after)).toEqual([
      "CourierSite SiteBucket978D4AEB (AWS::S3::Bucket) would leave the stack: it is kept in the account, no longer the stack's, and what it holds with it.",
      'CourierSite LeadClaimKeySecret5A681AED (AWS::SecretsManager::Secret): Name changed, so CloudFormation would ' +
        'replace it with a new, empty one and delete the old one with what it holds.',
      expect.stringContaining('EtaFunctionLogsAF6AF0E6 (AWS::Logs::LogGroup) would leave the stack'),
    ]);
    const unkept = deployed({ EtaFunctionLogsAF6AF0E6: { Type: 'AWS::Logs::LogGroup' } });
    expect(
      lines(
        unkept,
        today((t) => void delete site(t).EtaFunctionLogsAF6AF0E6, unkept),
      ),
    ).toEqual([]);
  });

  it('a KMS key whose spec changes fails the update', () => {
    const key = { Type: 'AWS::KMS::Key', Properties: { KeySpec: 'SYMMETRIC_DEFAULT' } };
    const before = deployed({ AlarmsTopicKey: key });
    const after = replacing('AlarmsTopicKey', { ...key, Properties: { KeySpec: 'RSA_2048' } }, before);
    expect(lines(before, after)).toEqual([
      'CourierSite AlarmsTopicKey (AWS::KMS::Key): KeySpec changed, so the update fails (a KMS key cannot change it).',
    ]);
  });
});

describe('retained resources', () => {
  it('one whose logical ID changed is refused: the new one would collide with the one kept', () => {
    const after = today((t) => {
      site(t).SiteAliasA1B2C3D4 = site(t).AliasAEAD92310 as Resource;
      delete site(t).AliasAEAD92310;
    });
    expect(lines(deployed(), after)).toEqual([
      'CourierSite AliasAEAD92310 (AWS::Route53::RecordSet) is retained and would become SiteAliasA1B2C3D4: ' +
        'CloudFormation makes the new one beside the one it keeps (a fixed name collides, data stays in the old one). ' +
        'Keep its logical ID (overrideLogicalId), or move it with a resource import.',
    ]);
  });

  it('one the stack stops managing on purpose (dmarcRecord=false) is kept, and goes', () => {
    const after = today((t) => {
      delete site(t).Dmarc65510571;
      site(t).ApexAliasA = record('swiftline.co.uk.');
    });
    expect(lines(deployed(), after)).toEqual([]);
  });
});

describe('the web ACL', () => {
  it('removed while the distribution uses it is refused, with the two steps that turn WAF off', () => {
    const after = today((t) => {
      t.CourierSiteEdge = { Resources: {}, Outputs: {} };
      delete (
        site(t).SiteDistribution390DED28 as unknown as { Properties: { DistributionConfig: Record<string, unknown> } }
      ).Properties.DistributionConfig.WebACLId;
    });
    expect(lines(deployed(), after)).toEqual([
      'CourierSiteEdge WebAcl9BD21CA7 (AWS::WAFv2::WebACL) would be deleted while the distribution still uses it: ' +
        'CourierSiteEdge deploys first, the delete fails, and the web ACL stays, billed. Turn WAF off in two steps ' +
        '(DEPLOY.md 7, "Turning WAF off").',
    ]);
  });

  it('nothing changed is a go', () => {
    expect(lines(deployed(), deployed())).toEqual([]);
  });
});
