/**
 * A first production deploy that failed (issue 41 A): preflight recognises the failed stack, protected or not, and
 * everything under a fixed name that the retry would collide with (the SES identity, the site's and DMARC records,
 * WAF's log group), and prints exactly what to run. Exact output from mocked AWS.
 */
import { DescribeStacksCommand, type StackStatus } from '@aws-sdk/client-cloudformation';
import { DescribeLogGroupsCommand } from '@aws-sdk/client-cloudwatch-logs';
import { ListResourceRecordSetsCommand, type ResourceRecordSet } from '@aws-sdk/client-route-53';
import { GetEmailIdentityCommand } from '@aws-sdk/client-sesv2';
import { beforeEach, describe, expect, it } from 'vitest';
import { cleanAccount, linesOf, mocks, noStack, preflight, verdict, zoneRecords } from './preflight-fixture';

beforeEach(cleanAccount);

const alias = { HostedZoneId: 'Z2FDTNDATAQYW2', DNSName: 'd1gone.cloudfront.net.', EvaluateTargetHealth: false };
const leftRecords: ResourceRecordSet[] = [
  { Name: 'www.swiftline-couriers.co.uk.', Type: 'A', AliasTarget: alias },
  { Name: 'www.swiftline-couriers.co.uk.', Type: 'AAAA', AliasTarget: alias },
  {
    Name: '_dmarc.swiftline-couriers.co.uk.',
    Type: 'TXT',
    TTL: 1800,
    ResourceRecords: [{ Value: '"v=DMARC1; p=none"' }],
  },
];

function stacksAre(statuses: Record<string, StackStatus>) {
  for (const cfn of [mocks.cloudFormation, mocks.cloudFormationEdge]) {
    cfn.on(DescribeStacksCommand).callsFake(({ StackName }) => {
      if (StackName === 'CDKToolkit') return { Stacks: [{ StackName, StackStatus: 'UPDATE_COMPLETE' }] };
      const status = statuses[StackName];
      if (!status) throw noStack(StackName);
      return { Stacks: [{ StackName, StackStatus: status, CreationTime: new Date() }] };
    });
  }
}

/** What a first deploy of the version before RetainExceptOnCreate kept when it rolled back. */
function leftByTheFailedCreate() {
  mocks.route53.on(ListResourceRecordSetsCommand).resolves(zoneRecords(...leftRecords));
  mocks.ses.on(GetEmailIdentityCommand, { EmailIdentity: 'swiftline-couriers.co.uk' }).resolves({
    VerifiedForSendingStatus: true,
  });
  mocks.logsEdge
    .on(DescribeLogGroupsCommand, { logGroupNamePrefix: 'aws-waf-logs-CourierSiteEdge' })
    .resolves({ logGroups: [{ logGroupName: 'aws-waf-logs-CourierSiteEdge' }] });
}

const deleteRecord = (record: ResourceRecordSet) =>
  `aws route53 change-resource-record-sets --hosted-zone-id Z0123456789ABCDEFGHIJ --change-batch '${JSON.stringify({
    Changes: [{ Action: 'DELETE', ResourceRecordSet: record }],
  })}'`;

