import { lambdaMetrics } from '@courier/common/api/lambda-env';
import type { ContextValues } from '@courier/common/settings/all-settings';
import { Duration } from 'aws-cdk-lib';
import {
  Alarm,
  ComparisonOperator,
  type IMetric,
  MathExpression,
  Metric,
  TreatMissingData,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { Topic } from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';
import { type ApiFunction, metricsNamespace } from '../api/api-function';
import type { SiteApi } from '../api/site-api';
import { type AlarmTopicSettings, createAlarmTopic } from './alarm-topic';

export interface AlarmsProps {
  api: SiteApi;
  quoteFunction: ApiFunction;
  etaFunction: ApiFunction;
  functions: ApiFunction[];
  /**
   * The deployment's settings: where the alarms go, and the ETA invocations per 5 minutes that count as unusual use
   * (a cache-busting client running up Location costs).
   */
  settings: AlarmTopicSettings & Pick<ContextValues, 'etaAlarmThreshold'>;
  /** Quote emails to staff that bounced, were complained of or rejected (SenderIdentity.metricStaffProblems). */
  staffMailProblems?: IMetric;
  /** API 4xx per 5 minutes that counts as throttling or abuse (HTTP APIs don't report 429s apart). */
  clientErrorThreshold?: number;
}

/**
 * SES's account reputation, as fractions (AWS/SES Reputation.*): at a 5 % bounce rate or a 0.1 % complaint rate SES
 * reviews the account, and it may pause the account's sending at 10 % or 0.5 %, which would stop every quote email.
 */
export const sesReputationAlarmAt = { bounceRate: 0.05, complaintRate: 0.001 } as const;

/** Alarms that email operations within minutes when the API struggles; the quote pipeline adds its own (quotes/quote-alarms.ts). */
export class Alarms extends Construct {
  readonly topic: Topic;

  constructor(scope: Construct, id: string, props: AlarmsProps) {
    super(scope, id);

    // EventBridge publishes SES's reports of staff's mail here too (quotes/mail-events.ts), granted by its rule.
    this.topic = createAlarmTopic(this, { displayName: 'Courier site alarms', settings: props.settings });

    // A crash or timeout of the quote function; a quote that cannot be stored is answered 502, so it shows in Api5xx.
    const quote = props.quoteFunction;
    this.add('QuoteErrors', quote.metricErrors({ period: Duration.minutes(1) }), 1, 'The quote function failed');
    const outcome = (metric: { function: keyof typeof lambdaMetrics.dimensions; outcome: string }) =>
      new Metric({
        namespace: metricsNamespace(this),
        metricName: metric.outcome,
        dimensionsMap: { ...lambdaMetrics.dimensions[metric.function] },
        statistic: 'Sum',
        period: Duration.minutes(5),
      });
    this.add(
      'EstimateFailed',
      outcome(lambdaMetrics.estimateFailed),
      5,
      'Amazon Location failed to estimate routes (visitors get approximate figures meanwhile)',
    );
    // The spending ceiling held back Amazon Location (docs/decisions/015-location-spending-ceiling-and-fallback.md): visitors get approximate figures.
    this.add(
      'LocationHourlyCeilingReached',
      outcome(lambdaMetrics.hourlyCeilingReached),
      1,
      "Amazon Location's hourly spending ceiling was reached: ETAs are approximate until the next hour. Check the " +
        'EtaUnusualUse alarm and the WAF for a flood; if it is real traffic, raise locationBudgetUsdPerHour ' +
        '(DEPLOY.md §9), or switch paid calls off (DEPLOY.md "Kill switch")',
    );
    this.add(
      'LocationDailyCeilingReached',
      outcome(lambdaMetrics.dailyCeilingReached),
      1,
      "Amazon Location's daily spending ceiling was reached: ETAs are approximate until midnight UTC. Look for a " +
        'flood in the WAF and API logs; block it, or raise locationBudgetUsdPerDay if the traffic is real (DEPLOY.md §9)',
    );
    this.add(
      'Api5xx',
      props.api.metric('5xx'),
      1,
      'The API answered 5xx: the quote table, Amazon Location or a Lambda failed',
    );
    this.add(
      'LambdaThrottles',
      new MathExpression({
        // SUM of the array adds whichever functions were throttled in a period. A plain `t0 + t1 + …` has no value in
        // any period where one of them was idle (most periods), so the alarm could never fire.
        expression: `SUM([${props.functions.map((_, i) => `t${i}`).join(', ')}])`,
        usingMetrics: Object.fromEntries(props.functions.map((fn, i) => [`t${i}`, fn.metricThrottles()])),
        period: Duration.minutes(5),
        label: 'Lambda throttles',
      }),
      1,
      'A Lambda was throttled (account concurrency exhausted)',
    );
    if (props.staffMailProblems) {
      this.add(
        'StaffMailProblems',
        props.staffMailProblems,
        1,
        'A quote email to staff bounced, was marked as spam or was rejected: staff may be missing quotes (npm run quotes lists them)',
      );
    }
    // Account-wide in the region, published only as SES has mail to judge: a period without data keeps the state.
    const reputation = (metricName: string) =>
      new Metric({ namespace: 'AWS/SES', metricName, statistic: 'Maximum', period: Duration.minutes(15) });
    this.add(
      'SesBounceRate',
      reputation('Reputation.BounceRate'),
      sesReputationAlarmAt.bounceRate,
      "SES's bounce rate for this account reached 5 %: SES reviews the account now and may pause all sending at " +
        '10 %, and then no quote reaches staff. Find the bouncing addresses (npm run quotes -- --stack NAME shows ' +
        "staff's; SES console → Reputation metrics), fix or remove them (staffEmails), and keep the rate falling.",
      TreatMissingData.IGNORE,
    );
    this.add(
      'SesComplaintRate',
      reputation('Reputation.ComplaintRate'),
      sesReputationAlarmAt.complaintRate,
      "SES's complaint rate for this account reached 0.1 %: SES reviews the account now and may pause all sending " +
        'at 0.5 %. Someone marks quote emails or acknowledgements as spam: check who (SES console → Reputation ' +
        'metrics), and turn customerAcknowledgement off if it is customers.',
      TreatMissingData.IGNORE,
    );
    this.add(
      'EtaUnusualUse',
      props.etaFunction.metricInvocations({ period: Duration.minutes(5) }),
      props.settings.etaAlarmThreshold,
      'Unusually many journey estimates: each can cost Amazon Location calls (cache busting or a scraper?)',
    );
    this.add(
      'Api4xx',
      props.api.metric('4xx'),
      props.clientErrorThreshold ?? 100,
      'Many rejected API requests: throttling (429), direct calls refused (403) or a broken form',
    );
  }

  private add(
    id: string,
    metric: IMetric,
    threshold: number,
    description: string,
    treatMissingData = TreatMissingData.NOT_BREACHING,
  ): void {
    const alarm = new Alarm(this, id, {
      metric,
      threshold,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData,
      alarmDescription: description,
    });
    alarm.addAlarmAction(new SnsAction(this.topic));
    alarm.addOkAction(new SnsAction(this.topic));
  }
}
