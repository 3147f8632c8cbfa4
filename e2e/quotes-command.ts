/** `npm run quotes -- …` in-process against the local stack's store and inbox, as the browser tests' staff run it. */
import { quoteEnv } from '@courier/common/api/lambda-env';
import { inject } from 'vitest';
import { runQuotes } from '../scripts/quotes/run';
import { inboxUrl } from './browser';

export async function quotes(...argv: string[]): Promise<{ code: number; out: string }> {
  const out: string[] = [];
  const env = {
    DYNAMO_PORT: new URL(inject('dynamoEndpoint')).port,
    INBOX_PORT: new URL(inboxUrl()).port,
    [quoteEnv.quoteTableName]: inject('quoteTableName'),
  };
  const code = await runQuotes(argv, env, { out: (line) => out.push(line), err: (line) => out.push(line) });
  return { code, out: out.join('\n') };
}
