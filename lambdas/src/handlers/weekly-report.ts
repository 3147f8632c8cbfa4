/**
 * The weekly lead report (lead-report/send-report.ts): on its schedule (lead-report/report-schedule.ts), last week's;
 * invoked by `npm run quotes -- report --email` with `{ from, to }`, that period's. It adds up the period's quotes from
 * one scan of the quote table, a page at a time (lead-report/report-scan.ts), and mails the report to staff and
 * operations through the sender's SES settings.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { SESClient } from '@aws-sdk/client-ses';
import { dynamoDbClientConfigFromEnv } from '../aws/dynamodb-client-config';
import { sesClientConfigFromEnv } from '../email/ses-client-config';
import { type ReportRequest, requestedPeriod, sendLeadReport } from '../lead-report/send-report';
import { powertoolsObservability } from '../observability/observability';
import { senderSettingsFromEnv } from '../quote/deliver/delivery-env';

const observability = powertoolsObservability('weeklyReport');
const settings = senderSettingsFromEnv(process.env);
const deps = {
  table: { db: new DynamoDBClient(dynamoDbClientConfigFromEnv(process.env)), tableName: settings.tableName },
  ses: new SESClient(sesClientConfigFromEnv(process.env)),
  mail: settings.mail,
};

export const handler = observability.instrument(async (event: ReportRequest | undefined) => {
  const period = requestedPeriod(event, new Date());
  if ('refused' in period) {
    observability.logger('warn', 'report refused', { reason: period.refused });
    return { refused: period.refused };
  }
  const sent = await sendLeadReport(deps, period);
  observability.logger('info', 'lead report sent', sent);
  return { sent };
});
