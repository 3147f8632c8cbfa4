/**
 * Every alarm can fire (issue 41 C): an expression that combines series which may be missing in a period fills the
 * gaps (FILL) or uses an array function that tolerates them (SUM([…])), since `a + b` has no value wherever either
 * has none; and every metric an alarm watches is one that something deployed publishes, by namespace, name and the
 * whole set of dimensions (CloudWatch matches a metric by all of them, so one wrong dimension is a silent alarm).
 * Every alarm of every synthesized configuration is walked, so an alarm added later is held to the same rules.
 */
import { lambdaMetrics, siteProbe } from '@courier/common/api/lambda-env';
import type { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { type SynthConfigurationName, synthConfigurations, synthesized } from './synth';

type Json = Record<string, unknown>;
interface Resource {
  Type: string;
  Properties: Json;
}
interface Dimension {
  Name: string;
  Value: unknown;
}
interface MetricQuery {
  Id: string;
  Expression?: string;
  MetricStat?: { Metric: { Namespace: string; MetricName: string; Dimensions?: Dimension[] } };
}
interface Watched {
  namespace: string;
  name: string;
  dimensions: Dimension[];
}

/** Each configuration's templates, and every alarm in them, as `configuration stack logicalId`. */
function everyAlarm() {
  return (Object.keys(synthConfigurations) as SynthConfigurationName[]).flatMap((configuration) => {
    const built = synthesized(configuration);
    return Object.entries({ site: built.site, edge: built.edge, edgeAlarms: built.edgeAlarms })
      .filter((entry): entry is [string, Template] => entry[1] !== undefined)
      .flatMap(([stack, template]) => {
        const resources = template.toJSON().Resources as Record<string, Resource>;
        return Object.entries(resources)
          .filter(([, r]) => r.Type === 'AWS::CloudWatch::Alarm')
          .map(([id, alarm]) => ({ where: `${configuration} ${stack} ${id}`, alarm: alarm.Properties, resources }));
      });
  });
}

/** The ids an expression reads that are not filled or inside an array function: any gap in them is a gap in it. */
function unfilledIds(expression: string, ids: string[]): string[] {
  const rest = expression
    .replace(/\bFILL\(\s*\w+\s*,[^)]*\)/g, ' ')
    .replace(/\b(SUM|MAX|MIN|AVG|AVERAGE)\(\s*\[[^\]]*\]\s*\)/g, ' ');
  return ids.filter((id) => new RegExp(`\\b${id}\\b`).test(rest));
}

function watchedMetrics(alarm: Json): Watched[] {
  if (alarm.MetricName) {
    return [
      {
        namespace: alarm.Namespace as string,
        name: alarm.MetricName as string,
        dimensions: (alarm.Dimensions as Dimension[] | undefined) ?? [],
      },
    ];
  }
  return ((alarm.Metrics as MetricQuery[] | undefined) ?? []).flatMap((query) =>
    query.MetricStat
      ? [
          {
            namespace: query.MetricStat.Metric.Namespace,
            name: query.MetricStat.Metric.MetricName,
            dimensions: query.MetricStat.Metric.Dimensions ?? [],
          },
        ]
      : [],
  );
}

const ofType = (resources: Record<string, Resource>, type: string) =>
  Object.entries(resources).filter(([, r]) => r.Type === type);
const refTo = (value: unknown, resources: Record<string, Resource>, type: string) => {
  const ref = (value as { Ref?: string }).Ref;
  return ref !== undefined && resources[ref]?.Type === type;
};
const dimensionNames = (dimensions: Dimension[]) => dimensions.map((d) => d.Name).sort();
const dimensionValue = (dimensions: Dimension[], name: string) => dimensions.find((d) => d.Name === name)?.Value;

/** The functions whose metrics the stack's own namespace holds, by the key lambdaMetrics.dimensions gives them. */
const publisherOf: Record<keyof typeof lambdaMetrics.dimensions | 'probe', string> = {
  quote: 'QuoteFunction',
  eta: 'EtaFunction',
  sender: 'QuoteSenderFunction',
  sweeper: 'QuoteSweeperFunction',
  mailEvents: 'QuoteMailEventsFunction',
  leadClaim: 'LeadClaimFunction',
  weeklyReport: 'WeeklyReportFunction',
  probe: 'SiteProbeFunction',
};

