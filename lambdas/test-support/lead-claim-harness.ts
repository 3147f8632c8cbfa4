/**
 * Test support for the claim link's endpoint against real dynalite: a quote stored as the quote API stores it, its
 * signed link, the handler on a test clock, and "open" (GET) and "press" (a same-site POST of the page's form).
 */
import { GetItemCommand } from '@aws-sdk/client-dynamodb';
import { apiPaths } from '@courier/common/api/contract';
import { aQuoteForm, testToday } from '@courier/common/testing/quote-builders';
import { fixedClaimKeys } from '../src/claim-link/claim-keys';
import { claimLink } from '../src/claim-link/claim-link';
import type { HttpEvent } from '../src/http/api-gateway';
import { createLeadClaimHandler } from '../src/lead-claim/claim-api';
import { silentLogger } from '../src/observability/observability';
import type { QuoteTable } from '../src/quote/store/quote-table';
import { embeddedQuoteEstimator } from '../src/quote/submit/server-estimate';
import { submitQuote } from '../src/quote/submit/submit-quote';
import { httpEvent, protocolFields } from './quote-fixtures';

export const claimKey = 'test-claim-key';
export const claimSite = { companyName: 'Swiftline Couriers', phone: '0116 000 0000', replyPromise: 'We reply soon.' };
export const siteOrigin = 'https://www.swiftline-couriers.example';

export interface LeadClaimHarness {
  /** The test's clock (epoch ms): set it to move time on. */
  clock: number;
  /** Each first claim's time to claim, in seconds, as the handler published it. */
  timesToClaim: number[];
  /** The counts the handler published (the outcomes marked: `lead_quoted`…), in order. */
  counted: string[];
  /** A quote stored as the quote API stores it, received at `receivedAt`. */
  storeQuote(fields?: Record<string, string>): Promise<{ id: string; reference: string }>;
  /** The query of the quote's claim link. */
  linkQuery(id: string): Record<string, string>;
  open(
    query: Record<string, string>,
    headers?: Record<string, string>,
    method?: string,
  ): ReturnType<ReturnType<typeof createLeadClaimHandler>>;
  press(
    fields: Record<string, string>,
    headers?: Record<string, string>,
  ): ReturnType<ReturnType<typeof createLeadClaimHandler>>;
  /** The item as stored, raw: to prove a request changed nothing at all. */
  rawItem(id: string): Promise<Record<string, unknown> | undefined>;
}

/** The server's own estimate, as the quote function makes it without Amazon Location: the embedded estimator. */
const estimate = embeddedQuoteEstimator();

export function leadClaimHarness(table: () => QuoteTable, receivedAt: number): LeadClaimHarness {
  const harness: LeadClaimHarness = {
    clock: receivedAt,
    timesToClaim: [],
    counted: [],
    async storeQuote(fields = {}) {
      const id = crypto.randomUUID();
      const stored = await submitQuote(
        { ...aQuoteForm(), ...protocolFields, submission_id: id, ...fields },
        { table: table(), today: testToday, now: new Date(receivedAt), retentionDays: 30, estimate },
      );
      if (stored.outcome !== 'stored') throw new Error(stored.outcome);
      return { id, reference: stored.reference };
    },
    linkQuery: (id) =>
      Object.fromEntries(
        new URL(claimLink(siteOrigin, { version: 'fixed', value: claimKey, fromMs: 0 }, id, new Date(receivedAt)))
          .searchParams,
      ),
    open: (query, headers = {}, method = 'GET') =>
      handler()({
        ...httpEvent({ method, path: apiPaths.leadClaim, headers }),
        queryStringParameters: query,
      } as HttpEvent),
    press: (fields, headers = { origin: siteOrigin }) =>
      handler()(
        httpEvent({
          method: 'POST',
          path: apiPaths.leadClaim,
          headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
          body: new URLSearchParams(fields).toString(),
        }),
      ),
    async rawItem(id) {
      const { tableName, db } = table();
      return (await db.send(new GetItemCommand({ TableName: tableName, Key: { id: { S: id } }, ConsistentRead: true })))
        .Item;
    },
  };
  const handler = () =>
    createLeadClaimHandler({
      table: table(),
      keys: fixedClaimKeys(claimKey),
      site: claimSite,
      siteOrigins: [siteOrigin],
      logger: silentLogger,
      gauge: (name, value, unit) => {
        if (name === 'time_to_claim') harness.timesToClaim.push(value);
        if (unit === 'Count') harness.counted.push(name);
      },
      now: () => new Date(harness.clock),
    });
  return harness;
}
