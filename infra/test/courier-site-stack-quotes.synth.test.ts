/** The default stack's quote store, its email through SES and SES's reports, and the alarms (cdk.json defaults). */
import { lambdaMetrics, sesRecipientTag } from '@courier/common/api/lambda-env';
import { defaultSiteConfig } from '@courier/common/site-config-env';
import { quoteKind } from '@courier/lambdas/quote/store/quote-table';
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { daysWithoutReport } from '../lib/leads/weekly-report';
import { logicalId, only, policyStatements, quoteTable, template, useDefaultStack } from './default-stack';
import { alarmsMayPublish } from './synth';

useDefaultStack();

describe('quote store', () => {
  it('is an on-demand table, encrypted with a KMS key, with point-in-time recovery, TTL and a stream', () => {
    const [, table] = only(...quoteTable);
    expect(table.DeletionPolicy).toBe('Retain');
    expect(table.Properties).toMatchObject({
      KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
      BillingMode: 'PAY_PER_REQUEST',
      SSESpecification: { SSEEnabled: true, SSEType: 'KMS' },
      TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true },
      StreamSpecification: { StreamViewType: 'NEW_IMAGE' },
      Replicas: [
        expect.objectContaining({
          PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
          DeletionProtectionEnabled: true,
        }),
      ],
    });
  });

  it('feeds only new quotes to the sender, retrying with bisection and reporting exhausted sends to a queue', () => {
    const [queueId] = Object.keys(template.findResources('AWS::SQS::Queue')).filter((id) =>
      id.startsWith('QuotesFailedSends'),
    );
    template.hasResourceProperties('AWS::SQS::Queue', {
      SqsManagedSseEnabled: true,
      MessageRetentionPeriod: 1_209_600,
    });
    const [, mapping] = only('AWS::Lambda::EventSourceMapping');
    expect(mapping.Properties).toMatchObject({
      FunctionName: { Ref: expect.stringMatching(/^QuoteSenderFunction/) },
      StartingPosition: 'TRIM_HORIZON',
      BisectBatchOnFunctionError: true,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      MaximumRetryAttempts: 10,
      MaximumRecordAgeInSeconds: 86_400,
      DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [queueId, 'Arn'] } } },
      FilterCriteria: {
        Filters: [
          // The kind the quote store writes on every quote: the filter and the store read it from one place.
          { Pattern: JSON.stringify({ eventName: ['INSERT'], dynamodb: { NewImage: { kind: { S: [quoteKind] } } } }) },
        ],
      },
    });
  });

  it('lets the quote function only put and get, and the sender only get and update (no scans, no deletes)', () => {
    const tableId = logicalId(...quoteTable);
    // On the table itself; the stream's read actions (granted by the event source) are on its StreamArn.
    const dynamo = (prefix: string) =>
      policyStatements(prefix)
        .filter((s) => JSON.stringify(s.Resource) === JSON.stringify({ 'Fn::GetAtt': [tableId, 'Arn'] }))
        .flatMap((s) => [s.Action].flat());
    expect(dynamo('QuoteFunction').sort()).toEqual(['dynamodb:GetItem', 'dynamodb:PutItem']);
    expect(dynamo('QuoteSenderFunction').sort()).toEqual(['dynamodb:GetItem', 'dynamodb:UpdateItem']);
    expect(dynamo('EtaFunction')).toEqual([]);
  });

  it('names the table in an output for npm run quotes', () => {
    template.hasOutput('QuoteTableName', { Value: { Ref: logicalId(...quoteTable) } });
  });
});

describe('SES', () => {
  it('verifies the sender address (no hosted zone given)', () => {
    only('AWS::SES::EmailIdentity', { EmailIdentity: defaultSiteConfig.publicEmail });
  });

  it('lets only the quote sender send, only from that identity and address', () => {
    const ses = (prefix: string) =>
      policyStatements(prefix).filter((s) => [s.Action].flat().some((a: string) => a.startsWith('ses:')));
    expect(ses('QuoteFunction')).toEqual([]);
    expect(ses('QuoteSenderFunction')).toEqual([
      {
        Effect: 'Allow',
        Action: ['ses:SendEmail', 'ses:SendRawEmail'],
        // The identity, and the configuration set every send names.
        Resource: expect.arrayContaining([
          {
            'Fn::Join': [
              '',
              expect.arrayContaining([
                expect.stringMatching(/:ses:eu-west-2:/),
                { Ref: logicalId('AWS::SES::EmailIdentity') },
              ]),
            ],
          },
          {
            'Fn::Join': [
              '',
              expect.arrayContaining([':configuration-set/', { Ref: logicalId('AWS::SES::ConfigurationSet') }]),
            ],
          },
        ]),
        Condition: { StringEquals: { 'ses:FromAddress': defaultSiteConfig.publicEmail } },
      },
    ]);
    expect(ses('EtaFunction')).toEqual([]);
  });
});

