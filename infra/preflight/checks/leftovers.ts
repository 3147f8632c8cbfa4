/** What an earlier failed first deploy left behind, and how to remove it. */
import { DescribeLogGroupsCommand } from '@aws-sdk/client-cloudwatch-logs';
import { ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { ListBucketsCommand } from '@aws-sdk/client-s3';
import type { Finding, PreflightContext, StackState } from '../check';

/**
 * What a failed first deploy leaves behind: the retained site and log buckets, the deletion-protected quote table
 * and the retained log groups, found by the names CloudFormation gives them (the stack name first).
 */
export async function checkLeftovers({ config, clients }: PreflightContext, stack: StackState): Promise<Finding[]> {
  if (stack && stack.StackStatus !== 'ROLLBACK_COMPLETE') return [];
  const prefix = `${config.stackName}-`;
  const { Buckets = [] } = await clients.s3.send(new ListBucketsCommand({}));
  const { TableNames = [] } = await clients.dynamoDb.send(new ListTablesCommand({}));
  const { logGroups = [] } = await clients.logs.send(new DescribeLogGroupsCommand({ logGroupNamePrefix: prefix }));
  const region = `--region ${config.region}`;
  const leftovers: Finding[] = [
    ...Buckets.filter((b) => b.Name?.startsWith(prefix.toLowerCase())).map((b) => ({
      name: `bucket ${b.Name}`,
      todo: [`empty it (versions too: S3 console → Empty), then aws s3api delete-bucket --bucket ${b.Name}`],
    })),
    ...TableNames.filter((t) => t.startsWith(prefix)).map((t) => ({
      name: `table ${t}`,
      todo: [
        `if it holds no quotes (aws dynamodb scan --table-name ${t} --select COUNT ${region}):`,
        `aws dynamodb update-table --table-name ${t} --no-deletion-protection-enabled ${region}`,
        `aws dynamodb delete-table --table-name ${t} ${region}`,
      ],
    })),
    ...logGroups.map((g) => ({
      name: `log group ${g.logGroupName}`,
      todo: [`aws logs delete-log-group --log-group-name ${g.logGroupName} ${region}`],
    })),
  ].map(({ name, todo }) => ({
    check: 'Leftovers',
    verdict: 'warn' as const,
    says: `${name} is left from an earlier ${config.stackName}: the deploy makes a new one beside it.`,
    todo,
  }));
  return leftovers.length > 0
    ? leftovers
    : [{ check: 'Leftovers', verdict: 'ok', says: `Nothing left from an earlier ${config.stackName}.` }];
}
