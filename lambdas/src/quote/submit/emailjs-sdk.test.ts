/** The official @emailjs/browser SDK, unchanged, talking to the handler over real HTTP. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { aQuoteForm, testToday } from '@courier/common/testing/quote-builders';
import emailjs, { EmailJSResponseStatus } from '@emailjs/browser';
import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import {
  deliverPending,
  deliveryDeps,
  freshQuoteTable,
  httpEvent,
  type Inbox,
  inboxSes,
  protocolFields,
  startLocalInbox,
} from '../../../test-support/quote-fixtures';
import { silentLogger } from '../../observability/observability';
import { type LocalDynamo, startLocalDynamo } from '../store/local-quote-table';
import type { QuoteTable } from '../store/quote-table';
import { createQuoteHandler, quoteSettingsFromEnv } from './quote-api';

/** What sendForm takes (an HTMLFormElement); the stubbed FormData below reads `entries` from it instead. */
type SdkForm = Parameters<typeof emailjs.sendForm>[2];

let inbox: Inbox;
let dynamo: LocalDynamo;
let table: QuoteTable;
let api: Server;

/** What the stream sender does after each stored quote. */
const delivered = async () => {
  await deliverPending(deliveryDeps(table, inboxSes(inbox)));
  return inbox.emails();
};

beforeAll(async () => {
  [inbox, dynamo] = await Promise.all([startLocalInbox(), startLocalDynamo()]);
  table = await freshQuoteTable(dynamo);
  const handle = createQuoteHandler({
    db: dynamo.db,
    settings: { ...quoteSettingsFromEnv({}), tableName: table.tableName },
    logger: silentLogger,
    today: () => testToday,
  });
  // The smallest API Gateway stand-in: body base64-encoded, header names lower-cased.
  api = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const url = new URL(request.url ?? '/', 'http://localhost');
    const result = await handle(
      httpEvent({
        method: request.method ?? 'GET',
        path: url.pathname,
        headers: Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k, String(v)])),
        body: Buffer.concat(chunks).toString('base64'),
        isBase64Encoded: true,
      }),
    );
    response.writeHead(result.statusCode ?? 500, result.headers as Record<string, string>).end(result.body);
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  emailjs.init({
    publicKey: protocolFields.user_id,
    origin: `http://127.0.0.1:${(api.address() as AddressInfo).port}`,
  });
  // The SDK reads location.pathname for its rate limiter, and builds FormData from a <form>.
  vi.stubGlobal('location', { pathname: '/' });
  vi.stubGlobal(
    'FormData',
    class extends FormData {
      constructor(form?: { entries: [string, string][] }) {
        super();
        for (const [name, value] of form?.entries ?? []) this.append(name, value);
      }
    },
  );
});

afterAll(async () => {
  vi.unstubAllGlobals();
  await new Promise((resolve) => api.close(resolve));
  await Promise.all([inbox.close(), dynamo.close()]);
});

beforeEach(() => inbox.clear());

it('send() gets OK and the quote is emailed', async () => {
  const { fill_seconds: _notSentBySend, ...templateParams } = aQuoteForm();
  const response = await emailjs.send(protocolFields.service_id, protocolFields.template_id, templateParams);

  expect(response).toEqual(new EmailJSResponseStatus(200, 'OK'));
  const emails = await delivered();
  expect(emails).toHaveLength(1);
  expect(emails[0]?.subject).toContain('Quote request: Small Van, LE1 1AA → M1 1AE, +2 stops, return, 22 Nov 2026');
});

it('sendForm() gets OK and the quote is emailed', async () => {
  const form = { nodeName: 'FORM', entries: Object.entries(aQuoteForm()) };
  const response = await emailjs.sendForm(
    protocolFields.service_id,
    protocolFields.template_id,
    form as unknown as SdkForm,
  );

  expect(response).toEqual(new EmailJSResponseStatus(200, 'OK'));
  expect(await delivered()).toHaveLength(1);
});

it('a wrong service ID rejects with the status and reason, as EmailJS does', async () => {
  await expect(emailjs.send('service_other', protocolFields.template_id, aQuoteForm())).rejects.toEqual(
    new EmailJSResponseStatus(400, 'The service ID is invalid.'),
  );
  expect(await delivered()).toHaveLength(0);
});

it('an invalid quote rejects with the field and message', async () => {
  const form = { nodeName: 'FORM', entries: Object.entries({ ...aQuoteForm(), from_email: 'not an email' }) };

  await expect(
    emailjs.sendForm(protocolFields.service_id, protocolFields.template_id, form as unknown as SdkForm),
  ).rejects.toEqual(
    new EmailJSResponseStatus(400, 'from_email: Enter a valid email address, like name@example.co.uk.'),
  );
  expect(await delivered()).toHaveLength(0);
});
