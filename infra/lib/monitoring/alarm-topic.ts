import type { ContextValues } from '@courier/common/settings/all-settings';
import { ArnFormat, CfnOutput, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { Construct } from 'constructs';
import { stackOutputs } from '../stack-outputs';

export interface AlarmTopicProps {
  displayName: string;
  /** The deployment's settings: the address that receives the alarm emails (it must confirm the SNS subscription once). */
  settings: AlarmTopicSettings;
}

/** The settings an alarm topic reads. */
export type AlarmTopicSettings = Pick<ContextValues, 'operationsEmail'>;

/**
 * An encrypted, TLS-only SNS topic that alarms publish to, emailing operations. Created as `TopicKey` and
 * `Topic` directly in `scope`, so the topic keeps its logical ID (and its confirmed subscription) wherever used.
 * One per stack: its ARN is the stack's `AlarmTopicArn` output.
 */
export function createAlarmTopic(scope: Construct, props: AlarmTopicProps): Topic {
  // CloudWatch can't publish to a topic under the AWS-managed SNS key, so the topic has its own key.
  const key = new Key(scope, 'TopicKey', { enableKeyRotation: true, description: 'Encrypts the alarm topic' });
  // Kept by a deletion, as CDK keeps keys, but removed when the create that made it rolls back: a plain Retain left a
  // key behind at every failed first deploy, $1 a month each for nothing (issue 54 D).
  key.applyRemovalPolicy(RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE);
  key.grant(new ServicePrincipal('cloudwatch.amazonaws.com'), 'kms:Decrypt', 'kms:GenerateDataKey*');
  const topic = new Topic(scope, 'Topic', { masterKey: key, enforceSSL: true, displayName: props.displayName });
  // The topic policy enforceSSL creates replaces SNS's default one, which let the account's own alarms publish:
  // without this allow every alarm action fails ("not authorized to perform: SNS:Publish") and nobody is emailed.
  const stack = Stack.of(scope);
  topic.addToResourcePolicy(
    new PolicyStatement({
      sid: 'AllowThisAccountsAlarms',
      principals: [new ServicePrincipal('cloudwatch.amazonaws.com')],
      actions: ['sns:Publish'],
      resources: [topic.topicArn],
      conditions: {
        ArnLike: {
          'aws:SourceArn': stack.formatArn({
            service: 'cloudwatch',
            resource: 'alarm',
            resourceName: '*',
            arnFormat: ArnFormat.COLON_RESOURCE_NAME,
          }),
        },
        StringEquals: { 'aws:SourceAccount': stack.account },
      },
    }),
  );
  const { operationsEmail } = props.settings;
  if (operationsEmail) topic.addSubscription(new EmailSubscription(operationsEmail));
  new CfnOutput(stack, stackOutputs.alarmTopicArn, { value: topic.topicArn });
  return topic;
}
