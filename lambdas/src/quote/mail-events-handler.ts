/**
 * The events function: SES publishes every report of a quote email (configuration set → SNS topic), and
 * this records staff's on their quote (mail-events.ts). A failure to record is thrown, so Lambda retries it.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { quoteEnv } from '@courier/common/api/lambda-env';
import type { SNSEvent } from 'aws-lambda';
import { type Logger, powertoolsObservability } from '../observability/observability';
import { recordMailEvent, type SesMailEvent } from './mail-events';
import { dynamoDbClientConfigFromEnv, type QuoteTable } from './quote-store';

/** The events function's one reader of its environment: the quote table. */
export function mailEventsTableFromEnv(env: Record<string, string | undefined>): QuoteTable {
  return {
    db: new DynamoDBClient(dynamoDbClientConfigFromEnv(env)),
    tableName: env[quoteEnv.quoteTableName]?.trim() || 'quotes',
  };
}

export function createMailEventsHandler(table: QuoteTable, logger: Logger) {
  return async (event: SNSEvent): Promise<void> => {
    for (const record of event.Records) {
      let message: SesMailEvent;
      try {
        message = JSON.parse(record.Sns.Message) as SesMailEvent;
      } catch {
        logger('warn', 'mail event unreadable', { outcome: 'mail_event_unreadable' });
        continue;
      }
      await recordMailEvent(table, message, logger);
    }
  };
}

const observability = powertoolsObservability('mailEvents');

export const handler = observability.instrument(
  createMailEventsHandler(mailEventsTableFromEnv(process.env), observability.logger),
);
