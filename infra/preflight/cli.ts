/**
 * `npm run preflight -- <the -c options of the deploy>`: read-only checks of the AWS account before `cdk deploy`.
 * Reads the context exactly as the CDK app does (cdk.json, then -c key=value), prints go / no-go with what to do,
 * exits 0 only on go (1 on no-go, 2 when it cannot run).
 */
import { BackupClient } from '@aws-sdk/client-backup';
import { CloudFormationClient } from '@aws-sdk/client-cloudformation';
import { CloudFrontClient } from '@aws-sdk/client-cloudfront';
import { CloudWatchLogsClient } from '@aws-sdk/client-cloudwatch-logs';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { LambdaClient } from '@aws-sdk/client-lambda';
import { Route53Client } from '@aws-sdk/client-route-53';
import { S3Client } from '@aws-sdk/client-s3';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { SNSClient } from '@aws-sdk/client-sns';
import { GetCallerIdentityCommand, STSClient } from '@aws-sdk/client-sts';
import { preflightConfig, UsageError } from './args';
import { isGo, renderReport, runPreflight } from './preflight';

async function main(args: string[]): Promise<number> {
  const config = preflightConfig(args);
  const client = { region: config.region, maxAttempts: 3 };
  const global = { region: 'us-east-1', maxAttempts: 3 };
  const { Account: account = 'unknown' } = await new STSClient(client).send(new GetCallerIdentityCommand({}));
  const context = {
    config,
    account,
    clients: {
      cloudFormation: new CloudFormationClient(client),
      cloudFormationEdge: new CloudFormationClient(global),
      route53: new Route53Client(global),
      cloudFront: new CloudFrontClient(global),
      ses: new SESv2Client(client),
      lambda: new LambdaClient(client),
      s3: new S3Client(client),
      dynamoDb: new DynamoDBClient(client),
      logs: new CloudWatchLogsClient(client),
      logsEdge: new CloudWatchLogsClient(global),
      sns: new SNSClient(client),
      snsEdge: new SNSClient(global),
      backup: new BackupClient(client),
    },
  };
  const findings = await runPreflight(context);
  process.stdout.write(renderReport(context, findings));
  return isGo(findings) ? 0 : 1;
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  // The operator's to fix (arguments, context, credentials): the message, never a stack trace.
  const name = error instanceof Error ? error.name : '';
  if (error instanceof UsageError) console.error(error.message);
  else if (name === 'ContextError') console.error((error as Error).message);
  else if (name === 'CredentialsProviderError' || /credential/i.test(String(error))) {
    console.error(
      'No AWS credentials found: sign in first (aws sso login, or AWS_PROFILE=…), then run preflight again.',
    );
  } else console.error(`Preflight could not start: ${name ? `${name}: ` : ''}${(error as Error)?.message ?? error}`);
  process.exitCode = 2;
}
