/**
 * `npm run smoke -- <site URL> [--api-origin <execute-api URL>] [--with-quote] [--stack <name> [--region <region>]]`:
 * after every deploy, one line per check of what the site answers, and with `--stack` (and AWS credentials) whether
 * its alarm subscriptions are confirmed; exit code 1 on any failure, 2 on bad arguments.
 */
import { parseArgs } from 'node:util';
import { CloudFormationClient } from '@aws-sdk/client-cloudformation';
import { SNSClient } from '@aws-sdk/client-sns';
import { checkAlarmSubscriptions } from './alarm-checks';
import { renderSmoke, runSmoke } from './checks';

const usage =
  'Usage: npm run smoke -- <site URL> [--api-origin <execute-api URL>] [--with-quote] [--stack <name> [--region <region>]]';

function url(value: string | undefined, what: string): URL {
  try {
    const parsed = new URL(value ?? '');
    if (parsed.protocol === 'http:' || parsed.protocol === 'https:') return parsed;
  } catch {}
  throw new Error(`${what} must be an http(s) URL, got "${value ?? ''}".\n${usage}`);
}

try {
  const { values, positionals } = parseArgs({
    options: {
      'api-origin': { type: 'string' },
      'with-quote': { type: 'boolean', default: false },
      stack: { type: 'string' },
      region: { type: 'string', default: 'eu-west-2' },
    },
    allowPositionals: true,
  });
  if (positionals.length !== 1) throw new Error(usage);
  const target = {
    site: url(positionals[0], 'The site URL'),
    apiOrigin: values['api-origin'] === undefined ? undefined : url(values['api-origin'], '--api-origin'),
  };
  const results = await runSmoke(target, { withQuote: values['with-quote'] });
  if (values.stack) {
    const region = { region: values.region, maxAttempts: 3 };
    const edge = { region: 'us-east-1', maxAttempts: 3 };
    const clients = {
      cloudFormation: new CloudFormationClient(region),
      sns: new SNSClient(region),
      cloudFormationEdge: new CloudFormationClient(edge),
      snsEdge: new SNSClient(edge),
    };
    results.push(...(await checkAlarmSubscriptions({ name: values.stack, region: values.region }, clients)));
  }
  process.stdout.write(renderSmoke(target, results));
  process.exitCode = results.every((r) => r.ok) ? 0 : 1;
} catch (error) {
  // parseArgs and URL errors are the operator's to fix: the message, no stack trace.
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 2;
}
