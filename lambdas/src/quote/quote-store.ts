/**
 * The durable record of every quote (DynamoDB): stored once per submission ID before the visitor is
 * told it was received, then claimed, sent and marked sent by the sender. Every write that must not
 * happen twice is conditional, so retries and redeliveries cannot duplicate a quote or its email.
 */
import {
  ConditionalCheckFailedException,
  type DynamoDBClient,
  type DynamoDBClientConfig,
  GetItemCommand,
  PutItemCommand,
  ScanCommand,
  UpdateItemCommand,
} from '@aws-sdk/client-dynamodb';
import { quoteEnv } from '@courier/common/api/lambda-env';
import type { QuoteProvenance } from '@courier/common/quote/quote-provenance';
import type { QuoteRequest } from '@courier/common/quote/quote-schema';
import { awsClientLimits } from '../aws/client-config';

export type QuoteStatus = 'pending' | 'sent';

/** A quote as stored: what staff are mailed, and where its delivery stands. */
export interface QuoteRecord {
  id: string;
  reference: string;
  status: QuoteStatus;
  receivedAt: string;
  quote: QuoteRequest;
  provenance: QuoteProvenance;
  /** Send attempts started so far. */
  attempts: number;
  lastAttemptAt?: string;
  /** Name of the last send error (never its message: SES messages can quote addresses). */
  lastError?: string;
  sentAt?: string;
  /** Whether the customer's acknowledgement went out: sent, rate_limited, failed or off. */
  acknowledgement?: string;
}

export interface QuoteTable {
  db: DynamoDBClient;
  tableName: string;
}

/** Item kinds sharing the table: quotes, and the per-address acknowledgement counters. */
export const quoteKind = 'quote';
const ackCounterKind = 'ack-counter';

/** Deployed: the Lambda's region and role. Locally, DYNAMODB_ENDPOINT points at the in-process dynalite. */
export function dynamoDbClientConfigFromEnv(env: Record<string, string | undefined>): DynamoDBClientConfig {
  // A hung connection must fail fast: the visitor is waiting for the store to answer (see aws/client-config.ts).
  const config: DynamoDBClientConfig = awsClientLimits();
  const endpoint = env[quoteEnv.dynamoDbEndpoint]?.trim();
  if (!endpoint) return config;
  return { ...config, endpoint, region: 'eu-west-2', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } };
}

const s = (value: string) => ({ S: value });
const n = (value: number) => ({ N: String(value) });

type Item = Record<string, { S?: string; N?: string }>;

function fromItem(item: Item): QuoteRecord {
  const text = (name: string) => item[name]?.S;
  const stored = JSON.parse(text('request') ?? '{}') as { quote: QuoteRequest; provenance: QuoteProvenance };
  return {
    id: text('id') ?? '',
    reference: text('reference') ?? '',
    status: text('status') as QuoteStatus,
    receivedAt: text('receivedAt') ?? '',
    quote: stored.quote,
    provenance: stored.provenance ?? {},
    attempts: Number(item.attempts?.N ?? 0),
    ...(text('lastAttemptAt') ? { lastAttemptAt: text('lastAttemptAt') } : {}),
    ...(text('lastError') ? { lastError: text('lastError') } : {}),
    ...(text('sentAt') ? { sentAt: text('sentAt') } : {}),
    ...(text('acknowledgement') ? { acknowledgement: text('acknowledgement') } : {}),
  };
}

export interface NewQuote {
  id: string;
  reference: string;
  quote: QuoteRequest;
  provenance: QuoteProvenance;
  now: Date;
  retentionDays: number;
}

/**
 * Stores a new quote as pending, unless one with this ID is stored already: then that quote's
 * reference is returned and nothing is written (`created: false`).
 */
export async function storeQuote(
  { db, tableName }: QuoteTable,
  quote: NewQuote,
): Promise<{ reference: string; created: boolean }> {
  const expiresAt = Math.floor(quote.now.getTime() / 1000) + quote.retentionDays * 86_400;
  try {
    await db.send(
      new PutItemCommand({
        TableName: tableName,
        Item: {
          id: s(quote.id),
          kind: s(quoteKind),
          reference: s(quote.reference),
          status: s('pending'),
          receivedAt: s(quote.now.toISOString()),
          request: s(JSON.stringify({ quote: quote.quote, provenance: quote.provenance })),
          attempts: n(0),
          expiresAt: n(expiresAt),
        },
        ConditionExpression: 'attribute_not_exists(id)',
      }),
    );
    return { reference: quote.reference, created: true };
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    const existing = await getQuote({ db, tableName }, quote.id);
    if (!existing) throw error;
    return { reference: existing.reference, created: false };
  }
}

export async function getQuote({ db, tableName }: QuoteTable, id: string): Promise<QuoteRecord | undefined> {
  const { Item } = await db.send(
    new GetItemCommand({ TableName: tableName, Key: { id: s(id) }, ConsistentRead: true }),
  );
  return Item && Item.kind?.S === quoteKind ? fromItem(Item as Item) : undefined;
}

