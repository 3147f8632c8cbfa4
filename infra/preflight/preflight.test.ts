/** Every preflight finding, and a clean account, as the operator reads them: exact output from mocked AWS. */
import {
  CloudFormationClient,
  CloudFormationServiceException,
  DescribeStacksCommand,
} from '@aws-sdk/client-cloudformation';
import { CloudFrontClient, ListDistributionsCommand } from '@aws-sdk/client-cloudfront';
import { CloudWatchLogsClient, DescribeLogGroupsCommand } from '@aws-sdk/client-cloudwatch-logs';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { GetAccountSettingsCommand, LambdaClient } from '@aws-sdk/client-lambda';
import {
  GetHostedZoneCommand,
  ListResourceRecordSetsCommand,
  NoSuchHostedZone,
  type ResourceRecordSet,
  Route53Client,
} from '@aws-sdk/client-route-53';
import { ListBucketsCommand, S3Client } from '@aws-sdk/client-s3';
import { GetAccountCommand, GetEmailIdentityCommand, NotFoundException, SESv2Client } from '@aws-sdk/client-sesv2';
import { ListSubscriptionsByTopicCommand, SNSClient } from '@aws-sdk/client-sns';
import { type AwsStub, mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { preflightConfig, UsageError } from './args';
import type { PreflightClients } from './check';
import { isGo, renderReport, runPreflight } from './preflight';

const production = [
  ['stage', 'production'],
  ['domainName', 'www.swiftline-couriers.co.uk'],
  ['hostedZoneId', 'Z0123456789ABCDEFGHIJ'],
  ['hostedZoneDomain', 'swiftline-couriers.co.uk'],
  ['senderEmail', 'quotes@swiftline-couriers.co.uk'],
  ['staffEmails', 'office@swiftline-couriers.co.uk,owner@gmail.com'],
  ['operationsEmail', 'ops@swiftline-couriers.co.uk'],
].flatMap(([key, value]) => ['-c', `${key}=${value}`]);

const clients: PreflightClients = {
  cloudFormation: new CloudFormationClient({ region: 'eu-west-2' }),
  cloudFormationEdge: new CloudFormationClient({ region: 'us-east-1' }),
  route53: new Route53Client({ region: 'us-east-1' }),
  cloudFront: new CloudFrontClient({ region: 'us-east-1' }),
  ses: new SESv2Client({ region: 'eu-west-2' }),
  lambda: new LambdaClient({ region: 'eu-west-2' }),
  s3: new S3Client({ region: 'eu-west-2' }),
  dynamoDb: new DynamoDBClient({ region: 'eu-west-2' }),
  logs: new CloudWatchLogsClient({ region: 'eu-west-2' }),
  sns: new SNSClient({ region: 'eu-west-2' }),
  snsEdge: new SNSClient({ region: 'us-east-1' }),
};
const mocks = Object.fromEntries(Object.entries(clients).map(([name, client]) => [name, mockClient(client)])) as Record<
  keyof PreflightClients,
  // biome-ignore lint/suspicious/noExplicitAny: as above
  AwsStub<any, any, any>
>;

const noStack = (name: string) =>
  new CloudFormationServiceException({
    name: 'ValidationError',
    $fault: 'client',
    $metadata: {},
    message: `Stack with id ${name} does not exist`,
  });
const zoneNs: ResourceRecordSet = {
  Name: 'swiftline-couriers.co.uk.',
  Type: 'NS',
  ResourceRecords: [{ Value: 'ns-1.awsdns-01.org.' }],
};
const zoneRecords = (...records: ResourceRecordSet[]) => ({ ResourceRecordSets: [zoneNs, ...records] });
const oldSite: ResourceRecordSet = {
  Name: 'www.swiftline-couriers.co.uk.',
  Type: 'A',
  ResourceRecords: [{ Value: '192.0.2.10' }],
};
const theirDmarc: ResourceRecordSet = {
  Name: '_dmarc.swiftline-couriers.co.uk.',
  Type: 'TXT',
  ResourceRecords: [{ Value: '"v=DMARC1; p=reject; rua=mailto:dmarc@swiftline-couriers.co.uk"' }],
};
const notFound = () => new NotFoundException({ message: 'not found', $metadata: {} });

/** A clean account: bootstrapped, nothing deployed, an empty zone, SES production access, the default Lambda quota. */
function cleanAccount() {
  for (const mock of Object.values(mocks)) mock.reset();
  for (const cfn of [mocks.cloudFormation, mocks.cloudFormationEdge]) {
    cfn.on(DescribeStacksCommand).callsFake(({ StackName }) => {
      if (StackName === 'CDKToolkit') return { Stacks: [{ StackName, StackStatus: 'UPDATE_COMPLETE' }] };
      throw noStack(StackName);
    });
  }
  mocks.route53
    .on(GetHostedZoneCommand)
    .resolves({ HostedZone: { Id: 'x', Name: 'swiftline-couriers.co.uk.', CallerReference: 'x' } });
  mocks.route53.on(ListResourceRecordSetsCommand).resolves(zoneRecords());
  mocks.cloudFront
    .on(ListDistributionsCommand)
    .resolves({ DistributionList: { Items: [], IsTruncated: false } as never });
  mocks.ses.on(GetAccountCommand).resolves({ ProductionAccessEnabled: true, SendingEnabled: true });
  mocks.ses.on(GetEmailIdentityCommand).rejects(notFound());
  mocks.lambda.on(GetAccountSettingsCommand).resolves({ AccountLimit: { UnreservedConcurrentExecutions: 1000 } });
  mocks.s3.on(ListBucketsCommand).resolves({ Buckets: [] });
  mocks.dynamoDb.on(ListTablesCommand).resolves({ TableNames: [] });
  mocks.logs.on(DescribeLogGroupsCommand).resolves({ logGroups: [] });
  mocks.sns.on(ListSubscriptionsByTopicCommand).resolves({ Subscriptions: [] });
  mocks.snsEdge.on(ListSubscriptionsByTopicCommand).resolves({ Subscriptions: [] });
}

async function preflight(args: string[] = production) {
  const context = { config: preflightConfig(args, {}), account: '123456789012', clients };
  const findings = await runPreflight(context);
  return { text: renderReport(context, findings), go: isGo(findings) };
}
/** The lines of one check (finding and its steps), as printed. */
const linesOf = (text: string, check: string) => {
  const lines = text.split('\n');
  const out: string[] = [];
  let inside = false;
  for (const line of lines) {
    if (/^\S/.test(line)) inside = line.slice(6, 17).trim() === check;
    if (inside && line) out.push(line);
  }
  return out;
};
const verdict = (text: string) => text.trimEnd().split('\n').at(-1);

beforeEach(cleanAccount);

const clean = `Preflight: CourierSite (production) in eu-west-2, account 123456789012

ok    Stack      CourierSite (eu-west-2) does not exist yet: created.
ok    Stack      CourierSiteEdge (us-east-1) does not exist yet: created.
ok    Stack      CourierSiteEdgeAlarms (us-east-1) does not exist yet: created.
ok    Bootstrap  CDK is bootstrapped in eu-west-2.
ok    Bootstrap  CDK is bootstrapped in us-east-1.
ok    DNS        www.swiftline-couriers.co.uk has no A/AAAA record yet: created.
ok    DNS        _dmarc.swiftline-couriers.co.uk does not exist yet: created.
ok    CloudFront No other distribution in this account holds www.swiftline-couriers.co.uk.
ok    SES        The account has SES production access.
ok    SES        swiftline-couriers.co.uk (sender) is not an SES identity yet: the deploy creates it.
ok    Lambda     Concurrency available: 1000 (the stack needs up to 12).
ok    Leftovers  Nothing left from an earlier CourierSite.
ok    Alarms     CourierSite (eu-west-2) does not exist yet: the deploy subscribes ops@swiftline-couriers.co.uk, who must confirm AWS's email.
ok    Alarms     CourierSiteEdgeAlarms (us-east-1) does not exist yet: the deploy subscribes ops@swiftline-couriers.co.uk, who must confirm AWS's email.

GO: deploy with the same -c options.
`;

describe('a clean account', () => {
  it('is a go, every check ok', async () => {
    const { text, go } = await preflight();
    expect(text).toBe(clean);
    expect(go).toBe(true);
  });
});

describe('DNS', () => {
  it('an old site on www and a DMARC record of the domain’s own are a no-go, with the way round each', async () => {
    mocks.route53.on(ListResourceRecordSetsCommand).resolves(zoneRecords(theirDmarc, oldSite));
    const { text, go } = await preflight();
    expect(linesOf(text, 'DNS')).toEqual([
      "NO-GO DNS        www.swiftline-couriers.co.uk already has A 192.0.2.10: not this stack's, so creating its A/AAAA records would fail.",
      '                 → Cut over (DEPLOY.md, "Cut-over and rollback"): deploy first without domainName, hostedZoneId and hostedZoneDomain,',
      '                 → smoke-test the CloudFront domain, then switch the record.',
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
      'ok    DNS        _dmarc.swiftline-couriers.co.uk is kept as it is (dmarcRecord=false): "v=DMARC1; p=reject; rua=mailto:dmarc@swiftline-couriers.co.uk".',
    ]);
    mocks.route53.on(ListResourceRecordSetsCommand).resolves(zoneRecords());
    expect(linesOf((await preflight([...production, '-c', 'dmarcRecord=false'])).text, 'DNS').slice(1)).toEqual([
      'WARN  DNS        _dmarc.swiftline-couriers.co.uk does not exist and dmarcRecord=false: the domain publishes no DMARC policy.',
      '                 → Deploy with -c dmarcRecord=true, or publish one yourself.',
    ]);
  });

  it('records this stack made (a redeploy) and an old certificate validation record are safe', async () => {
    mocks.cloudFormation.on(DescribeStacksCommand, { StackName: 'CourierSite' }).resolves({
      Stacks: [
        {
          StackName: 'CourierSite',
          StackStatus: 'UPDATE_COMPLETE',
          CreationTime: new Date(),
          Outputs: [{ OutputKey: 'DistributionDomainName', OutputValue: 'd111.cloudfront.net' }],
        },
      ],
    });
    const alias = { HostedZoneId: 'Z2FDTNDATAQYW2', DNSName: 'd111.cloudfront.net.', EvaluateTargetHealth: false };
    mocks.route53.on(ListResourceRecordSetsCommand).resolves(
      zoneRecords(
        { Name: 'www.swiftline-couriers.co.uk.', Type: 'A', AliasTarget: alias },
        { Name: 'www.swiftline-couriers.co.uk.', Type: 'AAAA', AliasTarget: alias },
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
      'ok    DNS        Certificate validation record _3f1.www.swiftline-couriers.co.uk. exists: safe, ACM reuses it.',
      "ok    DNS        _dmarc.swiftline-couriers.co.uk is this stack's.",
    ]);
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
              Aliases: { Quantity: 1, Items: ['WWW.swiftline-couriers.co.uk'] },
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
      'NO-GO SES        swiftline-couriers.co.uk (sender) is already an SES identity, outside this stack: creating it would fail.',
      '                 → If nothing else sends with it: aws sesv2 delete-email-identity --email-identity swiftline-couriers.co.uk --region eu-west-2',
      '                 → otherwise use another senderEmail.',
    ]);
  });

  it('on a redeploy, says whether the sender is verified yet', async () => {
    mocks.cloudFormation
      .on(DescribeStacksCommand, { StackName: 'CourierSite' })
      .resolves({ Stacks: [{ StackName: 'CourierSite', StackStatus: 'UPDATE_COMPLETE', CreationTime: new Date() }] });
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

describe('Bootstrap', () => {
  it('a region without the CDK toolkit is a no-go with the command that bootstraps it', async () => {
    mocks.cloudFormationEdge.on(DescribeStacksCommand).callsFake(({ StackName }) => {
      throw noStack(StackName);
    });
    expect(linesOf((await preflight()).text, 'Bootstrap')).toEqual([
      'ok    Bootstrap  CDK is bootstrapped in eu-west-2.',
      'NO-GO Bootstrap  CDK is not bootstrapped in us-east-1.',
      '                 → npx cdk bootstrap aws://123456789012/us-east-1',
    ]);
  });
});

describe('Stack', () => {
  it.each([
    [
      'ROLLBACK_COMPLETE',
      [
        '                 → A first deploy that rolled back cannot be updated: delete it with',
        // Production's stacks are termination-protected, even a failed first one.
        '                 → aws cloudformation update-termination-protection --no-enable-termination-protection --stack-name CourierSite --region eu-west-2',
        '                 → aws cloudformation delete-stack --stack-name CourierSite --region eu-west-2',
        '                 → then remove what it left behind (the "Leftovers" findings).',
      ],
    ],
    ['UPDATE_IN_PROGRESS', ['                 → Another deploy or rollback is running: wait for it to finish.']],
    [
      'UPDATE_ROLLBACK_FAILED',
      ['                 → aws cloudformation continue-update-rollback --stack-name CourierSite --region eu-west-2'],
    ],
  ])('%s blocks the deploy', async (status, todo) => {
    mocks.cloudFormation
      .on(DescribeStacksCommand, { StackName: 'CourierSite' })
      .resolves({ Stacks: [{ StackName: 'CourierSite', StackStatus: status as never, CreationTime: new Date() }] });
    const { text, go } = await preflight();
    expect(linesOf(text, 'Stack').slice(0, 1 + todo.length)).toEqual([
      `NO-GO Stack      CourierSite (eu-west-2) is ${status}.`,
      ...todo,
    ]);
    expect(go).toBe(false);
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
    ]);
    expect(verdict(text)).toBe('GO (3 warnings to act on): deploy with the same -c options.');
    expect(go).toBe(true);
  });
});

describe('Lambda', () => {
  it('a new account’s quota of 10 is below what production’s throttles let through', async () => {
    mocks.lambda.on(GetAccountSettingsCommand).resolves({ AccountLimit: { UnreservedConcurrentExecutions: 10 } });
    const { text, go } = await preflight();
    expect(linesOf(text, 'Lambda')).toEqual([
      'NO-GO Lambda     Concurrency available: 10, below the 12 the stack needs: quotes would be throttled.',
      '                 → Service Quotas → AWS Lambda → Concurrent executions: request 1,000 (eu-west-2).',
    ]);
    expect(go).toBe(false);
  });
});

describe('Alarms', () => {
  const topicArn = {
    main: 'arn:aws:sns:eu-west-2:123456789012:CourierSite-AlarmsTopic3A2DFEBA-abc',
    edge: 'arn:aws:sns:us-east-1:123456789012:CourierSiteEdgeAlarms-TopicBFC7AF6E-def',
  };
  const deployed = (stackName: string, arn?: string) => ({
    Stacks: [
      {
        StackName: stackName,
        StackStatus: 'UPDATE_COMPLETE' as const,
        CreationTime: new Date(),
        Outputs: arn ? [{ OutputKey: 'AlarmTopicArn', OutputValue: arn }] : [],
      },
    ],
  });
  const email = (endpoint: string, confirmed: boolean, topic: string) => ({
    Protocol: 'email',
    Endpoint: endpoint,
    TopicArn: topic,
    SubscriptionArn: confirmed ? `${topic}:0b1c2d3e-0000-4000-8000-000000000000` : 'PendingConfirmation',
  });
  beforeEach(() => {
    mocks.cloudFormation
      .on(DescribeStacksCommand, { StackName: 'CourierSite' })
      .resolves(deployed('CourierSite', topicArn.main));
    mocks.cloudFormationEdge
      .on(DescribeStacksCommand, { StackName: 'CourierSiteEdgeAlarms' })
      .resolves(deployed('CourierSiteEdgeAlarms', topicArn.edge));
  });

  it('a subscription still pending confirmation is a no-go saying what to do, in either region', async () => {
    mocks.sns
      .on(ListSubscriptionsByTopicCommand, { TopicArn: topicArn.main })
      .resolves({ Subscriptions: [email('ops@swiftline-couriers.co.uk', false, topicArn.main)] });
    mocks.snsEdge
      .on(ListSubscriptionsByTopicCommand, { TopicArn: topicArn.edge })
      .resolves({ Subscriptions: [email('ops@swiftline-couriers.co.uk', true, topicArn.edge)] });
    const { text, go } = await preflight();
    expect(linesOf(text, 'Alarms')).toEqual([
      'NO-GO Alarms     ops@swiftline-couriers.co.uk has not confirmed the alarm subscription of CourierSite (eu-west-2): its alarms reach nobody.',
      '                 → ops@swiftline-couriers.co.uk must open AWS\'s email "AWS Notification - Subscription Confirmation" and click "Confirm subscription"',
      `                 → (no email, or over 48 hours old? send another: aws sns subscribe --region eu-west-2 --topic-arn ${topicArn.main} --protocol email --notification-endpoint ops@swiftline-couriers.co.uk).`,
      'ok    Alarms     ops@swiftline-couriers.co.uk receives the alarms of CourierSiteEdgeAlarms (us-east-1).',
    ]);
    expect(go).toBe(false);

    mocks.snsEdge
      .on(ListSubscriptionsByTopicCommand, { TopicArn: topicArn.edge })
      .resolves({ Subscriptions: [email('ops@swiftline-couriers.co.uk', false, topicArn.edge)] });
    expect(linesOf((await preflight()).text, 'Alarms')[3]).toBe(
      'NO-GO Alarms     ops@swiftline-couriers.co.uk has not confirmed the alarm subscription of CourierSiteEdgeAlarms (us-east-1): its alarms reach nobody.',
    );
  });

  it('a subscription SNS deleted unconfirmed (48 hours) is a no-go with the command that makes it again', async () => {
    mocks.snsEdge
      .on(ListSubscriptionsByTopicCommand, { TopicArn: topicArn.edge })
      .resolves({ Subscriptions: [email('ops@swiftline-couriers.co.uk', true, topicArn.edge)] });
    const { text, go } = await preflight();
    expect(linesOf(text, 'Alarms').slice(0, 3)).toEqual([
      'NO-GO Alarms     ops@swiftline-couriers.co.uk is not subscribed to the alarms of CourierSite (eu-west-2) (SNS deletes a subscription left unconfirmed for 48 hours).',
      `                 → aws sns subscribe --region eu-west-2 --topic-arn ${topicArn.main} --protocol email --notification-endpoint ops@swiftline-couriers.co.uk`,
      "                 → then ops@swiftline-couriers.co.uk confirms AWS's email.",
    ]);
    expect(go).toBe(false);
  });

  it('confirmed subscriptions on both topics are ok', async () => {
    mocks.sns.on(ListSubscriptionsByTopicCommand, { TopicArn: topicArn.main }).resolves({
      Subscriptions: [email('OPS@swiftline-couriers.co.uk', true, topicArn.main)],
      NextToken: 'page2',
    });
    mocks.sns
      .on(ListSubscriptionsByTopicCommand, { TopicArn: topicArn.main, NextToken: 'page2' })
      .resolves({ Subscriptions: [email('owner@gmail.com', true, topicArn.main)] });
    mocks.snsEdge
      .on(ListSubscriptionsByTopicCommand, { TopicArn: topicArn.edge })
      .resolves({ Subscriptions: [email('ops@swiftline-couriers.co.uk', true, topicArn.edge)] });
    const { text } = await preflight();
    expect(linesOf(text, 'Alarms')).toEqual([
      'ok    Alarms     OPS@swiftline-couriers.co.uk receives the alarms of CourierSite (eu-west-2).',
      'ok    Alarms     owner@gmail.com receives the alarms of CourierSite (eu-west-2).',
      'ok    Alarms     ops@swiftline-couriers.co.uk receives the alarms of CourierSiteEdgeAlarms (us-east-1).',
    ]);
  });

  it('a stack deployed before the topic was an output says so, and asks again after the deploy', async () => {
    mocks.cloudFormation.on(DescribeStacksCommand, { StackName: 'CourierSite' }).resolves(deployed('CourierSite'));
    expect(linesOf((await preflight()).text, 'Alarms')[0]).toBe(
      'ok    Alarms     CourierSite (eu-west-2) has no AlarmTopicArn output yet (deployed by an earlier release): check again after this deploy.',
    );
  });

  it('without an operations email (staging may), nobody subscribed is a warning', async () => {
    mocks.cloudFormation
      .on(DescribeStacksCommand, { StackName: 'CourierSiteStaging' })
      .resolves(deployed('CourierSiteStaging', topicArn.main));
    const { text, go } = await preflight(['-c', 'stage=staging', '-c', 'allowPlaceholderCompany=true']);
    expect(linesOf(text, 'Alarms')).toEqual([
      'WARN  Alarms     Nobody is subscribed to the alarms of CourierSiteStaging (eu-west-2): they reach nobody.',
      '                 → Deploy with operationsEmail set (cdk.json, stages.<stage>.operationsEmail), then confirm AWS’s email.',
    ]);
    expect(go).toBe(true);
  });
});

describe('what preflight cannot read', () => {
  it('is a no-go naming the error, not a crash', async () => {
    mocks.lambda
      .on(GetAccountSettingsCommand)
      .rejects(Object.assign(new Error('not allowed'), { name: 'AccessDeniedException' }));
    expect(linesOf((await preflight()).text, 'Lambda')).toEqual([
      'NO-GO Lambda     Could not check: AccessDeniedException: not allowed',
      '                 → Run preflight with credentials that may read the account (e.g. the ReadOnlyAccess policy).',
    ]);
  });
});

describe('arguments', () => {
  it('take the -c options of cdk deploy, and refuse anything else with the usage', () => {
    const ops = ['-c', 'operationsEmail=ops@swiftline-couriers.co.uk'];
    expect(preflightConfig(['-c', 'stage=production', '--context', 'region=eu-west-1', ...ops], {})).toMatchObject({
      stage: 'production',
      region: 'eu-west-1',
      sesSandbox: false,
    });
    // Read as the CDK app reads it: production without an operations email is refused, naming it.
    expect(() => preflightConfig(['-c', 'stage=production'], {})).toThrow(/operationsEmail is required in production/);
    expect(() => preflightConfig(['--bogus'], {})).toThrow(UsageError);
    expect(() => preflightConfig(['-c', 'stage'], {})).toThrow('Expected key=value after -c, got "stage".');
    expect(() => preflightConfig(['-c', 'stage=prod'], {})).toThrow('Context stage must be staging or production');
  });
});
