/** The quote function's Lambda entry: the EmailJS-protocol posts and the no-JavaScript pages, behind CloudFront. */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { dynamoDbClientConfigFromEnv } from '../aws/dynamodb-client-config';
import type { HttpHandler } from '../http/api-gateway';
import { behindCloudFront, originSecretsFromEnv } from '../http/origin-verification';
import { quoteLimitsFromEnv } from '../quote/store/quote-limits';
import {
  createQuoteHandler,
  quoteObservability as observability,
  quoteSettingsFromEnv,
} from '../quote/submit/quote-api';
import { quoteEstimatorFromEnv } from '../quote/submit/server-estimate';

const originSecrets = originSecretsFromEnv(process.env);
/** Built on the first request, so importing this module (the local stack does) reads no deployed settings. */
let deployed: HttpHandler | undefined;
export const handler = observability.instrument(
  behindCloudFront((event) => {
    deployed ??= createQuoteHandler({
      db: new DynamoDBClient(dynamoDbClientConfigFromEnv(process.env)),
      settings: quoteSettingsFromEnv(process.env),
      // Every request that reaches the handler came with an accepted secret (behindCloudFront), so there is one.
      originSecrets,
      estimate: quoteEstimatorFromEnv(process.env, observability.logger),
      ...quoteLimitsFromEnv(process.env, observability.logger),
    });
    return deployed(event);
  }, originSecrets),
);