/**
 * Takes the right to send a pending quote for `leaseMs`: only one sender holds it at a time, and a
 * sent quote is never claimed again. Undefined when the quote is sent, claimed by another, or absent.
 */
export async function claimQuote(
  { db, tableName }: QuoteTable,
  id: string,
  now: Date,
  leaseMs: number,
): Promise<QuoteRecord | undefined> {
  try {
    const { Attributes } = await db.send(
      new UpdateItemCommand({
        TableName: tableName,
        Key: { id: s(id) },
        UpdateExpression: 'SET claimedUntil = :lease, lastAttemptAt = :nowIso, attempts = attempts + :one',
        ConditionExpression:
          'kind = :quote AND #status = :pending AND (attribute_not_exists(claimedUntil) OR claimedUntil < :now)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':lease': n(now.getTime() + leaseMs),
          ':now': n(now.getTime()),
          ':nowIso': s(now.toISOString()),
          ':one': n(1),
          ':quote': s(quoteKind),
          ':pending': s('pending'),
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes && fromItem(Attributes as Item);
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return undefined;
    throw error;
  }
}

/** The claim of attempt `attempt` still holds: nobody took the quote over after a lease ran out. */
const ownClaim = 'attempts = :attempt AND #status = :pending';

/** Marks a claimed quote sent. False when the claim was lost (another sender may have sent it too). */
export async function markQuoteSent(
  { db, tableName }: QuoteTable,
  record: QuoteRecord,
  now: Date,
  messageId: string,
): Promise<boolean> {
  try {
    await db.send(
      new UpdateItemCommand({
        TableName: tableName,
        Key: { id: s(record.id) },
        UpdateExpression: 'SET #status = :sent, sentAt = :now, messageId = :messageId REMOVE claimedUntil, lastError',
        ConditionExpression: ownClaim,
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':sent': s('sent'),
          ':pending': s('pending'),
          ':now': s(now.toISOString()),
          ':messageId': s(messageId || 'unknown'),
          ':attempt': n(record.attempts),
        },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** Gives a claimed quote back after a failed send, noting why, so the next attempt need not wait for the lease. */
export async function releaseQuote({ db, tableName }: QuoteTable, record: QuoteRecord, errorName: string) {
  try {
    await db.send(
      new UpdateItemCommand({
        TableName: tableName,
        Key: { id: s(record.id) },
        UpdateExpression: 'SET lastError = :error REMOVE claimedUntil',
        ConditionExpression: ownClaim,
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':error': s(errorName), ':pending': s('pending'), ':attempt': n(record.attempts) },
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
}

export async function noteAcknowledgement({ db, tableName }: QuoteTable, id: string, outcome: string) {
  await db.send(
    new UpdateItemCommand({
      TableName: tableName,
      Key: { id: s(id) },
      UpdateExpression: 'SET acknowledgement = :outcome',
      ExpressionAttributeValues: { ':outcome': s(outcome) },
    }),
  );
}

/**
 * Counts one acknowledgement to an address in the current hour; false once `maxPerHour` have gone.
 * The counter's key is a hash of the address, and it expires (TTL) after two hours.
 */
export async function takeAcknowledgementSlot(
  { db, tableName }: QuoteTable,
  addressHash: string,
  now: Date,
  maxPerHour: number,
): Promise<boolean> {
  const hour = Math.floor(now.getTime() / 3_600_000);
  try {
    await db.send(
      new UpdateItemCommand({
        TableName: tableName,
        Key: { id: s(`ack#${addressHash}#${hour}`) },
        UpdateExpression: 'SET kind = :kind, expiresAt = :expires ADD sent :one',
        ConditionExpression: 'attribute_not_exists(sent) OR sent < :max',
        ExpressionAttributeValues: {
          ':kind': s(ackCounterKind),
          ':expires': n((hour + 2) * 3_600),
          ':one': n(1),
          ':max': n(maxPerHour),
        },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** Every quote in the table, newest first (a scan: the operator's view and the local retry loop). */
export async function listQuotes(
  { db, tableName }: QuoteTable,
  filter: { status?: QuoteStatus } = {},
): Promise<QuoteRecord[]> {
  const records: QuoteRecord[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db.send(
      new ScanCommand({
        TableName: tableName,
        ExclusiveStartKey: startKey as never,
        FilterExpression: filter.status ? 'kind = :quote AND #status = :status' : 'kind = :quote',
        ...(filter.status ? { ExpressionAttributeNames: { '#status': 'status' } } : {}),
        ExpressionAttributeValues: {
          ':quote': s(quoteKind),
          ...(filter.status ? { ':status': s(filter.status) } : {}),
        },
      }),
    );
    for (const item of page.Items ?? []) records.push(fromItem(item as Item));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return records.sort((a, b) => b.receivedAt.localeCompare(a.receivedAt));
}

/** The table's key and TTL attribute: the CDK stack and the local stack create it from these. */
export const quoteTableSchema = { partitionKey: 'id', timeToLiveAttribute: 'expiresAt' } as const;
