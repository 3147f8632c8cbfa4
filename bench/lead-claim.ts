/**
 * `npm run bench:claims`: speed to lead through the local stack, as staff live it. Prints figures, asserts nothing.
 * For 20 quotes one after another: post to the staff email in the inbox, the email's claim link to its page (GET),
 * and pressing Claim (same-site POST) to the owner being readable from the store; then 10 people pressing Claim on
 * one quote at once (one wins, the rest are told who has it).
 */
import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { quoteEnv } from '@courier/common/api/lambda-env';
import { ukToday } from '@courier/common/time/uk-time';
import { dynamoDbClientConfigFromEnv } from '@courier/lambdas/aws/dynamodb-client-config';
import { silentLogger } from '@courier/lambdas/observability/observability';
import { listQuotes } from '@courier/lambdas/quote/store/quote-listing';
import { minimalQuoteFields } from '@courier/lambdas/test-support/quote-fixtures';
import { startLocalStack, uncappedQuoteEnv } from '../local/local-stack';

const quotes = 20;
const claimers = 10;

const stack = await startLocalStack({ port: 0, inboxPort: 0, env: { ...uncappedQuoteEnv }, logger: silentLogger });
const db = new DynamoDBClient(dynamoDbClientConfigFromEnv({ [quoteEnv.dynamoDbEndpoint]: stack.dynamoEndpoint }));
const table = { db, tableName: stack.quoteTableName };
const run = randomUUID().slice(0, 8);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function until<T>(find: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  const started = performance.now();
  for (;;) {
    const found = await find();
    if (found !== undefined) return found;
    if (performance.now() - started > timeoutMs) throw new Error('timed out');
    await sleep(5);
  }
}
const stats = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0;
  return `median ${at(0.5).toFixed(0)} ms, p95 ${at(0.95).toFixed(0)} ms, max ${(sorted.at(-1) ?? 0).toFixed(0)} ms`;
};

interface InboxEmail {
  body: { text?: string };
}
/** The claim link of the staff email naming `name`, once it is in the inbox. */
const claimLinkFor = async (name: string) => {
  const { emails } = (await (await fetch(`${stack.inboxUrl}/store`)).json()) as { emails: InboxEmail[] };
  const text = emails.find((e) => e.body.text?.includes(name))?.body.text ?? '';
  return /Claim it before you call, so nobody else does: (\S+)/.exec(text)?.[1];
};
const press = (link: string, name: string) =>
  fetch(`${stack.siteUrl}/api/leads/claim`, {
    method: 'POST',
    headers: { origin: stack.siteUrl, 'content-type': 'application/x-www-form-urlencoded' },
    body: `${new URL(link).search.slice(1)}&${new URLSearchParams({ name })}`,
  });

async function postQuote(name: string) {
  const form = new FormData();
  for (const [key, value] of minimalQuoteFields(name, ukToday(), { submission_id: randomUUID() })) {
    form.append(key, value);
  }
  const response = await fetch(`${stack.siteUrl}/api/v1.0/email/send-form`, { method: 'POST', body: form });
  return response.headers.get('x-quote-reference') ?? '';
}

try {
  const toEmail: number[] = [];
  const toPage: number[] = [];
  const toRecorded: number[] = [];
  for (let i = 0; i < quotes; i++) {
    const name = `Bench Claim ${run} ${i}`;
    const posted = performance.now();
    const reference = await postQuote(name);
    const link = await until(() => claimLinkFor(name));
    const mailed = performance.now();
    const page = await fetch(link);
    await page.text();
    const opened = performance.now();
    await (await press(link, 'Sam Patel')).text();
    await until(async () =>
      (await listQuotes(table)).find((q) => q.reference === reference && q.owner) ? true : undefined,
    );
    const recorded = performance.now();
    toEmail.push(mailed - posted);
    toPage.push(opened - mailed);
    toRecorded.push(recorded - opened);
  }
  console.log(`post → staff email with its claim link (${quotes} quotes): ${stats(toEmail)}`);
  console.log(`claim link → claim page (GET): ${stats(toPage)}`);
  console.log(`press Claim → owner in the store: ${stats(toRecorded)}`);

  const name = `Bench Race ${run}`;
  const reference = await postQuote(name);
  const link = await until(() => claimLinkFor(name));
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: claimers }, (_, i) => press(link, `Person ${i}`).then((r) => r.status)),
  );
  const owner = (await listQuotes(table)).find((q) => q.reference === reference)?.owner?.name;
  const count = (status: number) => answers.filter((s) => s === status).length;
  console.log(
    `${claimers} people press Claim at once: ${count(200)} claimed (${owner}), ${count(409)} told who has it, ` +
      `in ${(performance.now() - started).toFixed(0)} ms`,
  );
} finally {
  db.destroy();
  await stack.stop();
}
