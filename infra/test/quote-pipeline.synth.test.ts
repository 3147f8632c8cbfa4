/**
 * The QuotePipeline construct (infra/lib/quotes/) as synthesized: the table from the Lambda code's schema with its sparse pending index,
 * the sweeper on its schedule, the SES events function, the alarms that keep asking, the dashboard, and grants that
 * give each function only what it uses. cdk-nag runs on every synth (the synth throws on a finding).
 */
import { lambdaMetrics, quoteEnv } from '@courier/common/api/lambda-env';
import { leadOutcomes, leadOutcomeTable } from '@courier/common/outcomes/lead-outcomes';
import { envName } from '@courier/common/settings/all-settings';
import { senderFunctionTimeoutSeconds } from '@courier/lambdas/aws/client-config';
import { windowCounterTableSchema } from '@courier/lambdas/aws/window-counter';
import { quoteTableSchema } from '@courier/lambdas/quote/store/quote-table';
import { describe, expect, it } from 'vitest';
import { nagFindings, synthesized } from './synth';

const { site: template, report } = synthesized('defaults');
const findings = nagFindings(report);

/** Every resource of a type whose logical ID starts with `prefix`. */
const resources = (type: string, prefix = '') =>
  Object.entries(template.findResources(type)).filter(([id]) => id.startsWith(prefix));
/** The first resource of a type whose logical ID starts with `prefix` (typed `any`, as CDK types templates). */
// biome-ignore lint/suspicious/noExplicitAny: template entries are untyped JSON.
const first = (type: string, prefix = ''): any => {
  const [found] = resources(type, prefix);
  if (!found) throw new Error(`No ${type} ${prefix}`);
  return found[1];
};
const onlyId = (type: string, prefix: string) => {
  const found = resources(type, prefix);
  expect(found).toHaveLength(1);
  return found[0]?.[0] ?? '';
};
const tableId = () => onlyId('AWS::DynamoDB::GlobalTable', 'QuotesTable');
/** Each statement of a function's role policy: its actions and its resources, as JSON. */
const grants = (functionPrefix: string) =>
  resources('AWS::IAM::Policy', `${functionPrefix}Role`)
    .flatMap(([, policy]) => policy.Properties.PolicyDocument.Statement)
    .map((s: { Action: string | string[]; Resource: unknown }) => ({
      actions: [s.Action].flat().sort(),
      resource: JSON.stringify(s.Resource),
    }));
const tableArn = () => JSON.stringify({ 'Fn::GetAtt': [tableId(), 'Arn'] });
const indexArn = (indexName: string) =>
  JSON.stringify({ 'Fn::Join': ['', [{ 'Fn::GetAtt': [tableId(), 'Arn'] }, `/index/${indexName}`]] });
const dynamoGrants = (functionPrefix: string) =>
  grants(functionPrefix).filter((g) => g.actions.some((a) => a.startsWith('dynamodb:') && !a.includes('Stream')));

describe('the quote table', () => {
  it('has the key, TTL and sparse pending and unclaimed indexes the Lambda code’s schema names', () => {
    const table = first('AWS::DynamoDB::GlobalTable', 'QuotesTable');
    const { pendingIndex, unclaimedIndex } = quoteTableSchema;
    expect(table.Properties.KeySchema).toEqual([{ AttributeName: quoteTableSchema.partitionKey, KeyType: 'HASH' }]);
    expect(table.Properties.TimeToLiveSpecification).toEqual({
      AttributeName: quoteTableSchema.timeToLiveAttribute,
      Enabled: true,
    });
    expect(table.Properties.GlobalSecondaryIndexes).toEqual(
      [pendingIndex, unclaimedIndex].map((index) => ({
        IndexName: index.indexName,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'INCLUDE', NonKeyAttributes: [...index.projected] },
      })),
    );
  });
});

