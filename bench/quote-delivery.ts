/**
 * `npm run bench:quotes`: how quotes travel through the local stack (quote API → dynalite → sender
 * loop → local SES). Prints figures, asserts nothing:
 *   - submit to staff inbox, 20 quotes one after another (median, p95, max);
 *   - SES down: the answer time, the retry attempts while down, and the time to the inbox once SES is back;
 *   - 200 quotes posted at once, each posted twice (a double click): records, emails, duplicates, times.
 */
import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { quoteEnv } from '@courier/common/api/lambda-env';
import { ukToday } from '@courier/common/time/uk-time';
import { dynamoDbClientConfigFromEnv } from '@courier/lambdas/aws/dynamodb-client-config';
import { freeTextPrefix } from '@courier/lambdas/email/quote-body';
import { silentLogger } from '@courier/lambdas/observability/observability';
import { listQuotes } from '@courier/lambdas/quote/store/quote-listing';
import { minimalQuoteFields } from '@courier/lambdas/test-support/quote-fixtures';
import { startLocalStack, uncappedQuoteEnv } from '../local/local-stack';

const sequential = 20;
const concurrent = 200;

const stack = await startLocalStack({ port: 0, inboxPort: 0, env: { ...uncappedQuoteEnv }, logger: silentLogger });
const db = new DynamoDBClient(dynamoDbClientConfigFromEnv({ [quoteEnv.dynamoDbEndpoint]: stack.dynamoEndpoint }));
const table = { db, tableName: stack.quoteTableName };
const sendForm = `${stack.siteUrl}/api/v1.0/email/send-form`;
const run = randomUUID().slice(0, 8);

function post(name: string, submissionId: string) {
  const form = new FormData();
  const fields = minimalQuoteFields(name, ukToday(), {
    from_email: 'bench@example.co.uk',
    submission_id: submissionId,
  });
  for (const [key, value] of fields) form.append(key, value);
  return fetch(sendForm, { method: 'POST', body: form });
}

interface InboxEmail {
  body: { text?: string };
}
const inboxTexts = async () =>
  ((await (await fetch(`${stack.inboxUrl}/store`)).json()) as { emails: InboxEmail[] }).emails.map(
    (e) => e.body.text ?? '',
  );
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function until(check: () => Promise<boolean>, timeoutMs = 120_000, everyMs = 5) {
  const started = performance.now();
  while (!(await check())) {
    if (performance.now() - started > timeoutMs) throw new Error('timed out');
    await sleep(everyMs);
  }
}
const stats = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0;
  return `median ${at(0.5).toFixed(0)} ms, p95 ${at(0.95).toFixed(0)} ms, max ${(sorted.at(-1) ?? 0).toFixed(0)} ms`;
};

try {
  // 1. Submit → staff inbox.
  const answers: number[] = [];
  const arrivals: number[] = [];
  for (let i = 0; i < sequential; i++) {
    const name = `Seq ${run} ${i}`;
    const started = performance.now();
    const response = await post(name, randomUUID());
    if (response.status !== 200) throw new Error(`answered ${response.status}`);
    answers.push(performance.now() - started);
    await until(async () => (await inboxTexts()).some((t) => t.includes(`Name:\n${freeTextPrefix}${name}\n`)));
    arrivals.push(performance.now() - started);
  }
  console.log(`\nSubmit → answer (${sequential} quotes):        ${stats(answers)}`);
  console.log(`Submit → staff inbox (${sequential} quotes):   ${stats(arrivals)}`);

  // 2. SES down, then back.
  await stack.setSesAvailable(false);
  const downName = `Down ${run}`;
  const downStarted = performance.now();
  const downResponse = await post(downName, randomUUID());
  const downAnswer = performance.now() - downStarted;
  const reference = downResponse.headers.get('x-quote-reference');
  const downFor = 10_000;
  await sleep(downFor);
  const whileDown = (await listQuotes(table)).find((q) => q.reference === reference);
  const upAt = performance.now();
  await stack.setSesAvailable(true);
  await until(
    async () => (await inboxTexts()).some((t) => t.includes(`Name:\n${freeTextPrefix}${downName}\n`)),
    60_000,
    20,
  );
  const afterUp = performance.now() - upAt;
  const sent = (await listQuotes(table)).find((q) => q.reference === reference);
  console.log(
    `\nSES down: answered ${downResponse.status} with ${reference} in ${downAnswer.toFixed(0)} ms;` +
      ` after ${downFor / 1000} s down the quote was ${whileDown?.status} with ${whileDown?.attempts} attempts` +
      ` (last error ${whileDown?.lastError});\n  SES back → staff inbox in ${afterUp.toFixed(0)} ms` +
      ` (the stream stand-in's backoff, then the sweeper's); ${sent?.status} after ${sent?.attempts} attempts;` +
      ` emails for it: ${(await inboxTexts()).filter((t) => t.includes(`Name:\n${freeTextPrefix}${downName}\n`)).length}`,
  );

  // 3. 200 at once, each posted twice.
  const quotes = Array.from({ length: concurrent }, (_, i) => ({ name: `Burst ${run} ${i}`, id: randomUUID() }));
  const burstStarted = performance.now();
  const responses = await Promise.all(quotes.flatMap((q) => [post(q.name, q.id), post(q.name, q.id)]));
  const answeredIn = performance.now() - burstStarted;
  const statuses = new Map<number, number>();
  for (const r of responses) statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
  const references = new Set(responses.map((r) => r.headers.get('x-quote-reference')));
  const burstText = (texts: string[]) => texts.filter((t) => t.includes(`Burst ${run} `));
  await until(async () => burstText(await inboxTexts()).length >= concurrent, 120_000, 50);
  const deliveredIn = performance.now() - burstStarted;
  await sleep(2_000); // any duplicate would arrive within the next poll rounds
  const texts = burstText(await inboxTexts());
  const perName = new Map<string, number>();
  for (const text of texts) {
    const name = /Name:\n {2}\| (Burst \S+ \d+)\n/.exec(text)?.[1] ?? '?';
    perName.set(name, (perName.get(name) ?? 0) + 1);
  }
  const records = (await listQuotes(table)).filter((q) => q.quote.from_name.startsWith(`Burst ${run} `));
  console.log(
    `\n${concurrent} quotes posted at once, each twice (${responses.length} posts):` +
      ` statuses ${JSON.stringify(Object.fromEntries(statuses))}, ${references.size} distinct references,` +
      ` all answered in ${answeredIn.toFixed(0)} ms;\n  ${records.length} records (${records.filter((r) => r.status === 'sent').length} sent),` +
      ` ${texts.length} emails for ${perName.size} quotes, ${[...perName.values()].filter((n) => n > 1).length} duplicated;` +
      ` all in the inbox ${deliveredIn.toFixed(0)} ms after the first post`,
  );
} finally {
  db.destroy();
  await stack.stop();
}
