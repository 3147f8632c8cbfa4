/**
 * What the `npm run quotes` tests share: a real local store (dynalite) and the real local SES, a fresh quote table
 * for each test, quotes stored and sent as the quote function and the sender store and send them, and the command
 * run in-process. Each test file calls `useLocalStoreAndInbox()` once, at its top.
 */
import { DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { quoteEnv } from '@courier/common/api/lambda-env';
import type { ServerEstimate } from '@courier/common/quote/server-estimate';
import { aQuoteForm, aServerEstimate, testToday } from '@courier/common/testing/quote-builders';
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

export async function store(
  fields: Record<string, string> = {},
  {
    id = crypto.randomUUID(),
    route = { route: 'single' },
    estimate = aServerEstimate,
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

/**
 * Rewrites the stored request as `change` leaves it: what the form or the quote function would refuse or never write
 * may still be in the table (written by another version, or by hand).
 */
// biome-ignore lint/suspicious/noExplicitAny: the stored request as JSON, whatever a test writes into it
export async function rewriteRequest(id: string, change: (request: any) => void) {
  const request = JSON.parse(((await storedItem(id))?.request as string | undefined) ?? '{}');
  change(request);
  await DynamoDBDocumentClient.from(table.db).send(
    new UpdateCommand({
      TableName: table.tableName,
      Key: { id },
      UpdateExpression: 'SET #request = :request',
      ExpressionAttributeNames: { '#request': 'request' },
      ExpressionAttributeValues: { ':request': JSON.stringify(request) },
    }),
  );
}

/**
 * `--stack NAME` as far as it runs here: the AWS SDK reaches the local store the way it reaches any endpoint (any
 * credentials do), and the answer (mocked) CloudFormation gives for the stack `CourierSite` has the test's quote table
 * and `outputs`. `restoreAwsEnvironment()` puts the process's environment back.
 */
export function deployedStack(outputs: Record<string, string>) {
  Object.assign(process.env, {
    AWS_ENDPOINT_URL_DYNAMODB: dynamo.endpoint,
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
  });
  return {
    Stacks: [
      {
        StackName: 'CourierSite',
        CreationTime: new Date(),
        StackStatus: 'UPDATE_COMPLETE' as const,
        Outputs: Object.entries({ QuoteTableName: table.tableName, ...outputs }).map(([OutputKey, OutputValue]) => ({
          OutputKey,
          OutputValue,
        })),
      },
    ],
  };
}

const awsEnvironment = ['AWS_ENDPOINT_URL_DYNAMODB', 'AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY'];
const awsEnvironmentBefore = Object.fromEntries(awsEnvironment.map((key) => [key, process.env[key]]));

export function restoreAwsEnvironment() {
  for (const key of awsEnvironment) {
    if (awsEnvironmentBefore[key] === undefined) delete process.env[key];
    else process.env[key] = awsEnvironmentBefore[key];
  }
}
