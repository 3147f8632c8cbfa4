/**
 * Whether the alarms reach a person: each alarm topic (the main stack's, and the us-east-1 CloudFront alarm stack's)
 * emails operations only once the address has clicked the link in AWS's "Subscription Confirmation" email, and SNS
 * deletes a subscription left unconfirmed for 48 hours. `npm run preflight` and `npm run smoke -- --stack` both
 * read the topics here (read-only calls) and report what they find.
 */
import { type CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';
import { ListSubscriptionsByTopicCommand, type SNSClient } from '@aws-sdk/client-sns';
import { stackOutputs } from '../lib/stack-outputs';

/** SNS's SubscriptionArn for a subscription whose endpoint has not confirmed it yet. */
const pendingConfirmation = 'PendingConfirmation';

export interface AlarmTopic {
  stackName: string;
  region: string;
  /** Undefined when the stack does not exist, or was deployed before it had the output. */
  topicArn?: string;
  stackExists: boolean;
  /** Its email subscriptions. */
  subscriptions: { endpoint: string; confirmed: boolean }[];
}

/** What one topic's subscriptions mean for operations: ok or not, what was seen, and what to do. */
export interface SubscriptionFinding {
  ok: boolean;
  says: string;
  todo?: string[];
}

/** The stack's alarm topic and its email subscriptions, read with `cloudFormation` and `sns` in the stack's region. */
export async function readAlarmTopic(
  clients: { cloudFormation: CloudFormationClient; sns: SNSClient },
  stackName: string,
  region: string,
): Promise<AlarmTopic> {
  let outputs: { OutputKey?: string; OutputValue?: string }[] | undefined;
  try {
    const { Stacks } = await clients.cloudFormation.send(new DescribeStacksCommand({ StackName: stackName }));
    outputs = Stacks?.[0]?.Outputs ?? [];
  } catch (error) {
    if (!(error instanceof Error && error.name === 'ValidationError' && /does not exist/.test(error.message))) {
      throw error;
    }
    return { stackName, region, stackExists: false, subscriptions: [] };
  }
  const topicArn = outputs.find((output) => output.OutputKey === stackOutputs.alarmTopicArn)?.OutputValue;
  const subscriptions: AlarmTopic['subscriptions'] = [];
  let nextToken: string | undefined;
  while (topicArn) {
    const page = await clients.sns.send(
      new ListSubscriptionsByTopicCommand({ TopicArn: topicArn, NextToken: nextToken }),
    );
    for (const subscription of page.Subscriptions ?? []) {
      if (!subscription.Protocol?.startsWith('email')) continue;
      subscriptions.push({
        endpoint: subscription.Endpoint ?? '(no address)',
        confirmed: subscription.SubscriptionArn !== pendingConfirmation,
      });
    }
    nextToken = page.NextToken;
    if (!nextToken) break;
  }
  return { stackName, region, topicArn, stackExists: true, subscriptions };
}

const subscribeCommand = (topic: AlarmTopic, address: string) =>
  `aws sns subscribe --region ${topic.region} --topic-arn ${topic.topicArn} --protocol email --notification-endpoint ${address}`;

/**
 * One finding per email subscription of the topic, plus one when `expected` (the operations email the deploy
 * subscribes) is not among them: SNS deleted it unconfirmed, or the stack is not deployed with it yet.
 */
export function subscriptionFindings(topic: AlarmTopic, expected?: string): SubscriptionFinding[] {
  const where = `${topic.stackName} (${topic.region})`;
  if (!topic.stackExists) {
    return [
      {
        ok: true,
        says: `${where} does not exist yet: the deploy subscribes ${expected ?? 'the operations email'}, who must confirm AWS's email.`,
      },
    ];
  }
  if (!topic.topicArn) {
    return [
      {
        ok: true,
        says: `${where} has no ${stackOutputs.alarmTopicArn} output yet (deployed by an earlier release): check again after this deploy.`,
      },
    ];
  }
  const findings: SubscriptionFinding[] = topic.subscriptions.map(({ endpoint, confirmed }) =>
    confirmed
      ? { ok: true, says: `${endpoint} receives the alarms of ${where}.` }
      : {
          ok: false,
          says: `${endpoint} has not confirmed the alarm subscription of ${where}: its alarms reach nobody.`,
          todo: [
            `${endpoint} must open AWS's email "AWS Notification - Subscription Confirmation" and click "Confirm subscription"`,
            `(no email, or over 48 hours old? send another: ${subscribeCommand(topic, endpoint)}).`,
          ],
        },
  );
  const subscribed = (address: string) =>
    topic.subscriptions.some(({ endpoint }) => endpoint.toLowerCase() === address.toLowerCase());
  if (expected && !subscribed(expected)) {
    findings.push({
      ok: false,
      says: `${expected} is not subscribed to the alarms of ${where} (SNS deletes a subscription left unconfirmed for 48 hours).`,
      todo: [`${subscribeCommand(topic, expected)}`, `then ${expected} confirms AWS's email.`],
    });
  } else if (topic.subscriptions.length === 0) {
    findings.push({
      ok: false,
      says: `Nobody is subscribed to the alarms of ${where}: they reach nobody.`,
      todo: ['Deploy with operationsEmail set (cdk.json, stages.<stage>.operationsEmail), then confirm AWS’s email.'],
    });
  }
  return findings;
}
