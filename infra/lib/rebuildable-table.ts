import { RemovalPolicy, Validations } from 'aws-cdk-lib';
import { AttributeType, Billing, TableEncryptionV2, TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { Construct } from 'constructs';

/**
 * A table of what rebuilds itself (counters that restart, lookups made again): pay per request, an AWS-managed key,
 * items expiring by the schema's TTL attribute, destroyed with the stack and without backups. `reason` says for
 * cdk-nag (AwsSolutions-DDB3) why nothing needs restoring.
 */
export function rebuildableTable(
  scope: Construct,
  id: string,
  schema: { partitionKey: string; timeToLiveAttribute: string },
  reason: string,
): TableV2 {
  const table = new TableV2(scope, id, {
    partitionKey: { name: schema.partitionKey, type: AttributeType.STRING },
    billing: Billing.onDemand(),
    encryption: TableEncryptionV2.awsManagedKey(),
    timeToLiveAttribute: schema.timeToLiveAttribute,
    removalPolicy: RemovalPolicy.DESTROY,
  });
  Validations.of(table).acknowledge({ id: 'AwsSolutions-DDB3', reason });
  return table;
}
