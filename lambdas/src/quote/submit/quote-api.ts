/**
 * Quote submissions (API Gateway HTTP API, payload 2.0), speaking the EmailJS protocol so the
 * official `@emailjs/browser` SDK posts here unchanged: `POST /api/v1.0/email/send-form` and `/send`;
 * and the pages a quote sent without JavaScript ends on (result-pages.ts).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { apiPaths, quoteReferenceHeader, quoteResultPages, quoteResultParams } from '@courier/common/api/contract';
import { lambdaMetrics, quoteEnv } from '@courier/common/api/lambda-env';
import { submissionIdField } from '@courier/common/quote/journey';
import type { QuoteRequest } from '@courier/common/quote/quote-fields';
import { fillTimeField } from '@courier/common/quote/quote-schema';
import { replyByOf } from '@courier/common/quote/reply-promise';
import { quoteSettings } from '@courier/common/settings/quotes';
import { type EnvValues, pickSettings, readSettings } from '@courier/common/settings/setting-env';
import { siteSettings } from '@courier/common/settings/site';
import { companyDetailsOf } from '@courier/common/site-config';
import { readSiteConfig } from '@courier/common/site-config-env';
import { ukToday } from '@courier/common/time/uk-time';
import { type HttpEvent, type HttpHandler, type HttpResult, htmlResponse, textResponse } from '../../http/api-gateway';
import type { OriginSecrets } from '../../http/origin-secrets';
import { normaliseOrigin } from '../../http/site-origins';
import { errorName } from '../../observability/error-name';
import { type Logger, powertoolsObservability } from '../../observability/observability';
import { checkPage, itemsToFix, notSentPage, receivedPage, shownReference } from '../pages/result-pages';
import type { PageSite } from '../pages/site-page';
import type { QuoteLimits } from '../store/quote-limits';
import { clientIp, ipCapKey } from './client-ip';
import { checkIds, type EmailJsRequest, type Rejection, readEmailJsRequest } from './emailjs-request';
import { type FormTokens, formTokenField, formTokens } from './form-token';
import { newQuoteReference } from './quote-reference';
import { crossSitePost } from './same-site';
import { embeddedQuoteEstimator, type QuoteEstimator } from './server-estimate';
import { carriesSiteFormFields, type QuoteOutcome, submitQuote } from './submit-quote';
import { readTestMark } from './test-mark';

/**
 * The settings the quote function reads (the stack sets them, infra/lib/courier-site-stack.ts): the EmailJS-style IDs
 * the site's form sends, anything else refused as EmailJS would; the days a quote is kept (the table's TTL, which the
 * privacy notice states); and the seconds a person takes at least to fill the form, which only tests and npm start
 * set (a deployment's is the default).
 */
export const quoteFunctionSettings = pickSettings({ ...siteSettings, ...quoteSettings }, [
  'emailServiceId',
  'emailTemplateId',
  'emailPublicKey',
  'quoteRetentionDays',
  'quoteMinimumFillSeconds',
]);

export type QuoteSettings = EnvValues<typeof quoteFunctionSettings> & {
  /** The DynamoDB table every quote is stored in before it is acknowledged. */
  tableName: string;
  /** The site's own origins (normalised): a browser post from any other is refused. */
  siteOrigins: readonly string[];
  /** What the no-JavaScript pages show: the company's name, phone and reply promise. */
  site: PageSite;
};

export function quoteSettingsFromEnv(env: Record<string, string | undefined>): QuoteSettings {
  return {
    ...readSettings(env, quoteFunctionSettings),
    tableName: env[quoteEnv.quoteTableName]?.trim() || 'quotes',
    siteOrigins: (env[quoteEnv.siteOrigins] ?? '')
      .split(',')
      .filter((o) => o.trim())
      .map(normaliseOrigin),
    site: companyDetailsOf(readSiteConfig(env)),
  };
}

export interface QuoteHandlerDeps {
  db: DynamoDBClient;
  settings: QuoteSettings;
  /**
   * The origin secret's accepted values, which every instance shares (current first): the keys that sign and check
   * the no-JavaScript check page's fill time, and that check the smoke test's mark, are derived from them. By
   * default a value of this process's own (tests).
   */
  originSecrets?: OriginSecrets;
  logger?: Logger;
  /** The server's figures for each quote's journey; by default the embedded estimator's. */
  estimate?: QuoteEstimator;
  /** The caps per sender and per IP, and the wave rate; none in tests that are not about them. */
  limits?: QuoteLimits;
  /** UK date (YYYY-MM-DD); fixed in tests. */
  today?: () => string;
  now?: () => Date;
}

