/** Test support, never imported by a handler: the tests' quote as posted (from common/src/testing), API Gateway events, the local SES inbox and quote table for the quote tests. */
import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { SESClient } from '@aws-sdk/client-ses';
import { apiPaths } from '@courier/common/api/contract';
import { submissionIdField } from '@courier/common/quote/journey';
import { aQuoteForm, testToday } from '@courier/common/testing/quote-builders';
import startInbox from 'aws-ses-v2-local';
import { sesClientConfigFromEnv } from '../src/email/ses-client-config';
import type { HttpEvent } from '../src/http/api-gateway';
import { escalateUnclaimed } from '../src/lead-claim/escalation';
import { silentLogger } from '../src/observability/observability';
import { type DeliveryDeps, type DeliveryOutcome, deliverQuote } from '../src/quote/deliver/deliver-quote';
import type { SweepDeps } from '../src/quote/deliver/sweeper';
import type { LocalDynamo } from '../src/quote/store/local-quote-table';
import { listQuotes } from '../src/quote/store/quote-listing';
import type { QuoteTable } from '../src/quote/store/quote-table';
import { type SubmitQuoteContext, submitQuote } from '../src/quote/submit/submit-quote';
import { signTestMark, testMarkKey, testQuoteField } from '../src/quote/submit/test-mark';

export const protocolFields = {
  service_id: 'service_local',
  template_id: 'template_quote',
  user_id: 'public_local_key',
  lib_version: '4.4.1',
};

/** What the site's form posts for the tests' job (aQuoteForm), with the EmailJS protocol fields. */
export const formFields = (overrides: Record<string, string> = {}): [string, string][] =>
  Object.entries({ ...aQuoteForm(), ...protocolFields, ...overrides });

/** The origin secret the quote tests' handlers run with: a quote marked with its key is the operator's smoke test. */
export const testOriginSecret = 'the quote tests’ origin secret';

/**
 * Overrides for `formFields` that make its quote the smoke test's, as `npm run smoke -- --with-quote` sends it: a
 * submission ID, and the mark over every template parameter, made with `secret`'s key.
 */
export function smokeTestOverrides(
  overrides: Record<string, string> = {},
  secret = testOriginSecret,
): Record<string, string> {
  const params = { ...aQuoteForm(), [submissionIdField]: randomUUID(), ...overrides };
  return { ...params, [testQuoteField]: signTestMark(testMarkKey(secret), params) };
}

/** The form's fields with one left out. */
export const formFieldsWithout = (name: string) => formFields().filter(([field]) => field !== name);

/**
 * The fewest fields of a quote the local stack accepts, for a customer named `name`, collected and delivered
 * on `date` (a UK date, today or later): for the tests and benches that post to a running local server.
 */
export const minimalQuoteFields = (
  name: string,
  date: string,
  overrides: Record<string, string> = {},
): [string, string][] =>
  Object.entries({
    from_name: name,
    from_email: 'ada@example.co.uk',
    pickup_location: 'Leicester',
    pickup_postcode: 'LE1 1AA',
    pickup_date: date,
    delivery_location: 'Manchester',
    delivery_postcode: 'M1 1AE',
    delivery_date: date,
    vehicle_type: 'Small Van',
    terms_agree: 'Yes',
    website: '',
    fill_seconds: '30',
    ...protocolFields,
    ...overrides,
  });

/** A multipart body exactly as a browser's FormData encodes it. */
export async function encodeMultipart(fields: [string, string][]): Promise<{ body: Buffer; contentType: string }> {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    body: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}

interface EventInit {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
  isBase64Encoded?: boolean;
}

export function httpEvent({
  method = 'POST',
  path = apiPaths.sendForm,
  headers = {},
  body,
  isBase64Encoded = false,
}: EventInit) {
  return {
    version: '2.0',
    routeKey: '$default',
    rawPath: path,
    rawQueryString: '',
    headers,
    isBase64Encoded,
    ...(body === undefined ? {} : { body }),
    requestContext: { http: { method, path, protocol: 'HTTP/1.1', sourceIp: '192.0.2.1', userAgent: 'test' } },
  } as unknown as HttpEvent;
}

/** API Gateway base64-encodes multipart bodies, as it does any body it does not treat as text. */
export async function multipartEvent(fields: [string, string][], init: EventInit = {}): Promise<HttpEvent> {
  const { body, contentType } = await encodeMultipart(fields);
  return httpEvent({
    ...init,
    headers: { 'content-type': contentType, 'content-length': String(body.length), ...init.headers },
    body: body.toString('base64'),
    isBase64Encoded: true,
  });
}