describe('a first deploy that rolled back', () => {
  it('is deleted past its termination protection, and every leftover the retry would collide with is named with its command', async () => {
    stacksAre({ CourierSite: 'ROLLBACK_COMPLETE', CourierSiteEdge: 'ROLLBACK_COMPLETE' });
    leftByTheFailedCreate();
    const { text, go } = await preflight();
    const step = (line: string) => `                 → ${line}`;
    expect(linesOf(text, 'Stack')).toEqual(
      ['CourierSite', 'CourierSiteEdge']
        .flatMap((name) => {
          const at = `--stack-name ${name} --region ${name === 'CourierSite' ? 'eu-west-2' : 'us-east-1'}`;
          return [
            `NO-GO Stack      ${name} (${at.slice(-9)}) is ROLLBACK_COMPLETE.`,
            step('A first deploy that rolled back cannot be updated: delete it with'),
            step(`aws cloudformation update-termination-protection --no-enable-termination-protection ${at}`),
            step(`aws cloudformation delete-stack ${at}`),
            step('then remove what it left behind (the "Leftovers", "DNS" and "SES" findings), and deploy again.'),
          ];
        })
        .concat(['ok    Stack      CourierSiteEdgeAlarms (us-east-1) does not exist yet: created.']),
    );
    const [a, aaaa, dmarc] = leftRecords as [ResourceRecordSet, ResourceRecordSet, ResourceRecordSet];
    // While the failed stack exists, its DMARC record is no longer taken for this stack's.
    expect(linesOf(text, 'DNS')).toEqual([
      'NO-GO DNS        www.swiftline-couriers.co.uk already has A alias to d1gone.cloudfront.net; AAAA alias to d1gone.cloudfront.net: ' +
        "not this stack's, so creating its A/AAAA records would fail.",
      step(
        'Cut over (DEPLOY.md, "Cut-over and rollback"): deploy first without domainName, hostedZoneId and hostedZoneDomain,',
      ),
      step('smoke-test the CloudFront domain, then switch the record.'),
      step('If an earlier CourierSite left them (a deleted stack, or a failed first deploy), delete them:'),
      step(deleteRecord(a)),
      step(deleteRecord(aaaa)),
      // The other name (the apex here) is served too (issue 46), and nothing holds it yet.
      'ok    DNS        swiftline-couriers.co.uk has no A/AAAA record yet: created.',
      `NO-GO DNS        _dmarc.swiftline-couriers.co.uk already exists ("v=DMARC1; p=none"): creating the stack's DMARC record would fail.`,
      step('Keep it: deploy with -c dmarcRecord=false.'),
      step('If an earlier CourierSite left it (a deleted stack, or a failed first deploy), delete it:'),
      step(deleteRecord(dmarc)),
    ]);
    expect(linesOf(text, 'SES').slice(1)).toEqual([
      "NO-GO SES        swiftline-couriers.co.uk (sender) is already an SES identity, not this stack's (made by hand, or left by an earlier CourierSite): creating it would fail.",
      step(
        'If nothing else sends with it: aws sesv2 delete-email-identity --email-identity swiftline-couriers.co.uk --region eu-west-2',
      ),
      step('otherwise use another senderEmail.'),
    ]);
    expect(linesOf(text, 'Leftovers')).toEqual([
      "NO-GO Leftovers  log group aws-waf-logs-CourierSiteEdge (us-east-1) is left from an earlier CourierSiteEdge: creating WAF's log under that name would fail.",
      step('aws logs delete-log-group --log-group-name aws-waf-logs-CourierSiteEdge --region us-east-1'),
    ]);
    expect(verdict(text)).toBe('NO-GO: 6 findings would break the deploy. Fix them and run preflight again.');
    expect(go).toBe(false);
  });

  it('once deleted, with its leftovers gone, is a go', async () => {
    stacksAre({});
    expect((await preflight()).go).toBe(true);
    // What this version's failed create leaves: nothing of a fixed name (RetainExceptOnCreate removed it).
    stacksAre({ CourierSite: 'ROLLBACK_COMPLETE' });
    const { text } = await preflight();
    expect(text.split('\n').filter((line) => line.startsWith('NO-GO '))).toEqual([
      'NO-GO Stack      CourierSite (eu-west-2) is ROLLBACK_COMPLETE.',
    ]);
    expect(linesOf(text, 'Leftovers')).toEqual(['ok    Leftovers  Nothing left from an earlier CourierSite.']);
  });
});

describe('a first deploy that failed without rolling back (CREATE_FAILED)', () => {
  it('is rolled back first, which removes what it created, then deleted; what it still holds is its own', async () => {
    stacksAre({ CourierSite: 'CREATE_FAILED' });
    leftByTheFailedCreate();
    mocks.route53.on(ListResourceRecordSetsCommand).resolves(zoneRecords(leftRecords[2] as ResourceRecordSet));
    const { text, go } = await preflight();
    const at = '--stack-name CourierSite --region eu-west-2';
    expect(linesOf(text, 'Stack').slice(0, 6)).toEqual([
      'NO-GO Stack      CourierSite (eu-west-2) is CREATE_FAILED.',
      '                 → A first deploy that failed without rolling back: roll it back, which removes what it created, then delete it:',
      `                 → aws cloudformation rollback-stack ${at}`,
      `                 → aws cloudformation update-termination-protection --no-enable-termination-protection ${at}`,
      `                 → aws cloudformation delete-stack ${at}`,
      '                 → then run preflight again.',
    ]);
    // The identity and DMARC record are the failed stack's own: the rollback removes them, nobody has to.
    expect(
      text
        .split('\n')
        .filter((line) => line.startsWith('NO-GO '))
        .map((line) => line.slice(6, 17).trim()),
    ).toEqual([
      'Stack',
      'Leftovers', // WAF's log group: the us-east-1 stack is absent
    ]);
    expect(go).toBe(false);
  });
});