/** Every metric the functions publish: declared in lambdaMetrics with the function that publishes it. */
function declaredOutcomes(): { key: keyof typeof publisherOf; name: string }[] {
  const found: { key: keyof typeof publisherOf; name: string }[] = [{ key: 'probe', name: siteProbe.metricName }];
  const shared: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') shared.push(value);
    else if (value && typeof value === 'object') {
      const entry = value as { function?: keyof typeof lambdaMetrics.dimensions; outcome?: string };
      if (entry.function && entry.outcome) found.push({ key: entry.function, name: entry.outcome });
      else for (const inner of Object.values(value)) walk(inner);
    }
  };
  const { namespace, namespaceEnv, dimensions, ...metrics } = lambdaMetrics;
  walk(metrics);
  // Outcomes declared without a function (store_to_send, quote_undeliverable) are the sender's and the sweeper's.
  for (const name of shared) found.push({ key: 'sender', name }, { key: 'sweeper', name });
  return found;
}

/** Why nothing deployed publishes `metric`, or undefined when something does. */
function unpublished(metric: Watched, resources: Record<string, Resource>): string | undefined {
  const { namespace, name, dimensions } = metric;
  const names = dimensionNames(dimensions);
  switch (namespace) {
    case 'AWS/Lambda':
      return ['Errors', 'Throttles', 'Invocations', 'IteratorAge', 'Duration'].includes(name) &&
        names.join() === 'FunctionName' &&
        refTo(dimensionValue(dimensions, 'FunctionName'), resources, 'AWS::Lambda::Function')
        ? undefined
        : 'not a Lambda metric of a function in this stack';
    case 'AWS/ApiGateway': {
      const [, stage] = ofType(resources, 'AWS::ApiGatewayV2::Stage')[0] ?? [];
      return ['4xx', '5xx', 'Count', 'Latency', 'IntegrationLatency'].includes(name) &&
        names.join() === 'ApiId,Stage' &&
        refTo(dimensionValue(dimensions, 'ApiId'), resources, 'AWS::ApiGatewayV2::Api') &&
        dimensionValue(dimensions, 'Stage') === stage?.Properties.StageName
        ? undefined
        : "not an HTTP API metric of this stack's API and stage";
    }
    case 'AWS/SQS': {
      const queue = (dimensionValue(dimensions, 'QueueName') as { 'Fn::GetAtt'?: [string, string] })['Fn::GetAtt'];
      return name === 'ApproximateNumberOfMessagesVisible' &&
        names.join() === 'QueueName' &&
        queue?.[1] === 'QueueName' &&
        resources[queue[0]]?.Type === 'AWS::SQS::Queue'
        ? undefined
        : "not a queue metric of this stack's queue";
    }
    case 'AWS/SES': {
      // SES's reputation of the account in the region, published while it has mail to judge.
      if (['Reputation.BounceRate', 'Reputation.ComplaintRate'].includes(name)) {
        return names.length === 0 ? undefined : 'SES reputation metrics have no dimensions';
      }
      // An event metric, published by a CloudWatch event destination of the configuration set, by its dimensions.
      const event = `${name[0]?.toLowerCase()}${name.slice(1)}`;
      const destination = ofType(resources, 'AWS::SES::ConfigurationSetEventDestination').find(([, d]) => {
        const target = d.Properties.EventDestination as {
          MatchingEventTypes: string[];
          CloudWatchDestination?: { DimensionConfigurations: { DimensionName: string }[] };
        };
        const published = target.CloudWatchDestination?.DimensionConfigurations.map((c) => c.DimensionName).sort();
        return (
          target.MatchingEventTypes.includes(event) &&
          published?.join() === names.join() &&
          JSON.stringify(dimensionValue(dimensions, 'ses:configuration-set')) ===
            JSON.stringify(d.Properties.ConfigurationSetName)
        );
      });
      return destination ? undefined : 'no CloudWatch event destination of this configuration set publishes it so';
    }
    case 'AWS/SNS': {
      // SMS: what SNS publishes of the texts the sweeper sends (it may Publish to a phone number only with an on-call
      // phone): deliveries that failed, by country and type, and the account's month-to-date spend.
      const texts = ofType(resources, 'AWS::IAM::Policy').some(([, policy]) =>
        JSON.stringify(policy.Properties.PolicyDocument).includes('"TextAPhoneNumber"'),
      );
      if (!texts) return 'nothing in this stack sends SMS';
      if (name === 'SMSMonthToDateSpentUSD') return names.length === 0 ? undefined : 'the SMS spend has no dimensions';
      return name === 'NumberOfNotificationsFailed' &&
        names.join() === 'Country,SMSType' &&
        dimensionValue(dimensions, 'SMSType') === 'Transactional'
        ? undefined
        : 'not an SMS delivery metric of transactional texts by country';
    }
    case 'AWS/CloudFront': {
      // The distribution is the main stack's, read across regions (docs/decisions/010).
      const distribution = dimensionValue(dimensions, 'DistributionId') as {
        'Fn::GetStackOutput'?: { OutputName: string };
      };
      return ['5xxErrorRate', '4xxErrorRate', 'TotalErrorRate', 'Requests'].includes(name) &&
        names.join() === 'DistributionId,Region' &&
        dimensionValue(dimensions, 'Region') === 'Global' &&
        /Distribution/.test(distribution['Fn::GetStackOutput']?.OutputName ?? '')
        ? undefined
        : "not a CloudFront metric of the site's distribution";
    }
    default: {
      const given = JSON.stringify(
        Object.fromEntries(
          dimensions.map((d) => [d.Name, d.Value]).sort(([a], [b]) => String(a).localeCompare(String(b))),
        ),
      );
      const candidates = declaredOutcomes().filter((outcome) => {
        const declared = outcome.key === 'probe' ? siteProbe.dimensions : lambdaMetrics.dimensions[outcome.key];
        const sorted = Object.fromEntries(Object.entries(declared).sort(([a], [b]) => a.localeCompare(b)));
        return outcome.name === name && JSON.stringify(sorted) === given;
      });
      if (candidates.length === 0) return 'no function declares it with these dimensions (lambdaMetrics)';
      const inStack = candidates.some(({ key }) =>
        ofType(resources, 'AWS::Lambda::Function').some(([id, fn]) => {
          const variables = (fn.Properties.Environment as { Variables?: Json } | undefined)?.Variables ?? {};
          return id.startsWith(publisherOf[key]) && variables[lambdaMetrics.namespaceEnv] === namespace;
        }),
      );
      return inStack ? undefined : `its function is not in this stack, or counts under another namespace`;
    }
  }
}

