/**
 * `npm run smoke -- <site URL> [--api-origin <execute-api URL>] [--with-quote] [--stack <name> [--region <region>]]`:
 * after every deploy, one line per check of what the site answers, and with `--stack` (and AWS credentials) whether
 * its alarm subscriptions are confirmed; exit code 1 on any failure, 2 on bad arguments. `--with-quote` marks its
 * test quote with a key from the stack's origin secret (`--stack`), or a local stack's SMOKE_KEY. Without a URL it
 * checks the local stack `npm start` recorded, with that stack's key (local-stack-target.ts).
 */
import { parseArgs } from 'node:util';
import { CloudFormationClient } from '@aws-sdk/client-cloudformation';
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { SNSClient } from '@aws-sdk/client-sns';
import { lookUpStack } from '../../local/stack-file';
import { checkAlarmSubscriptions } from './alarm-checks';
import { canonicalTarget, renderSmoke, runSmoke, type SmokeTarget } from './checks';
import { recordedSmokeKey, siteToCheck } from './local-stack-target';
import { readStackSmokeKey, smokeKeyEnv, smokeKeyFromEnv } from './smoke-key';

const usage =
  'Usage: npm run smoke -- [<site URL>] [--api-origin <execute-api URL>] [--with-quote] [--stack <name> [--region <region>]]\n' +
  'Without a site URL: the local stack npm start is running, on whatever ports it chose.';

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
  if (positionals.length > 1) throw new Error(usage);
  const region = { region: values.region, maxAttempts: 3 };
  const local = lookUpStack(process.env);
  const { site, recorded } = siteToCheck(positionals[0], local);
  if (recorded) console.log(`Checking ${site}, ${recorded}.`);
  const given: SmokeTarget = {
    site: url(site, 'The site URL'),
    apiOrigin: values['api-origin'] === undefined ? undefined : url(values['api-origin'], '--api-origin'),
  };
  if (values['with-quote']) {
    const { stack } = values;
    const localKey = stack ? undefined : (smokeKeyFromEnv(process.env) ?? recordedSmokeKey(given.site, local));
    if (stack) {
      const clients = {
        cloudFormation: new CloudFormationClient(region),
        secretsManager: new SecretsManagerClient(region),
      };
      given.testQuoteKey = () => readStackSmokeKey(stack, clients);
    } else if (localKey) given.testQuoteKey = async () => localKey;
    else {
      throw new Error(
        `--with-quote marks its quote as a test with the stack's key: add --stack <name> (AWS credentials that may read its origin secret), or for a local stack ${smokeKeyEnv}=… as npm start prints it (${local.words}).\n${usage}`,
      );
    }
  }
  // The apex or the cloudfront.net name redirects to the canonical host: check the site there.
  const target = await canonicalTarget(given);
  const results = await runSmoke(target);
  if (values.stack) {
    const edge = { region: 'us-east-1', maxAttempts: 3 };
    const clients = {
      cloudFormation: new CloudFormationClient(region),
      sns: new SNSClient(region),
      cloudFormationEdge: new CloudFormationClient(edge),
      snsEdge: new SNSClient(edge),
    };
    results.push(...(await checkAlarmSubscriptions({ name: values.stack, region: values.region }, clients)));
  }
  process.stdout.write(renderSmoke(target, results, given.site));
  process.exitCode = results.every((r) => r.ok) ? 0 : 1;
} catch (error) {
  // parseArgs and URL errors are the operator's to fix: the message, no stack trace.
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 2;
}
