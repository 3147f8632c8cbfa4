/**
 * Quote submissions (API Gateway HTTP API, payload 2.0), speaking the EmailJS protocol so the
 * official `@emailjs/browser` SDK posts here unchanged: `POST /api/v1.0/email/send-form` and `/send`.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { quoteReferenceHeader, quoteResultPages, quoteResultParams } from '@courier/common/api/contract';
import { quoteEnv } from '@courier/common/api/lambda-env';
import { quoteRetentionDays } from '@courier/common/quote/quote-retention';
import { ukToday } from '@courier/common/quote/quote-schema';
import { defaultSiteConfig } from '@courier/common/site-config';
import { type HttpHandler, type HttpResult, textResponse } from '../http/api-gateway';
import { behindCloudFront } from '../http/origin-verification';
import { type Logger, powertoolsObservability } from '../observability/observability';
import { checkIds, type Rejection, readEmailJsRequest } from './emailjs-request';
import { newQuoteReference } from './quote-email';
import { dynamoDbClientConfigFromEnv } from './quote-store';
import { embeddedQuoteEstimator, type QuoteEstimator } from './server-estimate';
import { type QuoteOutcome, submitQuote } from './submit-quote';

export interface QuoteSettings {
  /** The EmailJS-style IDs the site's form sends; anything else is refused as EmailJS would. */
  serviceId: string;
  templateId: string;
  publicKey: string;
  /** The DynamoDB table every quote is stored in before it is acknowledged. */
  tableName: string;
  /** Days a quote is kept (the table's TTL); the privacy notice states it. */
  retentionDays: number;
}

export function quoteSettingsFromEnv(env: Record<string, string | undefined>): QuoteSettings {
  const value = (name: string, fallback: string) => env[name]?.trim() || fallback;
  const retentionDays = Number(value(quoteEnv.quoteRetentionDays, String(quoteRetentionDays)));
  return {
    serviceId: value(quoteEnv.emailJsServiceId, defaultSiteConfig.emailServiceId),
    templateId: value(quoteEnv.emailJsTemplateId, defaultSiteConfig.emailTemplateId),
    publicKey: value(quoteEnv.emailJsPublicKey, defaultSiteConfig.emailPublicKey),
    tableName: value(quoteEnv.quoteTableName, 'quotes'),
    retentionDays: Number.isInteger(retentionDays) && retentionDays > 0 ? retentionDays : quoteRetentionDays,
  };
}

export interface QuoteHandlerDeps {
  db: DynamoDBClient;
  settings: QuoteSettings;
  logger?: Logger;
  /** The server's figures for each quote's journey; by default the embedded estimator's. */
  estimate?: QuoteEstimator;
  /** UK date (YYYY-MM-DD); fixed in tests. */
  today?: () => string;
  now?: () => Date;
}

/** How many validation messages a rejection lists: enough to fix a script, short enough to read. */
const reportedErrors = 3;
/** How many field names a no-JavaScript rejection puts in the what-to-fix URL. */
const reportedFixes = 10;

const errorName = (error: unknown) => (error instanceof Error ? error.name : typeof error);

/** A browser form post is answered by sending the browser to a page; nothing personal goes in its URL. */
const seeOther = (page: string, query: Record<string, string> = {}): HttpResult => {
  const search = new URLSearchParams(query).toString();
  return textResponse(303, 'See Other', { location: search ? `${page}?${search}` : page });
};

const observability = powertoolsObservability('quote');

export function createQuoteHandler(deps: QuoteHandlerDeps): HttpHandler {
  const { settings } = deps;
  const table = { db: deps.db, tableName: settings.tableName };
  const log = deps.logger ?? observability.logger;
  const today = deps.today ?? (() => ukToday());
  const now = deps.now ?? (() => new Date());
  const estimate = deps.estimate ?? embeddedQuoteEstimator(log);

  const refuse = ({ status, message, headers }: Rejection): HttpResult => {
    log('info', 'quote request refused', { outcome: 'rejected', status, reason: message });
    return textResponse(status, message, headers);
  };

  /** Stored (or answered as if stored): plain `OK` for EmailJS callers, the reference in a header. */
  const received = (reference: string, browserForm: boolean): HttpResult =>
    browserForm
      ? seeOther(quoteResultPages.received, { [quoteResultParams.reference]: reference })
      : textResponse(200, 'OK', { [quoteReferenceHeader]: reference });

  const answer = (result: QuoteOutcome, browserForm: boolean): HttpResult => {
    switch (result.outcome) {
      case 'stored':
        log('info', result.created ? 'quote stored' : 'quote already stored', {
          reference: result.reference,
          outcome: result.created ? 'stored' : 'repeat',
          ...result.facts,
        });
        return received(result.reference, browserForm);
      case 'spam': {
        // Answered like a success, with a reference that leads nowhere, so the sender learns nothing.
        const reference = newQuoteReference();
        log('warn', 'quote dropped as spam', { reference, outcome: 'spam', reason: result.reason, ...result.facts });
        return received(reference, browserForm);
      }
      case 'rejected': {
        const fields = [...new Set(result.errors.map((e) => e.field))];
        log('info', 'quote rejected', { outcome: 'rejected', status: 400, fields: fields.slice(0, reportedFixes) });
        if (browserForm) {
          return seeOther(quoteResultPages.notSent, {
            [quoteResultParams.fix]: fields.slice(0, reportedFixes).join(','),
          });
        }
        const errors = result.errors.slice(0, reportedErrors);
        return textResponse(400, errors.map((e) => `${e.field}: ${e.message}`).join('\n'));
      }
      case 'store_failed': {
        log('error', 'quote could not be stored', {
          outcome: 'store_failed',
          errorName: errorName(result.error),
          ...result.facts,
        });
        if (browserForm) return seeOther(quoteResultPages.notSent);
        return textResponse(502, 'Your quote request could not be received just now. Please try again, or call us.');
      }
    }
  };

  return async (event) => {
    try {
      const parsed = await readEmailJsRequest(event);
      if (!parsed.ok) return refuse(parsed.rejection);
      const wrongId = checkIds(parsed.request, settings);
      if (wrongId) return refuse(wrongId);
      const result = await submitQuote(parsed.request.params, {
        table,
        today: today(),
        now: now(),
        retentionDays: settings.retentionDays,
        estimate,
      });
      return answer(result, parsed.request.browserForm);
    } catch (error) {
      log('error', 'quote handler failed', { outcome: 'failed', errorName: errorName(error) });
      return textResponse(500, 'Something went wrong. Please try again, or call us.');
    }
  };
}

export const handler = observability.instrument(
  behindCloudFront(
    createQuoteHandler({
      db: new DynamoDBClient(dynamoDbClientConfigFromEnv(process.env)),
      settings: quoteSettingsFromEnv(process.env),
    }),
  ),
);
