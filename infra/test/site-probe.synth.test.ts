/**
 * The site probe as synthesized: a function given the public URL, run on a schedule, and an alarm after two failed
 * runs in a row that also tells operations when the probe falls silent, but not on a fresh deploy.
 */
import { siteProbe } from '@courier/common/api/lambda-env';
import type { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { nagFindings, type Synthesized, synthesized } from './synth';

const staging = synthesized('defaults');
const withDomain = synthesized('everything');
const hourly = synthesized('stagingTuned'); // siteProbeMinutes 60

// biome-ignore lint/suspicious/noExplicitAny: template entries are untyped JSON.
const only = (template: Template, type: string, prefix: string): [string, any] => {
  const found = Object.entries(template.findResources(type)).filter(([id]) => id.startsWith(prefix));
  expect(found).toHaveLength(1);
  return found[0] as [string, unknown];
};

describe('the site probe', () => {
  it('checks the public URL: the distribution’s own name, or the custom domain’s canonical name', () => {
    const url = (result: Synthesized) =>
      only(result.site, 'AWS::Lambda::Function', 'SiteProbeFunction')[1].Properties.Environment.Variables[
        siteProbe.siteUrlEnv
      ];
    const distribution = only(staging.site, 'AWS::CloudFront::Distribution', 'SiteDistribution')[0];
    expect(url(staging)).toEqual({ 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [distribution, 'DomainName'] }]] });
    expect(url(withDomain)).toBe('https://www.swiftline.co.uk');
    // The canonical name, which every other one redirects to: the probe checks the site there.
    expect(url(synthesized('domainOnly'))).toBe('https://swiftline.co.uk');
  });

  it('runs every siteProbeMinutes, 5 by default, once per run', () => {
    const [functionId] = only(staging.site, 'AWS::Lambda::Function', 'SiteProbeFunction');
    const [, rule] = only(staging.site, 'AWS::Events::Rule', 'SiteProbeSchedule');
    expect(rule.Properties.ScheduleExpression).toBe('rate(5 minutes)');
    expect(rule.Properties.Targets).toEqual([
      expect.objectContaining({ Arn: { 'Fn::GetAtt': [functionId, 'Arn'] }, RetryPolicy: { MaximumRetryAttempts: 0 } }),
    ]);
    expect(only(hourly.site, 'AWS::Events::Rule', 'SiteProbeSchedule')[1].Properties.ScheduleExpression).toBe(
      'rate(1 hour)',
    );
  });

  it('rings after two failed runs in a row, and when the probe stops, but not before its first run', () => {
    const [, alarm] = only(staging.site, 'AWS::CloudWatch::Alarm', 'SiteProbeFailures');
    const topic = { Ref: only(staging.site, 'AWS::SNS::Topic', 'AlarmsTopic')[0] };
    expect(alarm.Properties).toMatchObject({
      Namespace: 'CourierSiteStaging',
      MetricName: 'SiteProbeFailures',
      Dimensions: [{ Name: 'service', Value: 'site-probe' }],
      Statistic: 'Maximum',
      Period: 300,
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      EvaluationPeriods: 2,
      DatapointsToAlarm: 2,
      TreatMissingData: 'missing',
      AlarmActions: [topic],
      OKActions: [topic],
      InsufficientDataActions: [topic],
    });
    expect(only(hourly.site, 'AWS::CloudWatch::Alarm', 'SiteProbeFailures')[1].Properties.Period).toBe(3600);
  });

  it('may do nothing in AWS but write its own log: it only reads the public site', () => {
    const statements = Object.entries(staging.site.findResources('AWS::IAM::Policy'))
      .filter(([id]) => id.startsWith('SiteProbeFunctionRole'))
      .flatMap(([, policy]) => policy.Properties.PolicyDocument.Statement);
    expect(statements.flatMap((statement) => [statement.Action].flat()).sort()).toEqual([
      'logs:CreateLogStream',
      'logs:PutLogEvents',
    ]);
    expect(nagFindings(hourly.report)).toEqual([]);
  });
});
