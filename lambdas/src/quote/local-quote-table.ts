/// <reference path="./dynalite.d.ts" />
/**
 * A real DynamoDB-compatible server in-process (dynalite) with quote tables created as the stack
 * creates them: what `npm start`, the handler tests and the benchmarks store quotes in. Not deployed.
 */
import type { AddressInfo } from 'node:net';
import { CreateTableCommand, DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { quoteEnv } from '@courier/common/api/lambda-env';
import dynalite from 'dynalite';
import { dynamoDbClientConfigFromEnv, type QuoteTable, quoteTableSchema } from './quote-store';

export interface LocalDynamo {
  endpoint: string;
  db: DynamoDBClient;
  /** Creates a quote table (key and billing as deployed; dynalite has no TTL or streams). */
  createQuoteTable(tableName: string): Promise<QuoteTable>;
  /** Creates a table keyed by one string attribute (the ETA's spend counters and geocode cache). */
  createKeyTable(tableName: string, partitionKey: string): Promise<void>;
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
  const createKeyTable = async (tableName: string, partitionKey: string) => {
    await db.send(
      new CreateTableCommand({
        TableName: tableName,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: [{ AttributeName: partitionKey, AttributeType: 'S' }],
        KeySchema: [{ AttributeName: partitionKey, KeyType: 'HASH' }],
      }),
    );
    // dynalite answers CreateTable while the table is still CREATING; until it is ACTIVE, a write finds no table.
    for (;;) {
      const { Table } = await db.send(new DescribeTableCommand({ TableName: tableName }));
      if (Table?.TableStatus === 'ACTIVE') return;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  };
  return {
    endpoint,
    db,
    async createQuoteTable(tableName) {
      await createKeyTable(tableName, quoteTableSchema.partitionKey);
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