describe('SES delivery problems (their reports to operations: mail-reports.synth.test.ts)', () => {
  const configurationSet = () => ({ Ref: logicalId('AWS::SES::ConfigurationSet') });
  const destination = (events: string[]) =>
    only('AWS::SES::ConfigurationSetEventDestination', {
      EventDestination: Match.objectLike({ MatchingEventTypes: events }),
    })[1].Properties;

  it('count bounces, complaints and rejects in CloudWatch by configuration set and recipient tag', () => {
    expect(destination(['bounce', 'complaint', 'reject'])).toEqual({
      ConfigurationSetName: configurationSet(),
      EventDestination: {
        Enabled: true,
        MatchingEventTypes: ['bounce', 'complaint', 'reject'],
        CloudWatchDestination: {
          DimensionConfigurations: [
            {
              DimensionName: 'ses:configuration-set',
              DimensionValueSource: 'messageTag',
              DefaultDimensionValue: 'none',
            },
            {
              DimensionName: sesRecipientTag.name,
              DimensionValueSource: 'messageTag',
              DefaultDimensionValue: 'untagged',
            },
          ],
        },
      },
    });
  });

  it('raise an alarm to operations on any bounce, complaint or reject of a quote email to staff', () => {
    const [, alarm] = only('AWS::CloudWatch::Alarm', {
      Metrics: Match.arrayWith([Match.objectLike({ Expression: Match.stringLikeRegexp('SUM\\(\\[bounce') })]),
    });
    const { Metrics: metrics, ...settings } = alarm.Properties;
    expect(settings).toMatchObject({
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      EvaluationPeriods: 1,
      TreatMissingData: 'notBreaching',
      AlarmActions: [{ Ref: logicalId('AWS::SNS::Topic') }],
    });
    expect(metrics[0]).toMatchObject({ Expression: 'SUM([bounce, complaint, reject])', ReturnData: true });
    const stats = metrics.slice(1).map((m: { MetricStat: unknown }) => m.MetricStat);
    expect(stats).toEqual(
      ['Bounce', 'Complaint', 'Reject'].map((MetricName) => ({
        Metric: {
          Namespace: 'AWS/SES',
          MetricName,
          Dimensions: [
            { Name: sesRecipientTag.name, Value: sesRecipientTag.staff },
            { Name: 'ses:configuration-set', Value: configurationSet() },
          ],
        },
        Period: 300,
        Stat: 'Sum',
      })),
    );
  });
});