/** How many validation messages a rejection lists: enough to fix a script, short enough to read. */
const reportedErrors = 3;
/** How many field names a no-JavaScript rejection puts in the what-to-fix URL. */
const reportedFixes = 10;

/** A browser form post is answered by sending the browser to a page; nothing personal goes in its URL. */
const seeOther = (page: string, query: Record<string, string> = {}): HttpResult => {
  const search = new URLSearchParams(query).toString();
  return textResponse(303, 'See Other', { location: search ? `${page}?${search}` : page });
};

/** The page for a GET of a result page's path, or null for any other request. */
function resultPage(event: HttpEvent, site: PageSite): HttpResult | null {
  const path = event.rawPath;
  if (path !== quoteResultPages.received && path !== quoteResultPages.notSent) return null;
  const method = event.requestContext.http.method;
  if (method !== 'GET' && method !== 'HEAD') return textResponse(405, 'Method not allowed. Use GET.', { allow: 'GET' });
  const query = event.queryStringParameters ?? {};
  return path === quoteResultPages.received
    ? htmlResponse(
        200,
        receivedPage(site, shownReference(query[quoteResultParams.reference]), query[quoteResultParams.replyBy]),
      )
    : htmlResponse(200, notSentPage(site, itemsToFix((query[quoteResultParams.fix] ?? '').split(','))));
}

/** Everything the check page posts back: the answers as sent, the protocol IDs, its submission ID and the token. */
function checkPageFields(request: EmailJsRequest, submissionId: string, token: string): [string, string][] {
  const answers = Object.entries(request.params).filter(
    ([name]) => name !== formTokenField && name !== fillTimeField && name !== submissionIdField,
  );
  return [
    ['service_id', request.serviceId],
    ['template_id', request.templateId],
    ['user_id', request.publicKey],
    ...answers,
    // One ID for every post of this page (a double click, Back and send again): one quote.
    [submissionIdField, submissionId],
    [formTokenField, token],
  ];
}

/** What the per-IP cap counts the client by (an IPv6 one by its /64), or none behind no CloudFront. */
function clientIpCapKey(event: HttpEvent): string | undefined {
  const ip = clientIp(event);
  return ip === undefined ? undefined : ipCapKey(ip);
}

/** The quote function's logs and metrics: its Lambda entry (handlers/quote.ts) instruments with the same. */
export const quoteObservability = powertoolsObservability('quote');

