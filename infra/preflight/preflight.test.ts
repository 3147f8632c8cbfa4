/**
 * Every other preflight finding, and a clean account, as the operator reads them: exact output from mocked AWS; and
 * preflight's arguments.
 */
import { DescribeStacksCommand } from '@aws-sdk/client-cloudformation';
import { GetAccountSettingsCommand } from '@aws-sdk/client-lambda';
import { ListSubscriptionsByTopicCommand } from '@aws-sdk/client-sns';
import { beforeEach, describe, expect, it } from 'vitest';
import { preflightConfig, UsageError } from './args';
import { cleanAccount, deployedStack, linesOf, mocks, noStack, preflight } from './preflight-fixture';

beforeEach(cleanAccount);

const clean = `Preflight: CourierSite (production) in eu-west-2, account 123456789012

ok    Stack      CourierSite (eu-west-2) does not exist yet: created.
ok    Stack      CourierSiteEdge (us-east-1) does not exist yet: created.
ok    Stack      CourierSiteEdgeAlarms (us-east-1) does not exist yet: created.
ok    Bootstrap  CDK is bootstrapped in eu-west-2.
ok    Bootstrap  CDK is bootstrapped in us-east-1.
ok    DNS        www.swiftline-couriers.co.uk has no A/AAAA record yet: created.
ok    DNS        swiftline-couriers.co.uk has no A/AAAA record yet: created.
ok    DNS        _dmarc.swiftline-couriers.co.uk does not exist yet: created.
ok    CloudFront No other distribution in this account holds www.swiftline-couriers.co.uk or swiftline-couriers.co.uk.
ok    SES        The account has SES production access.
ok    SES        swiftline-couriers.co.uk (sender) is not an SES identity yet: the deploy creates it.
ok    SMS        No onCallPhone: no texts, nothing to check.
ok    Lambda     Concurrency available: 1000 (the stack needs up to 12).
ok    Leftovers  Nothing left from an earlier CourierSite.
ok    Backups    The quote table's backup vault does not exist yet: the deploy makes it (daily backups kept 35 days, monthly 365).
ok    Backups    Advanced DynamoDB backup is on in eu-west-2: the backups are under the vault's own key.
ok    Alarms     CourierSite (eu-west-2) does not exist yet: the deploy subscribes ops@swiftline-couriers.co.uk, who must confirm AWS's email.
ok    Alarms     CourierSiteEdgeAlarms (us-east-1) does not exist yet: the deploy subscribes ops@swiftline-couriers.co.uk, who must confirm AWS's email.

GO: deploy with the same -c options.
`;

describe('a clean account', () => {
  it('is a go, every check ok', async () => {
    const { text, go } = await preflight();
    expect(text).toBe(clean);
    expect(go).toBe(true);
  });
});

describe('Bootstrap', () => {
  it('a region without the CDK toolkit is a no-go with the command that bootstraps it', async () => {
    mocks.cloudFormationEdge.on(DescribeStacksCommand).callsFake(({ StackName }) => {
      throw noStack(StackName);
    });
    expect(linesOf((await preflight()).text, 'Bootstrap')).toEqual([
      'ok    Bootstrap  CDK is bootstrapped in eu-west-2.',
      'NO-GO Bootstrap  CDK is not bootstrapped in us-east-1.',
      '                 → npx cdk bootstrap aws://123456789012/us-east-1',
    ]);
  });
});

describe('Stack', () => {
  it.each([
    [
      'ROLLBACK_COMPLETE',
      [
        '                 → A first deploy that rolled back cannot be updated: delete it with',
        // Production's stacks are termination-protected, even a failed first one.
        '                 → aws cloudformation update-termination-protection --no-enable-termination-protection --stack-name CourierSite --region eu-west-2',
        '                 → aws cloudformation delete-stack --stack-name CourierSite --region eu-west-2',
        '                 → then remove what it left behind (the "Leftovers", "DNS" and "SES" findings), and deploy again.',
      ],
    ],
    ['UPDATE_IN_PROGRESS', ['                 → Another deploy or rollback is running: wait for it to finish.']],
    [
      'UPDATE_ROLLBACK_FAILED',
      ['                 → aws cloudformation continue-update-rollback --stack-name CourierSite --region eu-west-2'],
    ],
  ])('%s blocks the deploy', async (status, todo) => {
    mocks.cloudFormation
      .on(DescribeStacksCommand, { StackName: 'CourierSite' })
      .resolves({ Stacks: [{ StackName: 'CourierSite', StackStatus: status as never, CreationTime: new Date() }] });
    const { text, go } = await preflight();
    expect(linesOf(text, 'Stack').slice(0, 1 + todo.length)).toEqual([
      `NO-GO Stack      CourierSite (eu-west-2) is ${status}.`,
      ...todo,
    ]);
    expect(go).toBe(false);
  });
});

