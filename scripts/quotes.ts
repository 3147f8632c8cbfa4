/**
 * `npm run quotes`: did every lead reach staff? Lists recent quotes with their delivery status.
 *   npm run quotes                               the local table (`npm start` running)
 *   npm run quotes -- --stack CourierSite         the deployed table (AWS credentials from the environment)
 *   options: --days N (default 7), --region R (default eu-west-2), --pending (only quotes not yet sent)
 */
import { parseArgs } from 'node:util';
import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { quoteEnv } from '@courier/common/api/lambda-env';
import { dynamoDbClientConfigFromEnv, listQuotes, type QuoteRecord } from '@courier/lambdas/quote/quote-store';

/** The stack output naming the quote table (infra/lib/courier-site-stack.ts). */
export const quoteTableOutput = 'QuoteTableName';

const { values } = parseArgs({
  options: {
    stack: { type: 'string' },
    region: { type: 'string', default: 'eu-west-2' },
    days: { type: 'string', default: '7' },
    pending: { type: 'boolean', default: false },
  },
});

async function deployedTable(stackName: string, region: string): Promise<string> {
  const cloudFormation = new CloudFormationClient({ region });
  const { Stacks } = await cloudFormation.send(new DescribeStacksCommand({ StackName: stackName }));
  const name = Stacks?.[0]?.Outputs?.find((output) => output.OutputKey === quoteTableOutput)?.OutputValue;
  if (!name)
    throw new Error(`Stack ${stackName} has no ${quoteTableOutput} output: is it deployed with the quote table?`);
  return name;
}

const table = values.stack
  ? {
      db: new DynamoDBClient({ ...dynamoDbClientConfigFromEnv({}), region: values.region }),
      tableName: await deployedTable(values.stack, values.region ?? 'eu-west-2'),
    }
  : {
      db: new DynamoDBClient(
        dynamoDbClientConfigFromEnv({
          [quoteEnv.dynamoDbEndpoint]: `http://127.0.0.1:${process.env.DYNAMO_PORT ?? 8006}`,
        }),
      ),
      tableName: process.env[quoteEnv.quoteTableName] ?? 'quotes',
    };

const days = Number(values.days);
const since = new Date(Date.now() - days * 86_400_000).toISOString();
let quotes: QuoteRecord[];
try {
  quotes = (await listQuotes(table)).filter((q) => q.receivedAt >= since);
} catch (error) {
  const where = values.stack ? `table ${table.tableName}` : 'the local quote store (is `npm start` running?)';
  console.error(`Could not read ${where}: ${error instanceof Error ? error.name : error}`);
  process.exit(2);
}

const pending = quotes.filter((q) => q.status !== 'sent');
const shown = values.pending ? pending : quotes;
const route = (q: QuoteRecord) =>
  [q.quote.pickup_postcode, ...q.quote.stops.map((s) => s.postcode), q.quote.delivery_postcode].join(' → ');
const rows = shown.map((q) => ({
  reference: q.reference,
  test: q.provenance.test ? 'TEST' : '',
  received: q.receivedAt.replace('T', ' ').slice(0, 19),
  status: q.status,
  attempts: q.attempts,
  'last error': q.lastError ?? '',
  'sent at': q.sentAt?.replace('T', ' ').slice(0, 19) ?? '',
  acknowledgement: q.acknowledgement ?? '',
  vehicle: q.quote.vehicle_type,
  route: route(q),
}));
if (rows.length > 0) console.table(rows);

const oldest = pending.at(-1);
console.log(
  pending.length === 0
    ? `Yes: all ${quotes.length} quotes of the last ${days} days reached staff.`
    : `No: ${pending.length} of ${quotes.length} quotes of the last ${days} days have not reached staff yet` +
        ` (oldest ${oldest?.reference}, received ${oldest?.receivedAt}).`,
);
process.exit(pending.length === 0 ? 0 : 1);
