import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { AttributeType, Billing, StreamViewType, TableEncryptionV2, TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { IGrantable } from 'aws-cdk-lib/aws-iam';
import { FilterCriteria, FilterRule, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { ApiFunction } from '../api/api-function';

export interface QuoteStoreProps {
  /** Attempts to send a quote before its stream record goes to the on-failure queue. */
  sendRetryAttempts: number;
}

/**
 * Every quote, stored before the visitor is told it was received (docs/decisions/007-quote-delivery.md):
 * the table, its stream to the sender function with retries, and the queue that records the quotes
 * whose retries ran out (they stay pending in the table; an alarm on the queue tells operations).
 */
export class QuoteStore extends Construct {
  readonly table: TableV2;
  /** Stream records of quotes that could not be sent after every retry. */
  readonly failedSends: Queue;
  private readonly retryAttempts: number;

  constructor(scope: Construct, id: string, props: QuoteStoreProps) {
    super(scope, id);

    // Names from lambdas/src/quote/quote-store.ts (quoteTableSchema); quotes are business records, so kept on delete.
    this.table = new TableV2(this, 'Table', {
      partitionKey: { name: 'id', type: AttributeType.STRING },
      billing: Billing.onDemand(),
      encryption: TableEncryptionV2.awsManagedKey(),
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      timeToLiveAttribute: 'expiresAt',
      dynamoStream: StreamViewType.NEW_IMAGE,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });

    this.failedSends = new Queue(this, 'FailedSends', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    Validations.of(this.failedSends).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason: 'This queue is itself the dead-letter destination of the quote sender; what lands here is alarmed on.',
    });
    this.retryAttempts = props.sendRetryAttempts;
  }

  /** The quote function: store a quote once (conditional put) and read it back for a repeat. */
  grantStore(grantee: IGrantable): void {
    this.table.grant(grantee, 'dynamodb:PutItem', 'dynamodb:GetItem');
  }

  /** The sender: read a quote, claim it, mark it sent, count acknowledgements; nothing else. */
  grantSend(grantee: IGrantable): void {
    this.table.grant(grantee, 'dynamodb:GetItem', 'dynamodb:UpdateItem');
  }

  /**
   * The sender: fed each newly stored quote by the stream (INSERTs of quote items only, not their
   * updates or the acknowledgement counters).
   */
  addSender(sender: ApiFunction): void {
    sender.addEventSource(
      new DynamoEventSource(this.table, {
        startingPosition: StartingPosition.TRIM_HORIZON,
        batchSize: 10,
        bisectBatchOnError: true,
        reportBatchItemFailures: true,
        retryAttempts: this.retryAttempts,
        maxRecordAge: Duration.hours(24),
        onFailure: new SqsDlq(this.failedSends),
        filters: [
          FilterCriteria.filter({
            eventName: FilterRule.isEqual('INSERT'),
            dynamodb: { NewImage: { kind: { S: FilterRule.isEqual('quote') } } },
          }),
        ],
      }),
    );
  }
}
