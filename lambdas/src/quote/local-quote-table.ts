/// <reference path="./dynalite.d.ts" />
/**
 * A real DynamoDB-compatible server in-process (dynalite) with quote tables created as the stack
 * creates them: what `npm start`, the handler tests and the benchmarks store quotes in. Not deployed.
 */
import type { AddressInfo } from 'node:net';
import { CreateTableCommand, DynamoDBClient, waitUntilTableExists } from '@aws-sdk/client-dynamodb';
import { quoteEnv } from '@courier/common/api/lambda-env';
import dynalite from 'dynalite';
import { dynamoDbClientConfigFromEnv, type QuoteTable, quoteTableSchema } from './quote-store';

export interface LocalDynamo {
  endpoint: string;
  db: DynamoDBClient;
  /** Creates a quote table (key, pending index and billing as deployed; dynalite has no TTL or streams). */
  createQuoteTable(tableName: string): Promise<QuoteTable>;
  close(): Promise<void>;
}

const { pendingIndex } = quoteTableSchema;

export async function startLocalDynamo(port = 0): Promise<LocalDynamo> {
  const server = dynalite({ createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const db = new DynamoDBClient(dynamoDbClientConfigFromEnv({ [quoteEnv.dynamoDbEndpoint]: endpoint }));
  return {
    endpoint,
    db,
    async createQuoteTable(tableName) {
      await db.send(
        new CreateTableCommand({
          TableName: tableName,
          BillingMode: 'PAY_PER_REQUEST',
          AttributeDefinitions: [
            { AttributeName: quoteTableSchema.partitionKey, AttributeType: 'S' },
            { AttributeName: pendingIndex.partitionKey, AttributeType: 'S' },
            { AttributeName: pendingIndex.sortKey, AttributeType: 'N' },
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
          ],
        }),
      );
      // As in DynamoDB, a new table is CREATING for a moment: dynalite flips it to ACTIVE on a timer, which a
      // loaded machine can run after the next request, so wait for ACTIVE instead of racing it.
      await waitUntilTableExists(
        { client: db, maxWaitTime: 30, minDelay: 0.05, maxDelay: 0.2 },
        { TableName: tableName },
      );
      return { db, tableName };
    },
    close: () =>
      new Promise((resolve, reject) => {
        db.destroy();
        server.closeAllConnections?.();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
