/**
 * DynamoDB items as plain objects: the functions' tables (the quote table, the window counters, the geocode cache) are
 * read and written through AWS's document client (`@aws-sdk/lib-dynamodb`), which turns `{ id: 'Q' }` into
 * `{ id: { S: 'Q' } }` and back, instead of each file marshalling attribute values by hand.
 *
 * A table is handed the plain `DynamoDBClient` (the one `dynamoDbClientConfigFromEnv` configures: the handlers, the local
 * stack and `npm run quotes` build it); its code reaches the table through `documentClient(db)`, made once per client.
 * The document client shares that client's configuration and middleware (timeouts, retries, a test's injected fault).
 */
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, type TranslateConfig } from '@aws-sdk/lib-dynamodb';

/**
 * How values are translated, every option chosen rather than left to the library's defaults:
 * - `wrapNumbers: false`: numbers come back as JavaScript numbers. Every number stored is an epoch time in ms or
 *   seconds, a count or a coordinate, all far inside 2^53, so none loses a digit; one beyond it would come back as a
 *   BigInt (the library's rule, and `numberOf` below reads it as absent), never rounded silently.
 * - `removeUndefinedValues: false`: an undefined value fails the write rather than being dropped. The code writes only
 *   the attributes a quote has (optional ones are spread in when present), so an undefined one is a mistake to see,
 *   not an attribute to lose quietly.
 * - `convertEmptyValues: false`: an empty string is stored as an empty string, not turned into NULL.
 * - `convertClassInstanceToMap: false`: a class instance (a `Date`, say) fails the write: times are stored as ISO text
 *   or epoch numbers, chosen where they are written.
 */
export const translateConfig: TranslateConfig = {
  marshallOptions: { removeUndefinedValues: false, convertEmptyValues: false, convertClassInstanceToMap: false },
  unmarshallOptions: { wrapNumbers: false },
};

/** A DynamoDB table as the functions' code is handed it: the client, and the table's name. */
export interface DynamoTable {
  db: DynamoDBClient;
  tableName: string;
}

const documentClients = new WeakMap<DynamoDBClient, DynamoDBDocumentClient>();

/** The document client of `db`: made on first use and kept, so each call does not wrap the client again. */
export function documentClient(db: DynamoDBClient): DynamoDBDocumentClient {
  let client = documentClients.get(db);
  if (!client) {
    client = DynamoDBDocumentClient.from(db, translateConfig);
    documentClients.set(db, client);
  }
  return client;
}

/** An item as the document client returns it: each attribute by its stored name. */
export type Item = Record<string, unknown>;

// An attribute read as the type the code stores it as: anything else (absent, or written otherwise, by hand or by an
// older version) reads as absent, so a stray value never passes for a quote's text or count.
export const textOf = (item: Item, name: string): string | undefined =>
  typeof item[name] === 'string' ? item[name] : undefined;
export const numberOf = (item: Item, name: string): number | undefined =>
  typeof item[name] === 'number' ? item[name] : undefined;
