/**
 * Quote submissions (API Gateway HTTP API, payload 2.0), speaking the EmailJS protocol so the
 * official `@emailjs/browser` SDK posts here unchanged: `POST /api/v1.0/email/send-form` and `/send`.
 */
import { SESClient, type SESClientConfig } from '@aws-sdk/client-ses';
import { quoteEnv } from '@courier/common/api/lambda-env';
import { ukToday } from '@courier/common/quote/quote-schema';
import { defaultSiteConfig } from '@courier/common/site-config';
import { awsClientLimits } from '../aws/client-config';
import { type HttpHandler, type HttpResult, textResponse } from '../http/api-gateway';
import { jsonLogger, type Logger } from '../http/log';
import { behindCloudFront } from '../http/origin-verification';
import { checkIds, type Rejection, readEmailJsRequest } from './emailjs-request';
import { newQuoteReference } from './quote-email';
import { type QuoteOutcome, submitQuote } from './submit-quote';

export interface QuoteSettings {
  /** SES-verified sender. */
  fromAddress: string;
  /** Where quote requests go. */
  staffEmails: string[];
  /** SES configuration set (set by CDK); none locally. */
  configurationSetName?: string;
  /** The EmailJS-style IDs the site's form sends; anything else is refused as EmailJS would. */
  serviceId: string;
  templateId: string;
  publicKey: string;
}

export function quoteSettingsFromEnv(env: Record<string, string | undefined>): QuoteSettings {
  const value = (name: string, fallback: string) => env[name]?.trim() || fallback;
  const staffEmails = (env[quoteEnv.staffEmails] ?? '')
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
  return {
    fromAddress: value(quoteEnv.fromAddress, 'quotes@swiftline-couriers.example'),
    staffEmails: staffEmails.length > 0 ? staffEmails : ['staff@swiftline-couriers.example'],
    configurationSetName: env[quoteEnv.sesConfigurationSet]?.trim() || undefined,
    serviceId: value(quoteEnv.emailJsServiceId, defaultSiteConfig.emailServiceId),
    templateId: value(quoteEnv.emailJsTemplateId, defaultSiteConfig.emailTemplateId),
    publicKey: value(quoteEnv.emailJsPublicKey, defaultSiteConfig.emailPublicKey),
  };
}

/** Deployed: the Lambda's own region and role. Locally, SES_ENDPOINT points at the aws-ses-v2-local inbox. */
export function sesClientConfigFromEnv(env: Record<string, string | undefined>): SESClientConfig {
  // A hung connection becomes a 502 well before the Lambda times out (see aws/client-config.ts).
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

export interface QuoteHandlerDeps {
  ses: SESClient;
  settings: QuoteSettings;
  logger?: Logger;
  /** UK date (YYYY-MM-DD); fixed in tests. */
  today?: () => string;
}

const ok = () => textResponse(200, 'OK');

/** How many validation messages a rejection lists: enough to fix a script, short enough to read. */
const reportedErrors = 3;

export function createQuoteHandler(deps: QuoteHandlerDeps): HttpHandler {
  const { ses, settings } = deps;
  const log = deps.logger ?? jsonLogger;
  const today = deps.today ?? (() => ukToday());

  const refuse = (reference: string, { status, message, headers }: Rejection): HttpResult => {
    log('info', 'quote request refused', { reference, outcome: 'rejected', status, reason: message });
    return textResponse(status, message, headers);
  };

  const answer = (reference: string, result: QuoteOutcome): HttpResult => {
    switch (result.outcome) {
      case 'sent':
        log('info', 'quote sent', { reference, outcome: 'sent', ...result.facts });
        return ok();
      case 'spam':
        // Answered like a success so the sender learns nothing.
        log('warn', 'quote dropped as spam', { reference, outcome: 'spam', reason: result.reason, ...result.facts });
        return ok();
      case 'rejected': {
        const errors = result.errors.slice(0, reportedErrors);
        log('info', 'quote rejected', {
          reference,
          outcome: 'rejected',
          status: 400,
          fields: errors.map((e) => e.field),
        });
        return textResponse(400, errors.map((e) => `${e.field}: ${e.message}`).join('\n'));
      }
      case 'ses_failed': {
        // SES messages can quote addresses, so only the error's name and status are logged.
        const { error } = result;
        const errorName = error instanceof Error ? error.name : typeof error;
        const httpStatus = (error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode;
        log('error', 'quote email failed', {
          reference,
          outcome: 'ses_failed',
          errorName,
          httpStatus,
          ...result.facts,
        });
        return textResponse(502, 'The quote request could not be emailed. Please try again, or call us.');
      }
    }
  };

  return async (event) => {
    const reference = newQuoteReference();
    try {
      const parsed = await readEmailJsRequest(event);
      if (!parsed.ok) return refuse(reference, parsed.rejection);
      const wrongId = checkIds(parsed.request, settings);
      if (wrongId) return refuse(reference, wrongId);
      const result = await submitQuote(parsed.request.params, {
        ses,
        mail: settings,
        today: today(),
        reference,
      });
      return answer(reference, result);
    } catch (error) {
      log('error', 'quote handler failed', {
        reference,
        errorName: error instanceof Error ? error.name : typeof error,
      });
      return textResponse(500, 'Something went wrong. Please try again, or call us.');
    }
  };
}

export const handler = behindCloudFront(
  createQuoteHandler({
    ses: new SESClient(sesClientConfigFromEnv(process.env)),
    settings: quoteSettingsFromEnv(process.env),
  }),
);