/** A form posted without JavaScript: urlencoded, as the prerendered form and the check page post it. */
export const urlencodedEvent = (fields: [string, string][], init: EventInit = {}) =>
  httpEvent({
    ...init,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...init.headers },
    body: new URLSearchParams(fields).toString(),
  });

const decodeEntities = (text: string) =>
  text.replace(/&(#\d+|amp|lt|gt|quot|#39);/g, (_, entity: string) =>
    entity.startsWith('#')
      ? String.fromCharCode(Number(entity.slice(1)))
      : (({ amp: '&', lt: '<', gt: '>', quot: '"' } as Record<string, string>)[entity] ?? ''),
  );

/** The hidden fields of the no-JavaScript check page, as the browser posts them back. */
export const checkPageFields = (html: string): [string, string][] =>
  [...html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)].map(([, name, value]) => [
    decodeEntities(name as string),
    decodeEntities(value as string),
  ]);

export function jsonEvent(payload: unknown, init: EventInit = {}): HttpEvent {
  return httpEvent({
    path: apiPaths.send,
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
    body: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
}

/** A mail as the aws-ses-v2-local store (GET /store) holds it. */
export interface InboxEmail {
  from: string;
  replyTo: string[];
  destination: { to: string[]; cc: string[]; bcc: string[] };
  subject: string;
  body: { html?: string; text?: string };
}

export interface Inbox {
  endpoint: string;
  emails(): Promise<InboxEmail[]>;
  clear(): Promise<void>;
  close(): Promise<void>;
}

/** Starts the real local SES on a free port. */
export async function startLocalInbox(): Promise<Inbox> {
  const server: Server = await startInbox({ host: '127.0.0.1', port: 0 });
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    endpoint,
    async emails() {
      const response = await fetch(`${endpoint}/store`);
      return ((await response.json()) as { emails: InboxEmail[] }).emails;
    },
    async clear() {
      await fetch(`${endpoint}/clear-store`, { method: 'POST' });
    },
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

let tableCount = 0;

/** A quote table of its own, on a shared dynalite: tests never see each other's quotes. */
export async function freshQuoteTable(dynamo: LocalDynamo): Promise<QuoteTable> {
  return dynamo.createQuoteTable(`quotes-${++tableCount}`);
}

/** Delivery wired like the sender and sweeper functions: real table, real local SES (or the SES given), the reminders. */
export function deliveryDeps(table: QuoteTable, ses: SESClient, overrides: Partial<SweepDeps> = {}): SweepDeps {
  return {
    table,
    ses,
    mail: { senderEmail: 'quotes@swiftline-couriers.example', staffEmails: ['staff@swiftline-couriers.example'] },
    acknowledgement: {
      enabled: false,
      maxPerHour: 3,
      companyName: 'Swiftline Couriers',
      phone: '0116 000 0000',
      replyPromiseMinutes: 30,
    },
    logger: silentLogger,
    remindUnclaimed: escalateUnclaimed,
    ...overrides,
  };
}

/** What the retry path does with every pending quote: one delivery attempt each. */
export async function deliverPending(deps: DeliveryDeps): Promise<DeliveryOutcome[]> {
  const pending = await listQuotes(deps.table, { status: 'pending' });
  return Promise.all(pending.map((record) => deliverQuote(record.id, deps)));
}

/** An SES client pointed at a port nobody listens on: SES is down. */
export async function unreachableSes(): Promise<SESClient> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return new SESClient({ ...sesClientConfigFromEnv({ SES_ENDPOINT: `http://127.0.0.1:${port}` }), maxAttempts: 1 });
}

export const inboxSes = (inbox: Inbox) => new SESClient(sesClientConfigFromEnv({ SES_ENDPOINT: inbox.endpoint }));

/**
 * The tests' quote (with `fields` over it) stored as the quote API stores it, received at `context.now`, kept 30 days
 * unless the context says otherwise; anything but "stored" fails the test.
 */
export async function storeTestQuote(
  table: QuoteTable,
  fields: Record<string, string>,
  context: Omit<SubmitQuoteContext, 'table' | 'today' | 'retentionDays'> & { retentionDays?: number },
): Promise<{ id: string; reference: string }> {
  const id = randomUUID();
  const stored = await submitQuote(
    { ...aQuoteForm(), ...protocolFields, submission_id: id, ...fields },
    { table, today: testToday, retentionDays: 30, ...context },
  );
  if (stored.outcome !== 'stored') throw new Error(stored.outcome);
  return { id, reference: stored.reference };
}
