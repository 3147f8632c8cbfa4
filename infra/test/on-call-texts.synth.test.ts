/**
 * The on-call phones' texts as synthesized (issues 45 C and 51): with `onCallPhone` the sweeper knows the numbers, the
 * day's cap and the sender ID, counts its texts in the limits' counters and may publish to a phone number only
 * (Publish on `*` in the stack's region, every topic ARN denied); production is loud when texting fails (three alarms,
 * the SMS delivery-status log set by a custom resource with its own role); without a phone, none of it. cdk-nag has
 * nothing left.
 */
import { quoteEnv } from '@courier/common/api/lambda-env';
import { envName } from '@courier/common/settings/all-settings';
import type { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { nagFindings, synthesized } from './synth';
import { onlyId, roleStatements } from './template-ids';

const everything = synthesized('everything').site;
const defaults = synthesized('defaults').site;
const production = synthesized('productionOnCall').site;

const sweeper = (t: Template) => t.toJSON().Resources[onlyId(t, 'AWS::Lambda::Function', 'QuoteSweeperFunction')];
/** Every statement of the sweeper's role policies. */
const sweeperStatements = (t: Template) => {
  const roleId = sweeper(t).Properties.Role['Fn::GetAtt'][0];
  return roleStatements(t, roleId);
};
const snsStatements = (t: Template) =>
  sweeperStatements(t).filter((s: { Action: string | string[] }) =>
    [s.Action].flat().some((a) => a.startsWith('sns:')),
  );

describe('with an on-call phone', () => {
  it('the sweeper knows the number, the cap, the sender ID and the counters’ table', () => {
    const counters = onlyId(everything, 'AWS::DynamoDB::GlobalTable', 'QuotesLimitCounters');
    expect(sweeper(everything).Properties.Environment.Variables).toMatchObject({
      [envName('onCallPhone')]: '+447700900999',
      [envName('onCallTextsPerDay')]: '4',
      [envName('onCallSenderId')]: 'Swiftline',
      [quoteEnv.quoteCounterTableName]: { Ref: counters },
    });
    // CDK merges statements that share their actions: the actions of every statement naming the counters' table.
    const countersArn = JSON.stringify({ 'Fn::GetAtt': [counters, 'Arn'] });
    const onCounters = sweeperStatements(everything)
      .filter((s: { Resource: unknown }) => [s.Resource].flat().some((r) => JSON.stringify(r) === countersArn))
      .flatMap((s: { Action: string | string[] }) => [s.Action].flat());
    expect(onCounters.sort()).toEqual(['dynamodb:GetItem', 'dynamodb:UpdateItem']);
  });

  it('may publish to a phone number only: Publish on * in the stack’s region, and no topic', () => {
    expect(snsStatements(everything)).toEqual([
      {
        Sid: 'TextAPhoneNumber',
        Effect: 'Allow',
        Action: 'sns:Publish',
        Resource: '*',
        Condition: { StringEquals: { 'aws:RequestedRegion': 'eu-west-2' } },
      },
      {
        Sid: 'NoTopicPublish',
        Effect: 'Deny',
        Action: 'sns:Publish',
        Resource: { 'Fn::Join': ['', ['arn:', { Ref: 'AWS::Partition' }, ':sns:*:*:*']] },
      },
    ]);
  });

  it('leaves cdk-nag nothing unacknowledged', () => {
    expect(nagFindings(synthesized('everything').report)).toEqual([]);
  });
});

describe('in production, loud when texting fails (issue 51 F)', () => {
  const alarms = (t: Template) => t.findResources('AWS::CloudWatch::Alarm');
  const alarm = (prefix: string) => {
    const id = onlyId(production, 'AWS::CloudWatch::Alarm', prefix);
    return alarms(production)[id]?.Properties;
  };
  const topic = { Ref: onlyId(production, 'AWS::SNS::Topic', 'AlarmsTopic') };

  it('the sweeper knows the backup phone too', () => {
    expect(sweeper(production).Properties.Environment.Variables).toMatchObject({
      [envName('onCallPhone')]: '+447700900999',
      [envName('onCallBackupPhone')]: '+447700900888',
      [envName('onCallTextsPerDay')]: '72',
    });
  });

  it('a text that did not go (failed or capped), one SNS could not deliver, and 80% of the SMS spend limit each ring', () => {
    const notSent = alarm('QuotesOnCallTextsNotSent');
    expect(notSent.Metrics.find((m: { Expression?: string }) => m.Expression)?.Expression).toBe(
      'FILL(failed, 0) + FILL(capped, 0)',
    );
    expect(JSON.stringify(notSent.Metrics)).toMatch(/on_call_text_failed.*on_call_text_capped/);
    const failed = alarm('SmsDeliveryFailed');
    expect(failed.Metrics.find((m: { MetricStat?: unknown }) => m.MetricStat).MetricStat.Metric).toEqual({
      Namespace: 'AWS/SNS',
      MetricName: 'NumberOfNotificationsFailed',
      Dimensions: [
        { Name: 'Country', Value: 'GB' },
        { Name: 'SMSType', Value: 'Transactional' },
      ],
    });
    const spend = alarm('SmsSpend');
    expect(spend).toMatchObject({
      Namespace: 'AWS/SNS',
      MetricName: 'SMSMonthToDateSpentUSD',
      Statistic: 'Maximum',
      Threshold: 960,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
    });
    for (const each of [notSent, failed, spend]) expect(each.AlarmActions).toEqual([topic]);
  });

  it('a custom resource turns on the SMS delivery-status log, with a role of its own that may do only that', () => {
    const setting = production.toJSON().Resources[onlyId(production, 'Custom::AWS', 'SmsDeliveryStatusLogging')];
    // The call, as the handler gets it: JSON around the log role's ARN.
    const [, [before, logRoleArn, after]] = setting.Properties.Update['Fn::Join'];
    expect(JSON.parse(`${before}ARN${after}`)).toMatchObject({
      service: 'SNS',
      action: 'SetSMSAttributes',
      parameters: { attributes: { DeliveryStatusIAMRole: 'ARN', DeliveryStatusSuccessSamplingRate: '100' } },
    });
    const logRole = onlyId(production, 'AWS::IAM::Role', 'SmsLogRole');
    expect(logRoleArn).toEqual({ 'Fn::GetAtt': [logRole, 'Arn'] });
    const setterRole = onlyId(production, 'AWS::IAM::Role', 'SmsSetterRole');
    const actions = roleStatements(production, setterRole).flatMap((s: { Action: string | string[] }) =>
      [s.Action].flat(),
    );
    expect(actions.sort()).toEqual([
      'iam:PassRole',
      'logs:CreateLogStream',
      'logs:PutLogEvents',
      'sns:SetSMSAttributes',
    ]);
    const role = production.toJSON().Resources[logRole].Properties;
    expect(role.AssumeRolePolicyDocument.Statement[0].Principal).toEqual({ Service: 'sns.amazonaws.com' });
    expect(JSON.stringify(role.Policies)).toContain('DirectPublishToPhoneNumber*');
  });

  it('leaves cdk-nag nothing unacknowledged', () => {
    expect(nagFindings(synthesized('productionOnCall').report)).toEqual([]);
  });
});

describe('without one', () => {
  it('the sweeper has no SNS permission and no on-call settings, and there is no SMS alarm or custom resource', () => {
    expect(snsStatements(defaults)).toEqual([]);
    expect(sweeper(defaults).Properties.Environment.Variables[envName('onCallPhone')]).toBeUndefined();
    const alarmIds = Object.keys(defaults.findResources('AWS::CloudWatch::Alarm'));
    expect(alarmIds.filter((id) => /^Sms|OnCallTexts/.test(id))).toEqual([]);
    expect(defaults.findResources('Custom::AWS')).toEqual({});
  });
});
