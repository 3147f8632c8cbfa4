/**
 * Preflight's findings of what already exists in the account that the deploy would collide with or should know of
 * (DNS records, a distribution holding the domain, SES's account and identities, what a failed first deploy left),
 * as the operator reads them: exact output from mocked AWS.
 */
import { ListBackupVaultsCommand } from '@aws-sdk/client-backup';
import { ListDistributionsCommand } from '@aws-sdk/client-cloudfront';
import { DescribeLogGroupsCommand } from '@aws-sdk/client-cloudwatch-logs';
import { ListTablesCommand } from '@aws-sdk/client-dynamodb';
import {
  GetHostedZoneCommand,
  ListResourceRecordSetsCommand,
  NoSuchHostedZone,
  type ResourceRecordSet,
} from '@aws-sdk/client-route-53';
import { ListBucketsCommand } from '@aws-sdk/client-s3';
import { GetAccountCommand, GetEmailIdentityCommand } from '@aws-sdk/client-sesv2';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  cleanAccount,
  deployedStack,
  linesOf,
  mocks,
  oldSite,
  preflight,
  production,
  theirDmarc,
  verdict,
  zoneRecords,
} from './preflight-fixture';

beforeEach(cleanAccount);

describe('DNS', () => {
  it('an old site on www and a DMARC record of the domain’s own are a no-go, with the way round each', async () => {
    mocks.route53.on(ListResourceRecordSetsCommand).resolves(zoneRecords(theirDmarc, oldSite));
    const { text, go } = await preflight();
    expect(linesOf(text, 'DNS')).toEqual([
      "NO-GO DNS        www.swiftline-couriers.co.uk already has A 192.0.2.10: not this stack's, so creating its A/AAAA records would fail.",
      '                 → Cut over (DEPLOY.md, "Cut-over and rollback"): deploy first without domainName, hostedZoneId and hostedZoneDomain,',
      '                 → smoke-test the CloudFront domain, then switch the record.',
      'ok    DNS        swiftline-couriers.co.uk has no A/AAAA record yet: created.',
      'NO-GO DNS        _dmarc.swiftline-couriers.co.uk already exists ("v=DMARC1; p=reject; rua=mailto:dmarc@swiftline-couriers.co.uk"): creating the stack\'s DMARC record would fail.',
      '                 → Keep it: deploy with -c dmarcRecord=false.',
    ]);
    expect(verdict(text)).toBe('NO-GO: 2 findings would break the deploy. Fix them and run preflight again.');
    expect(go).toBe(false);
  });

  it('dmarcRecord=false keeps the domain’s DMARC record, and says when there is none', async () => {
    mocks.route53.on(ListResourceRecordSetsCommand).resolves(zoneRecords(theirDmarc));
    expect(linesOf((await preflight([...production, '-c', 'dmarcRecord=false'])).text, 'DNS')).toEqual([
      'ok    DNS        www.swiftline-couriers.co.uk has no A/AAAA record yet: created.',
      'ok    DNS        swiftline-couriers.co.uk has no A/AAAA record yet: created.',
      'ok    DNS        _dmarc.swiftline-couriers.co.uk is kept as it is (dmarcRecord=false): "v=DMARC1; p=reject; rua=mailto:dmarc@swiftline-couriers.co.uk".',
    ]);
    mocks.route53.on(ListResourceRecordSetsCommand).resolves(zoneRecords());
    expect(linesOf((await preflight([...production, '-c', 'dmarcRecord=false'])).text, 'DNS').slice(2)).toEqual([
      'WARN  DNS        _dmarc.swiftline-couriers.co.uk does not exist and dmarcRecord=false: the domain publishes no DMARC policy.',
      '                 → Deploy with -c dmarcRecord=true, or publish one yourself.',
    ]);
  });

  it('records this stack made (a redeploy) and an old certificate validation record are safe', async () => {
    deployedStack(mocks.cloudFormation, 'CourierSite', { DistributionDomainName: 'd111.cloudfront.net' });
    const alias = { HostedZoneId: 'Z2FDTNDATAQYW2', DNSName: 'd111.cloudfront.net.', EvaluateTargetHealth: false };
    mocks.route53.on(ListResourceRecordSetsCommand).resolves(
      zoneRecords(
        { Name: 'www.swiftline-couriers.co.uk.', Type: 'A', AliasTarget: alias },
        { Name: 'www.swiftline-couriers.co.uk.', Type: 'AAAA', AliasTarget: alias },
        { Name: 'swiftline-couriers.co.uk.', Type: 'A', AliasTarget: alias },
        { Name: 'swiftline-couriers.co.uk.', Type: 'AAAA', AliasTarget: alias },
        {
          Name: '_3f1.www.swiftline-couriers.co.uk.',
          Type: 'CNAME',
          ResourceRecords: [{ Value: '_9a2.abcdef.acm-validations.aws.' }],
        },
        { Name: '_dmarc.swiftline-couriers.co.uk.', Type: 'TXT', ResourceRecords: [{ Value: '"v=DMARC1; p=none"' }] },
      ),
    );
    expect(linesOf((await preflight()).text, 'DNS')).toEqual([
      'ok    DNS        www.swiftline-couriers.co.uk points at this stack already.',
      'ok    DNS        swiftline-couriers.co.uk points at this stack already.',
      'ok    DNS        Certificate validation record _3f1.www.swiftline-couriers.co.uk. exists: safe, ACM reuses it.',
      "ok    DNS        _dmarc.swiftline-couriers.co.uk is this stack's.",
    ]);
  });

  it('an old site on the apex is a no-go too: the stack serves both names', async () => {
    const apexSite: ResourceRecordSet = {
      Name: 'swiftline-couriers.co.uk.',
      Type: 'A',
      ResourceRecords: [{ Value: '192.0.2.20' }],
    };
    mocks.route53.on(ListResourceRecordSetsCommand).resolves(zoneRecords(apexSite));
    const { text, go } = await preflight();
    expect(linesOf(text, 'DNS').slice(0, 2)).toEqual([
      'ok    DNS        www.swiftline-couriers.co.uk has no A/AAAA record yet: created.',
      "NO-GO DNS        swiftline-couriers.co.uk already has A 192.0.2.20: not this stack's, so creating its A/AAAA records would fail.",
    ]);
    expect(go).toBe(false);
  });

  it('a hosted zone that is not there, or is another domain, is a no-go', async () => {
    mocks.route53.on(GetHostedZoneCommand).rejects(new NoSuchHostedZone({ message: 'No hosted zone', $metadata: {} }));
    expect(linesOf((await preflight()).text, 'DNS')).toEqual([
      'NO-GO DNS        Hosted zone Z0123456789ABCDEFGHIJ does not exist in this account.',
      '                 → Check hostedZoneId (Route 53 console, or aws route53 list-hosted-zones).',
    ]);
    mocks.route53
      .on(GetHostedZoneCommand)
      .resolves({ HostedZone: { Id: 'x', Name: 'other.co.uk.', CallerReference: 'x' } });
    expect(linesOf((await preflight()).text, 'DNS')).toEqual([
      'NO-GO DNS        Hosted zone Z0123456789ABCDEFGHIJ is other.co.uk., not swiftline-couriers.co.uk.',
      '                 → Give the hostedZoneId and hostedZoneDomain of the same zone.',
    ]);
  });
});

