import { quoteEnv } from '@courier/common/api/lambda-env';
import type { ContextValues } from '@courier/common/settings/all-settings';
import { settingsEnv } from '@courier/common/settings/setting-env';
import { ukTimeZone, type WeeklyTime, weekdayNames } from '@courier/common/time/uk-time';
import { weeklyReportSchedule } from '@courier/lambdas/lead-report/report-schedule';
import { weeklyReportSizing } from '@courier/lambdas/lead-report/report-sizing';
import { reportSettings } from '@courier/lambdas/lead-report/send-report';
import { CfnOutput, Duration, Stack, TimeZone, Validations } from 'aws-cdk-lib';
import { Alarm, type CfnAlarm, ComparisonOperator, MathExpression, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { type ManagedPolicy, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { Schedule, ScheduleExpression } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { ApiFunction, handlerEntry } from '../api/api-function';
import { deadLetterQueue } from '../dead-letter-queue';
import type { SenderIdentity } from '../email/sender-identity';
import { stackOutputs } from '../stack-outputs';

export interface WeeklyReportProps {
  table: TableV2;
  sender: SenderIdentity;
  /** The deployment's settings: the report's addresses (`reportSettings`) among them. */
  settings: ContextValues;
  /** The staff who run `npm run quotes -- --stack` may ask it for a report (`report --email`). */
  readersPolicy: ManagedPolicy;
  /** The handler; tests point it at a fixture. */
  entry?: string;
}

/** A scan of the quote table and one SES send (report-sizing.ts, beside the scan, says why this long). */
export const reportTimeout = Duration.seconds(weeklyReportSizing.timeoutSeconds);

/**
 * The whole UK days without a run after which the report is missed: a week of them. CloudWatch evaluates at most 7
 * days (a period of a day or more times its evaluation periods); with whole UK days (a wall clock window) the alarm
 * rings at the first midnight after seven days without a run: for a report due on Monday morning, at the start of the
 * Tuesday after a Monday it missed, about 7 days 16 hours after the last run.
 */
export const daysWithoutReport = 7;

/** A time of every week, UK time, as EventBridge Scheduler's cron: on the hour, summer time followed. */
export function weeklyCron({ weekday, hour }: WeeklyTime): ScheduleExpression {
  return ScheduleExpression.cron({
    minute: '0',
    hour: String(hour),
    weekDay: weekday.toUpperCase(),
    timeZone: TimeZone.of(ukTimeZone),
  });
}

/** The weekly report's schedule: the report's own weekday and hour (lead-report/report-schedule.ts). */
export const weeklyReportCron = weeklyCron(weeklyReportSchedule);
/** The report's day in full, as the alarm names it. */
const reportDay = weekdayNames[weeklyReportSchedule.weekday];

/**
 * The weekly lead report (issue 43): at its weekday and hour, UK time (`weeklyReportCron`), EventBridge Scheduler
 * invokes a function that scans the quote table, builds last week's report (lambdas/src/lead-report/) and mails it
 * to staff and operations. In leads/ with the claim key and the on-call texts: it is part of staff's work on leads,
 * not a watch on the system, though its alarm goes to the operations topic.
 *
 * Least privilege: the function may Scan the quote table (nothing else on it) and ses:SendEmail from the sender's
 * address through the identity and configuration set; the schedule's own role may invoke that function and put what it
 * could not deliver on the schedule's dead-letter queue. Scheduler retries an invocation it could not make for up to 2
 * hours; the function itself is invoked asynchronously and Lambda retries a failed run once.
 */
export class WeeklyReport extends Construct {
  readonly reportFunction: ApiFunction;
  readonly deadLetters: Queue;

  constructor(scope: Construct, id: string, props: WeeklyReportProps) {
    super(scope, id);
    const stack = Stack.of(this);
    // In the stack's scope (WeeklyReportFunction), like the other functions.
    this.reportFunction = new ApiFunction(stack, `${id}Function`, {
      entry: props.entry ?? handlerEntry('weekly-report.ts'),
      memorySize: weeklyReportSizing.memoryMb,
      heapMb: weeklyReportSizing.heapMb,
      timeout: reportTimeout,
      environment: {
        [quoteEnv.quoteTableName]: props.table.tableName,
        ...settingsEnv(props.settings, reportSettings),
        [quoteEnv.sesConfigurationSet]: props.sender.configurationSet.configurationSetName,
      },
      settings: props.settings,
    });
    this.reportFunction.addToRolePolicy(
      new PolicyStatement({ actions: ['dynamodb:Scan'], resources: [props.table.tableArn] }),
    );
    props.sender.grantSend(this.reportFunction, ['ses:SendEmail']);
    // One retry of a failed run: the report is only mailed at the end, so a run that failed mailed nothing.
    this.reportFunction.configureAsyncInvoke({ retryAttempts: 1, maxEventAge: Duration.hours(1) });

    this.deadLetters = deadLetterQueue(
      this,
      'DeadLetters',
      "This queue is itself the weekly report schedule's dead-letter destination; its alarm tells operations.",
    );
    const role = new Role(this, 'ScheduleRole', {
      assumedBy: new ServicePrincipal('scheduler.amazonaws.com', {
        conditions: { StringEquals: { 'aws:SourceAccount': stack.account } },
      }),
      description: 'Lets the weekly report schedule invoke the report function, and nothing else',
    });
    new Schedule(this, 'Schedule', {
      description: "Mails last week's lead report to staff and operations",
      schedule: weeklyReportCron,
      target: new LambdaInvoke(this.reportFunction, {
        role,
        deadLetterQueue: this.deadLetters,
        retryAttempts: 3,
        maxEventAge: Duration.hours(2),
      }),
    });
    // The target grants Invoke on the function and on `<its ARN>:*` (its versions and aliases): that one function.
    const functionId = stack.getLogicalId(this.reportFunction.node.defaultChild as CfnFunction);
    Validations.of(role).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${functionId}.Arn>:*]`,
      reason:
        "Invoke on the report function's own versions and aliases (its ARN with :*), as the schedule target grants it: no other function.",
    });

    // `npm run quotes -- --stack NAME report --email` asks the function for a report of its period.
    new CfnOutput(stack, stackOutputs.weeklyReportFunctionName, { value: this.reportFunction.functionName });
    props.readersPolicy.addStatements(
      new PolicyStatement({
        sid: 'MailTheLeadReport',
        actions: ['lambda:InvokeFunction'],
        resources: [this.reportFunction.functionArn],
      }),
    );
  }

  /**
   * Two alarms: the function failed (after its retry), or the schedule could not invoke it at all; and the function
   * has not run for a week of whole UK days (its schedule disabled or deleted by hand, or never able to fire).
   */
  alarmTo(topic: ITopic): void {
    const alarm = new Alarm(this, 'Failed', {
      metric: new MathExpression({
        // FILL: in most hours neither series has a value, and a plain sum would have none either.
        expression: 'FILL(errors, 0) + FILL(undelivered, 0)',
        usingMetrics: {
          errors: this.reportFunction.metricErrors({ period: Duration.hours(1), statistic: 'Sum' }),
          undelivered: this.deadLetters.metricApproximateNumberOfMessagesVisible({
            period: Duration.hours(1),
            statistic: 'Maximum',
          }),
        },
        period: Duration.hours(1),
        label: 'Weekly report failures',
      }),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
      alarmDescription:
        `${reportDay}'s lead report was not mailed: the WeeklyReportFunction failed (its log says why), or the ` +
        'schedule could not invoke it (a message on its dead-letter queue). npm run quotes -- --stack NAME report ' +
        '--email sends it again.',
    });
    const notRun = new Alarm(this, 'NeverRan', {
      // Any run counts, the schedule's or `report --email`'s: a failed one rings the alarm above instead.
      metric: this.reportFunction.metricInvocations({ period: Duration.days(1), statistic: 'Sum' }),
      threshold: 1,
      evaluationPeriods: daysWithoutReport,
      datapointsToAlarm: daysWithoutReport,
      comparisonOperator: ComparisonOperator.LESS_THAN_THRESHOLD,
      // Lambda publishes no Invocations for a day without a run: six days of every week have none, so a missing
      // day is a day without a run, and only seven of them in a row are a report missed.
      treatMissingData: TreatMissingData.BREACHING,
      alarmDescription:
        `The weekly lead report has not run for ${daysWithoutReport} whole UK days: ${reportDay}'s was missed. Its ` +
        'schedule (WeeklyReportSchedule) may have been disabled or deleted by hand: check it is ENABLED in ' +
        'EventBridge Scheduler. npm run quotes -- --stack NAME report --email --week last sends the report now, ' +
        'which also clears this alarm. After a first deploy it rings until the report first runs (DEPLOY.md 7).',
    });
    // Whole UK days, midnight to midnight (the L2 Alarm has no property for it yet): a run at any hour of a day counts
    // for that day, and a sliding week would miss a run an hour late.
    (notRun.node.defaultChild as CfnAlarm).evaluationWindow = { wallClockWindow: { timezone: ukTimeZone } };
    const action = new SnsAction(topic);
    for (const each of [alarm, notRun]) {
      each.addAlarmAction(action);
      each.addOkAction(action);
    }
  }
}