describe('Lambda', () => {
  it('a new account’s quota of 10 is below what production’s throttles let through', async () => {
    mocks.lambda.on(GetAccountSettingsCommand).resolves({ AccountLimit: { UnreservedConcurrentExecutions: 10 } });
    const { text, go } = await preflight();
    expect(linesOf(text, 'Lambda')).toEqual([
      'NO-GO Lambda     Concurrency available: 10, below the 12 the stack needs: quotes would be throttled.',
      '                 → Service Quotas → AWS Lambda → Concurrent executions: request 1,000 (eu-west-2).',
    ]);
    expect(go).toBe(false);
  });
});

describe('Alarms', () => {
  const topicArn = {
    main: 'arn:aws:sns:eu-west-2:123456789012:CourierSite-AlarmsTopic3A2DFEBA-abc',
    edge: 'arn:aws:sns:us-east-1:123456789012:CourierSiteEdgeAlarms-TopicBFC7AF6E-def',
  };
  const email = (endpoint: string, confirmed: boolean, topic: string) => ({
    Protocol: 'email',
    Endpoint: endpoint,
    TopicArn: topic,
    SubscriptionArn: confirmed ? `${topic}:0b1c2d3e-0000-4000-8000-000000000000` : 'PendingConfirmation',
  });
  beforeEach(() => {
    deployedStack(mocks.cloudFormation, 'CourierSite', { AlarmTopicArn: topicArn.main });
    deployedStack(mocks.cloudFormationEdge, 'CourierSiteEdgeAlarms', { AlarmTopicArn: topicArn.edge });
  });

  it('a subscription still pending confirmation is a no-go saying what to do, in either region', async () => {
    mocks.sns
      .on(ListSubscriptionsByTopicCommand, { TopicArn: topicArn.main })
      .resolves({ Subscriptions: [email('ops@swiftline-couriers.co.uk', false, topicArn.main)] });
    mocks.snsEdge
      .on(ListSubscriptionsByTopicCommand, { TopicArn: topicArn.edge })
      .resolves({ Subscriptions: [email('ops@swiftline-couriers.co.uk', true, topicArn.edge)] });
    const { text, go } = await preflight();
    expect(linesOf(text, 'Alarms')).toEqual([
      'NO-GO Alarms     ops@swiftline-couriers.co.uk has not confirmed the alarm subscription of CourierSite (eu-west-2): its alarms reach nobody.',
      '                 → ops@swiftline-couriers.co.uk must open AWS\'s email "AWS Notification - Subscription Confirmation" and click "Confirm subscription"',
      `                 → (no email, or over 48 hours old? send another: aws sns subscribe --region eu-west-2 --topic-arn ${topicArn.main} --protocol email --notification-endpoint ops@swiftline-couriers.co.uk).`,
      'ok    Alarms     ops@swiftline-couriers.co.uk receives the alarms of CourierSiteEdgeAlarms (us-east-1).',
    ]);
    expect(go).toBe(false);

    mocks.snsEdge
      .on(ListSubscriptionsByTopicCommand, { TopicArn: topicArn.edge })
      .resolves({ Subscriptions: [email('ops@swiftline-couriers.co.uk', false, topicArn.edge)] });
    expect(linesOf((await preflight()).text, 'Alarms')[3]).toBe(
      'NO-GO Alarms     ops@swiftline-couriers.co.uk has not confirmed the alarm subscription of CourierSiteEdgeAlarms (us-east-1): its alarms reach nobody.',
    );
  });

  it('a subscription SNS deleted unconfirmed (48 hours) is a no-go with the command that makes it again', async () => {
    mocks.snsEdge
      .on(ListSubscriptionsByTopicCommand, { TopicArn: topicArn.edge })
      .resolves({ Subscriptions: [email('ops@swiftline-couriers.co.uk', true, topicArn.edge)] });
    const { text, go } = await preflight();
    expect(linesOf(text, 'Alarms').slice(0, 3)).toEqual([
      'NO-GO Alarms     ops@swiftline-couriers.co.uk is not subscribed to the alarms of CourierSite (eu-west-2) (SNS deletes a subscription left unconfirmed for 48 hours).',
      `                 → aws sns subscribe --region eu-west-2 --topic-arn ${topicArn.main} --protocol email --notification-endpoint ops@swiftline-couriers.co.uk`,
      "                 → then ops@swiftline-couriers.co.uk confirms AWS's email.",
    ]);
    expect(go).toBe(false);
  });

  it('confirmed subscriptions on both topics are ok', async () => {
    mocks.sns.on(ListSubscriptionsByTopicCommand, { TopicArn: topicArn.main }).resolves({
      Subscriptions: [email('OPS@swiftline-couriers.co.uk', true, topicArn.main)],
      NextToken: 'page2',
    });
    mocks.sns
      .on(ListSubscriptionsByTopicCommand, { TopicArn: topicArn.main, NextToken: 'page2' })
      .resolves({ Subscriptions: [email('owner@gmail.com', true, topicArn.main)] });
    mocks.snsEdge
      .on(ListSubscriptionsByTopicCommand, { TopicArn: topicArn.edge })
      .resolves({ Subscriptions: [email('ops@swiftline-couriers.co.uk', true, topicArn.edge)] });
    const { text } = await preflight();
    expect(linesOf(text, 'Alarms')).toEqual([
      'ok    Alarms     OPS@swiftline-couriers.co.uk receives the alarms of CourierSite (eu-west-2).',
      'ok    Alarms     owner@gmail.com receives the alarms of CourierSite (eu-west-2).',
      'ok    Alarms     ops@swiftline-couriers.co.uk receives the alarms of CourierSiteEdgeAlarms (us-east-1).',
    ]);
  });

  it('a stack deployed before the topic was an output says so, and asks again after the deploy', async () => {
    deployedStack(mocks.cloudFormation, 'CourierSite');
    expect(linesOf((await preflight()).text, 'Alarms')[0]).toBe(
      'ok    Alarms     CourierSite (eu-west-2) has no AlarmTopicArn output yet (deployed by an earlier release): check again after this deploy.',
    );
  });

  it('without an operations email (staging may), nobody subscribed is a warning', async () => {
    deployedStack(mocks.cloudFormation, 'CourierSiteStaging', { AlarmTopicArn: topicArn.main });
    const { text, go } = await preflight(['-c', 'stage=staging', '-c', 'allowPlaceholderCompany=true']);
    expect(linesOf(text, 'Alarms')).toEqual([
      'WARN  Alarms     Nobody is subscribed to the alarms of CourierSiteStaging (eu-west-2): they reach nobody.',
      '                 → Deploy with operationsEmail set (cdk.json, stages.<stage>.operationsEmail), then confirm AWS’s email.',
    ]);
    expect(go).toBe(true);
  });
});

