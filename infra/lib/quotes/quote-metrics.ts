/**
 * The quote pipeline's own metrics, as the functions publish them (lambdaMetrics in common/src/api/lambda-env.ts):
 * what the alarms (quote-alarms.ts) and the dashboard watch.
 */
import { lambdaMetrics } from '@courier/common/api/lambda-env';
import { type LeadOutcomeName, outcomeRow } from '@courier/common/outcomes/lead-outcomes';
import { Duration } from 'aws-cdk-lib';
import { Metric } from 'aws-cdk-lib/aws-cloudwatch';
import type { Construct } from 'constructs';
import { metricsNamespace } from '../api/api-function';

/** One of the functions' metrics in lambdaMetrics: the function that publishes it, and its name. */
export interface FunctionMetric {
  function: keyof typeof lambdaMetrics.dimensions;
  outcome: string;
}

export class QuoteMetrics {
  /** `scope`: any construct of the stack, whose name the metrics are counted under. */
  constructor(private readonly scope: Construct) {}

  /** The functions' own metric: one of the quote delivery's in lambdaMetrics. */
  metric(name: FunctionMetric, statistic: string, period: Duration): Metric {
    return new Metric({
      namespace: metricsNamespace(this.scope),
      metricName: name.outcome,
      dimensionsMap: { ...lambdaMetrics.dimensions[name.function] },
      statistic,
      period,
    });
  }

  /** Seconds from a quote's arrival to its first claim, as the claim function publishes one per claimed quote. */
  metricTimeToClaim(statistic: string, period = Duration.days(1)): Metric {
    return this.metric(lambdaMetrics.leadClaims.timeToClaim, statistic, period).with({
      label: `time to claim (s), ${statistic}`,
    });
  }

  /** Quotes nobody has claimed that need someone now (in their reminders, or waiting), after each sweep. */
  metricUnclaimed(period = Duration.minutes(5)): Metric {
    return this.metric(lambdaMetrics.leadClaims.unclaimed, 'Maximum', period);
  }

  /** Leads marked with an outcome (issue 43), per `period`, labelled in the outcome's word. */
  metricOutcomeMarked(outcome: LeadOutcomeName, period = Duration.days(1)): Metric {
    const label = outcomeRow(outcome).word;
    return this.metric(lambdaMetrics.leadClaims.outcomeMarked[outcome], 'Sum', period).with({ label });
  }

  /** The undeliverable-quote count of one delivery function. */
  undeliverable(by: 'sender' | 'sweeper'): FunctionMetric {
    return { function: by, outcome: lambdaMetrics.quoteDelivery.undeliverable };
  }

  /** The oldest undelivered quote's age in seconds, as the sweeper publishes it. */
  metricOldestUndeliveredAge(period = Duration.minutes(10)): Metric {
    return this.metric(lambdaMetrics.quoteDelivery.oldestAge, 'Maximum', period);
  }

  metricUndelivered(period = Duration.minutes(5)): Metric {
    return this.metric(lambdaMetrics.quoteDelivery.undelivered, 'Maximum', period);
  }

  metricStaffMail(kind: 'staffDelivered' | 'staffBounced' | 'staffComplained', period = Duration.minutes(1)): Metric {
    return this.metric(lambdaMetrics.quoteDelivery[kind], 'Sum', period);
  }

  /** Milliseconds from storing a quote to SES taking it, by the stream sender or the sweeper. */
  metricStoreToSend(by: 'sender' | 'sweeper', statistic: string, period = Duration.days(1)): Metric {
    return new Metric({
      namespace: metricsNamespace(this.scope),
      metricName: lambdaMetrics.quoteDelivery.storeToSend,
      dimensionsMap: { ...lambdaMetrics.dimensions[by] },
      statistic,
      period,
      label: `store to send (${by}), ${statistic}`,
    });
  }
}
