/**
 * What bounds the ETA's Amazon Location bill, as synthesized: the counter and cache tables (keys and TTL from the
 * Lambda code), the kill switch parameter, the ETA function's least-privilege grants, the ceiling alarms, and the
 * WAF's managed groups and /api/eta rate, with cdk-nag clean in the default, production and WAF-on syntheses.
 */
import { lambdaMetrics } from '@courier/common/api/lambda-env';
import { envName } from '@courier/common/settings/all-settings';
import { windowCounterTableSchema } from '@courier/lambdas/aws/window-counter';
import { geocodeCacheTableSchema } from '@courier/lambdas/eta/geocode-cache';
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { managedRuleGroups } from '../lib/edge/site-web-acl';
import { nagFindings, type Synthesized, synthesized } from './synth';

const staging = synthesized('defaults');
const production = synthesized('production');
const wafOn = synthesized('stagingTuned'); // WAF on, Location budgets of $0.5 an hour and $2 a day

type Resource = { Properties: Record<string, unknown> & { Environment?: unknown; AlarmDescription?: string } };
const resources = (result: Synthesized, type: string) =>
  Object.entries(result.site.findResources(type) as Record<string, Resource>);
const idOf = (result: Synthesized, type: string, prefix: string) => {
  const found = resources(result, type).filter(([id]) => id.startsWith(prefix));
  expect(found).toHaveLength(1);
  return found[0]?.[0] as string;
};
const statementsOf = (result: Synthesized, prefix: string) =>
  resources(result, 'AWS::IAM::Policy')
    .filter(([id]) => id.startsWith(prefix))
    .flatMap(([, policy]) => (policy.Properties.PolicyDocument as { Statement: unknown[] }).Statement);

describe('the ETA spending ceiling in the stack', () => {
  it('has a counter table and a geocode cache keyed and expiring as the Lambda code says', () => {
    for (const [prefix, schema] of [
      ['LocationSpendSpendCounters', windowCounterTableSchema],
      ['LocationSpendGeocodeCache', geocodeCacheTableSchema],
    ] as const) {
      const id = idOf(staging, 'AWS::DynamoDB::GlobalTable', prefix);
      staging.site.hasResource('AWS::DynamoDB::GlobalTable', {
        DeletionPolicy: 'Delete',
        Properties: Match.objectLike({
          KeySchema: [{ AttributeName: schema.partitionKey, KeyType: 'HASH' }],
          TimeToLiveSpecification: { AttributeName: schema.timeToLiveAttribute, Enabled: true },
          BillingMode: 'PAY_PER_REQUEST',
        }),
      });
      expect(id).toMatch(prefix);
    }
  });

  it('names the kill switch parameter without owning its value: a deploy never switches paid calls back on', () => {
    // Created by operations when they first switch off (DEPLOY.md "Kill switch"); absent means on.
    staging.site.resourceCountIs('AWS::SSM::Parameter', 0);
    production.site.resourceCountIs('AWS::SSM::Parameter', 0);
    // Nor does anything else in the stack write it.
    expect(JSON.stringify(staging.site.toJSON())).not.toMatch(/ssm:PutParameter/);
  });

  it('gives the ETA function its budget from the context', () => {
    const eta = (result: Synthesized) =>
      resources(result, 'AWS::Lambda::Function').find(([id]) => id.startsWith('EtaFunction'))?.[1].Properties
        .Environment as unknown as { Variables: Record<string, unknown> };
    expect(eta(staging).Variables).toMatchObject({
      [envName('locationBudgetUsdPerHour')]: '1',
      [envName('locationBudgetUsdPerDay')]: '5',
    });
    expect(eta(wafOn).Variables).toMatchObject({
      [envName('locationBudgetUsdPerHour')]: '0.5',
      [envName('locationBudgetUsdPerDay')]: '2',
    });
  });

  it('lets only the ETA and quote functions use them, and only as they must: no scans, deletes or writes elsewhere', () => {
    const counters = `"${idOf(staging, 'AWS::DynamoDB::GlobalTable', 'LocationSpendSpendCounters')}"`;
    const geocodes = `"${idOf(staging, 'AWS::DynamoDB::GlobalTable', 'LocationSpendGeocodeCache')}"`;
    // The kill switch by its ARN, parameter/<stack>/eta/location-paid-calls.
    const parameter = 'parameter/CourierSiteStaging/eta/location-paid-calls';
    const on = (prefix: string, reference: string) =>
      statementsOf(staging, prefix)
        .filter((statement) => JSON.stringify(statement).includes(reference))
        .flatMap((statement) => [(statement as { Action: string | string[] }).Action].flat())
        .sort();
    // The quote function estimates each stored quote with the same provider, inside the same ceiling (decision 021).
    for (const estimating of ['EtaFunction', 'QuoteFunction']) {
      expect(on(estimating, counters)).toEqual(['dynamodb:GetItem', 'dynamodb:UpdateItem']);
      expect(on(estimating, geocodes)).toEqual(['dynamodb:BatchGetItem', 'dynamodb:BatchWriteItem']);
      expect(on(estimating, parameter)).toEqual(['ssm:GetParameter']);
    }
    for (const other of ['QuoteSenderFunction', 'QuoteSweeperFunction']) {
      for (const reference of [counters, geocodes, parameter]) expect(on(other, reference)).toEqual([]);
    }
  });

  it.each([
    ['LocationHourlyCeilingReached', lambdaMetrics.hourlyCeilingReached.outcome, /next hour.*locationBudgetUsdPerHour/],
    ['LocationDailyCeilingReached', lambdaMetrics.dailyCeilingReached.outcome, /midnight UTC.*locationBudgetUsdPerDay/],
  ])('alarms operations when %s, saying what to do', (alarmId, metricName, says) => {
    const topic = idOf(staging, 'AWS::SNS::Topic', 'Alarms');
    const [, alarm] = resources(staging, 'AWS::CloudWatch::Alarm').find(([id]) => id.includes(alarmId)) ?? [];
    expect(alarm?.Properties).toMatchObject({
      Namespace: 'CourierSiteStaging',
      MetricName: metricName,
      Dimensions: expect.arrayContaining([
        { Name: 'service', Value: lambdaMetrics.dimensions.eta.service },
        { Name: 'provider', Value: lambdaMetrics.dimensions.eta.provider },
      ]),
      Threshold: 1,
      AlarmActions: [{ Ref: topic }],
    });
    expect(alarm?.Properties.AlarmDescription).toMatch(says);
  });
});

