/** `npm run smoke -- … --stack`: the alarm subscriptions as smoke reports them, against mocked AWS. */
import {
  CloudFormationClient,
  CloudFormationServiceException,
  DescribeStacksCommand,
} from '@aws-sdk/client-cloudformation';
import { ListSubscriptionsByTopicCommand, SNSClient } from '@aws-sdk/client-sns';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { type AlarmClients, checkAlarmSubscriptions } from './alarm-checks';
import { renderSmoke } from './checks';

const clients: AlarmClients = {
  cloudFormation: new CloudFormationClient({ region: 'eu-west-2' }),
  sns: new SNSClient({ region: 'eu-west-2' }),
  cloudFormationEdge: new CloudFormationClient({ region: 'us-east-1' }),
  snsEdge: new SNSClient({ region: 'us-east-1' }),
};
const mocks = {
  cloudFormation: mockClient(clients.cloudFormation),
  sns: mockClient(clients.sns),
  cloudFormationEdge: mockClient(clients.cloudFormationEdge),
  snsEdge: mockClient(clients.snsEdge),
};
const topic = {
  main: 'arn:aws:sns:eu-west-2:123456789012:CourierSite-AlarmsTopic3A2DFEBA-abc',
  edge: 'arn:aws:sns:us-east-1:123456789012:CourierSiteEdgeAlarms-TopicBFC7AF6E-def',
};
const stack = (StackName: string, arn: string) => ({
  Stacks: [
    {
      StackName,
      StackStatus: 'UPDATE_COMPLETE' as const,
      CreationTime: new Date(),
      Outputs: [{ OutputKey: 'AlarmTopicArn', OutputValue: arn }],
    },
  ],
});
const email = (topicArn: string, confirmed: boolean, endpoint = 'ops@swiftline-couriers.co.uk') => ({
  Subscriptions: [
    {
      Protocol: 'email',
      Endpoint: endpoint,
      TopicArn: topicArn,
      SubscriptionArn: confirmed ? `${topicArn}:0b1c2d3e-0000-4000-8000-000000000000` : 'PendingConfirmation',
    },
  ],
});
const noSuchStack = (name: string) =>
  new CloudFormationServiceException({
    name: 'ValidationError',
    $fault: 'client',
    $metadata: {},
    message: `Stack with id ${name} does not exist`,
  });

beforeEach(() => {
  for (const mock of Object.values(mocks)) mock.reset();
  mocks.cloudFormation
    .on(DescribeStacksCommand, { StackName: 'CourierSite' })
    .resolves(stack('CourierSite', topic.main));
  mocks.cloudFormationEdge
    .on(DescribeStacksCommand, { StackName: 'CourierSiteEdgeAlarms' })
    .resolves(stack('CourierSiteEdgeAlarms', topic.edge));
  mocks.sns.on(ListSubscriptionsByTopicCommand, { TopicArn: topic.main }).resolves(email(topic.main, true));
  mocks.snsEdge.on(ListSubscriptionsByTopicCommand, { TopicArn: topic.edge }).resolves(email(topic.edge, true));
});

const smoke = async () => {
  const results = await checkAlarmSubscriptions({ name: 'CourierSite', region: 'eu-west-2' }, clients);
  return renderSmoke({ site: new URL('https://www.swiftline-couriers.co.uk') }, results)
    .split('\n')
    .slice(2, -3);
};

describe('the alarm subscriptions', () => {
  it('pass when operations have confirmed both', async () => {
    expect(await smoke()).toEqual([
      'ok    alarms       ops@swiftline-couriers.co.uk receives the alarms of CourierSite (eu-west-2).',
      'ok    edge-alarms  ops@swiftline-couriers.co.uk receives the alarms of CourierSiteEdgeAlarms (us-east-1).',
    ]);
  });

  it('fail while a subscription is pending confirmation, in either region, saying what to do', async () => {
    mocks.snsEdge.on(ListSubscriptionsByTopicCommand, { TopicArn: topic.edge }).resolves(email(topic.edge, false));
    expect(await smoke()).toEqual([
      'ok    alarms       ops@swiftline-couriers.co.uk receives the alarms of CourierSite (eu-west-2).',
      'FAIL  edge-alarms  ops@swiftline-couriers.co.uk has not confirmed the alarm subscription of CourierSiteEdgeAlarms (us-east-1): its alarms reach nobody. ' +
        'ops@swiftline-couriers.co.uk must open AWS\'s email "AWS Notification - Subscription Confirmation" and click "Confirm subscription" ' +
        `(no email, or over 48 hours old? send another: aws sns subscribe --region us-east-1 --topic-arn ${topic.edge} --protocol email --notification-endpoint ops@swiftline-couriers.co.uk).`,
    ]);
    mocks.sns.on(ListSubscriptionsByTopicCommand, { TopicArn: topic.main }).resolves(email(topic.main, false));
    expect((await smoke())[0]).toMatch(/^FAIL {2}alarms {7}ops@swiftline-couriers\.co\.uk has not confirmed/);
  });

  it('fail when nobody is subscribed (deleted unconfirmed after 48 hours, or no operations email)', async () => {
    mocks.sns.on(ListSubscriptionsByTopicCommand, { TopicArn: topic.main }).resolves({ Subscriptions: [] });
    expect((await smoke())[0]).toBe(
      'FAIL  alarms       Nobody is subscribed to the alarms of CourierSite (eu-west-2): they reach nobody. ' +
        'Deploy with operationsEmail set (cdk.json, stages.<stage>.operationsEmail), then confirm AWS’s email.',
    );
  });

  it('name a stack that does not exist, and pass a stage without the us-east-1 alarm stack', async () => {
    mocks.cloudFormation.on(DescribeStacksCommand).rejects(noSuchStack('CourierSite'));
    mocks.cloudFormationEdge.on(DescribeStacksCommand).rejects(noSuchStack('CourierSiteEdgeAlarms'));
    expect(await smoke()).toEqual([
      'FAIL  alarms       CourierSite (eu-west-2) does not exist: check --stack and --region',
      'ok    edge-alarms  no CourierSiteEdgeAlarms (us-east-1): deployed without operationsEmail',
    ]);
  });

  it('fail, each saying why, when AWS cannot be read (no credentials)', async () => {
    const noCredentials = Object.assign(new Error('Could not load credentials from any providers'), {
      name: 'CredentialsProviderError',
    });
    mocks.cloudFormation.on(DescribeStacksCommand).rejects(noCredentials);
    mocks.cloudFormationEdge.on(DescribeStacksCommand).rejects(noCredentials);
    expect(await smoke()).toEqual([
      'FAIL  alarms       could not be checked: no AWS credentials (sign in first: aws sso login, or AWS_PROFILE=…)',
      'FAIL  edge-alarms  could not be checked: no AWS credentials (sign in first: aws sso login, or AWS_PROFILE=…)',
    ]);
  });
});
