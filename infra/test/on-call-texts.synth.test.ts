/**
 * The on-call phone's texts as synthesized (issue 45 C): with `onCallPhone` the sweeper knows the number, the day's cap
 * and the sender ID, counts its texts in the limits' counters and may publish to a phone number only (Publish on `*`
 * in the stack's region, every topic ARN denied); without it, no SNS permission at all. cdk-nag has nothing left.
 */
import { quoteEnv } from '@courier/common/api/lambda-env';
import { envName } from '@courier/common/settings/all-settings';
import type { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { nagFindings, synthesized } from './synth';
import { onlyId, roleStatements } from './template-ids';

const everything = synthesized('everything').site;
const defaults = synthesized('defaults').site;

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

describe('without one', () => {
  it('the sweeper has no SNS permission and no on-call settings', () => {
    expect(snsStatements(defaults)).toEqual([]);
    expect(sweeper(defaults).Properties.Environment.Variables[envName('onCallPhone')]).toBeUndefined();
  });
});