describe('the WAF', () => {
  it('is on in production: managed groups first, and /api/eta held to 60 requests per IP per 5 minutes', () => {
    const rules = production.edge?.findResources('AWS::WAFv2::WebACL');
    const [acl] = Object.values(rules ?? {}) as { Properties: { Rules: Record<string, unknown>[] } }[];
    const named = Object.fromEntries((acl?.Properties.Rules ?? []).map((rule) => [rule.Name, rule]));
    for (const [i, group] of managedRuleGroups.entries()) {
      expect(named[group.name]).toMatchObject({
        Priority: i,
        OverrideAction: group.mode === 'block' ? { None: {} } : { Count: {} },
      });
    }
    expect(named.AWSManagedRulesAnonymousIpList).toMatchObject({ OverrideAction: { Count: {} } });
    expect(named.RateLimitEta).toMatchObject({ Statement: { RateBasedStatement: { Limit: 60 } } });
  });

  it('logs the requests it blocks, and only those, to a CloudWatch log group kept 30 days', () => {
    const edge = production.edge;
    const [aclId] = Object.keys(edge?.findResources('AWS::WAFv2::WebACL') ?? {});
    const groups = Object.entries(edge?.findResources('AWS::Logs::LogGroup') ?? {});
    expect(groups.map(([, group]) => group.Properties)).toEqual([
      { LogGroupName: 'aws-waf-logs-CourierSiteEdge', RetentionInDays: 30, Tags: expect.anything() },
    ]);
    expect(groups[0]?.[1].DeletionPolicy).toBe('Delete');
    const [logging, ...others] = Object.values(edge?.findResources('AWS::WAFv2::LoggingConfiguration') ?? {});
    expect(others).toEqual([]);
    expect(logging?.Properties).toEqual({
      ResourceArn: { 'Fn::GetAtt': [aclId, 'Arn'] },
      // The log group's ARN as WAF takes it: no `:*` after the name.
      LogDestinationConfigs: [
        {
          'Fn::Join': [
            '',
            ['arn:aws:logs:us-east-1:', { Ref: 'AWS::AccountId' }, ':log-group:aws-waf-logs-CourierSiteEdge'],
          ],
        },
      ],
      LoggingFilter: {
        DefaultBehavior: 'DROP',
        Filters: [
          { Behavior: 'KEEP', Requirement: 'MEETS_ANY', Conditions: [{ ActionCondition: { Action: 'BLOCK' } }] },
        ],
      },
    });
  });

  it('is off in staging, whose bill the spending ceiling alone bounds', () => {
    expect(staging.edge).toBeUndefined();
  });
});

describe('cdk-nag', () => {
  it('finds nothing left in the default, production and WAF-on syntheses', () => {
    for (const result of [staging, production, wafOn]) expect(nagFindings(result.report)).toEqual([]);
  });
});
