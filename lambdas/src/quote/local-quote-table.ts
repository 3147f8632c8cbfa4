/// <reference path="./dynalite.d.ts" />
/**
 * A real DynamoDB-compatible server in-process (dynalite) with quote tables created as the stack
 * creates them: what `npm start`, the handler tests and the benchmarks store quotes in. Not deployed.
 */
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { CreateTableCommand, DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { quoteEnv } from '@courier/common/api/lambda-env';
import dynalite from 'dynalite';
import { dynamoDbClientConfigFromEnv, type QuoteTable, quoteTableSchema } from './quote-store';

export interface LocalDynamo {
  endpoint: string;
  db: DynamoDBClient;
  /** Creates a quote table (key and billing as deployed; dynalite has no TTL or streams). */
  createQuoteTable(tableName: string): Promise<QuoteTable>;
  close(): Promise<void>;
}

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
          AttributeDefinitions: [{ AttributeName: quoteTableSchema.partitionKey, AttributeType: 'S' }],
          KeySchema: [{ AttributeName: quoteTableSchema.partitionKey, KeyType: 'HASH' }],
        }),
      );
      // As in DynamoDB, the table answers "not found" until it is ACTIVE, which on a busy machine can be after the next request.
      while ((await db.send(new DescribeTableCommand({ TableName: tableName }))).Table?.TableStatus !== 'ACTIVE') {
        await sleep(5);
      }
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
