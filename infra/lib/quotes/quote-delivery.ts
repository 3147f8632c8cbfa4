/**
 * Delivery of stored quotes to staff (docs/decisions/007-quote-delivery.md): the stream sender, fed each new quote,
 * with the queue that keeps the records its retries gave up on; and the sweeper on its schedule, which sends what
 * the stream did not, reminds staff of unclaimed quotes and runs the operator's resends.
 */
import { quoteEnv } from '@courier/common/api/lambda-env';
import type { ContextValues } from '@courier/common/settings/all-settings';
import { settingsEnv } from '@courier/common/settings/setting-env';
import type { CompanyDetails } from '@courier/common/site-config';
import { companyDetailsEnv } from '@courier/common/site-config-env';
import { senderFunctionTimeoutSeconds } from '@courier/lambdas/aws/client-config';
import { mailSettings } from '@courier/lambdas/email/mail-env';
import { acknowledgementSettings } from '@courier/lambdas/quote/deliver/delivery-env';
import { sweeperSettings } from '@courier/lambdas/quote/deliver/sweeper';
import { quoteKind, quoteTableSchema } from '@courier/lambdas/quote/store/quote-table';
import { Duration, Stack } from 'aws-cdk-lib';
import type { TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { FilterCriteria, FilterRule, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { ApiFunction, handlerEntry } from '../api/api-function';
import { deadLetterQueue } from '../dead-letter-queue';
import type { SenderIdentity } from '../email/sender-identity';
import { grantQueryIndex, grantSend } from './quote-tables';

/** The company details the sender and sweeper put in emails. */
export type QuoteMailConfig = CompanyDetails;

/** What the sender and sweeper are given (QuotePipelineProps says where each comes from). */
export interface QuoteDeliveryProps {
  mail: QuoteMailConfig;
  /** The deployment's settings: each function's own (`mailSettings`, `sweeperSettings`…), the stream's retries, the schedule. */
  settings: ContextValues;
  sender: SenderIdentity;
  senderEntry?: string;
  sweeperEntry?: string;
}

export interface QuoteDelivery {
  /** Stream records of quotes whose stream retries ran out: the sweeper sends them; this keeps the record. */
  failedSends: Queue;
  senderFunction: ApiFunction;
  sweeperFunction: ApiFunction;
}

/**
 * The failed-sends queue (`FailedSends`) and the schedule (`SweepSchedule`) in `scope`; the two functions in its
 * stack's scope (`QuoteSenderFunction`, `QuoteSweeperFunction`), so the deployed sender and its stream mapping keep
 * their logical IDs.
 */
export function createQuoteDelivery(scope: Construct, table: TableV2, props: QuoteDeliveryProps): QuoteDelivery {
  const failedSends = deadLetterQueue(
    scope,
    'FailedSends',
    'This queue is itself the on-failure destination of the quote sender; the sweeper sends those quotes.',
  );

  const tableEnv = { [quoteEnv.quoteTableName]: table.tableName };
  const { settings } = props;
  const mailEnv = {
    ...settingsEnv(settings, mailSettings),
    ...settingsEnv(settings, acknowledgementSettings),
    [quoteEnv.sesConfigurationSet]: props.sender.configurationSet.configurationSetName,
    ...companyDetailsEnv(props.mail),
  };
  const stack = Stack.of(scope);
  // Fed by the stream and the schedule, not API Gateway: no routes and no origin secret, but the same bundling, log
  // group and client timeouts, and a timeout that fits their worst case for one quote.
  const deliveryFunction = (fnId: string, entry: string) =>
    new ApiFunction(stack, fnId, {
      entry,
      timeout: Duration.seconds(senderFunctionTimeoutSeconds),
      environment: mailEnv,
      settings,
    });

  // The stream sender: each new quote (INSERTs of quote items only, not their updates or the acknowledgement
  // counters), retried with bisection; when retries run out the record goes to the queue.
  const senderFunction = deliveryFunction('QuoteSenderFunction', props.senderEntry ?? handlerEntry('quote-sender.ts'));
  senderFunction.useResource(tableEnv, (fn) => grantSend(table, fn));
  props.sender.grantSend(senderFunction);
  senderFunction.addEventSource(
    new DynamoEventSource(table, {
      startingPosition: StartingPosition.TRIM_HORIZON,
      batchSize: 10,
      bisectBatchOnError: true,
      reportBatchItemFailures: true,
      retryAttempts: settings.quoteSendRetryAttempts,
      maxRecordAge: Duration.hours(24),
      onFailure: new SqsDlq(failedSends),
      filters: [
        FilterCriteria.filter({
          eventName: FilterRule.isEqual('INSERT'),
          dynamodb: { NewImage: { kind: { S: FilterRule.isEqual(quoteKind) } } },
        }),
      ],
    }),
  );

  // The sweeper: every few minutes, the pending quotes the stream could not send; and the operator's resends.
  const sweeperFunction = deliveryFunction(
    'QuoteSweeperFunction',
    props.sweeperEntry ?? handlerEntry('quote-sweeper.ts'),
  );
  sweeperFunction.useResource(
    {
      ...tableEnv,
      ...settingsEnv(settings, sweeperSettings),
    },
    (fn) => {
      grantSend(table, fn);
      grantQueryIndex(table, fn, quoteTableSchema.pendingIndex.indexName);
      grantQueryIndex(table, fn, quoteTableSchema.unclaimedIndex.indexName);
    },
  );
  props.sender.grantSend(sweeperFunction);
  new Rule(scope, 'SweepSchedule', {
    description: 'Sends the quotes still pending after the stream sender had its turn',
    schedule: Schedule.rate(Duration.minutes(settings.quoteSweepMinutes)),
    targets: [new LambdaFunction(sweeperFunction, { retryAttempts: 0 })],
  });
  return { failedSends, senderFunction, sweeperFunction };
}
