import { join } from 'node:path';
import { lambdaMetrics, leadClaimEnv, quoteEnv } from '@courier/common/api/lambda-env';
import { siteConfigEnv } from '@courier/common/site-config';
import { senderFunctionTimeoutSeconds } from '@courier/lambdas/aws/client-config';
import { windowCounterTableSchema } from '@courier/lambdas/aws/window-counter';
import type { QuoteLimitSettings } from '@courier/lambdas/quote/store/quote-limits';
import { quoteKind, quoteTableSchema } from '@courier/lambdas/quote/store/quote-table';
import { CfnOutput, Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import {
  Alarm,
  ComparisonOperator,
  type IMetric,
  MathExpression,
  Metric,
  TreatMissingData,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import {
  AttributeType,
  Billing,
  ProjectionType,
  StreamViewType,
  TableEncryptionV2,
  TableV2,
} from 'aws-cdk-lib/aws-dynamodb';
import { EventBus, Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { type IGrantable, type ManagedPolicy, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { FilterCriteria, FilterRule, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { ConfigurationSetEventDestination, EmailSendingEvent, EventDestination } from 'aws-cdk-lib/aws-ses';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { ApiFunction, metricsNamespace } from '../api/api-function';
import { repoRoot } from '../config';
import type { SenderIdentity } from '../email/sender-identity';
import type { LeadClaimKey } from '../leads/lead-claim-key';
import { stackOutputs } from '../stack-outputs';
import { QuoteReadersPolicy } from './quote-readers-policy';

/** The staff and company details the sender and sweeper put in emails. */
export interface QuoteMailConfig {
  staffEmails: string[];
  customerAcknowledgement: boolean;
  acknowledgementsPerHour: number;
  companyName: string;
  phone: string;
  replyPromise: string;
}

/**
 * | prop | type | default | what it sets |
 * |---|---|---|---|
 * | `mail` | {@link QuoteMailConfig} | required | staff addresses, acknowledgement switch and limit, company details in emails |
 * | `sender` | `SenderIdentity` | required | the SES identity and configuration set every quote email goes through |
 * | `logRetention` | `RetentionDays` | required | the three functions' log groups |
 * | `sendRetryAttempts` | number | required (cdk.json `quoteSendRetryAttempts`, 10) | stream retries before a record goes to the on-failure queue |
 * | `sweepMinutes` | number | required (cdk.json `quoteSweepMinutes`, 5) | the sweeper's schedule |
 * | `undeliveredAlarmMinutes` | number | required (cdk.json `quoteUndeliveredAlarmMinutes`, 15) | age of the oldest undelivered quote that alarms |
 * | `limits` | `QuoteLimitSettings` | required (cdk.json `quoteCapPerAddressPerHour` 5, `quoteCapPerIpPerHour` 10, `quoteWaveLimit` 60, `quoteWaveMinutes` 10) | the caps on stored quotes and the wave rate |
 * | `digestMinutes` | number | required (cdk.json `quoteDigestMinutes`, 5) | during a wave, minutes between digest emails |
 * | `escalationMinutes` | number | required (cdk.json `leadEscalationMinutes`, 10) | a quote nobody claimed this long gets a reminder, and one more at twice it |
 * | `operationsEmail` | string | none | gets those reminders too |
 * | `heldDigestMinutes` | number | required (cdk.json `quoteHeldDigestMinutes`, 60) | the wait of the oldest quote held past a cap before the held-quotes digest |
 * | `senderEntry`, `sweeperEntry`, `mailEventsEntry` | string | the entries in lambdas/src/handlers | tests point them at fixtures |
 */
export interface QuoteStoreProps {
  mail: QuoteMailConfig;
  sender: SenderIdentity;
  logRetention: RetentionDays;
  sendRetryAttempts: number;
  sweepMinutes: number;
  undeliveredAlarmMinutes: number;
  limits: QuoteLimitSettings;
  digestMinutes: number;
  /** Minutes a quote may go unclaimed before the sweeper reminds staff and operations (again at twice it). */
  escalationMinutes: number;
  /** Operations' address: it gets those reminders too. */
  operationsEmail?: string;
  heldDigestMinutes: number;
  senderEntry?: string;
  sweeperEntry?: string;
  mailEventsEntry?: string;
}

const handlerSource = (file: string) => join(repoRoot, 'lambdas/src/handlers', file);

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
 *                             └ retries spent ─▶ MailEventsDeadLetters (SQS) ─▶ MailEventsNotRecorded alarm
 * ```
 *
 * The table is built from the schema the Lambda code exports (`quoteTableSchema`), so its key, TTL and index
 * attributes have one home. The functions are created in the stack's scope (`QuoteSenderFunction`…), so the
 * deployed sender and its stream mapping keep their logical IDs.
 */
export class QuoteStore extends Construct {
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
  private readonly props: QuoteStoreProps;

  constructor(scope: Construct, id: string, props: QuoteStoreProps) {
    super(scope, id);
    this.props = props;
    const { pendingIndex, unclaimedIndex } = quoteTableSchema;

    // Quotes are business records, so kept on delete.
    this.table = new TableV2(this, 'Table', {
      partitionKey: { name: quoteTableSchema.partitionKey, type: AttributeType.STRING },
      billing: Billing.onDemand(),
      encryption: TableEncryptionV2.awsManagedKey(),
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      timeToLiveAttribute: quoteTableSchema.timeToLiveAttribute,
      dynamoStream: StreamViewType.NEW_IMAGE,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
      globalSecondaryIndexes: [
        {
          indexName: pendingIndex.indexName,
          partitionKey: { name: pendingIndex.partitionKey, type: AttributeType.STRING },
          sortKey: { name: pendingIndex.sortKey, type: AttributeType.NUMBER },
          projectionType: ProjectionType.INCLUDE,
          nonKeyAttributes: [...pendingIndex.projected],
        },
        {
          indexName: unclaimedIndex.indexName,
          partitionKey: { name: unclaimedIndex.partitionKey, type: AttributeType.STRING },
          sortKey: { name: unclaimedIndex.sortKey, type: AttributeType.NUMBER },
          projectionType: ProjectionType.INCLUDE,
          nonKeyAttributes: [...unclaimedIndex.projected],
        },
      ],
    });

    // Only counts that restart by themselves: destroyed with the stack, no backups.
    this.counters = new TableV2(this, 'LimitCounters', {
      partitionKey: { name: windowCounterTableSchema.partitionKey, type: AttributeType.STRING },
      billing: Billing.onDemand(),
      encryption: TableEncryptionV2.awsManagedKey(),
      timeToLiveAttribute: windowCounterTableSchema.timeToLiveAttribute,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    Validations.of(this.counters).acknowledge({
      id: 'AwsSolutions-DDB3',
      reason: 'Hourly and 10-minute counters of the quote limits only: after a loss they restart. Nothing to restore.',
    });

    this.failedSends = new Queue(this, 'FailedSends', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    Validations.of(this.failedSends).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason: 'This queue is itself the on-failure destination of the quote sender; the sweeper sends those quotes.',
    });

    this.mailEventsDeadLetters = new Queue(this, 'MailEventsDeadLetters', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    Validations.of(this.mailEventsDeadLetters).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason: 'This queue is itself the dead-letter queue of the SES-events rule target; its alarm tells operations.',
    });

    const tableEnv = { [quoteEnv.quoteTableName]: this.table.tableName };
    const mailEnv = {
      [quoteEnv.staffEmails]: props.mail.staffEmails.join(','),
      [quoteEnv.customerAcknowledgement]: String(props.mail.customerAcknowledgement),
      [quoteEnv.acknowledgementsPerHour]: String(props.mail.acknowledgementsPerHour),
      [quoteEnv.fromAddress]: props.sender.senderEmail,
      [quoteEnv.sesConfigurationSet]: props.sender.configurationSet.configurationSetName,
      [siteConfigEnv.companyName]: props.mail.companyName,
      [siteConfigEnv.phone]: props.mail.phone,
      [siteConfigEnv.replyPromise]: props.mail.replyPromise,
    };
    const stack = Stack.of(this);
    // Fed by the stream, the schedule and EventBridge, not API Gateway: no routes and no origin secret, but the same
    // bundling, log group and client timeouts, and a timeout that fits their worst case for one quote.
    const deliveryFunction = (fnId: string, entry: string) =>
      new ApiFunction(stack, fnId, {
        entry,
        timeout: Duration.seconds(senderFunctionTimeoutSeconds),
        environment: mailEnv,
        logRetention: props.logRetention,
      });

    // The stream sender: each new quote (INSERTs of quote items only, not their updates or the acknowledgement
    // counters), retried with bisection; when retries run out the record goes to the queue.
    this.senderFunction = deliveryFunction(
      'QuoteSenderFunction',
      props.senderEntry ?? handlerSource('quote-sender.ts'),
    );
    this.senderFunction.useResource(tableEnv, (fn) => this.grantSend(fn));
    props.sender.grantSend(this.senderFunction);
    this.senderFunction.addEventSource(
      new DynamoEventSource(this.table, {
        startingPosition: StartingPosition.TRIM_HORIZON,
        batchSize: 10,
        bisectBatchOnError: true,
        reportBatchItemFailures: true,
        retryAttempts: props.sendRetryAttempts,
        maxRecordAge: Duration.hours(24),
        onFailure: new SqsDlq(this.failedSends),
        filters: [
          FilterCriteria.filter({
            eventName: FilterRule.isEqual('INSERT'),
            dynamodb: { NewImage: { kind: { S: FilterRule.isEqual(quoteKind) } } },
          }),
        ],
      }),
    );

    // The sweeper: every few minutes, the pending quotes the stream could not send; and the operator's resends.
    this.sweeperFunction = deliveryFunction(
      'QuoteSweeperFunction',
      props.sweeperEntry ?? handlerSource('quote-sweeper.ts'),
    );
    this.sweeperFunction.useResource(
      {
        ...tableEnv,
        [quoteEnv.sweepIntervalMinutes]: String(props.sweepMinutes),
        [quoteEnv.undeliveredAlarmMinutes]: String(props.undeliveredAlarmMinutes),
        [quoteEnv.digestMinutes]: String(props.digestMinutes),
        [leadClaimEnv.escalationMinutes]: String(props.escalationMinutes),
        ...(props.operationsEmail ? { [leadClaimEnv.operationsEmail]: props.operationsEmail } : {}),
        [quoteEnv.heldDigestMinutes]: String(props.heldDigestMinutes),
      },
      (fn) => {
        this.grantSend(fn);
        this.grantQueryIndex(fn, quoteTableSchema.pendingIndex.indexName);
        this.grantQueryIndex(fn, quoteTableSchema.unclaimedIndex.indexName);
      },
    );
    props.sender.grantSend(this.sweeperFunction);
    new Rule(this, 'SweepSchedule', {
      description: 'Sends the quotes still pending after the stream sender had its turn',
      schedule: Schedule.rate(Duration.minutes(props.sweepMinutes)),
      targets: [new LambdaFunction(this.sweeperFunction, { retryAttempts: 0 })],
    });

    // SES's reports of every quote email (configuration set → default event bus) → the events function, which
    // records staff's on the quote: delivered, bounced…
    this.mailEventsFunction = new ApiFunction(stack, 'QuoteMailEventsFunction', {
      entry: props.mailEventsEntry ?? handlerSource('quote-mail-events.ts'),
      logRetention: props.logRetention,
    });
    this.mailEventsFunction.useResource(tableEnv, (fn) => this.grantOnTable(fn, 'dynamodb:UpdateItem'));
    const defaultBus = EventBus.fromEventBusName(this, 'DefaultBus', 'default');
    new ConfigurationSetEventDestination(this, 'MailEvents', {
      configurationSet: props.sender.configurationSet,
      destination: EventDestination.eventBus(defaultBus),
      events: [
        EmailSendingEvent.SEND,
        EmailSendingEvent.DELIVERY,
        EmailSendingEvent.DELIVERY_DELAY,
        EmailSendingEvent.BOUNCE,
        EmailSendingEvent.COMPLAINT,
        EmailSendingEvent.REJECT,
      ],
    });
    new Rule(this, 'StaffMailEvents', {
      description: 'SES reports of quote emails to staff, recorded on their quotes',
      eventPattern: {
        source: ['aws.ses'],
        detail: {
          mail: {
            tags: {
              'ses:configuration-set': [props.sender.configurationSet.configurationSetName],
              recipient: ['staff'],
            },
          },
        },
      },
      // What EventBridge still cannot deliver after its retries lands in the dead-letter queue, never nowhere.
      targets: [
        new LambdaFunction(this.mailEventsFunction, {
          retryAttempts: 4,
          maxEventAge: Duration.hours(6),
          deadLetterQueue: this.mailEventsDeadLetters,
        }),
      ],
    });

    // Read by `npm run quotes -- --stack <name>` (scripts/quotes/store.ts).
    new CfnOutput(stack, stackOutputs.quoteTableName, { value: this.table.tableName });
    new CfnOutput(stack, stackOutputs.quoteSweeperFunctionName, { value: this.sweeperFunction.functionName });
    // What the staff who run it need, and no more.
    this.readersPolicy = new QuoteReadersPolicy(this, 'ReadersPolicy', {
      table: this.table,
      sweeper: this.sweeperFunction,
    }).policy;
  }

  /** The quote function: store a quote once (conditional put) and read it back for a repeat. */
  grantStore(grantee: IGrantable): void {
    this.grantOnTable(grantee, 'dynamodb:PutItem', 'dynamodb:GetItem');
  }

  /**
   * The quote function's caps and wave rate: the counters table and the limits in its environment; add to a
   * counter and read it back when refused, nothing else.
   */
  useLimitsIn(fn: ApiFunction): void {
    const { limits } = this.props;
    fn.useResource(
      {
        [quoteEnv.quoteCounterTableName]: this.counters.tableName,
        [quoteEnv.capPerAddressPerHour]: String(limits.perAddressPerHour),
        [quoteEnv.capPerIpPerHour]: String(limits.perIpPerHour),
        [quoteEnv.waveLimit]: String(limits.waveLimit),
        [quoteEnv.waveMinutes]: String(limits.waveMinutes),
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

  /** A sender: read a quote, claim it, mark it sent, count acknowledgements; nothing else. */
  private grantSend(grantee: IGrantable): void {
    this.grantOnTable(grantee, 'dynamodb:GetItem', 'dynamodb:UpdateItem');
  }

  /** On the table's items only (`table.grant` would add every index too). */
  private grantOnTable(grantee: IGrantable, ...actions: string[]): void {
    grantee.grantPrincipal.addToPrincipalPolicy(new PolicyStatement({ actions, resources: [this.table.tableArn] }));
  }

  /** Query on one index only (its ARN), never a scan. */
  private grantQueryIndex(grantee: IGrantable, indexName: string): void {
    grantee.grantPrincipal.addToPrincipalPolicy(
      new PolicyStatement({ actions: ['dynamodb:Query'], resources: [`${this.table.tableArn}/index/${indexName}`] }),
    );
  }

  /** The lead-claim function: read a quote and record who took it (a conditional update); nothing else. */
  grantClaim(grantee: IGrantable): void {
    this.grantOnTable(grantee, 'dynamodb:GetItem', 'dynamodb:UpdateItem');
  }

  /** Staff emails and reminders carry claim links to `siteUrl`, signed with `key`: the sender and sweeper make them. */
  useClaimLinks(key: LeadClaimKey, siteUrl: string): void {
    for (const fn of [this.senderFunction, this.sweeperFunction]) {
      fn.addEnvironment(leadClaimEnv.siteUrl, siteUrl);
      key.useIn(fn);
    }
  }

  /** Seconds from a quote's arrival to its first claim, as the claim function publishes one per claimed quote. */
  metricTimeToClaim(statistic: string, period = Duration.days(1)): Metric {
    return this.metric(lambdaMetrics.leadClaims.timeToClaim, statistic, period).with({
      label: `time to claim (s), ${statistic}`,
    });
  }

  /** Quotes of the last 24 hours nobody has claimed, after each sweep. */
  metricUnclaimed(period = Duration.minutes(5)): Metric {
    return this.metric(lambdaMetrics.leadClaims.unclaimed, 'Maximum', period);
  }

  /** The functions' own metric: one of the quote delivery's in lambdaMetrics. */
  private metric(
    name: { function: keyof typeof lambdaMetrics.dimensions; outcome: string },
    statistic: string,
    period: Duration,
  ): Metric {
    return new Metric({
      namespace: metricsNamespace(this),
      metricName: name.outcome,
      dimensionsMap: { ...lambdaMetrics.dimensions[name.function] },
      statistic,
      period,
    });
  }

  /** The undeliverable-quote count of one delivery function. */
  private undeliverable(by: 'sender' | 'sweeper') {
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
      namespace: metricsNamespace(this),
      metricName: lambdaMetrics.quoteDelivery.storeToSend,
      dimensionsMap: { ...lambdaMetrics.dimensions[by] },
      statistic,
      period,
      label: `store to send (${by}), ${statistic}`,
    });
  }

  /**
   * The alarms that keep asking while a lead waits: the oldest undelivered quote's age (also when the sweeper
   * stops reporting), an hourly reminder while it lasts, a bounce of staff's email at once, and the sender's
   * stream falling behind.
   */
  alarmTo(topic: ITopic): void {
    const action = new SnsAction(topic);
    const alarm = (id: string, metric: IMetric, threshold: number, description: string, missing: TreatMissingData) => {
      const created = new Alarm(this, id, {
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
    const minutes = this.props.undeliveredAlarmMinutes;
    // The sweeper publishes the age every sweep (0 when nothing waits). A sweeper that stopped publishing is as bad
    // as a lead waiting: no data turns the alarm to INSUFFICIENT_DATA, which notifies too. A new alarm starts
    // there, so a fresh deploy stays quiet until the first sweep, instead of ringing as "breaching" would.
    const undelivered = alarm(
      'UndeliveredAge',
      this.metricOldestUndeliveredAge(),
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
      this.metric(lambdaMetrics.quoteDelivery.reminder, 'Sum', Duration.minutes(this.props.sweepMinutes)),
      1,
      'Reminder (hourly): quotes are still waiting to reach staff. npm run quotes -- --stack NAME --pending',
      TreatMissingData.NOT_BREACHING,
    );
    alarm(
      'StaffMailBounced',
      this.metricStaffMail('staffBounced'),
      1,
      'A quote email to staff bounced or was rejected: leads are going nowhere. npm run quotes -- --stack NAME shows which',
      TreatMissingData.NOT_BREACHING,
    ).addOkAction(action);
    // A wave: more quotes than the wave rate. Nothing is lost (they are stored and sent in digests), but it is spam
    // or something staff should know of; the alarm clears once a quiet period passes.
    const { waveLimit, waveMinutes } = this.props.limits;
    alarm(
      'QuoteWave',
      this.metric(lambdaMetrics.quoteDelivery.wave, 'Sum', Duration.minutes(5)),
      1,
      `More than ${waveLimit} quotes in ${waveMinutes} minutes: staff now get them in one digest email every ` +
        `${this.props.digestMinutes} minutes instead of one each, and every quote is stored. Check the digests for spam ` +
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
          sender: this.metric(this.undeliverable('sender'), 'Sum', Duration.minutes(5)),
          sweeper: this.metric(this.undeliverable('sweeper'), 'Sum', Duration.minutes(5)),
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
      this.mailEventsDeadLetters.metricApproximateNumberOfMessagesVisible({
        period: Duration.minutes(5),
        statistic: 'Maximum',
      }),
      1,
      'SES reports of quote emails (delivered, bounced…) could not be recorded on their quotes: the mail-events ' +
        'function failed for 6 hours. npm run quotes may show them as awaiting confirmation. Fix the function, then ' +
        'replay the queued events (DEPLOY.md 7, "SES reports that could not be recorded").',
      TreatMissingData.NOT_BREACHING,
    ).addOkAction(action);
    // Quotes waiting on the stream: the sender is failing or behind, long before the sweeper's turn.
    alarm(
      'QuoteSendsDelayed',
      this.senderFunction.metric('IteratorAge', { period: Duration.minutes(5), statistic: 'Maximum' }),
      10 * 60_000,
      'Quotes have waited over 10 minutes in the stream to be emailed to staff (SES failing or the sender erroring)',
      TreatMissingData.NOT_BREACHING,
    ).addOkAction(action);
  }
}
