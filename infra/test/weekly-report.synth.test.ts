/**
 * The weekly lead report as synthesized (issue 43 D): an EventBridge Scheduler schedule at the report's weekday and
 * hour, UK time (weekly-report-schedule.test.ts: the same as the week it reports), invoking the report function with
 * its own role (that invoke and its dead-letter queue, nothing else), retried and dead-lettered; the function may Scan
 * the quote table and ses:SendEmail as the sender, no more; one alarm; and with weeklyReport=false none of it. cdk-nag
 * has nothing left.
 */
import { quoteEnv } from '@courier/common/api/lambda-env';
import { envName } from '@courier/common/settings/all-settings';
import { ukTimeZone, weekdayNames } from '@courier/common/time/uk-time';
import { weeklyReportSchedule } from '@courier/lambdas/lead-report/report-schedule';
import { weeklyReportSizing } from '@courier/lambdas/lead-report/report-sizing';
import type { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { daysWithoutReport, weeklyReportCron } from '../lib/leads/weekly-report';
import { stackOutputs } from '../lib/stack-outputs';
import { nagFindings, synthesized } from './synth';
import { idsOf, onlyId, roleStatements } from './template-ids';

type Statement = { Action: string | string[]; Resource: unknown; Effect: string; Condition?: unknown };

const everything = synthesized('everything').site;
const off = synthesized('withoutWeeklyReport').site;

const resource = (t: Template, id: string) => t.toJSON().Resources[id];
/** Every statement of the role's inline policies. */
const statementsOf = (t: Template, roleId: string): Statement[] => roleStatements(t, roleId);
const actionsOf = (statements: Statement[]) => statements.flatMap((s) => [s.Action].flat()).sort();
/** The day in full and the hour, as the tests' names say when it runs. */
const [day, hour] = [weekdayNames[weeklyReportSchedule.weekday], `${weeklyReportSchedule.hour}`.padStart(2, '0')];

describe(`${day}'s lead report`, () => {
  it(`runs at ${hour}:00 every ${day} in ${ukTimeZone}, invoking the report function, retried and dead-lettered`, () => {
    const schedule = resource(everything, onlyId(everything, 'AWS::Scheduler::Schedule', 'WeeklyReportSchedule'));
    const fn = onlyId(everything, 'AWS::Lambda::Function', 'WeeklyReportFunction');
    expect(schedule.Properties).toMatchObject({
      ScheduleExpression: weeklyReportCron.expressionString,
      ScheduleExpressionTimezone: ukTimeZone,
      State: 'ENABLED',
      Target: {
        Arn: { 'Fn::GetAtt': [fn, 'Arn'] },
        RetryPolicy: { MaximumRetryAttempts: 3, MaximumEventAgeInSeconds: 7200 },
        DeadLetterConfig: {
          Arn: { 'Fn::GetAtt': [onlyId(everything, 'AWS::SQS::Queue', 'WeeklyReportDeadLetters'), 'Arn'] },
        },
      },
    });
  });

  it('gives the schedule its own role, which may invoke that function and dead-letter, and nothing else', () => {
    const schedule = resource(everything, onlyId(everything, 'AWS::Scheduler::Schedule', 'WeeklyReportSchedule'));
    const roleId = schedule.Properties.Target.RoleArn['Fn::GetAtt'][0];
    expect(roleId).toMatch(/^WeeklyReportScheduleRole/);
    const role = resource(everything, roleId);
    expect(role.Properties.AssumeRolePolicyDocument.Statement).toEqual([
      expect.objectContaining({
        Principal: { Service: 'scheduler.amazonaws.com' },
        Condition: { StringEquals: { 'aws:SourceAccount': '123456789012' } },
      }),
    ]);
    expect(role.Properties.ManagedPolicyArns).toBeUndefined();
    const statements = statementsOf(everything, roleId);
    expect(actionsOf(statements)).toEqual(['lambda:InvokeFunction', 'sqs:SendMessage']);
    const fn = onlyId(everything, 'AWS::Lambda::Function', 'WeeklyReportFunction');
    const invoke = statements.find((s) => s.Action === 'lambda:InvokeFunction');
    for (const arn of [invoke?.Resource].flat()) expect(JSON.stringify(arn)).toContain(`"${fn}"`);
  });

  it('lets the function Scan the quote table and send email as the sender, and nothing more', () => {
    const fn = resource(everything, onlyId(everything, 'AWS::Lambda::Function', 'WeeklyReportFunction'));
    // The memory, heap and time a scan of the table needs (report-sizing.ts; `npm run bench:report` measures them).
    expect(fn.Properties).toMatchObject({
      MemorySize: weeklyReportSizing.memoryMb,
      Timeout: weeklyReportSizing.timeoutSeconds,
      Environment: {
        Variables: { NODE_OPTIONS: `--enable-source-maps --max-old-space-size=${weeklyReportSizing.heapMb}` },
      },
    });
    const table = onlyId(everything, 'AWS::DynamoDB::GlobalTable', 'QuotesTable');
    expect(fn.Properties.Environment.Variables).toMatchObject({
      [quoteEnv.quoteTableName]: { Ref: table },
      [envName('staffEmails')]: 'office@swiftline.co.uk,owner@gmail.com',
      [envName('senderEmail')]: 'quotes@swiftline.co.uk',
      OPERATIONS_EMAIL: 'ops@swiftline.co.uk',
    });
    const statements = statementsOf(everything, fn.Properties.Role['Fn::GetAtt'][0]);
    const beyondLogs = statements.filter((s) => ![s.Action].flat().every((a) => a.startsWith('logs:')));
    expect(actionsOf(beyondLogs)).toEqual(['dynamodb:Scan', 'ses:SendEmail']);
    const scan = beyondLogs.find((s) => s.Action === 'dynamodb:Scan');
    expect(scan?.Resource).toEqual({ 'Fn::GetAtt': [table, 'Arn'] });
    const send = beyondLogs.find((s) => s.Action === 'ses:SendEmail');
    expect(send?.Condition).toEqual({ StringEquals: { 'ses:FromAddress': 'quotes@swiftline.co.uk' } });
  });

  it('alarms to the operations topic when the function fails or the schedule cannot invoke it', () => {
    const alarm = resource(everything, onlyId(everything, 'AWS::CloudWatch::Alarm', 'WeeklyReportFailed'));
    const topic = onlyId(everything, 'AWS::SNS::Topic', 'AlarmsTopic');
    expect(alarm.Properties.AlarmActions).toEqual([{ Ref: topic }]);
    expect(alarm.Properties.TreatMissingData).toBe('notBreaching');
    expect(JSON.stringify(alarm.Properties.Metrics)).toContain('FILL(errors, 0) + FILL(undelivered, 0)');
  });

  it.each(['everything', 'production', 'staging'] as const)(
    `alarms to the operations topic when it has not run for ${daysWithoutReport} whole UK days (%s)`,
    (configuration) => {
      const template = synthesized(configuration).site;
      const alarm = resource(template, onlyId(template, 'AWS::CloudWatch::Alarm', 'WeeklyReportNeverRan'));
      const fn = onlyId(template, 'AWS::Lambda::Function', 'WeeklyReportFunction');
      const topic = { Ref: onlyId(template, 'AWS::SNS::Topic', 'AlarmsTopic') };
      expect(alarm.Properties).toMatchObject({
        Namespace: 'AWS/Lambda',
        MetricName: 'Invocations',
        Dimensions: [{ Name: 'FunctionName', Value: { Ref: fn } }],
        Statistic: 'Sum',
        Period: 86_400,
        EvaluationPeriods: daysWithoutReport,
        DatapointsToAlarm: daysWithoutReport,
        ComparisonOperator: 'LessThanThreshold',
        Threshold: 1,
        // A day without a run has no data: each one counts towards the week.
        TreatMissingData: 'breaching',
        // Whole UK days: a run at any hour counts for its day.
        EvaluationWindow: { WallClockWindow: { Timezone: ukTimeZone } },
        AlarmActions: [topic],
        OKActions: [topic],
      });
      // CloudWatch evaluates at most 7 days: a period of a day or more times the evaluation periods.
      expect(alarm.Properties.Period * alarm.Properties.EvaluationPeriods).toBeLessThanOrEqual(7 * 86_400);
    },
  );

  it('is named in an output, and staff who read leads may ask it for a report', () => {
    const fn = onlyId(everything, 'AWS::Lambda::Function', 'WeeklyReportFunction');
    expect(everything.toJSON().Outputs[stackOutputs.weeklyReportFunctionName]).toEqual({ Value: { Ref: fn } });
    const readers = Object.values(everything.findResources('AWS::IAM::ManagedPolicy'))
      .flatMap((p) => p.Properties.PolicyDocument.Statement)
      .find((s: { Sid?: string }) => s.Sid === 'MailTheLeadReport');
    expect(readers).toMatchObject({ Action: 'lambda:InvokeFunction', Resource: { 'Fn::GetAtt': [fn, 'Arn'] } });
  });

  it('is absent with weeklyReport=false: no schedule, no function, no alarm, no output', () => {
    expect(idsOf(off, 'AWS::Scheduler::Schedule', '')).toEqual([]);
    expect(idsOf(off, 'AWS::Lambda::Function', 'WeeklyReport')).toEqual([]);
    expect(idsOf(off, 'AWS::CloudWatch::Alarm', 'WeeklyReport')).toEqual([]);
    expect(off.toJSON().Outputs[stackOutputs.weeklyReportFunctionName]).toBeUndefined();
    expect(idsOf(synthesized('defaults').site, 'AWS::Scheduler::Schedule', 'WeeklyReport')).toHaveLength(1);
  });

  it('leaves cdk-nag nothing unacknowledged, on and off', () => {
    expect(nagFindings(synthesized('everything').report)).toEqual([]);
    expect(nagFindings(synthesized('withoutWeeklyReport').report)).toEqual([]);
  });
});
