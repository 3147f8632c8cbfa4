/**
 * The one reader of the environment for the functions that email quotes (the stream sender and the sweeper):
 * the stack sets these variables (infra/lib/quotes/quote-delivery.ts), the local stack fills them in. The settings
 * among them are declared here (`acknowledgementSettings`), in email/mail-env.ts (`mailSettings`) and in sweeper.ts
 * (`sweeperSettings`).
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { SESClient } from '@aws-sdk/client-ses';
import { quoteEnv } from '@courier/common/api/lambda-env';
import { emailSettings } from '@courier/common/settings/email';
import { pickSettings, readSettings } from '@courier/common/settings/setting-env';
import { companyDetailsOf } from '@courier/common/site-config';
import { readSiteConfig } from '@courier/common/site-config-env';
import { dynamoDbClientConfigFromEnv } from '../../aws/dynamodb-client-config';
import { claimLinksFromEnv } from '../../claim-link/claim-keys';
import { type MailSettings, mailSettingsFromEnv } from '../../email/mail-env';
import { renewingSesClient } from '../../email/renewing-ses-client';
import { sesClientConfigFromEnv } from '../../email/ses-client-config';
import type { Gauge, Logger } from '../../observability/observability';
import type { AcknowledgementSettings, DeliveryDeps } from './deliver-quote';
import { sweeperSettings } from './sweeper';

type Env = Record<string, string | undefined>;

/** The customer's acknowledgement, on or off, and how many one mailbox may receive an hour. */
export const acknowledgementSettings = pickSettings(emailSettings, [
  'customerAcknowledgement',
  'acknowledgementsPerHour',
]);

export interface SenderSettings {
  tableName: string;
  mail: MailSettings;
  acknowledgement: AcknowledgementSettings;
}

export function senderSettingsFromEnv(env: Env): SenderSettings {
  const { customerAcknowledgement, acknowledgementsPerHour } = readSettings(env, acknowledgementSettings);
  const site = readSiteConfig(env);
  return {
    tableName: env[quoteEnv.quoteTableName]?.trim() || 'quotes',
    mail: mailSettingsFromEnv(env),
    acknowledgement: {
      enabled: customerAcknowledgement,
      maxPerHour: acknowledgementsPerHour,
      ...companyDetailsOf(site),
    },
  };
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

/** The sweeper's settings as the stack sets them (`sweeperSettings`), each unset one its default. */
export const sweepSettingsFromEnv = (env: Env) => readSettings(env, sweeperSettings);
