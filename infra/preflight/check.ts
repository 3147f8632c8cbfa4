/**
 * What a preflight check is: a small function of the deployment's config and the AWS clients it reads with
 * (read-only calls only), returning findings: ok, warn (the deploy works, something else needs doing) or no-go (the
 * deploy would fail or break what works), with what to do. And what several checks read the same way.
 */
import type { BackupClient } from '@aws-sdk/client-backup';
import { type CloudFormationClient, DescribeStacksCommand, type Stack } from '@aws-sdk/client-cloudformation';
import type { CloudFrontClient } from '@aws-sdk/client-cloudfront';
import type { CloudWatchLogsClient } from '@aws-sdk/client-cloudwatch-logs';
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { LambdaClient } from '@aws-sdk/client-lambda';
import type { Route53Client } from '@aws-sdk/client-route-53';
import type { S3Client } from '@aws-sdk/client-s3';
import type { SESv2Client } from '@aws-sdk/client-sesv2';
import type { SNSClient } from '@aws-sdk/client-sns';
import type { CourierConfig } from '../lib/config';

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
  /** In us-east-1 (WAF's log group). */
  logsEdge: CloudWatchLogsClient;
  /** In the stack's region, and in us-east-1 (the CloudFront alarm's topic). */
  sns: SNSClient;
  snsEdge: SNSClient;
  /** In the stack's region: the quote table's backup vault. */
  backup: BackupClient;
}

export interface PreflightContext {
  config: CourierConfig;
  account: string;
  clients: PreflightClients;
}

/** The main stack as it stands: undefined when it does not exist. */
export type StackState = Pick<Stack, 'StackStatus' | 'Outputs'> | undefined;

/** A check after the stack's: its findings, given what the stack check found of the main stack (undefined: none). */
export type Check = (context: PreflightContext, stack: StackState) => Promise<Finding[]>;

/** Where DEPLOY.md says how to move a domain from a site already there. */
export const cutOver = 'DEPLOY.md, "Cut-over and rollback"';
export const isNamed = (error: unknown, ...names: string[]) => error instanceof Error && names.includes(error.name);

/** A stack as CloudFormation describes it: undefined when it does not exist. */
export async function describeStack(client: CloudFormationClient, stackName: string): Promise<StackState> {
  try {
    const { Stacks } = await client.send(new DescribeStacksCommand({ StackName: stackName }));
    return Stacks?.[0];
  } catch (error) {
    // CloudFormation answers a missing stack with a ValidationError saying so.
    if (isNamed(error, 'ValidationError') && /does not exist/.test((error as Error).message)) return undefined;
    throw error;
  }
}

/** One of a stack's outputs, by name (stack-outputs.ts); undefined when it has none of that name. */
export const stackOutput = (stack: StackState, key: string) =>
  stack?.Outputs?.find((o) => o.OutputKey === key)?.OutputValue;
