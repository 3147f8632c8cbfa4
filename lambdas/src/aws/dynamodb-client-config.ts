import type { DynamoDBClientConfig } from '@aws-sdk/client-dynamodb';
import { quoteEnv } from '@courier/common/api/lambda-env';
import { awsClientLimits } from './client-config';
import { localClientConfig } from './local-client-config';

/** Deployed: the Lambda's region and role. Locally, DYNAMODB_ENDPOINT points at the in-process dynalite. */
export function dynamoDbClientConfigFromEnv(env: Record<string, string | undefined>): DynamoDBClientConfig {
  // A hung connection must fail fast: the visitor is waiting for the store to answer (see client-config.ts).
  const config: DynamoDBClientConfig = awsClientLimits();
  const endpoint = env[quoteEnv.dynamoDbEndpoint]?.trim();
  if (!endpoint) return config;
  return { ...config, ...localClientConfig(endpoint) };
}
