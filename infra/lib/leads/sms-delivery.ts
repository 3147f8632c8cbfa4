/**
 * What Amazon SNS alone knows of the on-call texts (issue 51 F): a text it accepted but the carrier did not deliver,
 * or that the text's maximum price held back, and the month's SMS spend. With `onCallPhone` set:
 * - the account's SMS delivery-status log: a custom resource sets the account's SMS attributes in the stack's region
 *   (SetSMSAttributes: `DeliveryStatusIAMRole`, every delivery logged), with a role of its own that may do that,
 *   pass the log role and write its own log, nothing else; the log role lets SNS write the two log groups it names
 *   (`sns/<region>/<account>/DirectPublishToPhoneNumber` and `…/Failure`) and nothing else;
 * - `SmsDeliveryFailed`: `AWS/SNS` `NumberOfNotificationsFailed` of transactional texts to the phones' countries;
 * - `SmsSpend`: `SMSMonthToDateSpentUSD` at 80% of `smsMonthlySpendLimitUsd`, before SNS stops texting at 100%.
 * The attributes are the account's in the region, not the stack's: a second stack there sets its own role in turn,
 * and deleting the stack leaves them pointing at a role that is gone (no log, nothing else changes).
 */
import type { ContextValues } from '@courier/common/settings/all-settings';
import { Aws, Duration, Stack, Validations } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, MathExpression, Metric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { PolicyDocument, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { AwsCustomResource, AwsCustomResourcePolicy, PhysicalResourceId } from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';
import { deploymentLogGroup, type LogSettings } from '../log-group';

export interface SmsDeliveryProps {
  /** The alarm topic. */
  topic: ITopic;
  /** How long the custom resource's handler keeps its log. */
  /** The deployment's settings: the phones and the account's SMS spend limit. */
  settings: Pick<ContextValues, 'onCallPhone' | 'onCallBackupPhone' | 'smsMonthlySpendLimitUsd'> & LogSettings;
}

/**
 * The countries SNS counts texts by (`Country`, ISO 3166), by calling code. SNS publishes delivery metrics per country,
 * and an alarm must name the one it watches, so a phone elsewhere stops the synth rather than go unwatched.
 */
const smsCountries: Record<string, string> = { '44': 'GB', '353': 'IE' };

/** The country SNS counts texts to `phone` (E.164) under. */
export function smsCountryOf(phone: string): string {
  const code = Object.keys(smsCountries).find((calling) => phone.startsWith(`+${calling}`));
  if (!code) {
    throw new Error(
      `${phone}: the SMS delivery alarm watches texts by country, and knows ${Object.entries(smsCountries)
        .map(([calling, country]) => `+${calling} (${country})`)
        .join(' and ')}; add this phone's country to smsCountries in infra/lib/leads/sms-delivery.ts.`,
    );
  }
  return smsCountries[code] as string;
}

/** The share of the spend limit at which the spend alarm rings. */
export const smsSpendAlarmShare = 0.8;

export class SmsDelivery extends Construct {
  constructor(scope: Construct, id: string, props: SmsDeliveryProps) {
    super(scope, id);
    const { settings } = props;
    if (!settings.onCallPhone) throw new Error('SmsDelivery needs onCallPhone');
    this.logDeliveries(settings);
    const action = new SnsAction(props.topic);
    const countries = [
      ...new Set([settings.onCallPhone, settings.onCallBackupPhone].flatMap((p) => (p ? [smsCountryOf(p)] : []))),
    ];
    const failedIn = (country: string) =>
      new Metric({
        namespace: 'AWS/SNS',
        metricName: 'NumberOfNotificationsFailed',
        dimensionsMap: { Country: country, SMSType: 'Transactional' },
        statistic: 'Sum',
        period: Duration.minutes(5),
      });
    const failed = new Alarm(this, 'DeliveryFailed', {
      metric: new MathExpression({
        expression: countries.map((_, i) => `FILL(c${i}, 0)`).join(' + '),
        usingMetrics: Object.fromEntries(countries.map((country, i) => [`c${i}`, failedIn(country)])),
        period: Duration.minutes(5),
        label: 'texts SNS could not deliver',
      }),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
      alarmDescription:
        'SNS accepted an on-call text but could not deliver it (the carrier refused it, the phone was off too long, or ' +
        "it would have cost more than the text's maximum price). The reason is in the SMS delivery-status log: " +
        'CloudWatch Logs, sns/<region>/<account>/DirectPublishToPhoneNumber/Failure. See DEPLOY.md 7, "The on-call phones".',
    });
    failed.addAlarmAction(action);
    failed.addOkAction(action);
    const limit = settings.smsMonthlySpendLimitUsd;
    const threshold = Math.round(limit * smsSpendAlarmShare * 100) / 100;
    const spend = new Alarm(this, 'Spend', {
      metric: new Metric({
        namespace: 'AWS/SNS',
        metricName: 'SMSMonthToDateSpentUSD',
        statistic: 'Maximum',
        period: Duration.hours(1),
      }),
      threshold,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
      alarmDescription:
        `The account's SMS spend this month has reached $${threshold}, 80% of its limit of $${limit} ` +
        '(smsMonthlySpendLimitUsd): SNS stops texting at the limit, until the month ends. Find why (a phone capped ' +
        'every day? other SMS from this account?), then raise the limit (DEPLOY.md 7) or lower onCallTextsPerDay.',
    });
    spend.addAlarmAction(action);
  }

  /** The account's SMS delivery-status log, set by a custom resource with a role of its own. */
  private logDeliveries(settings: LogSettings): void {
    const stack = Stack.of(this);
    const logGroups = `arn:${Aws.PARTITION}:logs:${Aws.REGION}:${Aws.ACCOUNT_ID}:log-group:sns/${Aws.REGION}/${Aws.ACCOUNT_ID}/DirectPublishToPhoneNumber*`;
    const logRole = new Role(this, 'LogRole', {
      assumedBy: new ServicePrincipal('sns.amazonaws.com', {
        conditions: { StringEquals: { 'aws:SourceAccount': stack.account } },
      }),
      description:
        "Lets Amazon SNS write the SMS delivery-status log of the on-call texts (sent or failed, price, carrier's answer)",
      inlinePolicies: {
        WriteSmsDeliveryLogs: new PolicyDocument({
          statements: [
            new PolicyStatement({
              actions: [
                'logs:CreateLogGroup',
                'logs:CreateLogStream',
                'logs:PutLogEvents',
                'logs:PutMetricFilter',
                'logs:PutRetentionPolicy',
              ],
              resources: [logGroups],
            }),
          ],
        }),
      },
    });
    Validations.of(logRole).acknowledge({
      id: `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:logs:<AWS::Region>:<AWS::AccountId>:log-group:sns/<AWS::Region>/<AWS::AccountId>/DirectPublishToPhoneNumber*]`,
      reason:
        'SNS names its SMS log groups itself: DirectPublishToPhoneNumber and DirectPublishToPhoneNumber/Failure, and ' +
        'their streams; the role may write those and no other.',
    });
    const setterRole = new Role(this, 'SetterRole', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description:
        "Sets the account's SMS delivery-status logging (SetSMSAttributes) and passes the log role, nothing else",
    });
    // Its own log, named by CloudFormation and kept as long as the functions' (not a fixed name CDK would retain).
    const setterLogs = deploymentLogGroup(this, 'SetterLogs', settings);
    setterLogs.grantWrite(setterRole);
    const setter = new AwsCustomResource(this, 'DeliveryStatusLogging', {
      onUpdate: {
        service: 'SNS',
        action: 'SetSMSAttributes',
        parameters: {
          attributes: { DeliveryStatusIAMRole: logRole.roleArn, DeliveryStatusSuccessSamplingRate: '100' },
        },
        physicalResourceId: PhysicalResourceId.of('sms-delivery-status-logging'),
      },
      policy: AwsCustomResourcePolicy.fromStatements([
        new PolicyStatement({ actions: ['sns:SetSMSAttributes'], resources: ['*'] }),
        new PolicyStatement({ actions: ['iam:PassRole'], resources: [logRole.roleArn] }),
      ]),
      role: setterRole,
      logGroup: setterLogs,
      installLatestAwsSdk: false,
    });
    // The statements are the custom resource's own policy, attached to the setter role.
    Validations.of(setter).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason:
        "sns:SetSMSAttributes sets the account's SMS settings in the region and has no resource to name; the role " +
        'may pass the one log role, and call nothing else.',
    });
  }
}
