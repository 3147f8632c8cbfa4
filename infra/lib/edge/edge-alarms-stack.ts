import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import { Alarm, ComparisonOperator, Metric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { Construct } from 'constructs';
import { type AlarmTopicSettings, createAlarmTopic } from '../monitoring/alarm-topic';

export interface CourierEdgeAlarmsStackProps extends StackProps {
  /** The site's distribution, from the main stack (a cross-region reference, docs/decisions/010). */
  distribution: IDistribution;
  /** The deployment's settings: where the topic's alarms go. */
  settings: AlarmTopicSettings;
}

/**
 * The share of CloudFront answers that may be 5xx in a 5-minute period before it counts. Low traffic makes the
 * rate jumpy (one 503 in ten requests is 10 %), so one bad period alone is not enough: see the datapoints below.
 */
export const cloudFrontErrorRateThresholdPercent = 5;
/** Two bad 5-minute periods out of three: a real outage alarms within 10 minutes, a single failed request never. */
export const cloudFrontErrorRateDatapoints = { datapointsToAlarm: 2, evaluationPeriods: 3 };

/**
 * What must live in us-east-1 to watch CloudFront: its metrics are published only there, and an alarm can only
 * notify a topic in its own region, so this stack has its own topic emailing operations.
 */
export class CourierEdgeAlarmsStack extends Stack {
  constructor(scope: Construct, id: string, props: CourierEdgeAlarmsStackProps) {
    super(scope, id, props);
    const topic = createAlarmTopic(this, { displayName: 'Courier site CloudFront alarms', settings: props.settings });
    // Everything visitors get: S3 or API Gateway failing behind CloudFront, the origin unreachable or timing out,
    // or the URL rewrite function erroring (the API's own 5xx alarm sees only what reaches API Gateway).
    const alarm = new Alarm(this, 'CloudFront5xxRate', {
      metric: new Metric({
        namespace: 'AWS/CloudFront',
        metricName: '5xxErrorRate',
        dimensionsMap: { DistributionId: props.distribution.distributionId, Region: 'Global' },
        statistic: 'Average',
        period: Duration.minutes(5),
      }),
      threshold: cloudFrontErrorRateThresholdPercent,
      ...cloudFrontErrorRateDatapoints,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
      alarmDescription: `Over ${cloudFrontErrorRateThresholdPercent} % of the site's CloudFront answers were 5xx: visitors see errors`,
    });
    alarm.addAlarmAction(new SnsAction(topic));
    alarm.addOkAction(new SnsAction(topic));
  }
}
