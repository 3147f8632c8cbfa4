/**
 * Test support for the quote API's test files (lambdas/src/quote/submit/quote-api*.test.ts): the real local SES and
 * dynalite once per file, a quote table of its own for each test, and the handler wired as the function wires it, on
 * a test clock and with a route service that always answers.
 */
import type { SESClient } from '@aws-sdk/client-ses';
import { quoteEnv } from '@courier/common/api/lambda-env';
import { createEmbeddedEstimator } from '@courier/common/estimator/estimator';
import { type RouteProvider, type RouteRequest, UnknownPostcodeError } from '@courier/common/estimator/route-provider';
import { ukGeography } from '@courier/common/estimator/uk-geography';
import { testToday } from '@courier/common/testing/quote-builders';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import type { HttpEvent, HttpResult } from '../src/http/api-gateway';
import type { Logger } from '../src/observability/observability';
import { listQuotes } from '../src/quote/store/quote-listing';
import { createQuoteHandler, type QuoteSettings, quoteSettingsFromEnv } from '../src/quote/submit/quote-api';
import { createQuoteEstimator } from '../src/quote/submit/server-estimate';
import { LocalQuoteStore, useLocalQuoteStore } from './local-quote-store';
import { deliverPending, deliveryDeps, inboxSes, testOriginSecret } from './quote-fixtures';

export const siteOrigin = 'https://www.swiftline-couriers.example';

export interface LoggedLine {
  level: string;
  message: string;
  fields: Record<string, unknown>;
}

/** What a test sees: the servers for the file, and this test's table, logs, routes asked and clock. */
export class QuoteApiHarness extends LocalQuoteStore {
  /** An SES client on the local inbox, made once per file as a function makes one per container (set by useQuoteApi). */
  ses!: SESClient;
  /** What the handler and the deliveries logged in this test. */
  logs: LoggedLine[] = [];
  /** The routes the server asked its route service for (it always answers 150 miles and 3 hours). */
  routesAsked: RouteRequest[] = [];
  /** Postcodes the route service cannot find (as Amazon Location's "not found"): a route with one is refused. */
  notFound: string[] = [];
  /** The handler's clock: the no-JavaScript check page's fill time is read from it. */
  clock = new Date();
  /** The origin secret's accepted values, current first: a rotation's window holds two. */
  originSecrets = [testOriginSecret];
  #post: (event: HttpEvent) => Promise<HttpResult> = () => Promise.reject(new Error('no test is running'));

  recordingLogger: Logger = (level, message, fields = {}) => {
    this.logs.push({ level, message, fields });
  };

  #routeService: RouteProvider = {
    estimate: async (request) => {
      this.routesAsked.push(request);
      const unknown = [request.from, ...request.stops, request.to].find((p) => this.notFound.includes(p));
      if (unknown) throw new UnknownPostcodeError(unknown);
      return { distanceMiles: 150, durationMinutes: 180 };
    },
  };

  /** Moves the handler's clock on. */
  wait = (seconds: number) => {
    this.clock = new Date(this.clock.getTime() + seconds * 1000);
  };

  handlerFor = (
    settings: QuoteSettings = {
      ...quoteSettingsFromEnv({ [quoteEnv.siteOrigins]: `${siteOrigin}/` }),
      tableName: this.table.tableName,
    },
  ) =>
    createQuoteHandler({
      db: this.dynamo.db,
      settings,
      logger: this.recordingLogger,
      originSecrets: async () => this.originSecrets,
      today: () => testToday,
      now: () => this.clock,
      estimate: createQuoteEstimator({
        primary: this.#routeService,
        fallback: createEmbeddedEstimator(ukGeography),
        timeoutMs: 1_000,
      }),
    });

  /** The quote API answers; nothing is delivered. */
  post = (event: HttpEvent) => this.#post(event);

  /** The quote API answers; then the retry path (as the stream sender would) delivers what it stored. */
  handle = async (event: HttpEvent) => {
    const result = await this.#post(event);
    await deliverPending(deliveryDeps(this.table, this.ses, { logger: this.recordingLogger }));
    return result;
  };

  /** Every quote in this test's table. */
  stored = () => listQuotes(this.table);

  /** Before each test (once its table is made): no logs, the clock at now, a handler on the new table. */
  reset() {
    this.logs = [];
    this.routesAsked = [];
    this.notFound = [];
    this.clock = new Date();
    this.originSecrets = [testOriginSecret];
    this.#post = this.handlerFor();
  }
}

/** Registers the file's hooks; call once at the top of a test file. */
export function useQuoteApi(): QuoteApiHarness {
  const api = useLocalQuoteStore(new QuoteApiHarness());
  beforeAll(() => {
    api.ses = inboxSes(api.inbox);
  });
  afterAll(() => api.ses.destroy());
  beforeEach(() => api.reset());
  return api;
}

/** The response is plain text, says something, and leaks nothing about the code. */
export function expectPlainText(result: HttpResult) {
  expect(result.headers?.['content-type']).toMatch(/^text\/plain/);
  expect(result.body).toEqual(expect.any(String));
  expect(result.body).not.toMatch(/\n\s+at |Error:|node_modules|\.ts:\d/);
}