describe('CloudFront', () => {
  it('another distribution holding the domain is a no-go, found on a later page too', async () => {
    mocks.cloudFront
      .on(ListDistributionsCommand, { Marker: undefined })
      .resolves({ DistributionList: { Items: [], IsTruncated: true, NextMarker: 'page2' } as never })
      .on(ListDistributionsCommand, { Marker: 'page2' })
      .resolves({
        DistributionList: {
          Items: [
            {
              Id: 'EOLDSITE',
              DomainName: 'd999.cloudfront.net',
              Aliases: { Quantity: 2, Items: ['WWW.swiftline-couriers.co.uk', 'swiftline-couriers.co.uk'] },
            },
          ],
          IsTruncated: false,
        } as never,
      });
    const { text, go } = await preflight();
    expect(linesOf(text, 'CloudFront')).toEqual([
      'NO-GO CloudFront Distribution EOLDSITE (d999.cloudfront.net) already holds www.swiftline-couriers.co.uk: CloudFront allows one.',
      '                 → At the cut-over (DEPLOY.md, "Cut-over and rollback"), remove www.swiftline-couriers.co.uk from EOLDSITE\'s alternate domain names,',
      '                 → then deploy with the domain.',
      'NO-GO CloudFront Distribution EOLDSITE (d999.cloudfront.net) already holds swiftline-couriers.co.uk: CloudFront allows one.',
      '                 → At the cut-over (DEPLOY.md, "Cut-over and rollback"), remove swiftline-couriers.co.uk from EOLDSITE\'s alternate domain names,',
      '                 → then deploy with the domain.',
    ]);
    expect(go).toBe(false);
  });
});

