/**
 * SES's reports of the quote emails, routed by the `recipient` tag (issue 54 E): staff's problems reach operations'
 * alarm topic as SES wrote them, and nothing of customers' mail does (a customer's report carries their address);
 * customers' acknowledgements reach the mail-events function, which counts their sends and bounces, and an alarm on
 * that bounce rate tells operations in counts only.
 */
import { lambdaMetrics, sesRecipientTag } from '@courier/common/api/lambda-env';
import { describe, expect, it } from 'vitest';
import { acknowledgementBounceAlarm } from '../lib/quotes/quote-alarms';
import { synthesized } from './synth';
import { idsOf, onlyId } from './template-ids';

const { site: template } = synthesized('defaults');
// biome-ignore lint/suspicious/noExplicitAny: template entries are untyped JSON.
const resource = (type: string, prefix: string): any => template.findResources(type)[onlyId(template, type, prefix)];
const topic = () => ({ Ref: onlyId(template, 'AWS::SNS::Topic', 'AlarmsTopic') });
const configurationSet = () => ({ Ref: onlyId(template, 'AWS::SES::ConfigurationSet', 'SenderConfigurationSet') });
const rules = () => Object.entries(template.findResources('AWS::Events::Rule'));

describe("SES's reports to operations", () => {
  it('never go from the configuration set to a topic directly, where every email’s would go', () => {
    const destinations = Object.values(template.findResources('AWS::SES::ConfigurationSetEventDestination'));
    expect(destinations.length).toBeGreaterThan(0);
    expect(destinations.filter((d) => d.Properties.EventDestination.SnsDestination)).toEqual([]);
  });

  it("are staff's bounces, complaints, rejects and delays of this stack's mail, as SES wrote them", () => {
    const rule = resource('AWS::Events::Rule', 'QuotesStaffMailReports').Properties;
    expect(rule.EventPattern).toEqual({
      source: ['aws.ses'],
      detail: {
        eventType: ['Bounce', 'Complaint', 'Reject', 'DeliveryDelay'],
        mail: {
          tags: { 'ses:configuration-set': [configurationSet()], [sesRecipientTag.name]: [sesRecipientTag.staff] },
        },
      },
    });
    expect(rule.Targets).toEqual([expect.objectContaining({ Arn: topic() })]);
    expect(rule.Targets[0].Input).toBeUndefined(); // the report itself
  });

  it('come from no rule that lets a customer’s mail through', () => {
    const sesToTopic = rules().filter(
      ([, r]) =>
        r.Properties.EventPattern?.source.includes('aws.ses') &&
        JSON.stringify(r.Properties.Targets).includes(JSON.stringify(topic())),
    );
    expect(sesToTopic.map(([id]) => id)).toEqual(idsOf(template, 'AWS::Events::Rule', 'QuotesStaffMailReports'));
    for (const [, r] of sesToTopic) {
      expect(r.Properties.EventPattern.detail.mail.tags[sesRecipientTag.name]).toEqual([sesRecipientTag.staff]);
    }
  });

  it('may be published by EventBridge, through the topic’s key, and SES publishes to it no more', () => {
    const statements = JSON.stringify(
      Object.values(template.findResources('AWS::SNS::TopicPolicy')).map((p) => p.Properties.PolicyDocument),
    );
    expect(statements).toContain('events.amazonaws.com');
    const key = resource('AWS::KMS::Key', 'AlarmsTopicKey').Properties.KeyPolicy.Statement;
    const services = key.flatMap((s: { Principal: { Service?: string | string[] } }) => [s.Principal.Service ?? []]);
    expect(services.flat().sort()).toEqual(['cloudwatch.amazonaws.com', 'events.amazonaws.com']);
  });
});

describe("customers' acknowledgements", () => {
  it('reach the mail-events function, their sends and bounces only, to be counted', () => {
    const rule = resource('AWS::Events::Rule', 'QuotesAcknowledgementMailEvents').Properties;
    expect(rule.EventPattern).toEqual({
      source: ['aws.ses'],
      detail: {
        eventType: ['Send', 'Bounce'],
        mail: {
          tags: { 'ses:configuration-set': [configurationSet()], [sesRecipientTag.name]: [sesRecipientTag.customer] },
        },
      },
    });
    const events = onlyId(template, 'AWS::Lambda::Function', 'QuoteMailEventsFunction');
    const deadLetters = onlyId(template, 'AWS::SQS::Queue', 'QuotesMailEventsDeadLetters');
    expect(rule.Targets).toEqual([
      expect.objectContaining({
        Arn: { 'Fn::GetAtt': [events, 'Arn'] },
        DeadLetterConfig: { Arn: { 'Fn::GetAtt': [deadLetters, 'Arn'] } },
      }),
    ]);
  });

  it('ring when 10 % of an hour’s bounce, once 5 went out, in a notification with no personal data', () => {
    const alarm = resource('AWS::CloudWatch::Alarm', 'QuotesAcknowledgementsBouncing').Properties;
    const { percent, minimumSent } = acknowledgementBounceAlarm;
    expect(alarm).toMatchObject({
      Threshold: percent,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      EvaluationPeriods: 1,
      TreatMissingData: 'notBreaching',
      AlarmActions: [topic()],
      OKActions: [topic()],
    });
    const [expression, ...metrics] = alarm.Metrics;
    expect(expression.Expression).toBe(
      `IF(FILL(sent, 0) >= ${minimumSent}, 100 * FILL(bounced, 0) / FILL(sent, 0), 0)`,
    );
    const { acknowledgementSent, acknowledgementBounced } = lambdaMetrics.quoteDelivery;
    expect(
      metrics.map((m: { Id: string; MetricStat: { Metric: { MetricName: string }; Period: number; Stat: string } }) => [
        m.Id,
        m.MetricStat.Metric.MetricName,
        m.MetricStat.Period,
        m.MetricStat.Stat,
      ]),
    ).toEqual([
      ['sent', acknowledgementSent.outcome, 3600, 'Sum'],
      ['bounced', acknowledgementBounced.outcome, 3600, 'Sum'],
    ]);
    // What operations read: counts and what to do, never an address or a reference.
    expect(alarm.AlarmDescription).toMatch(/customerAcknowledgement/);
    expect(alarm.AlarmDescription).not.toMatch(/@|Q-[A-Z0-9]/);
  });
});
