/**
 * The quote sender: DynamoDB Streams delivers each newly stored quote (INSERT of a quote item, filtered
 * by the event source mapping); this emails it to staff. A quote that could not be sent is reported as
 * a batch item failure, so Lambda retries it; once retries run out its stream record goes to the
 * on-failure queue and the quote stays pending in the table, where the sweeper (sweeper.ts) finds it.
 */
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { Context, DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { worstCaseDeliveryMs } from '../../aws/client-config';
import { textOf } from '../../aws/document-client';
import { errorName } from '../../observability/error-name';
import { quoteTableSchema } from '../store/quote-table';
import { type DeliveryDeps, deliverQuote } from './deliver-quote';

/**
 * Lambda resumes a stream batch from the first record reported as failed, so the sender stops there:
 * the records after it come back in the retry anyway, and with SES hung, trying each of them (about
 * 5 s apiece) would run a batch of 10 past the function's timeout. It also stops before a quote whose
 * worst case (aws/client-config.ts) no longer fits in the time Lambda says is left, so Lambda never stops
 * it in the middle of a quote, with the quote leased and perhaps already sent.
 */
export function createStreamSender(deps: DeliveryDeps) {
  const quoteBudgetMs = worstCaseDeliveryMs(deps.acknowledgement.enabled);
  return async (
    event: DynamoDBStreamEvent,
    context?: Pick<Context, 'getRemainingTimeInMillis'>,
  ): Promise<DynamoDBBatchResponse> => {
    for (const [index, record] of event.Records.entries()) {
      const id = quoteIdOf(record);
      const retryFromHere = retryFrom(record);
      if (!id) continue;
      if (context && context.getRemainingTimeInMillis() < quoteBudgetMs) return retryFromHere;
      try {
        const outcome = await deliverQuote(id, deps);
        if (outcome === 'failed' || outcome === 'busy') return retryFromHere;
        // SES may have taken it: the sweeper tries it after a wait, not the stream at once. SES is in trouble,
        // so the rest of the batch goes back to the stream rather than each waiting out its own timeout.
        if (outcome === 'unknown') return retryFrom(event.Records[index + 1]);
      } catch (error) {
        deps.logger('error', 'quote delivery failed', {
          errorName: errorName(error),
        });
        return retryFromHere;
      }
    }
    return { batchItemFailures: [] };
  };
}

/** The batch response that has Lambda retry from `record` on; none when there is no record left. */
function retryFrom(record: DynamoDBRecord | undefined): DynamoDBBatchResponse {
  return { batchItemFailures: record ? [{ itemIdentifier: record.dynamodb?.SequenceNumber ?? '' }] : [] };
}

/**
 * The quote a stream record names: DynamoDB Streams sends its keys marshalled (`{ id: { S: … } }`, the events' own
 * AttributeValue type, the same shape as the SDK's).
 */
function quoteIdOf(record: DynamoDBRecord): string | undefined {
  const keys = record.dynamodb?.Keys;
  return keys && textOf(unmarshall(keys as Record<string, AttributeValue>), quoteTableSchema.partitionKey);
}