describe('what preflight cannot read', () => {
  it('is a no-go naming the error, not a crash', async () => {
    mocks.lambda
      .on(GetAccountSettingsCommand)
      .rejects(Object.assign(new Error('not allowed'), { name: 'AccessDeniedException' }));
    expect(linesOf((await preflight()).text, 'Lambda')).toEqual([
      'NO-GO Lambda     Could not check: AccessDeniedException: not allowed',
      '                 → Run preflight with credentials that may read the account (e.g. the ReadOnlyAccess policy).',
    ]);
  });
});

describe('arguments', () => {
  it('take the -c options of cdk deploy, and refuse anything else with the usage', () => {
    const ops = ['-c', 'operationsEmail=ops@swiftline-couriers.co.uk'];
    expect(preflightConfig(['-c', 'stage=production', '--context', 'region=eu-west-1', ...ops], {})).toMatchObject({
      stage: 'production',
      region: 'eu-west-1',
      sesSandbox: false,
    });
    // Read as the CDK app reads it: production without an operations email is refused, naming it.
    expect(() => preflightConfig(['-c', 'stage=production'], {})).toThrow(/operationsEmail is required in production/);
    expect(() => preflightConfig(['--bogus'], {})).toThrow(UsageError);
    expect(() => preflightConfig(['-c', 'stage'], {})).toThrow('Expected key=value after -c, got "stage".');
    expect(() => preflightConfig(['-c', 'stage=prod'], {})).toThrow('Context stage must be staging or production');
  });
});
