/**
 * The key `npm run smoke -- --with-quote` marks its test quote with (docs/decisions/035-smoke-marker-is-the-operators.md):
 * derived from the deployed stack's origin secret, read with the operator's AWS credentials (`--stack`), or, for a
 * local stack, given as SMOKE_KEY, which `npm start` prints. Only the operator holds either, so only their smoke run
 * can mark a quote as a test.
 */
import { type CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';
import { GetSecretValueCommand, type SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { stackOutputs } from '@courier/infra/stack-outputs';
import { testMarkKey } from '@courier/lambdas/quote/submit/test-mark';

/** The variable a local stack's key is given in (the key's 64 hex digits). */
export const smokeKeyEnv = 'SMOKE_KEY';

/** SMOKE_KEY's key, or undefined when it is not set; throws a plain message when it is not 64 hex digits. */
export function smokeKeyFromEnv(env: Record<string, string | undefined>): Uint8Array | undefined {
  const value = env[smokeKeyEnv]?.trim();
  if (!value) return undefined;
  if (!/^[0-9a-f]{64}$/i.test(value)) {
    throw new Error(`${smokeKeyEnv} must be the 64 hex digits npm start prints, got ${value.length} characters.`);
  }
  return Buffer.from(value, 'hex');
}

/**
 * The key from the stack's origin secret, its current value (the API accepts it, and the previous one during a
 * rotation's window): the stack's `OriginSecretArn` output names the secret.
 */
export async function readStackSmokeKey(
  stackName: string,
  clients: { cloudFormation: CloudFormationClient; secretsManager: SecretsManagerClient },
): Promise<Uint8Array> {
  const { Stacks } = await clients.cloudFormation.send(new DescribeStacksCommand({ StackName: stackName }));
  const secretArn = Stacks?.[0]?.Outputs?.find(
    (output) => output.OutputKey === stackOutputs.originSecretArn,
  )?.OutputValue;
  if (!secretArn) {
    throw new Error(
      `${stackName} has no ${stackOutputs.originSecretArn} output: deploy this release first, then smoke again.`,
    );
  }
  const { SecretString } = await clients.secretsManager.send(
    new GetSecretValueCommand({ SecretId: secretArn, VersionStage: 'AWSCURRENT' }),
  );
  if (!SecretString) throw new Error(`The origin secret of ${stackName} has no current value.`);
  return testMarkKey(SecretString);
}
