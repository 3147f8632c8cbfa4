/** The key `npm run smoke -- --with-quote` marks its test quote with: from the stack's origin secret, or SMOKE_KEY. */
import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { readTestMark, signTestMark, testMarkKey } from '@courier/lambdas/quote/submit/test-mark';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { readStackSmokeKey, smokeKeyFromEnv } from './smoke-key';

const clients = {
  cloudFormation: new CloudFormationClient({ region: 'eu-west-2' }),
  secretsManager: new SecretsManagerClient({ region: 'eu-west-2' }),
};
const mocks = {
  cloudFormation: mockClient(clients.cloudFormation),
  secretsManager: mockClient(clients.secretsManager),
};
const secretArn = 'arn:aws:secretsmanager:eu-west-2:123456789012:secret:OriginSecret-abc';
const outputs = (Outputs: { OutputKey: string; OutputValue: string }[]) => ({
  Stacks: [{ StackName: 'CourierSite', StackStatus: 'UPDATE_COMPLETE' as const, CreationTime: new Date(), Outputs }],
});
const params = { from_name: 'Smoke test (not a customer)', submission_id: '7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6' };

beforeEach(() => {
  mocks.cloudFormation.reset();
  mocks.secretsManager.reset();
});

describe('from the stack (--stack)', () => {
  it('reads the current value of the secret its OriginSecretArn output names: the API accepts its mark', async () => {
    mocks.cloudFormation
      .on(DescribeStacksCommand, { StackName: 'CourierSite' })
      .resolves(outputs([{ OutputKey: 'OriginSecretArn', OutputValue: secretArn }]));
    mocks.secretsManager
      .on(GetSecretValueCommand, { SecretId: secretArn, VersionStage: 'AWSCURRENT' })
      .resolves({ SecretString: 'the deployed origin secret' });

    const key = await readStackSmokeKey('CourierSite', clients);
    const marked = { ...params, test_quote: signTestMark(key, params) };
    expect(readTestMark(marked, ['the deployed origin secret'])).toEqual({ ok: true, test: true });
    expect(readTestMark(marked, ['another value']).ok).toBe(false);
  });

  it('says to deploy first when the stack has no such output yet', async () => {
    mocks.cloudFormation.on(DescribeStacksCommand).resolves(outputs([]));
    await expect(readStackSmokeKey('CourierSite', clients)).rejects.toThrow(
      'CourierSite has no OriginSecretArn output: deploy this release first, then smoke again.',
    );
    expect(mocks.secretsManager.calls()).toHaveLength(0);
  });
});

describe('SMOKE_KEY (a local stack: npm start prints it)', () => {
  it('is the key as hex, or nothing when unset', () => {
    const key = testMarkKey('a local origin secret');
    expect(smokeKeyFromEnv({ SMOKE_KEY: ` ${key.toString('hex')}\n` })).toEqual(key);
    expect(smokeKeyFromEnv({ SMOKE_KEY: '' })).toBeUndefined();
    expect(smokeKeyFromEnv({})).toBeUndefined();
  });

  it('anything but 64 hex digits is named, never used', () => {
    expect(() => smokeKeyFromEnv({ SMOKE_KEY: 'Yes' })).toThrow(
      'SMOKE_KEY must be the 64 hex digits npm start prints, got 3 characters.',
    );
    expect(() => smokeKeyFromEnv({ SMOKE_KEY: 'g'.repeat(64) })).toThrow(/64 hex digits/);
  });
});
