/** The account's unreserved Lambda concurrency covers what the stack can need at once. */
import { GetAccountSettingsCommand } from '@aws-sdk/client-lambda';
import type { CourierConfig } from '../../lib/config';
import type { Finding, PreflightContext } from '../check';

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
