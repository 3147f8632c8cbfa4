/**
 * `npm run upgrade-check`'s comparison on pairs of templates shaped as this app synthesizes them (issue 41 B): what
 * CloudFormation cannot apply in one update, or what loses data, is one problem naming the resource; anything else
 * goes.
 */
import { describe, expect, it } from 'vitest';
import { compareTemplates } from './compare';
import { resourceFacts } from './resource-facts';
import type { Resource } from './resources';
import { deployed, index, lines, quotesTable, record, replacing, site, today } from './template-fixtures';

describe('the quote table’s indexes', () => {
  it('two created in one update are refused, naming both', () => {
    const after = today((t) => {
      site(t).QuotesTable0D319D86 = quotesTable(index('pending'), index('unclaimed'));
    });
    const problems = compareTemplates(deployed(), after, resourceFacts());
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
        'replace it with a new, empty one and keep the old one outside the stack. Keep it as deployed, or make the ' +
        'new one beside it under another logical ID and move what it holds.',
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
        'replace it with a new, empty one and delete the old one with what it holds. Keep it as deployed, or make ' +
        'the new one beside it under another logical ID and move what it holds.',
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
      'CourierSite AlarmsTopicKey (AWS::KMS::Key): KeySpec changed, so the update fails (a KMS key cannot change ' +
        'it). Make a new key under another logical ID, and move to it.',
    ]);
  });
});

describe('retained resources', () => {
  it('one whose logical ID changed is refused: the new one is made beside the one kept', () => {
    const after = today((t) => {
      site(t).SiteBucketA1B2C3D4 = site(t).SiteBucket978D4AEB as Resource;
      delete site(t).SiteBucket978D4AEB;
    });
    expect(lines(deployed(), after)).toEqual([
      'CourierSite SiteBucket978D4AEB (AWS::S3::Bucket) is retained and would become SiteBucketA1B2C3D4: ' +
        'CloudFormation makes the new one beside the one it keeps (data stays in the old one). ' +
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
