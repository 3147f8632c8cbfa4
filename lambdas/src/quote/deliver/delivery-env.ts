/**
 * The one reader of the environment for the functions that email quotes (the stream sender and the sweeper):
 * the stack sets these variables (infra/lib/quotes/quote-delivery.ts), the local stack fills them in.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { SESClient, type SESClientConfig } from '@aws-sdk/client-ses';
import { leadClaimEnv, quoteEnv } from '@courier/common/api/lambda-env';
import { emailSettings } from '@courier/common/settings/email';
import { leadSettings } from '@courier/common/settings/leads';
import { quoteSettings } from '@courier/common/settings/quotes';
import { defaultSiteConfig, readSiteConfig } from '@courier/common/site-config';
import { sesClientLimits } from '../../aws/client-config';
import { dynamoDbClientConfigFromEnv } from '../../aws/dynamodb-client-config';
import { localClientConfig } from '../../aws/local-client-config';
import { claimLinksFromEnv } from '../../claim-link/claim-keys';
import { renewingSesClient } from '../../email/renewing-ses-client';
import type { MailSettings } from '../../email/send-quote-email';
import type { Gauge, Logger } from '../../observability/observability';
import type { AcknowledgementSettings, DeliveryDeps } from './deliver-quote';
import type { SweepSettings } from './sweeper';

type Env = Record<string, string | undefined>;

export interface SenderSettings {
  tableName: string;
  mail: MailSettings;
  acknowledgement: AcknowledgementSettings;
}

export function senderSettingsFromEnv(env: Env): SenderSettings {
  const value = (name: string, fallback: string) => env[name]?.trim() || fallback;
  const staffEmails = (env[quoteEnv.staffEmails] ?? '')
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
  const site = readSiteConfig(env);
  const { acknowledgementsPerHour, customerAcknowledgement, senderEmail, staffEmails: staff } = emailSettings;
  const perHour = Number(value(quoteEnv.acknowledgementsPerHour, String(acknowledgementsPerHour.default)));
  return {
    tableName: value(quoteEnv.quoteTableName, 'quotes'),
    mail: {
      fromAddress: value(quoteEnv.fromAddress, senderEmail.localDefault),
      staffEmails: staffEmails.length > 0 ? staffEmails : [staff.localDefault],
      configurationSetName: env[quoteEnv.sesConfigurationSet]?.trim() || undefined,
    },
    acknowledgement: {
      enabled: value(quoteEnv.customerAcknowledgement, String(customerAcknowledgement.default)) === 'true',
      maxPerHour: Number.isInteger(perHour) && perHour >= 0 ? perHour : acknowledgementsPerHour.default,
      companyName: site.companyName,
      phone: site.phone,
      replyPromise: site.replyPromise || defaultSiteConfig.replyPromise,
    },
  };
}

/** Deployed: the Lambda's own region and role. Locally, SES_ENDPOINT points at the aws-ses-v2-local inbox. */
export function sesClientConfigFromEnv(env: Env): SESClientConfig {
  // One attempt with a timeout a healthy SES never reaches: a retry could send a quote twice (aws/client-config.ts).
  const config: SESClientConfig = sesClientLimits();
  const endpoint = env[quoteEnv.sesEndpoint]?.trim();
  if (!endpoint) return config;
  return { ...config, ...localClientConfig(endpoint) };
}

/**
 * `onSesClient` runs on each SES client as it is made (the first, and each fresh one after a request that could not
 * be built): the local stack attaches its inbox's delivery reports there.
 */
export function deliveryDepsFromEnv(
  env: Env,
  logger: Logger,
  { gauge, onSesClient }: { gauge?: Gauge; onSesClient?: (client: SESClient) => void } = {},
): DeliveryDeps {
  const settings = senderSettingsFromEnv(env);
  const claimLinks = claimLinksFromEnv(env);
  return {
    table: { db: new DynamoDBClient(dynamoDbClientConfigFromEnv(env)), tableName: settings.tableName },
    // A fresh client after a request that could not be built: the SDK would put its remains in the next (decision 026).
    ses: renewingSesClient(() => {
      const client = new SESClient(sesClientConfigFromEnv(env));
      onSesClient?.(client);
      return client;
    }),
    mail: settings.mail,
    acknowledgement: settings.acknowledgement,
    ...(claimLinks ? { claimLinks } : {}),
    logger,
    ...(gauge ? { gauge } : {}),
  };
}

/**
 * The sweeper's schedule, alarm age, digest intervals and escalation, as the stack sets them (the settings
 * quoteSweepMinutes, quoteUndeliveredAlarmMinutes, quoteDigestMinutes, quoteHeldDigestMinutes, leadEscalationMinutes
 * and operationsEmail), each unset one its default.
 */
export function sweepSettingsFromEnv(env: Env): SweepSettings {
  const minutes = (name: string, fallback: number) => {
    const value = Number(env[name]?.trim() || fallback);
    return Number.isFinite(value) && value > 0 ? value : fallback;
  };
  const operationsEmail = env[leadClaimEnv.operationsEmail]?.trim();
  return {
    intervalMinutes: minutes(quoteEnv.sweepIntervalMinutes, quoteSettings.quoteSweepMinutes.default),
    alarmAgeMinutes: minutes(quoteEnv.undeliveredAlarmMinutes, quoteSettings.quoteUndeliveredAlarmMinutes.default),
    digestMinutes: minutes(quoteEnv.digestMinutes, quoteSettings.quoteDigestMinutes.default),
    escalationMinutes: minutes(leadClaimEnv.escalationMinutes, leadSettings.leadEscalationMinutes.default),
    ...(operationsEmail ? { operationsEmail } : {}),
    heldDigestMinutes: minutes(quoteEnv.heldDigestMinutes, quoteSettings.quoteHeldDigestMinutes.default),
  };
}
