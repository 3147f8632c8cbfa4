/**
 * Test support for the claim link's endpoint against real dynalite: a quote stored as the quote API stores it, its
 * signed link, the handler on a test clock, and "open" (GET) and "press" (a same-site POST of the page's form).
 */
import { GetItemCommand, UpdateItemCommand } from '@aws-sdk/client-dynamodb';
import { apiPaths } from '@courier/common/api/contract';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { fixedClaimKeys } from '../src/claim-link/claim-keys';
import { claimLink } from '../src/claim-link/claim-link';
import type { HttpEvent } from '../src/http/api-gateway';
import { claimerCookie, createLeadClaimHandler } from '../src/lead-claim/claim-api';
import type { ClaimEmailDeps } from '../src/lead-claim/claim-email';
import { silentLogger } from '../src/observability/observability';
import { leadHistoryAttr, leadHistoryMax } from '../src/quote/store/lead-history';
import { type LocalDynamo, startLocalDynamo } from '../src/quote/store/local-quote-table';
import type { QuoteTable } from '../src/quote/store/quote-table';
import { embeddedQuoteEstimator } from '../src/quote/submit/server-estimate';
import { freshQuoteTable, httpEvent, storeTestQuote } from './quote-fixtures';

export const claimKey = 'test-claim-key';
export const claimSite = { companyName: 'Swiftline Couriers', phone: '0116 000 0000', replyPromiseMinutes: 30 };
export const siteOrigin = 'https://www.swiftline-couriers.example';

/** The headers of a browser holding the claimer cookie for `name`, as the page sets it. */
export const asClaimer = (name: string) => ({ cookie: `${claimerCookie}=${encodeURIComponent(name)}` });

export interface LeadClaimHarness {
  /** The quote table the handler reads and writes. */
  readonly table: QuoteTable;
  /** The test's clock (epoch ms): set it to move time on. */
  clock: number;
  /** Each first claim's time to claim, in seconds, as the handler published it. */
  timesToClaim: number[];
  /** The counts the handler published (the outcomes marked: `lead_quoted`…), in order. */
  counted: string[];
  /** Set to tell customers of first claims (claim-email.ts); none by default, as deployed by default. */
  customerMail?: ClaimEmailDeps;
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
  /**
   * Fills the lead's history with `records` of Sam Patel's claims at `at` (by default its limit, as no request could:
   * no room for one more).
   */
  fillHistory(id: string, at: string, records?: number): Promise<void>;
}

/** The server's own estimate, as the quote function makes it without Amazon Location: the embedded estimator. */
const estimate = embeddedQuoteEstimator();

function leadClaimHarness(table: () => QuoteTable, receivedAt: number): LeadClaimHarness {
  const harness: LeadClaimHarness = {
    get table() {
      return table();
    },
    clock: receivedAt,
    timesToClaim: [],
    counted: [],
    storeQuote: (fields = {}) => storeTestQuote(table(), fields, { now: new Date(receivedAt), estimate }),
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
    async fillHistory(id, at, records = leadHistoryMax) {
      const { tableName, db } = table();
      const filler = { M: { type: { S: 'claimed' }, at: { S: at }, by: { S: 'Sam Patel' } } };
      await db.send(
        new UpdateItemCommand({
          TableName: tableName,
          Key: { id: { S: id } },
          UpdateExpression: `SET ${leadHistoryAttr} = :full`,
          ExpressionAttributeValues: { ':full': { L: Array.from({ length: records }, () => filler) } },
        }),
      );
    },
  };
  const handler = () =>
    createLeadClaimHandler({
      table: table(),
      keys: fixedClaimKeys(claimKey),
      site: claimSite,
      siteOrigins: [siteOrigin],
      logger: silentLogger,
      ...(harness.customerMail ? { customerMail: harness.customerMail } : {}),
      gauge: (name, value, unit) => {
        if (name === 'time_to_claim') harness.timesToClaim.push(value);
        if (unit === 'Count') harness.counted.push(name);
      },
      now: () => new Date(harness.clock),
    });
  return harness;
}

/**
 * Registers the hooks, once at the top of a test file: dynalite starts before its first test and stops after its
 * last; before each test (before the file's own beforeEach hooks) a new table, the clock back at `receivedAt` and
 * nothing published yet.
 */
export function useLeadClaimHarness(receivedAt: number): LeadClaimHarness {
  let dynamo: LocalDynamo;
  let table: QuoteTable;
  const harness = leadClaimHarness(() => table, receivedAt);
  beforeAll(async () => {
    dynamo = await startLocalDynamo();
  });
  afterAll(() => dynamo.close());
  beforeEach(async () => {
    table = await freshQuoteTable(dynamo);
    Object.assign(harness, { clock: receivedAt, timesToClaim: [], counted: [], customerMail: undefined });
  });
  return harness;
}
