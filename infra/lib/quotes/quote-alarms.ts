/**
 * The alarms that keep asking while a lead waits: the oldest undelivered quote's age (also when the sweeper stops
 * reporting), an hourly reminder while it lasts, a bounce of staff's email at once, a wave of quotes, a quote that
 * cannot be sent, SES reports that could not be recorded, the sender's stream falling behind, customers'
 * acknowledgements bouncing and, with an on-call phone, a text that did not go.
 */
import { lambdaMetrics } from '@courier/common/api/lambda-env';
import type { ContextValues } from '@courier/common/settings/all-settings';
import { Duration } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, type IMetric, MathExpression, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import type { ApiFunction } from '../api/api-function';
import type { QuoteMetrics } from './quote-metrics';

/**
 * Customers' acknowledgements that bounced for good, as a share of those SES accepted in an hour, once at least
 * `minimumSent` went out (below that one typo is a large share of nothing). A burst of made-up addresses, a script
 * filling the form, raises SES's bounce rate for the whole account, which staff's quote emails share, towards the
 * 5 % where SES reviews it (SesBounceRate); this says which mail is doing it, long before.
 */
export const acknowledgementBounceAlarm = { percent: 10, minimumSent: 5, period: Duration.hours(1) } as const;

/** What the alarms watch, and the settings their thresholds and descriptions state. */
export interface QuoteAlarmsProps {
  metrics: QuoteMetrics;
  senderFunction: ApiFunction;
  mailEventsDeadLetters: Queue;
  /** The deployment's settings: the undelivered age, the sweeps' interval, the digests' wait and the wave. */
  settings: ContextValues;
}

