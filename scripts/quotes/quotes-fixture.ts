/**
 * What the `npm run quotes` tests share: a real local store (dynalite) and the real local SES, a fresh quote table
 * for each test, quotes stored and sent as the quote function and the sender store and send them, and the command
 * run in-process. Each test file calls `useLocalStoreAndInbox()` once, at its top.
 */
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { quoteEnv } from '@courier/common/api/lambda-env';
import type { ServerEstimate } from '@courier/common/quote/server-estimate';
import { aQuoteForm, testToday } from '@courier/common/testing/quote-builders';
import { deliverQuote } from '@courier/lambdas/quote/deliver/deliver-quote';
import { type LocalDynamo, startLocalDynamo } from '@courier/lambdas/quote/store/local-quote-table';
import type { LimitDecision } from '@courier/lambdas/quote/store/quote-limits';
import type { QuoteTable } from '@courier/lambdas/quote/store/quote-table';
import { submitQuote } from '@courier/lambdas/quote/submit/submit-quote';
import {
  deliveryDeps,
  type Inbox,
  inboxSes,
  protocolFields,
  startLocalInbox,
} from '@courier/lambdas/test-support/quote-fixtures';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { reportInboxDelivery } from '../../local/quote-sender-loop';
import { runQuotes } from './run';

export let inbox: Inbox;
export let dynamo: LocalDynamo;
export let table: QuoteTable;
export let env: Record<string, string>;
let tables = 0;

/** Starts the store and inbox for the file; each test gets an empty inbox, its own table and the command's environment. */
export function useLocalStoreAndInbox() {
  beforeAll(async () => {
    [inbox, dynamo] = await Promise.all([startLocalInbox(), startLocalDynamo()]);
  });
  afterAll(() => Promise.all([inbox.close(), dynamo.close()]));
  beforeEach(async () => {
    await inbox.clear();
    table = await dynamo.createQuoteTable(`ops-${++tables}`);
    env = {
      DYNAMO_PORT: new URL(dynamo.endpoint).port,
      INBOX_PORT: new URL(inbox.endpoint).port,
      [quoteEnv.quoteTableName]: table.tableName,
    };
  });
}

/** What the server worked out for the journey when it was stored: not the 152.4 miles the form sent. */
const serverEstimate: ServerEstimate = {
  kind: 'estimated',
  route: 'LE1 1AA → NG2 6AG → DE1 1AA → M1 1AE, return, Small Van',
  ukPartOnly: false,
  distanceMiles: 150,
  durationMinutes: 180,
  approximate: false,
};

export async function store(
  fields: Record<string, string> = {},
  {
    id = crypto.randomUUID(),
    route = { route: 'single' },
    estimate = serverEstimate,
  }: { id?: string; route?: LimitDecision; estimate?: ServerEstimate } = {},
) {
  const stored = await submitQuote(
    { ...aQuoteForm(), ...protocolFields, ...fields, submission_id: id },
    {
      table,
      today: testToday,
      now: new Date(),
      retentionDays: 30,
      estimate: async () => estimate,
      limits: async () => route,
    },
  );
  if (stored.outcome !== 'stored') throw new Error(stored.outcome);
  return { id, reference: stored.reference };
}

/** Sent through the local inbox, which reports each email it takes as delivered (as `npm start` does). */
export async function sendThroughInbox(id: string) {
  const deps = deliveryDeps(table, inboxSes(inbox));
  reportInboxDelivery(deps.ses, table, deps);
  expect(await deliverQuote(id, deps)).toBe('sent');
}

/** `npm run quotes` with these arguments, in-process: its exit code and what it printed. */
export async function quotes(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runQuotes(argv, env, { out: (line) => out.push(line), err: (line) => err.push(line) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** Every field of the stored item, as DynamoDB holds it (read as plain values): what an erasure must have emptied. */
export async function storedItem(id: string) {
  const { Item } = await DynamoDBDocumentClient.from(table.db).send(
    new GetCommand({ TableName: table.tableName, Key: { id }, ConsistentRead: true }),
  );
  return Item;
}
