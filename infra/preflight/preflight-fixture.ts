/**
 * What the preflight tests share: the AWS clients preflight reads with, mocked; a clean account (bootstrapped,
 * nothing deployed, an empty zone, SES production access, the default Lambda quota) that each test starts from
 * (`beforeEach(cleanAccount)`); and preflight run on it, with its report read a check at a time.
 */
import { BackupClient, DescribeRegionSettingsCommand, ListBackupVaultsCommand } from '@aws-sdk/client-backup';
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
  type ResourceRecordSet,
  Route53Client,
} from '@aws-sdk/client-route-53';
import { ListBucketsCommand, S3Client } from '@aws-sdk/client-s3';
import { GetAccountCommand, GetEmailIdentityCommand, NotFoundException, SESv2Client } from '@aws-sdk/client-sesv2';
import { ListSubscriptionsByTopicCommand, SNSClient } from '@aws-sdk/client-sns';
import { type AwsStub, mockClient } from 'aws-sdk-client-mock';
import { preflightConfig } from './args';
import type { PreflightClients } from './check';
import { isGo, renderReport, runPreflight } from './preflight';

export const production = [
  ['stage', 'production'],
  ['domainName', 'www.swiftline-couriers.co.uk'],
  ['hostedZoneId', 'Z0123456789ABCDEFGHIJ'],
  ['hostedZoneDomain', 'swiftline-couriers.co.uk'],
  ['senderEmail', 'quotes@swiftline-couriers.co.uk'],
  ['staffEmails', 'office@swiftline-couriers.co.uk,owner@gmail.com'],
  ['operationsEmail', 'ops@swiftline-couriers.co.uk'],
].flatMap(([key, value]) => ['-c', `${key}=${value}`]);

export const clients: PreflightClients = {
  cloudFormation: new CloudFormationClient({ region: 'eu-west-2' }),
  cloudFormationEdge: new CloudFormationClient({ region: 'us-east-1' }),
  route53: new Route53Client({ region: 'us-east-1' }),
  cloudFront: new CloudFrontClient({ region: 'us-east-1' }),
  ses: new SESv2Client({ region: 'eu-west-2' }),
  lambda: new LambdaClient({ region: 'eu-west-2' }),
  s3: new S3Client({ region: 'eu-west-2' }),
  dynamoDb: new DynamoDBClient({ region: 'eu-west-2' }),
  logs: new CloudWatchLogsClient({ region: 'eu-west-2' }),
  logsEdge: new CloudWatchLogsClient({ region: 'us-east-1' }),
  sns: new SNSClient({ region: 'eu-west-2' }),
  snsEdge: new SNSClient({ region: 'us-east-1' }),
  backup: new BackupClient({ region: 'eu-west-2' }),
};
export const mocks = Object.fromEntries(
  Object.entries(clients).map(([name, client]) => [name, mockClient(client)]),
) as Record<
  keyof PreflightClients,
  // biome-ignore lint/suspicious/noExplicitAny: as above
  AwsStub<any, any, any>
>;

export const noStack = (name: string) =>
  new CloudFormationServiceException({
    name: 'ValidationError',
    $fault: 'client',
    $metadata: {},
    message: `Stack with id ${name} does not exist`,
  });
export const zoneNs: ResourceRecordSet = {
  Name: 'swiftline-couriers.co.uk.',
  Type: 'NS',
  ResourceRecords: [{ Value: 'ns-1.awsdns-01.org.' }],
};
export const zoneRecords = (...records: ResourceRecordSet[]) => ({ ResourceRecordSets: [zoneNs, ...records] });
export const oldSite: ResourceRecordSet = {
  Name: 'www.swiftline-couriers.co.uk.',
  Type: 'A',
  ResourceRecords: [{ Value: '192.0.2.10' }],
};
export const theirDmarc: ResourceRecordSet = {
  Name: '_dmarc.swiftline-couriers.co.uk.',
  Type: 'TXT',
  ResourceRecords: [{ Value: '"v=DMARC1; p=reject; rua=mailto:dmarc@swiftline-couriers.co.uk"' }],
};
/** `StackName` deployed and up to date in the region of `cloudFormation` (one of `mocks`), with these outputs. */
export function deployedStack(
  cloudFormation: (typeof mocks)['cloudFormation'],
  StackName: string,
  outputs: Record<string, string> = {},
) {
  cloudFormation.on(DescribeStacksCommand, { StackName }).resolves({
    Stacks: [
      {
        StackName,
        StackStatus: 'UPDATE_COMPLETE',
        CreationTime: new Date(),
        Outputs: Object.entries(outputs).map(([OutputKey, OutputValue]) => ({ OutputKey, OutputValue })),
      },
    ],
  });
}
export const notFound = () => new NotFoundException({ message: 'not found', $metadata: {} });

/**
 * A clean account: bootstrapped, nothing deployed, an empty zone, SES production access, the default Lambda quota,
 * AWS Backup's advanced DynamoDB backup on (as for any account new to AWS Backup since November 2021).
 */
export function cleanAccount() {
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
  mocks.logsEdge.on(DescribeLogGroupsCommand).resolves({ logGroups: [] });
  mocks.sns.on(ListSubscriptionsByTopicCommand).resolves({ Subscriptions: [] });
  mocks.snsEdge.on(ListSubscriptionsByTopicCommand).resolves({ Subscriptions: [] });
  mocks.backup.on(ListBackupVaultsCommand).resolves({ BackupVaultList: [] });
  mocks.backup.on(DescribeRegionSettingsCommand).resolves({ ResourceTypeManagementPreference: { DynamoDB: true } });
}

export async function preflight(args: string[] = production) {
  const context = { config: preflightConfig(args, {}), account: '123456789012', clients };
  const findings = await runPreflight(context);
  return { text: renderReport(context, findings), go: isGo(findings) };
}
/** The lines of one check (finding and its steps), as printed. */
export const linesOf = (text: string, check: string) => {
  const lines = text.split('\n');
  const out: string[] = [];
  let inside = false;
  for (const line of lines) {
    if (/^\S/.test(line)) inside = line.slice(6, 17).trim() === check;
    if (inside && line) out.push(line);
  }
  return out;
};
export const verdict = (text: string) => text.trimEnd().split('\n').at(-1);