/** The alarms in `scope` (`UndeliveredAge`…), each notifying `topic`. */
export function createQuoteAlarms(scope: Construct, topic: ITopic, props: QuoteAlarmsProps): void {
  const { metrics } = props;
  const action = new SnsAction(topic);
  const alarm = (id: string, metric: IMetric, threshold: number, description: string, missing: TreatMissingData) => {
    const created = new Alarm(scope, id, {
      metric,
      threshold,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: missing,
      alarmDescription: description,
    });
    created.addAlarmAction(action);
    return created;
  };
  const { quoteUndeliveredAlarmMinutes: minutes, quoteSweepMinutes, quoteDigestMinutes } = props.settings;
  // The sweeper publishes the age every sweep (0 when nothing waits). A sweeper that stopped publishing is as bad
  // as a lead waiting: no data turns the alarm to INSUFFICIENT_DATA, which notifies too. A new alarm starts
  // there, so a fresh deploy stays quiet until the first sweep, instead of ringing as "breaching" would.
  const undelivered = alarm(
    'UndeliveredAge',
    metrics.metricOldestUndeliveredAge(),
    minutes * 60,
    `A quote has waited over ${minutes} minutes without reaching staff: npm run quotes -- --stack NAME --pending. ` +
      'INSUFFICIENT_DATA means the sweeper stopped reporting: see the QuoteSweeperFunction log.',
    TreatMissingData.MISSING,
  );
  undelivered.addOkAction(action);
  undelivered.addInsufficientDataAction(action);
  // CloudWatch notifies on a change of state only; the sweeper's hourly reminder makes a new one each hour.
  alarm(
    'UndeliveredReminder',
    metrics.metric(lambdaMetrics.quoteDelivery.reminder, 'Sum', Duration.minutes(quoteSweepMinutes)),
    1,
    'Reminder (hourly): quotes are still waiting to reach staff. npm run quotes -- --stack NAME --pending',
    TreatMissingData.NOT_BREACHING,
  );
  alarm(
    'StaffMailBounced',
    metrics.metricStaffMail('staffBounced'),
    1,
    'A quote email to staff bounced or was rejected: leads are going nowhere. npm run quotes -- --stack NAME shows which',
    TreatMissingData.NOT_BREACHING,
  ).addOkAction(action);
  // A wave: more quotes than the wave rate. Nothing is lost (they are stored and sent in digests), but it is spam
  // or something staff should know of; the alarm clears once a quiet period passes.
  const { quoteWaveLimit, quoteWaveMinutes } = props.settings;
  alarm(
    'QuoteWave',
    metrics.metric(lambdaMetrics.quoteDelivery.wave, 'Sum', Duration.minutes(5)),
    1,
    `More than ${quoteWaveLimit} quotes in ${quoteWaveMinutes} minutes: staff now get them in one digest email every ` +
      `${quoteDigestMinutes} minutes instead of one each, and every quote is stored. Check the digests for spam ` +
      '(npm run quotes -- --stack NAME --since 1d --details). If it is spam from a few senders, the per-address and ' +
      'per-IP caps already hold it back to the hourly held-quotes digest; if it comes from many IPs, turn on the WAF (wafEnabled) or lower quoteWaveLimit. ' +
      'If the wave is real customers, raise quoteWaveLimit. See DEPLOY.md, "A wave of quotes".',
    TreatMissingData.NOT_BREACHING,
  ).addOkAction(action);
  // A quote that cannot be sent as stored is marked failed, not retried: a person must read it and resend it.
  alarm(
    'QuoteUndeliverable',
    new MathExpression({
      expression: 'FILL(sender, 0) + FILL(sweeper, 0)',
      usingMetrics: {
        sender: metrics.metric(metrics.undeliverable('sender'), 'Sum', Duration.minutes(5)),
        sweeper: metrics.metric(metrics.undeliverable('sweeper'), 'Sum', Duration.minutes(5)),
      },
      period: Duration.minutes(5),
      label: 'quotes that cannot be sent as stored',
    }),
    1,
    'A quote could not be sent as stored (its email could not be rendered or its request built) and is marked FAILED: ' +
      'it will not be retried. Read it with npm run quotes -- --stack NAME show REF (the FAILED line of npm run quotes ' +
      '-- --stack NAME --pending), call the customer if need be, then send it with --resend REF. See DEPLOY.md, ' +
      '"A quote that cannot be sent".',
    TreatMissingData.NOT_BREACHING,
  ).addOkAction(action);
  // SES's reports that could not be recorded: a quote may show as awaiting confirmation, or hide a bounce.
  alarm(
    'MailEventsNotRecorded',
    props.mailEventsDeadLetters.metricApproximateNumberOfMessagesVisible({
      period: Duration.minutes(5),
      statistic: 'Maximum',
    }),
    1,
    'SES reports of quote emails (delivered, bounced…) could not be recorded on their quotes: the mail-events ' +
      'function failed for 6 hours. npm run quotes may show them as awaiting confirmation. Fix the function, then ' +
      'replay the queued events (DEPLOY.md 7, "SES reports that could not be recorded").',
    TreatMissingData.NOT_BREACHING,
  ).addOkAction(action);
  const { percent, minimumSent, period } = acknowledgementBounceAlarm;
  const { acknowledgementSent, acknowledgementBounced } = lambdaMetrics.quoteDelivery;
  alarm(
    'AcknowledgementsBouncing',
    new MathExpression({
      expression: `IF(FILL(sent, 0) >= ${minimumSent}, 100 * FILL(bounced, 0) / FILL(sent, 0), 0)`,
      usingMetrics: {
        sent: metrics.metric(acknowledgementSent, 'Sum', period),
        bounced: metrics.metric(acknowledgementBounced, 'Sum', period),
      },
      period,
      label: "% of customers' acknowledgements that bounced",
    }),
    percent,
    // Counts only: the notification names no customer, no address and no quote.
    `${percent} % or more of the acknowledgements emailed to customers in an hour (at least ${minimumSent} sent) ` +
      "bounced: addresses that do not exist, most likely typed by a script. SES's bounce rate for the account, which " +
      "staff's quote emails share, rises with them (SesBounceRate). Look for made-up addresses among the last hours' " +
      'quotes (npm run quotes -- --stack NAME --since 1d --details); during a flood turn on the WAF (wafEnabled) or ' +
      'set customerAcknowledgement to false until it passes. See DEPLOY.md 7, "Customers\' acknowledgements bouncing".',
    TreatMissingData.NOT_BREACHING,
  ).addOkAction(action);
  // Quotes waiting on the stream: the sender is failing or behind, long before the sweeper's turn.
  alarm(
    'QuoteSendsDelayed',
    props.senderFunction.metric('IteratorAge', { period: Duration.minutes(5), statistic: 'Maximum' }),
    10 * 60_000,
    'Quotes have waited over 10 minutes in the stream to be emailed to staff (SES failing or the sender erroring)',
    TreatMissingData.NOT_BREACHING,
  ).addOkAction(action);
  // The on-call phones' texts that did not go: SNS refused, throttled or hung (failed), or the day's cap was reached
  // or held one back (capped). Operations are mailed too (lead-claim/on-call-alert.ts); the alarm is the page.
  if (props.settings.onCallPhone) {
    const { textFailed, textCapped } = lambdaMetrics.leadClaims;
    alarm(
      'OnCallTextsNotSent',
      new MathExpression({
        expression: 'FILL(failed, 0) + FILL(capped, 0)',
        usingMetrics: {
          failed: metrics.metric(textFailed, 'Sum', Duration.minutes(5)),
          capped: metrics.metric(textCapped, 'Sum', Duration.minutes(5)),
        },
        period: Duration.minutes(5),
        label: 'on-call texts failed or capped',
      }),
      1,
      `An on-call text did not go: the SMS service refused it (${textFailed.outcome}) or a phone reached its day's ` +
        `cap of ${props.settings.onCallTextsPerDay} (${textCapped.outcome}), so nobody is being texted about the ` +
        'leads that wait. Operations have an email saying which. Claim the waiting leads (npm run quotes -- --stack ' +
        'NAME --pending shows UNCLAIMED), then see DEPLOY.md 7, "The on-call phones".',
      TreatMissingData.NOT_BREACHING,
    ).addOkAction(action);
  }
}