describe('every alarm', () => {
  const alarms = everyAlarm();

  it('is there to walk: both regions, metric math among them', () => {
    expect(alarms.length).toBeGreaterThan(100);
    expect(alarms.some(({ where }) => where.includes(' edgeAlarms '))).toBe(true);
    expect(alarms.some(({ alarm }) => alarm.Metrics)).toBe(true);
  });

  it('fills the gaps of the series it combines, so a period where one has no data still has a value', () => {
    const gaps = alarms.flatMap(({ where, alarm }) => {
      const queries = (alarm.Metrics as MetricQuery[] | undefined) ?? [];
      const ids = queries.filter((q) => q.MetricStat).map((q) => q.Id);
      return queries
        .filter((q) => q.Expression)
        .flatMap((q) => {
          const read = ids.filter((id) => new RegExp(`\\b${id}\\b`).test(q.Expression as string));
          const unfilled = read.length > 1 ? unfilledIds(q.Expression as string, read) : [];
          return unfilled.length > 0 ? [`${where}: ${q.Expression} (${unfilled.join(', ')} unfilled)`] : [];
        });
    });
    expect(gaps).toEqual([]);
  });

  it('watches a metric something deployed publishes: namespace, name and every dimension', () => {
    const silent = alarms.flatMap(({ where, alarm, resources }) =>
      watchedMetrics(alarm).flatMap((metric) => {
        const why = unpublished(metric, resources);
        return why ? [`${where}: ${metric.namespace} ${metric.name}: ${why}`] : [];
      }),
    );
    expect(silent).toEqual([]);
  });
});

describe('the checks themselves', () => {
  it('find a sum of series that may be missing, and a metric nobody publishes', () => {
    expect(unfilledIds('t0 + t1 + t2', ['t0', 't1', 't2'])).toEqual(['t0', 't1', 't2']);
    expect(unfilledIds('FILL(a, 0) + b', ['a', 'b'])).toEqual(['b']);
    expect(unfilledIds('SUM([a, b]) * 100', ['a', 'b'])).toEqual([]);
    const resources = { Fn: { Type: 'AWS::Lambda::Function', Properties: {} } };
    expect(
      unpublished(
        { namespace: 'AWS/Lambda', name: 'Errors', dimensions: [{ Name: 'FunctionName', Value: { Ref: 'Other' } }] },
        resources,
      ),
    ).toBeDefined();
    expect(
      unpublished(
        { namespace: 'AWS/Lambda', name: 'Errors', dimensions: [{ Name: 'FunctionName', Value: { Ref: 'Fn' } }] },
        resources,
      ),
    ).toBeUndefined();
    // The quote function's metric with the ETA's dimensions is counted under another metric entirely.
    expect(
      unpublished(
        { namespace: 'CourierSite', name: 'quote_wave', dimensions: [{ Name: 'service', Value: 'eta' }] },
        {},
      ),
    ).toMatch(/no function declares it/);
  });
});
