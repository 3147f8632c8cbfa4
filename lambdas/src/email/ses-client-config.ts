/**
 * The SES client's settings every function that emails reads (the sender, the sweeper, the weekly report, the claim
 * function's note to the customer), apart from delivery-env.ts so a function that only sends one email carries no more.
 */
import type { SESClientConfig } from '@aws-sdk/client-ses';
import { quoteEnv } from '@courier/common/api/lambda-env';
import { sesClientLimits } from '../aws/client-config';
import { localClientConfig } from '../aws/local-client-config';

/** Deployed: the Lambda's own region and role. Locally, SES_ENDPOINT points at the aws-ses-v2-local inbox. */
export function sesClientConfigFromEnv(env: Record<string, string | undefined>): SESClientConfig {
  // One attempt with a timeout a healthy SES never reaches: a retry could send a quote twice (aws/client-config.ts).
  const config: SESClientConfig = sesClientLimits();
  const endpoint = env[quoteEnv.sesEndpoint]?.trim();
  if (!endpoint) return config;
  return { ...config, ...localClientConfig(endpoint) };
}
