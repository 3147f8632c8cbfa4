/**
 * Preflight before an update of stacks that exist: the quote table's indexes, one change per update and none while
 * one is still being built (issue 41 B), and turning WAF off in the two steps it needs (issue 41 G). Exact output from
 * mocked AWS.
 */
import { GetDistributionConfigCommand } from '@aws-sdk/client-cloudfront';
import { DescribeTableCommand, type GlobalSecondaryIndexDescription } from '@aws-sdk/client-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { cleanAccount, deployedStack, linesOf, mocks, preflight, production, verdict } from './preflight-fixture';

beforeEach(cleanAccount);

const webAclArn = 'arn:aws:wafv2:us-east-1:123456789012:global/webacl/WebAcl-x/0a1b2c3d';

function deployedWithWaf() {
  deployedStack(mocks.cloudFormation, 'CourierSite', { DistributionId: 'E1SITE' });
  deployedStack(mocks.cloudFormationEdge, 'CourierSiteEdge', { WebAclArn: webAclArn });
}
const distributionUses = (WebACLId: string) =>
  mocks.cloudFront
    .on(GetDistributionConfigCommand, { Id: 'E1SITE' })
    .resolves({ DistributionConfig: { WebACLId } as never, ETag: 'x' });

const wafOff = [...production, '-c', 'wafEnabled=false'];
const step = (line: string) => `                 → ${line}`;

describe('turning WAF off', () => {
  it('while the distribution still uses the web ACL is a no-go, with the two steps that leave nothing billed', async () => {
    deployedWithWaf();
    distributionUses(webAclArn);
    const { text, go } = await preflight(wafOff);
    expect(linesOf(text, 'WAF')).toEqual([
      "NO-GO WAF        wafEnabled=false, but CourierSiteEdge's web ACL still guards the distribution: one deploy of every stack would try to delete it first and fail, leaving it billed.",
      step(
        "Detach it first, the main stack alone: npx cdk deploy CourierSite --exclusively -c stage=production -c wafEnabled=false (and this preflight's other -c options),",
      ),
      step('then deploy as usual (npx cdk deploy --all …), which deletes the web ACL nothing uses any more.'),
    ]);
    expect(go).toBe(false);
  });

  it('once the main stack has let go of it, the next deploy deletes it', async () => {
    deployedWithWaf();
    distributionUses('');
    const { text, go } = await preflight(wafOff);
    expect(linesOf(text, 'WAF')).toEqual([
      "ok    WAF        CourierSiteEdge's web ACL is detached from the distribution and still billed until it is deleted.",
      step('then deploy as usual (npx cdk deploy --all …), which deletes the web ACL nothing uses any more.'),
    ]);
    expect(go).toBe(true);
  });

  it('without a domain the us-east-1 stack is not deployed any more: it is deleted by hand', async () => {
    deployedWithWaf();
    distributionUses('');
    const noDomain = [...wafOff, '-c', 'domainName=', '-c', 'hostedZoneId=', '-c', 'hostedZoneDomain='];
    const { text } = await preflight(noDomain);
    expect(linesOf(text, 'WAF')).toEqual([
      "WARN  WAF        CourierSiteEdge's web ACL is detached from the distribution and still billed until it is deleted.",
      step('then delete CourierSiteEdge, which holds nothing else:'),
      step(
        'aws cloudformation update-termination-protection --no-enable-termination-protection --stack-name CourierSiteEdge --region us-east-1',
      ),
      step('aws cloudformation delete-stack --stack-name CourierSiteEdge --region us-east-1'),
    ]);
    expect(verdict(text)).toMatch(/^GO \(/);
  });

  it('says nothing while WAF is on, or once its web ACL is gone', async () => {
    deployedWithWaf();
    distributionUses(webAclArn);
    expect(linesOf((await preflight()).text, 'WAF')).toEqual([]);
    deployedStack(mocks.cloudFormationEdge, 'CourierSiteEdge');
    expect(linesOf((await preflight(wafOff)).text, 'WAF')).toEqual([]);
  });
});

describe('the quote table’s indexes', () => {
  const table = 'CourierSite-QuotesTable0D319D86-1A2B3C';
  function deployedWith(...indexes: GlobalSecondaryIndexDescription[]) {
    deployedStack(mocks.cloudFormation, 'CourierSite', { QuoteTableName: table });
    mocks.dynamoDb
      .on(DescribeTableCommand, { TableName: table })
      .resolves({ Table: { TableName: table, GlobalSecondaryIndexes: indexes } });
  }

  it('one still being created is a no-go until it is ACTIVE', async () => {
    deployedWith(
      { IndexName: 'pending', IndexStatus: 'ACTIVE' },
      { IndexName: 'unclaimed', IndexStatus: 'CREATING', Backfilling: true },
    );
    const { text, go } = await preflight();
    expect(linesOf(text, 'Quotes')).toEqual([
      "NO-GO Quotes     The quote table's index unclaimed is still being created (CREATING, backfilling): a deploy now would fail. Wait until it is ACTIVE:",
      step(
        `aws dynamodb describe-table --table-name ${table} --region eu-west-2 --query "Table.GlobalSecondaryIndexes[].[IndexName,IndexStatus,Backfilling]"`,
      ),
    ]);
    expect(go).toBe(false);
  });

  it('two to create in one deploy is a no-go pointing at upgrade-check; one is a go', async () => {
    deployedWith();
    expect(linesOf((await preflight()).text, 'Quotes')).toEqual([
      'NO-GO Quotes     This deploy creates pending, unclaimed on the quote table: DynamoDB makes one index change per update, so it would fail and roll back.',
      step('npm run upgrade-check -- --from <the commit deployed now> names the commit to deploy first.'),
    ]);
    deployedWith({ IndexName: 'pending', IndexStatus: 'ACTIVE' });
    const { text, go } = await preflight();
    expect(linesOf(text, 'Quotes')).toEqual([
      "ok    Quotes     The quote table's indexes are ACTIVE (pending); this deploy creates unclaimed.",
    ]);
    expect(go).toBe(true);
  });

  it('says nothing on a first deploy: the table is created with them all', async () => {
    expect(linesOf((await preflight()).text, 'Quotes')).toEqual([]);
  });
});