describe('the sweeper', () => {
  it('runs every 5 minutes (quoteSweepMinutes) with its timeout and the alarm age in its environment', () => {
    const sweeperId = onlyId('AWS::Lambda::Function', 'QuoteSweeperFunction');
    const rule = first('AWS::Events::Rule', 'QuotesSweepSchedule');
    expect(rule.Properties.ScheduleExpression).toBe('rate(5 minutes)');
    expect(rule.Properties.Targets).toEqual([
      expect.objectContaining({ Arn: { 'Fn::GetAtt': [sweeperId, 'Arn'] }, RetryPolicy: { MaximumRetryAttempts: 0 } }),
    ]);
    const sweeper = first('AWS::Lambda::Function', sweeperId);
    expect(sweeper.Properties.Timeout).toBe(senderFunctionTimeoutSeconds);
    expect(sweeper.Properties.Environment.Variables).toMatchObject({
      QUOTE_SWEEP_MINUTES: '5',
      QUOTE_UNDELIVERED_ALARM_MINUTES: '15',
      QUOTE_TABLE_NAME: { Ref: tableId() },
      STAFF_EMAILS: expect.any(String),
    });
  });

  it('may query only the pending and unclaimed indexes, and read and update quotes: no scan, no put, no delete', () => {
    // CDK merges the two Query statements into one with both index ARNs.
    const indexes = [quoteTableSchema.pendingIndex.indexName, quoteTableSchema.unclaimedIndex.indexName];
    expect(dynamoGrants('QuoteSweeperFunction')).toEqual(
      expect.arrayContaining([
        { actions: ['dynamodb:Query'], resource: `[${indexes.map(indexArn).join(',')}]` },
        { actions: ['dynamodb:GetItem', 'dynamodb:UpdateItem'], resource: tableArn() },
      ]),
    );
    expect(dynamoGrants('QuoteSweeperFunction')).toHaveLength(2);
  });

  it('reminds staff and operations of a quote unclaimed for 10 minutes (leadEscalationMinutes)', () => {
    const sweeper = first('AWS::Lambda::Function', 'QuoteSweeperFunction');
    expect(sweeper.Properties.Environment.Variables).toMatchObject({ LEAD_ESCALATION_MINUTES: '10' });
    expect(sweeper.Properties.Environment.Variables.OPERATIONS_EMAIL).toBeUndefined();
  });

  it('is named in an output, for npm run quotes -- --stack NAME --resend', () => {
    template.hasOutput('QuoteSweeperFunctionName', {
      Value: { Ref: onlyId('AWS::Lambda::Function', 'QuoteSweeperFunction') },
    });
  });
});

describe('the SES events function', () => {
  it('gets every report of staff’s quote emails through the configuration set and EventBridge', () => {
    const eventsId = onlyId('AWS::Lambda::Function', 'QuoteMailEventsFunction');
    const destination = first('AWS::SES::ConfigurationSetEventDestination', 'QuotesMailEvents');
    expect(destination.Properties.EventDestination.MatchingEventTypes.sort()).toEqual(
      ['bounce', 'complaint', 'delivery', 'deliveryDelay', 'reject', 'send'].sort(),
    );
    expect(JSON.stringify(destination.Properties.EventDestination.EventBridgeDestination)).toContain(
      'event-bus/default',
    );
    const rule = first('AWS::Events::Rule', 'QuotesStaffMailEvents');
    expect(rule.Properties.EventPattern).toMatchObject({
      source: ['aws.ses'],
      detail: { mail: { tags: { recipient: ['staff'] } } },
    });
    expect(rule.Properties.Targets[0].Arn).toEqual({ 'Fn::GetAtt': [eventsId, 'Arn'] });
  });

  it('puts a report EventBridge could not deliver after its retries into a dead-letter queue, not nowhere', () => {
    const queueId = onlyId('AWS::SQS::Queue', 'QuotesMailEventsDeadLetters');
    const { Properties: queue } = first('AWS::SQS::Queue', 'QuotesMailEventsDeadLetters');
    expect(queue).toMatchObject({ SqsManagedSseEnabled: true, MessageRetentionPeriod: 14 * 86_400 });
    expect(first('AWS::Events::Rule', 'QuotesStaffMailEvents').Properties.Targets[0]).toMatchObject({
      RetryPolicy: { MaximumRetryAttempts: 4, MaximumEventAgeInSeconds: 6 * 3600 },
      DeadLetterConfig: { Arn: { 'Fn::GetAtt': [queueId, 'Arn'] } },
    });
    // EventBridge may send to it, from this rule only; nothing without TLS.
    const [, policy] = resources('AWS::SQS::QueuePolicy', 'QuotesMailEventsDeadLetters')[0] ?? [];
    const statements = JSON.stringify(policy?.Properties.PolicyDocument.Statement);
    expect(statements).toContain('events.amazonaws.com');
    expect(statements).toContain('aws:SecureTransport');
  });

  it('may only update quotes, and send nothing', () => {
    expect(dynamoGrants('QuoteMailEventsFunction')).toEqual([
      { actions: ['dynamodb:UpdateItem'], resource: tableArn() },
    ]);
    expect(
      grants('QuoteMailEventsFunction')
        .flatMap((g) => g.actions)
        .filter((a) => a.startsWith('ses:')),
    ).toEqual([]);
  });

  it('leaves SES sending to the sender and the sweeper', () => {
    const sends = (prefix: string) => grants(prefix).some((g) => g.actions.includes('ses:SendEmail'));
    expect(['QuoteFunction', 'QuoteSenderFunction', 'QuoteSweeperFunction', 'EtaFunction'].map(sends)).toEqual([
      false,
      true,
      true,
      false,
    ]);
  });
});

