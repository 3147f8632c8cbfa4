/// <reference path="./dynalite.d.ts" />
/**
 * A real DynamoDB-compatible server in-process (dynalite) with quote tables created as the stack
 * creates them: what `npm start`, the handler tests and the benchmarks store quotes in. Not deployed.
 */
import type { AddressInfo } from 'node:net';
import {
  CreateTableCommand,
  type CreateTableCommandInput,
  DynamoDBClient,
  waitUntilTableExists,
} from '@aws-sdk/client-dynamodb';
import { quoteEnv } from '@courier/common/api/lambda-env';
import dynalite from 'dynalite';
import { dynamoDbClientConfigFromEnv } from '../../aws/dynamodb-client-config';
import { type QuoteTable, quoteTableSchema } from './quote-table';

export interface LocalDynamo {
  endpoint: string;
  db: DynamoDBClient;
  /** Creates a quote table (key, pending index and billing as deployed; dynalite has no TTL or streams). */
  createQuoteTable(tableName: string): Promise<QuoteTable>;
  /** Creates a table keyed by one string attribute (the ETA's spend counters and geocode cache). */
  createKeyTable(tableName: string, partitionKey: string): Promise<void>;
  close(): Promise<void>;
}

const { pendingIndex, unclaimedIndex } = quoteTableSchema;

export async function startLocalDynamo(port = 0): Promise<LocalDynamo> {
  const server = dynalite({ createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const db = new DynamoDBClient(dynamoDbClientConfigFromEnv({ [quoteEnv.dynamoDbEndpoint]: endpoint }));
  // As in DynamoDB, a new table is CREATING for a moment: dynalite flips it to ACTIVE on a timer, which a loaded
  // machine can run after the next request, so wait (bounded, as AWS's waiter is) for ACTIVE instead of racing it.
  // The first look comes at once and often finds it CREATING still; the timer is due within a millisecond or two, so
  // look again after 2 ms rather than AWS's usual 50 (the tests make a table each, and waited it out 183 times a file).
  const createTable = async (input: CreateTableCommandInput) => {
    await db.send(new CreateTableCommand(input));
    await waitUntilTableExists(
      { client: db, maxWaitTime: 30, minDelay: 0.002, maxDelay: 0.2 },
      { TableName: input.TableName },
    );
  };
  const createKeyTable = (tableName: string, partitionKey: string) =>
    createTable({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [{ AttributeName: partitionKey, AttributeType: 'S' }],
      KeySchema: [{ AttributeName: partitionKey, KeyType: 'HASH' }],
    });
  return {
    endpoint,
    db,
    async createQuoteTable(tableName) {
      await createTable({
        TableName: tableName,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: [
          { AttributeName: quoteTableSchema.partitionKey, AttributeType: 'S' },
          { AttributeName: pendingIndex.partitionKey, AttributeType: 'S' },
          { AttributeName: pendingIndex.sortKey, AttributeType: 'N' },
          { AttributeName: unclaimedIndex.partitionKey, AttributeType: 'S' },
          { AttributeName: unclaimedIndex.sortKey, AttributeType: 'N' },
        ],
        KeySchema: [{ AttributeName: quoteTableSchema.partitionKey, KeyType: 'HASH' }],
        GlobalSecondaryIndexes: [
          {
            IndexName: pendingIndex.indexName,
            KeySchema: [
              { AttributeName: pendingIndex.partitionKey, KeyType: 'HASH' },
              { AttributeName: pendingIndex.sortKey, KeyType: 'RANGE' },
            ],
            Projection: { ProjectionType: 'INCLUDE', NonKeyAttributes: [...pendingIndex.projected] },
          },
          {
            IndexName: unclaimedIndex.indexName,
            KeySchema: [
              { AttributeName: unclaimedIndex.partitionKey, KeyType: 'HASH' },
              { AttributeName: unclaimedIndex.sortKey, KeyType: 'RANGE' },
            ],
            Projection: { ProjectionType: 'INCLUDE', NonKeyAttributes: [...unclaimedIndex.projected] },
          },
        ],
      });
      return { db, tableName };
    },
    createKeyTable,
    close: () =>
      new Promise((resolve, reject) => {
        db.destroy();
        server.closeAllConnections?.();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
