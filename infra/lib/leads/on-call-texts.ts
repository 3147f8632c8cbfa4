import { quoteEnv } from '@courier/common/api/lambda-env';
import type { ContextValues } from '@courier/common/settings/all-settings';
import { settingsEnv } from '@courier/common/settings/setting-env';
import { onCallSettings } from '@courier/lambdas/lead-claim/on-call-text';
import { Aws, Stack, Validations } from 'aws-cdk-lib';
import type { TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Effect, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { ApiFunction } from '../api/api-function';

/**
 * Lets the sweeper text the on-call phone (lambdas/src/lead-claim/on-call-text.ts): its settings (`onCallSettings`),
 * the day's texts counted in the quote limits' counters (add and read back, nothing else), and Amazon SNS's Publish
 * to a phone number only. SNS has no resource for a phone number, so Publish is allowed on `*`, and every topic ARN is
 * denied: the role can text a number, never publish to a topic (AWS's own pattern for SMS-only publishers). The
 * region is the stack's.
 */
export function useOnCallTexts(sweeper: ApiFunction, counters: TableV2, settings: ContextValues): void {
  sweeper.useResource(
    {
      ...settingsEnv(settings, onCallSettings),
      [quoteEnv.quoteCounterTableName]: counters.tableName,
    },
    (grantee) => {
      const policy = grantee.grantPrincipal;
      policy.addToPrincipalPolicy(
        new PolicyStatement({ actions: ['dynamodb:UpdateItem', 'dynamodb:GetItem'], resources: [counters.tableArn] }),
      );
      policy.addToPrincipalPolicy(
        new PolicyStatement({
          sid: 'TextAPhoneNumber',
          actions: ['sns:Publish'],
          resources: ['*'],
          conditions: { StringEquals: { 'aws:RequestedRegion': Stack.of(sweeper).region } },
        }),
      );
      policy.addToPrincipalPolicy(
        new PolicyStatement({
          sid: 'NoTopicPublish',
          effect: Effect.DENY,
          actions: ['sns:Publish'],
          resources: [`arn:${Aws.PARTITION}:sns:*:*:*`],
        }),
      );
    },
  );
  // The policy is the role's, and the role the function's sibling (api-function.ts).
  if (!sweeper.role) throw new Error('The sweeper has no role to grant SMS to');
  Validations.of(sweeper.role).acknowledge({
    id: 'AwsSolutions-IAM5[Resource::*]',
    reason:
      'sns:Publish to a phone number has no resource to name (SNS defines none for a number); the same policy denies ' +
      'Publish on every SNS topic ARN, so the sweeper can text the on-call phone and publish nowhere else.',
  });
}