export function createQuoteHandler(deps: QuoteHandlerDeps): HttpHandler {
  const { settings } = deps;
  const ownSecret = [randomBytes(32).toString('hex')];
  const originSecrets = deps.originSecrets ?? (async () => ownSecret);
  const table = { db: deps.db, tableName: settings.tableName };
  const log = deps.logger ?? quoteObservability.logger;
  const today = deps.today ?? (() => ukToday());
  const now = deps.now ?? (() => new Date());
  const estimate = deps.estimate ?? embeddedQuoteEstimator(log);
  const { limits } = deps;

  const refuse = ({ status, message, headers }: Rejection): HttpResult => {
    log('info', 'quote request refused', { outcome: 'rejected', status, reason: message });
    return textResponse(status, message, headers);
  };

  /** Stored (or answered as if stored): plain `OK` for EmailJS callers, the reference in a header. */
  const received = (reference: string, request: EmailJsRequest): HttpResult =>
    request.browserForm
      ? seeOther(quoteResultPages.received, {
          [quoteResultParams.reference]: reference,
          // Whether a dispatcher will call or email, for the page's promise: the number itself stays out of the URL.
          [quoteResultParams.replyBy]: replyByOf(request.params.phone).by,
        })
      : textResponse(200, 'OK', { [quoteReferenceHeader]: reference });

  /**
   * The journey's postcodes the route service cannot find, as the form learns them from /api/eta: the same estimator
   * the stored quote is estimated by (it stops at the first it cannot find, as /api/eta does).
   */
  const unknownPostcodes = async (quote: QuoteRequest): Promise<string[]> => {
    const figures = await estimate(quote);
    return figures.kind === 'not_estimated' && figures.reason === 'unknown_postcode' && figures.postcode
      ? [figures.postcode]
      : [];
  };

  const answer = async (
    result: QuoteOutcome,
    request: EmailJsRequest,
    at: Date,
    tokens: FormTokens,
  ): Promise<HttpResult> => {
    const { browserForm } = request;
    switch (result.outcome) {
      case 'stored':
        log('info', result.created ? 'quote stored' : 'quote already stored', {
          reference: result.reference,
          outcome: result.created ? 'stored' : 'repeat',
          ...result.facts,
        });
        if (result.route.route === 'digest') {
          // Counted apart, so the wave alarm rings while staff get digests instead of one email each.
          log('warn', 'quote stored past the wave rate, for the digest', {
            reference: result.reference,
            outcome: lambdaMetrics.quoteDelivery.wave.outcome,
          });
        }
        if (result.route.route === 'held') {
          // Stored all the same: a busy customer loses nothing, staff get it in the held-quotes digest.
          log('warn', 'quote stored past its sender’s cap, held for the digest', {
            reference: result.reference,
            outcome: lambdaMetrics.quoteDelivery.held.outcome,
            cap: result.route.cap,
          });
        }
        return received(result.reference, request);
      case 'spam': {
        // Answered like a success, with a reference that leads nowhere, so the sender learns nothing.
        const reference = newQuoteReference();
        log('warn', 'quote dropped as spam', { reference, outcome: 'spam', reason: result.reason, ...result.facts });
        return received(reference, request);
      }
      case 'unconfirmed': {
        // A token issued for this content and submission and not yet old enough is kept: waiting makes it valid.
        const submissionId = request.params[submissionIdField] || randomUUID();
        const posted = request.params[formTokenField] ?? '';
        const token =
          tokens.age(posted, result.contentHash, submissionId, at) === null
            ? tokens.issue(result.contentHash, submissionId, at)
            : posted;
        log('info', 'quote awaits the visitor’s check', {
          outcome: 'unconfirmed',
          tooSoon: result.tooSoon,
          ...result.facts,
        });
        return htmlResponse(
          200,
          checkPage(settings.site, checkPageFields(request, submissionId, token), {
            tooSoon: result.tooSoon,
            unknownPostcodes: await unknownPostcodes(result.quote),
          }),
        );
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
      const page = resultPage(event, settings.site);
      if (page) return page;
      const crossSite = crossSitePost(event, settings.siteOrigins);
      if (crossSite) return refuse(crossSite);
      const parsed = await readEmailJsRequest(event);
      if (!parsed.ok) return refuse(parsed.rejection);
      const { request } = parsed;
      const wrongId = checkIds(request, {
        serviceId: settings.emailServiceId,
        templateId: settings.emailTemplateId,
        publicKey: settings.emailPublicKey,
      });
      if (wrongId) return refuse(wrongId);
      const secrets = await originSecrets();
      const mark = readTestMark(request.params, secrets);
      if (!mark.ok) return refuse(mark.rejection);
      const at = now();
      const tokens = formTokens(secrets);
      const token = request.params[formTokenField] ?? '';
      const result = await submitQuote(request.params, {
        table,
        today: today(),
        now: at,
        retentionDays: settings.quoteRetentionDays,
        // Without JavaScript the fill time is the check page's signed one; the form's own field is empty.
        timing: request.browserForm
          ? { kind: 'signed', ageOf: (contentHash, submissionId) => tokens.age(token, contentHash, submissionId, at) }
          : { kind: 'posted', siteForm: event.rawPath === apiPaths.sendForm && carriesSiteFormFields(request.params) },
        estimate,
        ...(limits ? { limits: (quote) => limits({ address: quote.from_email, ip: clientIpCapKey(event) }) } : {}),
        minimumFillSeconds: deps.settings.quoteMinimumFillSeconds,
        test: mark.test,
      });
      return await answer(result, request, at, tokens);
    } catch (error) {
      log('error', 'quote handler failed', { outcome: 'failed', errorName: errorName(error) });
      return textResponse(500, 'Something went wrong. Please try again, or call us.');
    }
  };
}
