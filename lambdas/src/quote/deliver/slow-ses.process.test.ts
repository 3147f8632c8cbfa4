/**
 * SES that answers late, through a strict stand-in: an HTTP server that passes each SendEmail to the real local SES
 * at once (so the email is taken) and holds the answer back. Waits out real latency, so a *.process test.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SESClient } from '@aws-sdk/client-ses';
import { aQuoteForm, testToday } from '@courier/common/testing/quote-builders';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import {
  deliveryDeps,
  freshQuoteTable,
  type Inbox,
  inboxSes,
  protocolFields,
  startLocalInbox,
} from '../../../test-support/quote-fixtures';
import { sesCallLimits } from '../../aws/client-config';
import { sesClientConfigFromEnv } from '../../email/ses-client-config';
import { type LocalDynamo, startLocalDynamo } from '../store/local-quote-table';
import { getQuote } from '../store/quote-record';
import type { QuoteTable } from '../store/quote-table';
import { submitQuote } from '../submit/submit-quote';
import { deliverQuote } from './deliver-quote';
import { recordMailEvent } from './mail-events';
import { sweepQuotes } from './sweeper';

let inbox: Inbox;
let dynamo: LocalDynamo;
let table: QuoteTable;

/** Forwards every request to `target` immediately and answers after `delayMs`; counts the requests. */
async function lateSes(
  target: string,
  delayMs: number,
): Promise<{ endpoint: string; requests(): number; close(): Promise<void> }> {
  let requests = 0;
  const read = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };
  const server: Server = createServer(async (request, response) => {
    requests++;
    const body = await read(request);
    const headers = Object.fromEntries(
      Object.entries(request.headers).filter(([name]) => !['host', 'content-length', 'connection'].includes(name)),
    ) as Record<string, string>;
    const answer = await fetch(`${target}${request.url}`, { method: request.method, headers, body });
    const text = await answer.text();
    setTimeout(() => {
      if (response.destroyed) return;
      response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'text/xml' });
      response.end(text);
    }, delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests: () => requests,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

beforeAll(async () => {
  [inbox, dynamo] = await Promise.all([startLocalInbox(), startLocalDynamo()]);
});
afterAll(() => Promise.all([inbox.close(), dynamo.close()]));
beforeEach(async () => {
  await inbox.clear();
  table = await freshQuoteTable(dynamo);
});

async function storeQuote() {
  const id = crypto.randomUUID();
  await submitQuote(
    { ...aQuoteForm(), ...protocolFields, submission_id: id },
    { table, today: testToday, now: new Date(), retentionDays: 30 },
  );
  return id;
}

it('a slow but successful SES (answer after 2 s) is sent one email, not two', async () => {
  const ses = await lateSes(inbox.endpoint, 2_000);
  try {
    const id = await storeQuote();
    const client = new SESClient(sesClientConfigFromEnv({ SES_ENDPOINT: ses.endpoint }));
    const started = Date.now();
    expect(await deliverQuote(id, deliveryDeps(table, client))).toBe('sent');
    console.log(`slow SES: sent after ${Date.now() - started} ms, ${ses.requests()} request(s)`);

    expect(ses.requests()).toBe(1);
    expect(await inbox.emails()).toHaveLength(1);
    expect(await getQuote(table, id)).toMatchObject({ status: 'sent', attempts: 1 });
  } finally {
    await ses.close();
  }
});

it('an SES that takes the email but answers after the 5 s timeout: outcome unknown, recorded, and SES’s report of the send stops the sweeper sending it again', async () => {
  const ses = await lateSes(inbox.endpoint, sesCallLimits.requestTimeoutMs + 1_000);
  try {
    const id = await storeQuote();
    const client = new SESClient(sesClientConfigFromEnv({ SES_ENDPOINT: ses.endpoint }));
    const deps = deliveryDeps(table, client);
    expect(await deliverQuote(id, deps)).toBe('unknown');
    expect(ses.requests()).toBe(1);
    const stored = await getQuote(table, id);
    expect(stored).toMatchObject({
      status: 'pending',
      unknownOutcomes: 1,
      lastError: expect.stringMatching(/^unknown outcome/),
    });
    // Left for the sweeper, after a wait long enough for SES's report.
    expect(stored?.nextTryAt).toBeGreaterThan(Date.now() + 60_000);

    // SES did take it: its Send report (events function) marks the quote sent…
    const tags = { recipient: ['staff'], quote: [id], reference: [stored?.reference ?? ''] };
    expect(await recordMailEvent(table, { eventType: 'Send', mail: { tags } }, () => {})).toBe('recorded');
    // …so the sweeper, once the wait is over, finds nothing to send.
    const later = new Date(Date.now() + 3_600_000);
    const sweep = await sweepQuotes(
      { ...deliveryDeps(table, inboxSes(inbox)), now: () => later },
      {
        quoteSweepMinutes: 5,
        quoteUndeliveredAlarmMinutes: 15,
      },
    );
    expect(sweep).toMatchObject({ pending: 0, outcomes: {} });
    expect(await inbox.emails()).toHaveLength(1);
  } finally {
    await ses.close();
  }
}, 15_000);