describe('SES', () => {
  it('a sandboxed account deployed with sesSandbox=false is a no-go', async () => {
    mocks.ses.on(GetAccountCommand).resolves({ ProductionAccessEnabled: false, SendingEnabled: true });
    const { text, go } = await preflight();
    expect(linesOf(text, 'SES')).toEqual([
      'NO-GO SES        The account is in the SES sandbox but sesSandbox=false: unverified staff addresses would get no quotes.',
      '                 → Request production access (DEPLOY.md 5) and wait for it, or deploy with -c sesSandbox=true',
      '                 → (in production also -c acceptSesSandbox=true).',
      'ok    SES        swiftline-couriers.co.uk (sender) is not an SES identity yet: the deploy creates it.',
      'WARN  SES        owner@gmail.com (staff) is not verified: it gets no quotes in the sandbox.',
    ]);
    expect(go).toBe(false);
  });

  it('an account with production access deployed with sesSandbox=true is a warning', async () => {
    const { text, go } = await preflight([...production, '-c', 'sesSandbox=true', '-c', 'acceptSesSandbox=true']);
    expect(linesOf(text, 'SES').slice(0, 2)).toEqual([
      'WARN  SES        The account has SES production access but sesSandbox=true: staff are asked to verify for nothing.',
      '                 → Deploy with -c sesSandbox=false.',
    ]);
    expect(verdict(text)).toBe('GO (1 warning to act on): deploy with the same -c options.');
    expect(go).toBe(true);
  });

  it('in the sandbox as configured, a staff address outside the sender domain must verify', async () => {
    mocks.ses.on(GetAccountCommand).resolves({ ProductionAccessEnabled: false, SendingEnabled: true });
    const { text } = await preflight([...production, '-c', 'sesSandbox=true', '-c', 'acceptSesSandbox=true']);
    expect(linesOf(text, 'SES')).toEqual([
      'ok    SES        The account is in the SES sandbox, as sesSandbox=true says.',
      'ok    SES        swiftline-couriers.co.uk (sender) is not an SES identity yet: the deploy creates it.',
      'WARN  SES        owner@gmail.com (staff) is not an SES identity yet: the deploy creates it.',
      '                 → owner@gmail.com must click the link AWS emails, or gets no quotes.',
    ]);
  });

  it('sending disabled is a no-go', async () => {
    mocks.ses.on(GetAccountCommand).resolves({ ProductionAccessEnabled: true, SendingEnabled: false });
    expect(linesOf((await preflight()).text, 'SES').slice(0, 2)).toEqual([
      'NO-GO SES        Sending is disabled for this account in eu-west-2: no quote would reach staff.',
      '                 → See the SES account dashboard (a review or pause by AWS) before deploying.',
    ]);
  });

  it('a sender identity that exists outside the stack is a no-go on a first deploy', async () => {
    mocks.ses.on(GetEmailIdentityCommand).resolves({ VerifiedForSendingStatus: true });
    expect(linesOf((await preflight()).text, 'SES').slice(1)).toEqual([
      "NO-GO SES        swiftline-couriers.co.uk (sender) is already an SES identity, not this stack's (made by hand, or left by an earlier CourierSite): creating it would fail.",
      '                 → If nothing else sends with it: aws sesv2 delete-email-identity --email-identity swiftline-couriers.co.uk --region eu-west-2',
      '                 → otherwise use another senderEmail.',
    ]);
  });

  it('on a redeploy, says whether the sender is verified yet', async () => {
    deployedStack(mocks.cloudFormation, 'CourierSite');
    mocks.ses.on(GetEmailIdentityCommand).resolves({ VerifiedForSendingStatus: false });
    expect(linesOf((await preflight()).text, 'SES').slice(1)).toEqual([
      'WARN  SES        swiftline-couriers.co.uk (sender) is not verified yet: no quote can be sent.',
      '                 → Easy DKIM verifies the domain by itself within 72 hours of the deploy; check its DKIM records.',
    ]);
    mocks.ses.on(GetEmailIdentityCommand).resolves({ VerifiedForSendingStatus: true });
    expect(linesOf((await preflight()).text, 'SES').slice(1)).toEqual([
      'ok    SES        swiftline-couriers.co.uk (sender) is verified.',
    ]);
  });
});

