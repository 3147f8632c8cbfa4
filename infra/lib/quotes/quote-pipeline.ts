import { leadClaimEnv, quoteEnv } from '@courier/common/api/lambda-env';
import { settingsEnv } from '@courier/common/settings/setting-env';
import { quoteLimitSettings } from '@courier/lambdas/quote/store/quote-limits';
import { CfnOutput, Stack } from 'aws-cdk-lib';
import type { TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { type IGrantable, type ManagedPolicy, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { ApiFunction } from '../api/api-function';
import type { LeadClaimKey } from '../leads/lead-claim-key';
import { useOnCallTexts } from '../leads/on-call-texts';
import { stackOutputs } from '../stack-outputs';
import { createMailEvents, type MailEventsProps, reportStaffMailProblems } from './mail-events';
import { createQuoteAlarms } from './quote-alarms';
import { createQuoteBackup, reportBackupFailures } from './quote-backup';
import { createQuoteDelivery, type QuoteDeliveryProps, type QuoteMailConfig } from './quote-delivery';
import { QuoteMetrics } from './quote-metrics';
import { QuoteReadersPolicy } from './quote-readers-policy';
import { createQuoteTables, grantOnTable } from './quote-tables';

/**
 * | prop | type | default | what it sets |
 * |---|---|---|---|
 * | `settings` | `ContextValues` | required | the deployment's settings (their defaults and bounds are the settings table's): each function's own, which it declares (`mailSettings`, `sweeperSettings`, `quoteLimitSettings`, `onCallSettings`), the stream's retries, the sweeper's schedule and the alarms' thresholds |
 * | `mail` | {@link QuoteMailConfig} | required | the company details in emails |
 * | `sender` | `SenderIdentity` | required | the SES identity and configuration set every quote email goes through |
 * | `senderEntry`, `sweeperEntry`, `mailEventsEntry` | string | the entries in lambdas/src/handlers | tests point them at fixtures |
 */
export interface QuotePipelineProps extends QuoteDeliveryProps, MailEventsProps {
  /** All of them: the delivery reads many, the mail events only how long their log is kept. */
  settings: QuoteDeliveryProps['settings'];
}

/**
 * Every quote, stored before the visitor is told it was received, and its delivery to staff
 * (docs/decisions/007-quote-delivery.md), in the manner of AWS Solutions Constructs'
 * aws-dynamodbstreams-lambda:
 *
 * ```
 * quote fn ─▶ Table ─stream (INSERTs)─▶ SenderFunction ─▶ SES ─▶ staff
 *               │        └ retries spent ─▶ FailedSends (SQS: what ran out, for the post-mortem)
 *               └ pending index ◀─ SweeperFunction ◀─ schedule (every sweepMinutes) ─▶ SES
 *                                        └ oldest undelivered age ─▶ alarms (age, hourly reminder)
 * SES configuration set ─▶ EventBridge ─▶ MailEventsFunction ─▶ Table (delivered, bounced…) ─▶ bounce alarm
 *                             │  └ customers' acknowledgements: counted only ─▶ their bounce-rate alarm
 *                             ├ staff's bounces, complaints, rejects, delays, as SES wrote them ─▶ alarm topic
 *                             └ retries spent ─▶ MailEventsDeadLetters (SQS) ─▶ MailEventsNotRecorded alarm
 * ```
 *
 * One part a file: the tables (quote-tables.ts), the sender and sweeper (quote-delivery.ts), SES's reports
 * (mail-events.ts), the table's backups (quote-backup.ts), the metrics (quote-metrics.ts) and alarms
 * (quote-alarms.ts). Each part is created in this construct's scope (the functions in the stack's), so every resource
 * keeps its logical ID (`QuotesTable`…).
 */
export class QuotePipeline extends Construct {
  readonly table: TableV2;
  /** The window counters of the caps per sender and per IP and of the wave rate (lambdas/src/quote/store/quote-limits.ts). */
  readonly counters: TableV2;
  /** Stream records of quotes whose stream retries ran out: the sweeper sends them; this keeps the record. */
  readonly failedSends: Queue;
  /** SES reports EventBridge could not hand to the mail-events function (its retries ran out): alarmed. */
  readonly mailEventsDeadLetters: Queue;
  readonly senderFunction: ApiFunction;
  readonly sweeperFunction: ApiFunction;
  readonly mailEventsFunction: ApiFunction;
  /** Attached to the staff who run `npm run quotes -- --stack` (its ARN is an output). */
  readonly readersPolicy: ManagedPolicy;
  /** What the alarms and the dashboard watch. */
  readonly metrics: QuoteMetrics;
  private readonly props: QuotePipelineProps;

  constructor(scope: Construct, id: string, props: QuotePipelineProps) {
    super(scope, id);
    this.props = props;
    this.metrics = new QuoteMetrics(this);
    const { table, counters } = createQuoteTables(this);
    this.table = table;
    this.counters = counters;
    const delivery = createQuoteDelivery(this, table, props);
    this.failedSends = delivery.failedSends;
    this.senderFunction = delivery.senderFunction;
    this.sweeperFunction = delivery.sweeperFunction;
    const mailEvents = createMailEvents(this, table, props);
    this.mailEventsDeadLetters = mailEvents.deadLetters;
    this.mailEventsFunction = mailEvents.mailEventsFunction;
    // Backups beside point-in-time recovery: daily and monthly, in a vault of their own, copied away when asked.
    createQuoteBackup(this, table, props.settings);

    // Read by `npm run quotes -- --stack <name>` (scripts/quotes/store.ts).
    const stack = Stack.of(this);
    new CfnOutput(stack, stackOutputs.quoteTableName, { value: table.tableName });
    new CfnOutput(stack, stackOutputs.quoteSweeperFunctionName, { value: this.sweeperFunction.functionName });
    // What the staff who run it need, and no more.
    this.readersPolicy = new QuoteReadersPolicy(this, 'ReadersPolicy', {
      table,
      sweeper: this.sweeperFunction,
    }).policy;
  }

  /** The quote function: store a quote once (conditional put) and read it back for a repeat. */
  grantStore(grantee: IGrantable): void {
    grantOnTable(this.table, grantee, 'dynamodb:PutItem', 'dynamodb:GetItem');
  }

  /**
   * The quote function's caps and wave rate: the counters table and the limits in its environment; add to a
   * counter and read it back when refused, nothing else.
   */
  useLimitsIn(fn: ApiFunction): void {
    fn.useResource(
      {
        [quoteEnv.quoteCounterTableName]: this.counters.tableName,
        ...settingsEnv(this.props.settings, quoteLimitSettings),
      },
      (grantee) =>
        grantee.grantPrincipal.addToPrincipalPolicy(
          new PolicyStatement({
            actions: ['dynamodb:UpdateItem', 'dynamodb:GetItem'],
            resources: [this.counters.tableArn],
          }),
        ),
    );
  }

  /** The lead-claim function: read a quote and record who took it (a conditional update); nothing else. */
  grantClaim(grantee: IGrantable): void {
    grantOnTable(this.table, grantee, 'dynamodb:GetItem', 'dynamodb:UpdateItem');
  }

  /** Staff emails and reminders carry claim links to `siteUrl`, signed with `key`: the sender and sweeper make them. */
  useClaimLinks(key: LeadClaimKey, siteUrl: string): void {
    for (const fn of [this.senderFunction, this.sweeperFunction]) {
      fn.addEnvironment(leadClaimEnv.siteUrl, siteUrl);
      key.useIn(fn);
    }
  }

  /** The sweeper texts the on-call phone about a lead due today or tomorrow still unclaimed at its last reminder. */
  textOnCall(): void {
    useOnCallTexts(this.sweeperFunction, this.counters, this.props.settings);
  }

  /**
   * The alarms that keep asking while a lead waits (quote-alarms.ts), SES's reports of staff's mail and a backup that
   * failed, to `topic`.
   */
  alarmTo(topic: ITopic): void {
    reportStaffMailProblems(this, this.props.sender, topic);
    reportBackupFailures(this, this.table, topic);
    createQuoteAlarms(this, topic, {
      metrics: this.metrics,
      senderFunction: this.senderFunction,
      mailEventsDeadLetters: this.mailEventsDeadLetters,
      settings: this.props.settings,
    });
  }
}
