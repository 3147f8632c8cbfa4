import { lambdaMetrics } from '@courier/common/api/lambda-env';
import { leadOutcomes, listWords, wordsOf } from '@courier/common/outcomes/lead-outcomes';
import { Duration } from 'aws-cdk-lib';
import { Dashboard, GraphWidget, Metric, SingleValueWidget, TextWidget } from 'aws-cdk-lib/aws-cloudwatch';
import { Construct } from 'constructs';
import { type ApiFunction, metricsNamespace } from '../api/api-function';
import type { SiteApi } from '../api/site-api';
import type { QuoteMetrics } from '../quotes/quote-metrics';

export interface OperationsDashboardProps {
  api: SiteApi;
  quoteFunction: ApiFunction;
  etaFunction: ApiFunction;
  /** The quote pipeline's metrics: delivery, staff's mail and claims. */
  quotes: QuoteMetrics;
}

/** The ETA function's outcomes: Location's answers, the approximate ones, failures, and the spending ceiling's holds. */
const etaOutcomes = [
  lambdaMetrics.estimateOk,
  lambdaMetrics.estimateApproximate,
  lambdaMetrics.estimateFailed,
  lambdaMetrics.hourlyCeilingReached,
  lambdaMetrics.dailyCeilingReached,
  lambdaMetrics.killSwitchUsed,
].map((metric) => metric.outcome);

/**
 * One CloudWatch dashboard that answers at a glance: how many leads, how fast they reach staff, whether any
 * wait or bounced, how fast a person claims them and how many nobody has, how /api/eta is doing, and the API's 4xx/5xx.
 */
export class OperationsDashboard extends Construct {
  readonly dashboard: Dashboard;

  constructor(scope: Construct, id: string, props: OperationsDashboardProps) {
    super(scope, id);
    const { quotes } = props;
    const own = (
      metricName: string,
      dimensions: Record<string, string>,
      statistic: string,
      period: Duration,
      label: string,
    ) =>
      new Metric({
        namespace: metricsNamespace(this),
        metricName,
        dimensionsMap: dimensions,
        statistic,
        period,
        label,
      });
    const leads = (period: Duration, label: string) =>
      own(lambdaMetrics.quoteDelivery.stored.outcome, { ...lambdaMetrics.dimensions.quote }, 'Sum', period, label);
    const etaDimensions = { ...lambdaMetrics.dimensions.eta };

    this.dashboard = new Dashboard(this, 'Dashboard', { defaultInterval: Duration.days(7) });
    this.dashboard.addWidgets(
      new TextWidget({
        markdown:
          '## Quotes and the API\nUndelivered or bounced quotes: `npm run quotes -- --stack NAME --pending`, then `--resend REF`.',
        width: 24,
        height: 2,
      }),
    );
    this.dashboard.addWidgets(
      new SingleValueWidget({
        title: 'Leads (quotes stored)',
        metrics: [leads(Duration.days(1), 'today (24 h)'), leads(Duration.days(7), 'this week (7 days)')],
        width: 8,
      }),
      new SingleValueWidget({
        title: 'Store to send (ms), last 24 h',
        metrics: [
          quotes.metricStoreToSend('sender', 'p50'),
          quotes.metricStoreToSend('sender', 'Maximum'),
          quotes.metricStoreToSend('sweeper', 'Maximum'),
        ],
        width: 8,
      }),
      new SingleValueWidget({
        title: 'Undelivered now',
        metrics: [quotes.metricUndelivered(), quotes.metricOldestUndeliveredAge(Duration.minutes(5))],
        width: 8,
      }),
    );
    this.dashboard.addWidgets(
      new GraphWidget({
        title: 'Undelivered quotes and the oldest one’s age (s)',
        left: [quotes.metricUndelivered()],
        right: [quotes.metricOldestUndeliveredAge(Duration.minutes(5))],
        width: 12,
      }),
      new GraphWidget({
        title: 'Staff mail: delivered, bounced, complained of',
        left: [
          quotes.metricStaffMail('staffDelivered', Duration.hours(1)),
          quotes.metricStaffMail('staffBounced', Duration.hours(1)),
          quotes.metricStaffMail('staffComplained', Duration.hours(1)),
        ],
        width: 12,
      }),
    );
    // Speed to lead: how long quotes wait for a person, and how many nobody has taken.
    this.dashboard.addWidgets(
      new SingleValueWidget({
        title: 'Time to claim (s), last 24 h',
        metrics: [
          quotes.metricTimeToClaim('p50'),
          quotes.metricTimeToClaim('p90'),
          quotes.metricTimeToClaim('Maximum'),
        ],
        width: 12,
      }),
      new GraphWidget({
        title: 'Unclaimed quotes (last 24 h), after each sweep',
        left: [quotes.metricUnclaimed()],
        width: 12,
      }),
    );
    // What became of the leads, as staff mark them on the lead page: counted when marked, not when the quote arrived.
    this.dashboard.addWidgets(
      new GraphWidget({
        title: `Leads marked ${listWords(wordsOf(), 'and')}, per day`,
        left: leadOutcomes.map((outcome) => quotes.metricOutcomeMarked(outcome)),
        width: 24,
      }),
    );
    this.dashboard.addWidgets(
      new GraphWidget({
        title: '/api/eta: calls, errors and outcomes',
        left: [
          props.etaFunction.metricInvocations({ period: Duration.hours(1), label: 'calls' }),
          props.etaFunction.metricErrors({ period: Duration.hours(1), label: 'errors' }),
          ...etaOutcomes.map((outcome) => own(outcome, etaDimensions, 'Sum', Duration.hours(1), outcome)),
        ],
        width: 12,
      }),
      new GraphWidget({
        title: 'API answers 4xx / 5xx',
        left: [props.api.metric('4xx'), props.api.metric('5xx')],
        width: 12,
      }),
    );
  }
}
