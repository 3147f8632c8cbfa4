/**
 * `npm run bench:redelivery`: quotes stranded by an SES outage longer than the stream's retries, and the sweeper
 * alone bringing them in, on the local stack (`npm start`'s loops: the stream stand-in gives up after 3 retries,
 * the sweeper runs every 2 s with the deployed timings compressed to seconds). Prints figures, asserts nothing:
 *   - one quote: the time from SES coming back to the quote in the staff inbox;
 *   - 100 quotes stranded, then swept: emails in the inbox, duplicates;
 *   - `npm run quotes` for one quote delivered, one bounced and one pending.
 */
import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { quoteEnv } from '@courier/common/api/lambda-env';
import { ukToday } from '@courier/common/time/uk-time';
import { dynamoDbClientConfigFromEnv } from '@courier/lambdas/aws/dynamodb-client-config';
import { freeTextPrefix } from '@courier/lambdas/email/quote-body';
import { silentLogger } from '@courier/lambdas/observability/observability';
import { recordMailEvent } from '@courier/lambdas/quote/deliver/mail-events';
import { listQuotes } from '@courier/lambdas/quote/store/quote-listing';
import type { QuoteRecord } from '@courier/lambdas/quote/store/quote-record';
import { minimalQuoteFields } from '@courier/lambdas/test-support/quote-fixtures';
import { startLocalStack, uncappedQuoteEnv } from '../local/local-stack';
import { runQuotes } from '../scripts/quotes/run';

const stranded = 100;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function until(check: () => Promise<boolean>, timeoutMs = 180_000, everyMs = 20) {
  const started = performance.now();
  while (!(await check())) {
    if (performance.now() - started > timeoutMs) throw new Error('timed out');
    await sleep(everyMs);
  }
}

async function open() {
  const stack = await startLocalStack({ port: 0, inboxPort: 0, env: { ...uncappedQuoteEnv }, logger: silentLogger });
  const db = new DynamoDBClient(dynamoDbClientConfigFromEnv({ [quoteEnv.dynamoDbEndpoint]: stack.dynamoEndpoint }));
  const table = { db, tableName: stack.quoteTableName };
  const post = async (name: string) => {
    const form = new FormData();
    for (const [key, value] of minimalQuoteFields(name, ukToday(), { submission_id: randomUUID() })) {
      form.append(key, value);
    }
    const response = await fetch(`${stack.siteUrl}/api/v1.0/email/send-form`, { method: 'POST', body: form });
    if (response.status !== 200) throw new Error(`answered ${response.status}`);
    return response.headers.get('x-quote-reference') ?? '';
  };
  const inboxTexts = async () =>
    ((await (await fetch(`${stack.inboxUrl}/store`)).json()) as { emails: { body: { text?: string } }[] }).emails.map(
      (e) => e.body.text ?? '',
    );
  const close = async () => {
    db.destroy();
    await stack.stop();
  };
  return { stack, table, post, inboxTexts, close };
}

/** Stranded: the stream stand-in has given up on every one (4 tries) and the sweeper has tried each at least once. */
const strandedAll = (quotes: QuoteRecord[], count: number) =>
  quotes.length === count && quotes.every((q) => q.status === 'pending' && q.attempts >= 5);

const run = randomUUID().slice(0, 8);
const local = await open();
try {
  // 1. One quote stranded, then SES back.
  await local.stack.setSesAvailable(false);
  const name = `Stranded ${run}`;
  const reference = await local.post(name);
  await until(async () =>
    strandedAll(
      (await listQuotes(local.table)).filter((q) => q.reference === reference),
      1,
    ),
  );
  const before = (await listQuotes(local.table)).find((q) => q.reference === reference);
  const upAt = performance.now();
  await local.stack.setSesAvailable(true);
  await until(async () => (await local.inboxTexts()).some((t) => t.includes(`Name:\n${freeTextPrefix}${name}\n`)));
  console.log(
    `\nOne quote stranded (${before?.attempts} tries, last error ${before?.lastError}):` +
      ` SES back → staff inbox in ${(performance.now() - upAt).toFixed(0)} ms, by the sweeper alone`,
  );

  // 2. 100 stranded, then swept.
  await local.stack.setSesAvailable(false);
  const names = Array.from({ length: stranded }, (_, i) => `Swept ${run} ${i}`);
  const references = new Set<string>();
  for (const n of names) references.add(await local.post(n));
  await until(
    async () =>
      strandedAll(
        (await listQuotes(local.table)).filter((q) => references.has(q.reference)),
        stranded,
      ),
    300_000,
    200,
  );
  const sweptUp = performance.now();
  await local.stack.setSesAvailable(true);
  const swept = (texts: string[]) => texts.filter((t) => t.includes(`Swept ${run} `));
  await until(async () => swept(await local.inboxTexts()).length >= stranded, 300_000, 50);
  const allIn = performance.now() - sweptUp;
  await sleep(10_000); // five more sweeps: any duplicate would arrive now
  const texts = swept(await local.inboxTexts());
  const perName = new Map<string, number>();
  for (const text of texts) {
    const quoteName = /Name:\n {2}\| (Swept \S+ \d+)\n/.exec(text)?.[1] ?? '?';
    perName.set(quoteName, (perName.get(quoteName) ?? 0) + 1);
  }
  console.log(
    `${stranded} quotes stranded, then SES back: ${texts.length} emails for ${perName.size} quotes,` +
      ` ${[...perName.values()].filter((c) => c > 1).length} duplicated; all in the inbox ${allIn.toFixed(0)} ms after SES came back`,
  );
} finally {
  await local.close();
}

// 3. What staff see: one delivered to the mailbox, one bounced, one pending.
const fresh = await open();
try {
  const delivered = await fresh.post('Dee Livered');
  const bounced = await fresh.post('Bea Bounced');
  await until(async () => (await listQuotes(fresh.table)).every((q) => q.mailStatus === 'delivered'));
  const bouncedQuote = (await listQuotes(fresh.table)).find((q) => q.reference === bounced);
  const tags = { recipient: ['staff'], quote: [bouncedQuote?.id ?? ''], reference: [bounced] };
  await recordMailEvent(fresh.table, { eventType: 'Bounce', mail: { tags } }, silentLogger);
  await fresh.stack.setSesAvailable(false);
  await fresh.post('Pen Ding');
  const env = {
    DYNAMO_PORT: new URL(fresh.stack.dynamoEndpoint).port,
    INBOX_PORT: new URL(fresh.stack.inboxUrl).port,
  };
  console.log(`\n$ npm run quotes    (delivered ${delivered}, bounced ${bounced}, one pending)`);
  const code = await runQuotes([], env, { out: (line) => console.log(line), err: (line) => console.error(line) });
  console.log(`(exit code ${code})`);
} finally {
  await fresh.close();
}