describe('alarms', () => {
  it('notify through an encrypted, TLS-only SNS topic', () => {
    const keyId = logicalId('AWS::KMS::Key', { EnableKeyRotation: true, Description: 'Encrypts the alarm topic' });
    const topicId = logicalId('AWS::SNS::Topic', { KmsMasterKeyId: { 'Fn::GetAtt': [keyId, 'Arn'] } });
    template.hasResourceProperties('AWS::SNS::TopicPolicy', {
      Topics: [{ Ref: topicId }],
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
          alarmsMayPublish(topicId),
        ]),
      },
    });
    template.hasResourceProperties('AWS::KMS::Key', {
      KeyPolicy: {
        Statement: Match.arrayWith([
          Match.objectLike({
            // Alarms, and EventBridge with SES's reports of staff's mail (mail-reports.synth.test.ts).
            Principal: { Service: ['cloudwatch.amazonaws.com', 'events.amazonaws.com'] },
            Action: ['kms:Decrypt', 'kms:GenerateDataKey*'],
          }),
        ]),
      },
    });
    const alarms = Object.entries(template.findResources('AWS::CloudWatch::Alarm'));
    // The API's, the quote function's, throttles, ETA use and its two spending ceilings (location-spend.synth.test.ts),
    // SES problems and SES's reputation; the quote store's eight (quote-pipeline.synth.test.ts, and customers'
    // acknowledgements bouncing: mail-reports.synth.test.ts); the site probe's; the weekly report's two
    // (weekly-report.synth.test.ts).
    expect(alarms).toHaveLength(22);
    for (const [id, alarm] of alarms) {
      expect(alarm.Properties.AlarmActions).toEqual([{ Ref: topicId }]);
      // One period each, but the probe's (two failed runs in a row, site-probe below) and the weekly report's week
      // without a run (a day each).
      const periods = id.startsWith('SiteProbe') ? 2 : id.startsWith('WeeklyReportNeverRan') ? daysWithoutReport : 1;
      expect(alarm.Properties.EvaluationPeriods).toBe(periods);
    }
    template.resourceCountIs('AWS::SNS::Subscription', 0); // no operationsEmail by default
  });

  it('watch SES’s account reputation: bounces at 5 %, complaints at 0.1 %, keeping their state between reports', () => {
    for (const [metric, threshold] of [
      ['Reputation.BounceRate', 0.05],
      ['Reputation.ComplaintRate', 0.001],
    ] as const) {
      template.hasResourceProperties('AWS::CloudWatch::Alarm', {
        Namespace: 'AWS/SES',
        MetricName: metric,
        Statistic: 'Maximum',
        Threshold: threshold,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
        // SES publishes them only as it has mail to judge: a quiet period is no news, good or bad.
        TreatMissingData: 'ignore',
        AlarmActions: [{ Ref: Match.stringLikeRegexp('^AlarmsTopic') }],
      });
    }
  });

  it('watch quote-function errors each minute', () => {
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/Lambda',
      MetricName: 'Errors',
      Dimensions: [{ Name: 'FunctionName', Value: { Ref: Match.stringLikeRegexp('^QuoteFunction') } }],
      Period: 60,
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
    });
  });

  it('watch the API for 5xx and 4xx (429 throttling) on its stage', () => {
    const apiId = logicalId('AWS::ApiGatewayV2::Api');
    for (const [metric, threshold] of [
      ['5xx', 1],
      ['4xx', 100],
    ] as const) {
      template.hasResourceProperties('AWS::CloudWatch::Alarm', {
        Namespace: 'AWS/ApiGateway',
        MetricName: metric,
        Dimensions: Match.arrayWith([
          { Name: 'ApiId', Value: { Ref: apiId } },
          { Name: 'Stage', Value: '$default' },
        ]),
        Statistic: 'Sum',
        Threshold: threshold,
      });
    }
  });

  it('watch the outcome metrics the functions count: quotes not emailed, routes not estimated', () => {
    for (const [metric, threshold] of [[lambdaMetrics.estimateFailed, 5]] as const) {
      const dimensions = Object.entries(lambdaMetrics.dimensions[metric.function]).map(([Name, Value]) => ({
        Name,
        Value,
      }));
      template.hasResourceProperties('AWS::CloudWatch::Alarm', {
        Namespace: 'CourierSiteStaging', // the stack's name, the one its functions count under
        MetricName: metric.outcome,
        Dimensions: dimensions.sort((a, b) => a.Name.localeCompare(b.Name)),
        Statistic: 'Sum',
        Threshold: threshold,
      });
    }
  });

  it('watch Lambda throttles of every function', () => {
    const [, alarm] = only('AWS::CloudWatch::Alarm', {
      Metrics: Match.arrayWith([Match.objectLike({ Expression: 'SUM([t0, t1, t2, t3, t4, t5, t6])' })]),
    });
    const metrics = alarm.Properties.Metrics;
    expect(
      metrics.slice(1).map((m: { MetricStat: { Metric: { MetricName: string } } }) => m.MetricStat.Metric.MetricName),
    ).toEqual(Array(7).fill('Throttles'));
  });

  it('tell operations while a quote has waited over 15 minutes (the sweeper’s metric), and when quotes wait over 10 minutes in the stream', () => {
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'CourierSiteStaging',
      MetricName: 'oldest_undelivered_age',
      Threshold: 900,
      TreatMissingData: 'missing',
    });
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/Lambda',
      MetricName: 'IteratorAge',
      Dimensions: [{ Name: 'FunctionName', Value: { Ref: Match.stringLikeRegexp('^QuoteSenderFunction') } }],
      Statistic: 'Maximum',
      Threshold: 600_000,
    });
  });
});
