import { Duration, Validations } from 'aws-cdk-lib';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';

/**
 * An encrypted, TLS-only queue that keeps for 14 days what a source's retries gave up on. It is itself a
 * dead-letter destination, so it has none of its own: `reason` says what takes care of it instead.
 */
export function deadLetterQueue(scope: Construct, id: string, reason: string): Queue {
  const queue = new Queue(scope, id, {
    encryption: QueueEncryption.SQS_MANAGED,
    enforceSSL: true,
    retentionPeriod: Duration.days(14),
  });
  Validations.of(queue).acknowledge({ id: 'AwsSolutions-SQS3', reason });
  return queue;
}
