/** The lead-claim function's Lambda entry: the claim link's page and the claim itself, behind CloudFront. */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { SESClient } from '@aws-sdk/client-ses';
import { dynamoDbClientConfigFromEnv } from '../aws/dynamodb-client-config';
import { claimKeysFromEnv } from '../claim-link/claim-keys';
import { sesClientConfigFromEnv } from '../email/ses-client-config';
import type { HttpHandler } from '../http/api-gateway';
import { behindCloudFront, originSecretsFromEnv } from '../http/origin-verification';
import {
  createLeadClaimHandler,
  leadClaimSettingsFromEnv,
  leadClaimObservability as observability,
} from '../lead-claim/claim-api';

const originSecrets = originSecretsFromEnv(process.env);
/** Built on the first request, so importing this module (the local stack does) reads no deployed settings. */
let deployed: HttpHandler | undefined;
export const handler = observability.instrument(
  behindCloudFront((event) => {
    if (!deployed) {
      const settings = leadClaimSettingsFromEnv(process.env);
      deployed = createLeadClaimHandler({
        table: { db: new DynamoDBClient(dynamoDbClientConfigFromEnv(process.env)), tableName: settings.tableName },
        keys: claimKeysFromEnv(process.env),
        site: settings.site,
        siteOrigins: settings.siteOrigins,
        logger: observability.logger,
        gauge: observability.gauge,
        ...(settings.customerMail
          ? {
              customerMail: {
                ses: new SESClient(sesClientConfigFromEnv(process.env)),
                ...settings.customerMail,
                companyName: settings.site.companyName,
                phone: settings.site.phone,
              },
            }
          : {}),
      });
    }
    return deployed(event);
  }, originSecrets),
);
