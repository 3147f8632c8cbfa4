/**
 * What `npm run preflight` checks before a deploy, each a small function of the deployment's config and the AWS
 * clients it reads with (read-only calls only). Each returns findings: ok, warn (the deploy works, something
 * else needs doing) or no-go (the deploy would fail or break what works), with what to do.
 */
import { type CloudFormationClient, DescribeStacksCommand, type Stack } from '@aws-sdk/client-cloudformation';
import { type CloudFrontClient, ListDistributionsCommand } from '@aws-sdk/client-cloudfront';
import { type CloudWatchLogsClient, DescribeLogGroupsCommand } from '@aws-sdk/client-cloudwatch-logs';
import { type DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { GetAccountSettingsCommand, type LambdaClient } from '@aws-sdk/client-lambda';
import {
  GetHostedZoneCommand,
  ListResourceRecordSetsCommand,
  type ResourceRecordSet,
  type Route53Client,
} from '@aws-sdk/client-route-53';
import { ListBucketsCommand, type S3Client } from '@aws-sdk/client-s3';
import { GetAccountCommand, GetEmailIdentityCommand, type SESv2Client } from '@aws-sdk/client-sesv2';
import type { SNSClient } from '@aws-sdk/client-sns';
import type { CourierConfig } from '../lib/config';
import { edgeStackNames } from '../lib/courier-app';
import { stackOutputs } from '../lib/stack-outputs';
import { readAlarmTopic, subscriptionFindings } from './alarm-subscriptions';

export type Verdict = 'ok' | 'warn' | 'no-go';

export interface Finding {
  check: string;
  verdict: Verdict;
  /** What was seen. */
  says: string;
  /** What to do about it, one step a line. */
  todo?: string[];
}

export interface PreflightClients {
  /** In the stack's region. */
  cloudFormation: CloudFormationClient;
  /** In us-east-1, where the certificate, WAF and CloudFront alarm stacks are. */
  cloudFormationEdge: CloudFormationClient;
  route53: Route53Client;
  cloudFront: CloudFrontClient;
  ses: SESv2Client;
  lambda: LambdaClient;
  s3: S3Client;
  dynamoDb: DynamoDBClient;
  logs: CloudWatchLogsClient;
  /** In the stack's region, and in us-east-1 (the CloudFront alarm's topic). */
  sns: SNSClient;
  snsEdge: SNSClient;
}

export interface PreflightContext {
  config: CourierConfig;
  account: string;
  clients: PreflightClients;
}

/** The main stack as it stands: undefined when it does not exist. */
export type StackState = Pick<Stack, 'StackStatus' | 'Outputs'> | undefined;

const cutOver = 'DEPLOY.md, "Cut-over and rollback"';
const isNamed = (error: unknown, ...names: string[]) => error instanceof Error && names.includes(error.name);

async function describeStack(client: CloudFormationClient, stackName: string): Promise<StackState> {
  try {
    const { Stacks } = await client.send(new DescribeStacksCommand({ StackName: stackName }));
    return Stacks?.[0];
  } catch (error) {
    // CloudFormation answers a missing stack with a ValidationError saying so.
    if (isNamed(error, 'ValidationError') && /does not exist/.test((error as Error).message)) return undefined;
    throw error;
  }
}

const output = (stack: StackState, key: string) => stack?.Outputs?.find((o) => o.OutputKey === key)?.OutputValue;

/** A stack in one of these states cannot be deployed until someone acts (production's are termination-protected). */
function blockingState(
  status: string,
  name: string,
  region: string,
  terminationProtected: boolean,
): string[] | undefined {
  if (status === 'ROLLBACK_COMPLETE' || status === 'ROLLBACK_FAILED') {
    return [
      `A first deploy that rolled back cannot be updated: delete it with`,
      ...(terminationProtected
        ? [
            `aws cloudformation update-termination-protection --no-enable-termination-protection --stack-name ${name} --region ${region}`,
          ]
        : []),
      `aws cloudformation delete-stack --stack-name ${name} --region ${region}`,
      'then remove what it left behind (the "Leftovers" findings).',
    ];
  }
  if (status.endsWith('_IN_PROGRESS')) return ['Another deploy or rollback is running: wait for it to finish.'];
  if (status === 'UPDATE_ROLLBACK_FAILED') {
    return [`aws cloudformation continue-update-rollback --stack-name ${name} --region ${region}`];
  }
  if (status === 'DELETE_FAILED') return [`See why in the stack's events, then delete it again.`];
  return undefined;
}

export async function checkStacks({ config, clients }: PreflightContext): Promise<{
  findings: Finding[];
  stack: StackState;
}> {
  const stack = await describeStack(clients.cloudFormation, config.stackName);
  const findings: Finding[] = [];
  const stacks: [string, string, StackState][] = [[config.stackName, config.region, stack]];
  for (const name of Object.values(edgeStackNames(config)).filter((n) => n !== undefined)) {
    stacks.push([name, 'us-east-1', await describeStack(clients.cloudFormationEdge, name)]);
  }
  for (const [name, region, state] of stacks) {
    const status = state?.StackStatus;
    const todo = status && blockingState(status, name, region, config.stage === 'production');
    if (todo) findings.push({ check: 'Stack', verdict: 'no-go', says: `${name} (${region}) is ${status}.`, todo });
    else if (status) findings.push({ check: 'Stack', verdict: 'ok', says: `${name} (${region}) is ${status}.` });
    else findings.push({ check: 'Stack', verdict: 'ok', says: `${name} (${region}) does not exist yet: created.` });
  }
  return { findings, stack };
}

export async function checkBootstrap({ config, clients, account }: PreflightContext): Promise<Finding[]> {
  const regions: [string, CloudFormationClient][] = [[config.region, clients.cloudFormation]];
  if (Object.values(edgeStackNames(config)).some(Boolean) && config.region !== 'us-east-1') {
    regions.push(['us-east-1', clients.cloudFormationEdge]);
  }
  const findings: Finding[] = [];
  for (const [region, client] of regions) {
    const toolkit = await describeStack(client, 'CDKToolkit');
    findings.push(
      toolkit
        ? { check: 'Bootstrap', verdict: 'ok', says: `CDK is bootstrapped in ${region}.` }
        : {
            check: 'Bootstrap',
            verdict: 'no-go',
            says: `CDK is not bootstrapped in ${region}.`,
            todo: [`npx cdk bootstrap aws://${account}/${region}`],
          },
    );
  }
  return findings;
}

const fqdn = (name: string) => `${name.replace(/\.$/, '')}.`.toLowerCase();
const describeRecord = (record: ResourceRecordSet) =>
  record.AliasTarget
    ? `${record.Type} alias to ${record.AliasTarget.DNSName?.replace(/\.$/, '')}`
    : `${record.Type} ${(record.ResourceRecords ?? []).map((r) => r.Value).join(', ')}`;

async function recordsAt(route53: Route53Client, zoneId: string, name: string): Promise<ResourceRecordSet[]> {
  // Route 53 lists in name order from StartRecordName; a name's subdomains (certificate validation) follow it.
  const { ResourceRecordSets = [] } = await route53.send(
    new ListResourceRecordSetsCommand({ HostedZoneId: zoneId, StartRecordName: name, MaxItems: 100 }),
  );
  const wanted = fqdn(name);
  return ResourceRecordSets.filter((r) => {
    const recordName = fqdn(r.Name ?? '');
    return recordName === wanted || recordName.endsWith(`.${wanted}`);
  });
}

export async function checkDns({ config, clients }: PreflightContext, stack: StackState): Promise<Finding[]> {
  const zone = config.hostedZone;
  if (!zone) return [];
  try {
    const { HostedZone } = await clients.route53.send(new GetHostedZoneCommand({ Id: zone.id }));
    if (fqdn(HostedZone?.Name ?? '') !== fqdn(zone.domain)) {
      return [
        {
          check: 'DNS',
          verdict: 'no-go',
          says: `Hosted zone ${zone.id} is ${HostedZone?.Name}, not ${zone.domain}.`,
          todo: ['Give the hostedZoneId and hostedZoneDomain of the same zone.'],
        },
      ];
    }
  } catch (error) {
    if (!isNamed(error, 'NoSuchHostedZone')) throw error;
    return [
      {
        check: 'DNS',
        verdict: 'no-go',
        says: `Hosted zone ${zone.id} does not exist in this account.`,
        todo: ['Check hostedZoneId (Route 53 console, or aws route53 list-hosted-zones).'],
      },
    ];
  }

  const findings: Finding[] = [];
  const ours = output(stack, stackOutputs.distributionDomainName);
  if (config.domainName) {
    const records = await recordsAt(clients.route53, zone.id, config.domainName);
    const site = records.filter(
      (r) => fqdn(r.Name ?? '') === fqdn(config.domainName ?? '') && ['A', 'AAAA', 'CNAME'].includes(r.Type ?? ''),
    );
    const foreign = site.filter((r) => !(ours && fqdn(r.AliasTarget?.DNSName ?? '') === fqdn(ours)));
    if (foreign.length > 0) {
      findings.push({
        check: 'DNS',
        verdict: 'no-go',
        says: `${config.domainName} already has ${foreign.map(describeRecord).join('; ')}: not this stack's, so creating its A/AAAA records would fail.`,
        todo: [
          `Cut over (${cutOver}): deploy first without domainName, hostedZoneId and hostedZoneDomain,`,
          'smoke-test the CloudFront domain, then switch the record.',
        ],
      });
    } else if (site.length > 0) {
      findings.push({ check: 'DNS', verdict: 'ok', says: `${config.domainName} points at this stack already.` });
    } else {
      findings.push({ check: 'DNS', verdict: 'ok', says: `${config.domainName} has no A/AAAA record yet: created.` });
    }
    const validation = records.filter(
      (r) =>
        r.Type === 'CNAME' && (r.ResourceRecords ?? []).some((v) => /acm-validations\.aws\.?$/.test(v.Value ?? '')),
    );
    if (validation.length > 0) {
      findings.push({
        check: 'DNS',
        verdict: 'ok',
        says: `Certificate validation record ${validation.map((r) => fqdn(r.Name ?? '')).join(', ')} exists: safe, ACM reuses it.`,
      });
    }
  }

  const dmarcName = `_dmarc.${zone.domain}`;
  const dmarc = (await recordsAt(clients.route53, zone.id, dmarcName)).filter(
    (r) => fqdn(r.Name ?? '') === fqdn(dmarcName) && r.Type === 'TXT',
  );
  const value = dmarc.flatMap((r) => (r.ResourceRecords ?? []).map((v) => v.Value)).join(' ');
  if (!config.dmarcRecord) {
    findings.push({
      check: 'DNS',
      verdict: dmarc.length > 0 ? 'ok' : 'warn',
      says:
        dmarc.length > 0
          ? `${dmarcName} is kept as it is (dmarcRecord=false): ${value}.`
          : `${dmarcName} does not exist and dmarcRecord=false: the domain publishes no DMARC policy.`,
      ...(dmarc.length > 0 ? {} : { todo: ['Deploy with -c dmarcRecord=true, or publish one yourself.'] }),
    });
  } else if (dmarc.length > 0 && !(stack && /^"v=DMARC1; p=(none|quarantine|reject)"$/.test(value))) {
    findings.push({
      check: 'DNS',
      verdict: 'no-go',
      says: `${dmarcName} already exists (${value}): creating the stack's DMARC record would fail.`,
      todo: ['Keep it: deploy with -c dmarcRecord=false.'],
    });
  } else {
    findings.push({
      check: 'DNS',
      verdict: 'ok',
      says: dmarc.length > 0 ? `${dmarcName} is this stack's.` : `${dmarcName} does not exist yet: created.`,
    });
  }
  return findings;
}

export async function checkCloudFrontAlias({ config, clients }: PreflightContext, stack: StackState) {
  if (!config.domainName) return [];
  const ours = output(stack, stackOutputs.distributionId);
  let marker: string | undefined;
  do {
    const { DistributionList } = await clients.cloudFront.send(new ListDistributionsCommand({ Marker: marker }));
    for (const distribution of DistributionList?.Items ?? []) {
      const aliases = (distribution.Aliases?.Items ?? []).map((alias) => alias.toLowerCase());
      if (distribution.Id !== ours && aliases.includes(config.domainName)) {
        return [
          {
            check: 'CloudFront',
            verdict: 'no-go',
            says: `Distribution ${distribution.Id} (${distribution.DomainName}) already holds ${config.domainName}: CloudFront allows one.`,
            todo: [
              `At the cut-over (${cutOver}), remove ${config.domainName} from ${distribution.Id}'s alternate domain names,`,
              'then deploy with the domain.',
            ],
          } satisfies Finding,
        ];
      }
    }
    marker = DistributionList?.IsTruncated ? DistributionList.NextMarker : undefined;
  } while (marker);
  return [
    {
      check: 'CloudFront',
      verdict: 'ok',
      says: `No other distribution in this account holds ${config.domainName}.`,
    } satisfies Finding,
  ];
}

/** What SES verifies for the sender (infra/lib/email/sender-identity.ts): the zone's domain, or the address. */
export function senderIdentityName(config: CourierConfig): string {
  const domain = config.senderEmail.slice(config.senderEmail.lastIndexOf('@') + 1).toLowerCase();
  return config.hostedZone?.domain === domain ? domain : config.senderEmail;
}

async function emailIdentity(ses: SESv2Client, name: string): Promise<{ verified: boolean } | undefined> {
  try {
    const identity = await ses.send(new GetEmailIdentityCommand({ EmailIdentity: name }));
    return { verified: identity.VerifiedForSendingStatus === true };
  } catch (error) {
    if (isNamed(error, 'NotFoundException')) return undefined;
    throw error;
  }
}

export async function checkSes({ config, clients }: PreflightContext, stack: StackState): Promise<Finding[]> {
  const findings: Finding[] = [];
  const account = await clients.ses.send(new GetAccountCommand({}));
  const sandbox = account.ProductionAccessEnabled !== true;
  if (account.SendingEnabled === false) {
    findings.push({
      check: 'SES',
      verdict: 'no-go',
      says: `Sending is disabled for this account in ${config.region}: no quote would reach staff.`,
      todo: ['See the SES account dashboard (a review or pause by AWS) before deploying.'],
    });
  }
  if (sandbox && !config.sesSandbox) {
    findings.push({
      check: 'SES',
      verdict: 'no-go',
      says: `The account is in the SES sandbox but sesSandbox=false: unverified staff addresses would get no quotes.`,
      todo: [
        'Request production access (DEPLOY.md 5) and wait for it, or deploy with -c sesSandbox=true',
        `(in production also -c acceptSesSandbox=true).`,
      ],
    });
  } else if (!sandbox && config.sesSandbox) {
    findings.push({
      check: 'SES',
      verdict: 'warn',
      says: 'The account has SES production access but sesSandbox=true: staff are asked to verify for nothing.',
      todo: ['Deploy with -c sesSandbox=false.'],
    });
  } else {
    findings.push({
      check: 'SES',
      verdict: 'ok',
      says: sandbox
        ? 'The account is in the SES sandbox, as sesSandbox=true says.'
        : 'The account has SES production access.',
    });
  }

  // Identities the stack creates: a first deploy fails if they already exist outside it.
  const sender = senderIdentityName(config);
  const senderDomain = config.hostedZone && sender === config.hostedZone.domain ? sender : undefined;
  const staff = sandbox
    ? config.staffEmails.filter(
        (address) =>
          address.toLowerCase() !== config.senderEmail.toLowerCase() &&
          !address.toLowerCase().endsWith(`@${senderDomain}`),
      )
    : [];
  for (const [name, role] of [[sender, 'sender'] as const, ...staff.map((address) => [address, 'staff'] as const)]) {
    const identity = await emailIdentity(clients.ses, name);
    const createdByStack = role === 'sender' || config.sesSandbox;
    if (!identity) {
      findings.push(
        createdByStack
          ? {
              check: 'SES',
              verdict: role === 'staff' ? 'warn' : 'ok',
              says: `${name} (${role}) is not an SES identity yet: the deploy creates it.`,
              ...(role === 'staff' ? { todo: [`${name} must click the link AWS emails, or gets no quotes.`] } : {}),
            }
          : {
              check: 'SES',
              verdict: 'warn',
              says: `${name} (${role}) is not verified: it gets no quotes in the sandbox.`,
            },
      );
    } else if (!stack && createdByStack) {
      findings.push({
        check: 'SES',
        verdict: 'no-go',
        says: `${name} (${role}) is already an SES identity, outside this stack: creating it would fail.`,
        todo: [
          `If nothing else sends with it: aws sesv2 delete-email-identity --email-identity ${name} --region ${config.region}`,
          role === 'sender'
            ? 'otherwise use another senderEmail.'
            : 'otherwise deploy with -c sesSandbox=false once out of the sandbox.',
        ],
      });
    } else if (!identity.verified) {
      findings.push({
        check: 'SES',
        verdict: 'warn',
        says: `${name} (${role}) is not verified yet: ${role === 'sender' ? 'no quote can be sent' : 'it gets no quotes'}.`,
        todo: [
          senderDomain === name
            ? 'Easy DKIM verifies the domain by itself within 72 hours of the deploy; check its DKIM records.'
            : `${name} must click the link AWS emailed (resend it from the SES console).`,
        ],
      });
    } else findings.push({ check: 'SES', verdict: 'ok', says: `${name} (${role}) is verified.` });
  }
  return findings;
}

/**
 * Concurrent executions the stack can need at once: API Gateway lets through at most the ETA and send bursts, plus
 * the quote sender and the site deployment during a deploy.
 */
export const lambdaConcurrencyNeeded = (config: CourierConfig) =>
  config.etaThrottleBurst + config.sendThrottleBurst + 2;

export async function checkLambdaConcurrency({ config, clients }: PreflightContext): Promise<Finding[]> {
  const { AccountLimit } = await clients.lambda.send(new GetAccountSettingsCommand({}));
  const available = AccountLimit?.UnreservedConcurrentExecutions ?? 0;
  const needed = lambdaConcurrencyNeeded(config);
  return [
    available >= needed
      ? {
          check: 'Lambda',
          verdict: 'ok',
          says: `Concurrency available: ${available} (the stack needs up to ${needed}).`,
        }
      : {
          check: 'Lambda',
          verdict: 'no-go',
          says: `Concurrency available: ${available}, below the ${needed} the stack needs: quotes would be throttled.`,
          todo: [`Service Quotas → AWS Lambda → Concurrent executions: request 1,000 (${config.region}).`],
        },
  ];
}

/**
 * What a failed first deploy leaves behind: the retained site and log buckets, the deletion-protected quote table
 * and the retained log groups, found by the names CloudFormation gives them (the stack name first).
 */
export async function checkLeftovers({ config, clients }: PreflightContext, stack: StackState): Promise<Finding[]> {
  if (stack && stack.StackStatus !== 'ROLLBACK_COMPLETE') return [];
  const prefix = `${config.stackName}-`;
  const { Buckets = [] } = await clients.s3.send(new ListBucketsCommand({}));
  const { TableNames = [] } = await clients.dynamoDb.send(new ListTablesCommand({}));
  const { logGroups = [] } = await clients.logs.send(new DescribeLogGroupsCommand({ logGroupNamePrefix: prefix }));
  const region = `--region ${config.region}`;
  const leftovers: Finding[] = [
    ...Buckets.filter((b) => b.Name?.startsWith(prefix.toLowerCase())).map((b) => ({
      name: `bucket ${b.Name}`,
      todo: [`empty it (versions too: S3 console → Empty), then aws s3api delete-bucket --bucket ${b.Name}`],
    })),
    ...TableNames.filter((t) => t.startsWith(prefix)).map((t) => ({
      name: `table ${t}`,
      todo: [
        `if it holds no quotes (aws dynamodb scan --table-name ${t} --select COUNT ${region}):`,
        `aws dynamodb update-table --table-name ${t} --no-deletion-protection-enabled ${region}`,
        `aws dynamodb delete-table --table-name ${t} ${region}`,
      ],
    })),
    ...logGroups.map((g) => ({
      name: `log group ${g.logGroupName}`,
      todo: [`aws logs delete-log-group --log-group-name ${g.logGroupName} ${region}`],
    })),
  ].map(({ name, todo }) => ({
    check: 'Leftovers',
    verdict: 'warn' as const,
    says: `${name} is left from an earlier ${config.stackName}: the deploy makes a new one beside it.`,
    todo,
  }));
  return leftovers.length > 0
    ? leftovers
    : [{ check: 'Leftovers', verdict: 'ok', says: `Nothing left from an earlier ${config.stackName}.` }];
}

/**
 * Whether the alarms reach operations: on a deployed stack, every email subscription of both alarm topics is
 * confirmed, the operations email's among them. One still pending (or deleted unconfirmed after 48 hours) means
 * alarms go nowhere: a no-go with what to do. Without an operations email (staging may), a warning.
 */
export async function checkAlarmSubscriptions({ config, clients }: PreflightContext): Promise<Finding[]> {
  const topics = [
    await readAlarmTopic({ cloudFormation: clients.cloudFormation, sns: clients.sns }, config.stackName, config.region),
  ];
  const { edgeAlarms } = edgeStackNames(config);
  if (edgeAlarms) {
    topics.push(
      await readAlarmTopic(
        { cloudFormation: clients.cloudFormationEdge, sns: clients.snsEdge },
        edgeAlarms,
        'us-east-1',
      ),
    );
  }
  return topics.flatMap((topic) =>
    subscriptionFindings(topic, config.operationsEmail).map(({ ok, says, todo }) => ({
      check: 'Alarms',
      verdict: ok ? 'ok' : config.operationsEmail ? 'no-go' : 'warn',
      says,
      ...(todo ? { todo } : {}),
    })),
  );
}