describe('Leftovers', () => {
  it('lists what a failed first deploy kept, with the commands that remove each', async () => {
    mocks.s3.on(ListBucketsCommand).resolves({
      Buckets: [{ Name: 'coursitestaging-site-1' }, { Name: 'couriersite-sitebucket397a1860-abc123' }],
    });
    mocks.dynamoDb.on(ListTablesCommand).resolves({ TableNames: ['CourierSite-QuotesTable12345-XYZ', 'other'] });
    mocks.logs
      .on(DescribeLogGroupsCommand, { logGroupNamePrefix: 'CourierSite-' })
      .resolves({ logGroups: [{ logGroupName: 'CourierSite-EtaFunctionLogs1A2B-abc' }] });
    // A deleted stack's backup vault (kept, with its backups); another stack's is not this one's.
    const key = 'arn:aws:kms:eu-west-2:123456789012:key/1a2b3c4d-0000-1111-2222-333344445555';
    mocks.backup.on(ListBackupVaultsCommand).resolves({
      BackupVaultList: [
        { BackupVaultName: 'CourierSite-quotes-8e1f2a3b', NumberOfRecoveryPoints: 47, EncryptionKeyArn: key },
        { BackupVaultName: 'CourierSiteStaging-quotes-5d6c7b8a', NumberOfRecoveryPoints: 3 },
        { BackupVaultName: 'Default', NumberOfRecoveryPoints: 0 },
      ],
    });
    const { text, go } = await preflight();
    expect(linesOf(text, 'Leftovers')).toEqual([
      'WARN  Leftovers  bucket couriersite-sitebucket397a1860-abc123 is left from an earlier CourierSite: the deploy makes a new one beside it.',
      '                 → empty it (versions too: S3 console → Empty), then aws s3api delete-bucket --bucket couriersite-sitebucket397a1860-abc123',
      'WARN  Leftovers  table CourierSite-QuotesTable12345-XYZ is left from an earlier CourierSite: the deploy makes a new one beside it.',
      '                 → if it holds no quotes (aws dynamodb scan --table-name CourierSite-QuotesTable12345-XYZ --select COUNT --region eu-west-2):',
      '                 → aws dynamodb update-table --table-name CourierSite-QuotesTable12345-XYZ --no-deletion-protection-enabled --region eu-west-2',
      '                 → aws dynamodb delete-table --table-name CourierSite-QuotesTable12345-XYZ --region eu-west-2',
      'WARN  Leftovers  log group CourierSite-EtaFunctionLogs1A2B-abc is left from an earlier CourierSite: the deploy makes a new one beside it.',
      '                 → aws logs delete-log-group --log-group-name CourierSite-EtaFunctionLogs1A2B-abc --region eu-west-2',
      'WARN  Leftovers  backup vault CourierSite-quotes-8e1f2a3b (47 backups of its quotes) is left from an earlier CourierSite: the deploy makes a new one beside it.',
      '                 → keep it while its backups may be needed: they expire by themselves, and restore as in DEPLOY.md 8b;',
      '                 → once it holds none (aws backup list-recovery-points-by-backup-vault --backup-vault-name CourierSite-quotes-8e1f2a3b --region eu-west-2):',
      '                 → aws backup delete-backup-vault --backup-vault-name CourierSite-quotes-8e1f2a3b --region eu-west-2',
      `                 → aws kms schedule-key-deletion --key-id ${key} --pending-window-in-days 7 --region eu-west-2`,
    ]);
    expect(verdict(text)).toBe('GO (4 warnings to act on): deploy with the same -c options.');
    expect(go).toBe(true);
  });
});
