/**
 * The quote sender: DynamoDB Streams delivers each newly stored quote (INSERT of a quote item, filtered
 * by the event source mapping); this emails it to staff. A quote that could not be sent is reported as
 * a batch item failure, so Lambda retries it; once retries run out its stream record goes to the
 * on-failure queue, which alarms, and the quote stays pending in the table.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { SESClient, type SESClientConfig } from '@aws-sdk/client-ses';
import { quoteEnv } from '@courier/common/api/lambda-env';
import { defaultSiteConfig, readSiteConfig } from '@courier/common/site-config';
import type { Context, DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { awsClientLimits, worstCaseDeliveryMs } from '../aws/client-config';
import { type Logger, powertoolsObservability } from '../observability/observability';
import { type AcknowledgementSettings, type DeliveryDeps, deliverQuote } from './deliver-quote';
import { dynamoDbClientConfigFromEnv } from './quote-store';
import type { MailSettings } from './send-quote-email';

export interface SenderSettings {
  tableName: string;
  mail: MailSettings;
  acknowledgement: AcknowledgementSettings;
}

export function senderSettingsFromEnv(env: Record<string, string | undefined>): SenderSettings {
  const value = (name: string, fallback: string) => env[name]?.trim() || fallback;
  const staffEmails = (env[quoteEnv.staffEmails] ?? '')
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
  const site = readSiteConfig(env);
  const perHour = Number(value(quoteEnv.acknowledgementsPerHour, '3'));
  return {
    tableName: value(quoteEnv.quoteTableName, 'quotes'),
    mail: {
      fromAddress: value(quoteEnv.fromAddress, 'quotes@swiftline-couriers.example'),
      staffEmails: staffEmails.length > 0 ? staffEmails : ['staff@swiftline-couriers.example'],
      configurationSetName: env[quoteEnv.sesConfigurationSet]?.trim() || undefined,
    },
    acknowledgement: {
      enabled: value(quoteEnv.customerAcknowledgement, 'false') === 'true',
      maxPerHour: Number.isInteger(perHour) && perHour >= 0 ? perHour : 3,
      companyName: site.companyName,
      phone: site.phone,
      replyPromise: site.replyPromise || defaultSiteConfig.replyPromise,
    },
  };
}

const observability = powertoolsObservability('sender');

/** Deployed: the Lambda's own region and role. Locally, SES_ENDPOINT points at the aws-ses-v2-local inbox. */
export function sesClientConfigFromEnv(env: Record<string, string | undefined>): SESClientConfig {
  // A hung SES call must fail (and be retried) well before the sender's claim on the quote lapses.
  const config: SESClientConfig = awsClientLimits();
  const endpoint = env[quoteEnv.sesEndpoint]?.trim();
  if (!endpoint) return config;
  return {
    ...config,
    endpoint,
    region: 'eu-west-2',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  };
}

export function deliveryDepsFromEnv(
  env: Record<string, string | undefined>,
  logger: Logger = observability.logger,
): DeliveryDeps {
  const settings = senderSettingsFromEnv(env);
  return {
    table: { db: new DynamoDBClient(dynamoDbClientConfigFromEnv(env)), tableName: settings.tableName },
    ses: new SESClient(sesClientConfigFromEnv(env)),
    mail: settings.mail,
    acknowledgement: settings.acknowledgement,
    logger,
  };
}

/**
 * Lambda resumes a stream batch from the first record reported as failed, so the sender stops there:
 * the records after it come back in the retry anyway, and with SES hung, trying each of them (about
 * 2.5 s apiece) would run a batch of 10 past the function's timeout. It also stops before a quote whose
 * worst case (aws/client-config.ts) no longer fits in the time Lambda says is left, so Lambda never stops
 * it in the middle of a quote, with the quote claimed and perhaps already sent.
 */
export function createStreamSender(deps: DeliveryDeps) {
  const quoteBudgetMs = worstCaseDeliveryMs(deps.acknowledgement.enabled);
  return async (
    event: DynamoDBStreamEvent,
    context?: Pick<Context, 'getRemainingTimeInMillis'>,
  ): Promise<DynamoDBBatchResponse> => {
    for (const record of event.Records) {
      const id = record.dynamodb?.Keys?.id?.S;
      const retryFromHere = { batchItemFailures: [{ itemIdentifier: record.dynamodb?.SequenceNumber ?? '' }] };
      if (!id) continue;
      if (context && context.getRemainingTimeInMillis() < quoteBudgetMs) return retryFromHere;
      try {
        const outcome = await deliverQuote(id, deps);
        if (outcome === 'failed' || outcome === 'busy') return retryFromHere;
      } catch (error) {
        deps.logger('error', 'quote delivery failed', {
          errorName: error instanceof Error ? error.name : typeof error,
        });
        return retryFromHere;
      }
    }
    return { batchItemFailures: [] };
  };
}

// Instrumented, so each invocation's outcome counts (sent, ses_failed…) are published when it ends.
export const handler = observability.instrument(createStreamSender(deliveryDepsFromEnv(process.env)));
