/**
 * The live quote table's global secondary indexes against the ones this deploy declares (quote-tables.ts): DynamoDB
 * creates or deletes one per update, so a deploy that would make two fails and rolls back; and one made while an
 * index is still being built (a big table takes a while) fails too.
 */
import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import { quoteTableIndexes } from '../../lib/quotes/quote-tables';
import { stackOutputs } from '../../lib/stack-outputs';
import { type Finding, type PreflightContext, type StackState, stackOutput } from '../check';

export async function checkQuoteTableIndexes(
  { config, clients }: PreflightContext,
  stack: StackState,
): Promise<Finding[]> {
  // A first deploy creates the table with every index at once.
  const tableName = stackOutput(stack, stackOutputs.quoteTableName);
  if (!tableName) return [];
  const { Table } = await clients.dynamoDb.send(new DescribeTableCommand({ TableName: tableName }));
  const live = Table?.GlobalSecondaryIndexes ?? [];
  const building = live.filter((index) => index.IndexStatus !== 'ACTIVE' || index.Backfilling === true);
  if (building.length > 0) {
    return building.map((index) => ({
      check: 'Quotes',
      verdict: 'no-go' as const,
      says:
        `The quote table's index ${index.IndexName} is ${index.IndexStatus === 'CREATING' ? 'still being created' : 'changing'} ` +
        `(${index.IndexStatus}${index.Backfilling ? ', backfilling' : ''}): a deploy now would fail. Wait until it is ACTIVE:`,
      todo: [
        `aws dynamodb describe-table --table-name ${tableName} --region ${config.region} ` +
          `--query "Table.GlobalSecondaryIndexes[].[IndexName,IndexStatus,Backfilling]"`,
      ],
    }));
  }
  const liveNames = live.map((index) => index.IndexName ?? '');
  const declared: string[] = quoteTableIndexes.map((index) => index.indexName);
  const created = declared.filter((name) => !liveNames.includes(name));
  const deleted = liveNames.filter((name) => !declared.includes(name));
  const change = [
    created.length > 0 ? `creates ${created.join(', ')}` : '',
    deleted.length > 0 ? `deletes ${deleted.join(', ')}` : '',
  ].filter(Boolean);
  if (created.length + deleted.length > 1) {
    return [
      {
        check: 'Quotes',
        verdict: 'no-go',
        says:
          `This deploy ${change.join(' and ')} on the quote table: DynamoDB makes one index change per update, so it ` +
          'would fail and roll back.',
        todo: ['npm run upgrade-check -- --from <the commit deployed now> names the commit to deploy first.'],
      },
    ];
  }
  return [
    {
      check: 'Quotes',
      verdict: 'ok',
      says:
        `The quote table's indexes are ACTIVE (${liveNames.join(', ') || 'none'})` +
        `${change.length > 0 ? `; this deploy ${change.join(' and ')}.` : '.'}`,
    },
  ];
}