describe('alarms that keep asking', () => {
  const alarm = (prefix: string) => {
    const found = first('AWS::CloudWatch::Alarm', `Quotes${prefix}`);
    return found?.Properties;
  };
  const dims = (name: keyof typeof lambdaMetrics.dimensions) =>
    Object.entries(lambdaMetrics.dimensions[name])
      .map(([Name, Value]) => ({ Name, Value }))
      .sort((a, b) => a.Name.localeCompare(b.Name));

  it('fire while the oldest undelivered quote is over 15 minutes old, and clear after', () => {
    expect(alarm('UndeliveredAge')).toMatchObject({
      MetricName: lambdaMetrics.quoteDelivery.oldestAge.outcome,
      Dimensions: dims('sweeper'),
      Statistic: 'Maximum',
      Threshold: 15 * 60,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      AlarmActions: [expect.anything()],
      OKActions: [expect.anything()],
    });
  });

  it('stay quiet on a fresh deploy, yet tell operations when the sweeper stops reporting', () => {
    // Missing data is neither breaching nor fine: a new alarm waits in INSUFFICIENT_DATA for the first sweep
    // (no notification: nothing changed state), and a sweeper that falls silent moves it there, which notifies.
    const undelivered = alarm('UndeliveredAge');
    expect(undelivered.TreatMissingData).toBe('missing');
    expect(undelivered.InsufficientDataActions).toEqual(undelivered.AlarmActions);
  });

  it('ring when SES reports could not be recorded on their quotes (the dead-letter queue holds any)', () => {
    const queueId = onlyId('AWS::SQS::Queue', 'QuotesMailEventsDeadLetters');
    expect(alarm('MailEventsNotRecorded')).toMatchObject({
      Namespace: 'AWS/SQS',
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [queueId, 'QueueName'] } }],
      Threshold: 1,
      AlarmActions: [expect.anything()],
      OKActions: [expect.anything()],
    });
    expect(alarm('MailEventsNotRecorded').AlarmDescription).toMatch(/replay the queued events \(DEPLOY\.md 7/);
  });

  it('remind operations each hour through the sweeper’s reminder metric', () => {
    expect(alarm('UndeliveredReminder')).toMatchObject({
      MetricName: lambdaMetrics.quoteDelivery.reminder.outcome,
      Dimensions: dims('sweeper'),
      Threshold: 1,
      TreatMissingData: 'notBreaching',
      AlarmActions: [expect.anything()],
    });
    expect(alarm('UndeliveredReminder').OKActions).toBeUndefined();
  });

  it('ring at once on a bounce of staff’s email', () => {
    expect(alarm('StaffMailBounced')).toMatchObject({
      MetricName: lambdaMetrics.quoteDelivery.staffBounced.outcome,
      Dimensions: dims('mailEvents'),
      Period: 60,
      Threshold: 1,
    });
  });

  it('ring at once when a quote cannot be sent as stored, from the sender or the sweeper, saying what to do (issue 29 B)', () => {
    const undeliverable = alarm('QuoteUndeliverable');
    expect(undeliverable).toMatchObject({
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      TreatMissingData: 'notBreaching',
      AlarmActions: [expect.anything()],
      OKActions: [expect.anything()],
    });
    const counted = (
      undeliverable.Metrics as { MetricStat?: { Metric: { MetricName: string; Dimensions: unknown } } }[]
    )
      .flatMap((m) => (m.MetricStat ? [m.MetricStat.Metric] : []))
      .map((m) => [m.MetricName, m.Dimensions]);
    expect(counted).toEqual([
      [lambdaMetrics.quoteDelivery.undeliverable, dims('sender')],
      [lambdaMetrics.quoteDelivery.undeliverable, dims('sweeper')],
    ]);
    expect(undeliverable.AlarmDescription).toMatch(/FAILED.*show REF.*--resend REF/);
  });

  it('no longer count the on-failure queue’s depth (the sweeper sends those quotes; the age alarm watches them)', () => {
    const failedSends = onlyId('AWS::SQS::Queue', 'QuotesFailedSends');
    expect(
      resources('AWS::CloudWatch::Alarm').filter(([, a]) => JSON.stringify(a.Properties).includes(failedSends)),
    ).toEqual([]);
  });
});

