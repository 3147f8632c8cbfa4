/**
 * The quote pipeline's tables: every quote (built from the schema the Lambda code exports, so its key, TTL and
 * index attributes have one home) and the counters of the quote limits; and the narrow grants on the quote table.
 */
import { windowCounterTableSchema } from '@courier/lambdas/aws/window-counter';
import { quoteTableSchema } from '@courier/lambdas/quote/store/quote-table';
import { RemovalPolicy } from 'aws-cdk-lib';
import {
  AttributeType,
  Billing,
  ProjectionType,
  StreamViewType,
  TableEncryptionV2,
  TableV2,
} from 'aws-cdk-lib/aws-dynamodb';
import { type IGrantable, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Construct } from 'constructs';
import { rebuildableTable } from '../rebuildable-table';

/**
 * The quote table's global secondary indexes, from the schema the Lambda code exports. Preflight compares the live
 * table's with these: DynamoDB creates or deletes one per update, and a deploy while one is still building fails.
 */
export const quoteTableIndexes = [quoteTableSchema.pendingIndex, quoteTableSchema.unclaimedIndex] as const;

/** The quote table (`Table`) and the limits' counters (`LimitCounters`), created in `scope`. */
export function createQuoteTables(scope: Construct): { table: TableV2; counters: TableV2 } {
  // Quotes are business records, so kept on delete.
  const table = new TableV2(scope, 'Table', {
    partitionKey: { name: quoteTableSchema.partitionKey, type: AttributeType.STRING },
    billing: Billing.onDemand(),
    encryption: TableEncryptionV2.awsManagedKey(),
    pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
    timeToLiveAttribute: quoteTableSchema.timeToLiveAttribute,
    dynamoStream: StreamViewType.NEW_IMAGE,
    deletionProtection: true,
    removalPolicy: RemovalPolicy.RETAIN,
    globalSecondaryIndexes: quoteTableIndexes.map((index) => ({
      indexName: index.indexName,
      partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
      sortKey: { name: index.sortKey, type: AttributeType.NUMBER },
      projectionType: ProjectionType.INCLUDE,
      nonKeyAttributes: [...index.projected],
    })),
  });

  // Only counts that restart by themselves: destroyed with the stack, no backups.
  const counters = rebuildableTable(
    scope,
    'LimitCounters',
    windowCounterTableSchema,
    'Hourly and 10-minute counters of the quote limits only: after a loss they restart. Nothing to restore.',
  );
  return { table, counters };
}

/** On the table's items only (`table.grant` would add every index too). */
export function grantOnTable(table: TableV2, grantee: IGrantable, ...actions: string[]): void {
  grantee.grantPrincipal.addToPrincipalPolicy(new PolicyStatement({ actions, resources: [table.tableArn] }));
}

/** Query on one index only (its ARN), never a scan. */
export function grantQueryIndex(table: TableV2, grantee: IGrantable, indexName: string): void {
  grantee.grantPrincipal.addToPrincipalPolicy(
    new PolicyStatement({ actions: ['dynamodb:Query'], resources: [`${table.tableArn}/index/${indexName}`] }),
  );
}

/** A sender: read a quote, claim it, mark it sent, count acknowledgements; nothing else. */
export function grantSend(table: TableV2, grantee: IGrantable): void {
  grantOnTable(table, grantee, 'dynamodb:GetItem', 'dynamodb:UpdateItem');
}
