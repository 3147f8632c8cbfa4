/**
 * The events function: SES publishes every report of a quote email (configuration set → EventBridge; an SNS
 * topic works too), and this records staff's on their quote (mail-events.ts) and counts customers' acknowledgements
 * (acknowledgement-reports.ts). A failure to record is thrown, so EventBridge retries it.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { quoteEnv, sesRecipientTag } from '@courier/common/api/lambda-env';
import type { EventBridgeEvent, SNSEvent } from 'aws-lambda';
import { dynamoDbClientConfigFromEnv } from '../../aws/dynamodb-client-config';
import type { Logger } from '../../observability/observability';
import type { QuoteTable } from '../store/quote-table';
import { countAcknowledgementReport } from './acknowledgement-reports';
import { recordMailEvent, type SesMailEvent } from './mail-events';

/** The events function's one reader of its environment: the quote table. */
export function mailEventsTableFromEnv(env: Record<string, string | undefined>): QuoteTable {
  return {
    db: new DynamoDBClient(dynamoDbClientConfigFromEnv(env)),
    tableName: env[quoteEnv.quoteTableName]?.trim() || 'quotes',
  };
}

/** One SES report from EventBridge (the `detail`), or a batch of them from SNS (each a JSON message). */
export type MailEventInput = EventBridgeEvent<string, SesMailEvent> | SNSEvent;

function reportsIn(event: MailEventInput, logger: Logger): SesMailEvent[] {
  if (!('Records' in event)) return [event.detail];
  return event.Records.flatMap((record) => {
    try {
      return [JSON.parse(record.Sns.Message) as SesMailEvent];
    } catch {
      logger('warn', 'mail event unreadable', { outcome: 'mail_event_unreadable' });
      return [];
    }
  });
}

/** A customer's acknowledgement is counted; any other report goes to its quote, if it names one. */
const isAcknowledgement = (report: SesMailEvent) =>
  report.mail?.tags?.[sesRecipientTag.name]?.[0] === sesRecipientTag.customer;

export function createMailEventsHandler(table: QuoteTable, logger: Logger) {
  return async (event: MailEventInput): Promise<void> => {
    for (const report of reportsIn(event, logger)) {
      if (isAcknowledgement(report)) countAcknowledgementReport(report, logger);
      else await recordMailEvent(table, report, logger);
    }
  };
}