describe('the caps and the wave rate (issue 26 part B)', () => {
  const countersId = () => onlyId('AWS::DynamoDB::GlobalTable', 'QuotesLimitCounters');
  const environment = (prefix: string): Record<string, string> =>
    first('AWS::Lambda::Function', prefix).Properties.Environment.Variables;

  it('count in a table of their own, keyed and expiring as the window counters’ schema says', () => {
    const table = first('AWS::DynamoDB::GlobalTable', 'QuotesLimitCounters');
    expect(table.Properties.KeySchema).toEqual([
      { AttributeName: windowCounterTableSchema.partitionKey, KeyType: 'HASH' },
    ]);
    expect(table.Properties.TimeToLiveSpecification).toEqual({
      AttributeName: windowCounterTableSchema.timeToLiveAttribute,
      Enabled: true,
    });
  });

  it('let only the quote function add to and read the counters', () => {
    // CDK may merge it with the spend counters' statement of the same actions: what matters is what it allows.
    const on = (prefix: string) => grants(prefix).filter((g) => g.resource.includes(`"${countersId()}"`));
    expect(on('QuoteFunction').map((g) => g.actions)).toEqual([['dynamodb:GetItem', 'dynamodb:UpdateItem']]);
    for (const other of ['EtaFunction', 'QuoteSenderFunction', 'QuoteSweeperFunction', 'QuoteMailEventsFunction']) {
      expect(on(other)).toEqual([]);
    }
  });

  it('give the quote function the caps from cdk.json, and the sweeper the digest interval', () => {
    expect(environment('QuoteFunction')).toMatchObject({
      [quoteEnv.quoteCounterTableName]: { Ref: countersId() },
      [envName('quoteCapPerAddressPerHour')]: '5',
      [envName('quoteCapPerIpPerHour')]: '10',
      [envName('quoteWaveLimit')]: '60',
      [envName('quoteWaveMinutes')]: '10',
    });
    expect(environment('QuoteSweeperFunction')).toMatchObject({
      [envName('quoteDigestMinutes')]: '5',
      [envName('quoteHeldDigestMinutes')]: '60',
    });
  });

  it('ring the wave alarm on any quote stored past the wave rate, saying what to do, and clear after', () => {
    const wave = first('AWS::CloudWatch::Alarm', 'QuotesQuoteWave').Properties;
    expect(wave).toMatchObject({
      MetricName: lambdaMetrics.quoteDelivery.wave.outcome,
      Dimensions: [{ Name: 'service', Value: lambdaMetrics.dimensions.quote.service }],
      Statistic: 'Sum',
      Period: 300,
      Threshold: 1,
      TreatMissingData: 'notBreaching',
      AlarmActions: [expect.anything()],
      OKActions: [expect.anything()],
    });
    expect(wave.AlarmDescription).toMatch(/More than 60 quotes in 10 minutes.*one digest email every 5 minutes/);
    expect(wave.AlarmDescription).toMatch(/npm run quotes.*wafEnabled.*quoteWaveLimit/);
  });
});

describe('the dashboard', () => {
  it('shows leads, store-to-send time, undelivered quotes, bounces, outcomes marked, /api/eta outcomes and the API’s 4xx/5xx', () => {
    const dashboard = first('AWS::CloudWatch::Dashboard');
    const body = JSON.stringify(dashboard.Properties.DashboardBody);
    for (const metric of [
      'stored',
      'store_to_send',
      'undelivered_quotes',
      'oldest_undelivered_age',
      'staff_mail_bounced',
      'staff_mail_complained',
      ...leadOutcomes.map((outcome) => leadOutcomeTable[outcome].metric),
      'estimate_ok',
      'estimate_approximate',
      'estimate_failed',
      'location_hourly_ceiling_reached',
      'location_daily_ceiling_reached',
      'location_kill_switch_on',
      '4xx',
      '5xx',
    ]) {
      expect(body).toContain(`\\"${metric}\\"`);
    }
  });

  it('graphs a series a day for every outcome of the table, labelled in its word', () => {
    const body = JSON.stringify(first('AWS::CloudWatch::Dashboard').Properties.DashboardBody);
    const words = leadOutcomes.map((outcome) => leadOutcomeTable[outcome].word);
    expect(body).toContain(`Leads marked ${words.slice(0, -1).join(', ')} and ${words.at(-1)}, per day`);
    for (const outcome of leadOutcomes) {
      const { metric, word } = leadOutcomeTable[outcome];
      const series = new RegExp(
        `\\\\"${metric}\\\\",[^\\]]*\\{\\\\"label\\\\":\\\\"${word}\\\\"[^}]*\\\\"period\\\\":86400`,
      );
      expect(body).toMatch(series);
    }
  });
});

it('leaves cdk-nag nothing unacknowledged', () => {
  expect(findings.filter((f) => f.startsWith('error') || f.startsWith('Error'))).toEqual([]);
});
