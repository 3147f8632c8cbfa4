/**
 * No lead lost, against the real local stack (`npm start`'s: site server, quote handler, dynalite,
 * the sender's retry loop, local SES): posting as the form does (multipart fetch) while SES is down,
 * and as a browser without JavaScript does (urlencoded form post, answered with a 303).
 */
import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { quoteEnv } from '@courier/common/api/lambda-env';
import { ukToday } from '@courier/common/time/uk-time';
import { dynamoDbClientConfigFromEnv } from '@courier/lambdas/aws/dynamodb-client-config';
import { listQuotes } from '@courier/lambdas/quote/store/quote-listing';
import { minimalQuoteFields } from '@courier/lambdas/test-support/quote-fixtures';
import { afterAll, afterEach, beforeAll, expect, inject, it } from 'vitest';
import { type LocalStack, startLocalStack, uncappedQuoteEnv } from '../local/local-stack';
import { humanFillMs } from './browser';
import { emailsFor as inboxEmailsFor, uniqueName } from './inbox';

let stack: LocalStack;
let db: DynamoDBClient;

beforeAll(async () => {
  // A stack of its own: this file takes its SES down, which must not disturb the other browser tests.
  stack = await startLocalStack({
    port: 0,
    inboxPort: 0,
    env: { ...uncappedQuoteEnv },
    minimumFillSeconds: inject('minimumFillSeconds'),
  });
  db = new DynamoDBClient(dynamoDbClientConfigFromEnv({ [quoteEnv.dynamoDbEndpoint]: stack.dynamoEndpoint }));
});

// SES back after each test, so a failure while it is down names one test rather than also failing the next.
afterEach(() => stack.setSesAvailable(true));

afterAll(async () => {
  db.destroy();
  await stack.stop();
});

function addDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** What the site's form posts (EmailJS send-form protocol), for a customer named `name`, collecting tomorrow. */
const quoteFields = (name: string) => minimalQuoteFields(name, addDays(ukToday(), 1));

const sendForm = () => `${stack.siteUrl}/api/v1.0/email/send-form`;

function postLikeTheForm(fields: [string, string][]) {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  return fetch(sendForm(), { method: 'POST', body: form });
}

const emailsFor = (name: string) => inboxEmailsFor(stack.inboxUrl, name);
const quoteWith = async (reference: string) =>
  (await listQuotes({ db, tableName: stack.quoteTableName })).find((q) => q.reference === reference);

it('SES down: the visitor gets success and a reference, the quote waits as pending, SES back: one email', async () => {
  const name = uniqueName('Ada Down');
  const fields: [string, string][] = [...quoteFields(name), ['submission_id', randomUUID()]];
  await stack.setSesAvailable(false);

  const response = await postLikeTheForm(fields);
  const reference = response.headers.get('x-quote-reference') ?? '';
  expect(response.status).toBe(200);
  expect(await response.text()).toBe('OK');
  expect(reference).toMatch(/^Q-[23456789A-HJ-NP-Z]{6}$/);

  // The retry loop keeps trying while SES refuses connections: a third claim means two attempts failed. Its first
  // attempt took 20 s once, with CDK synthesis and Chromium on both cores: wait longer, expect the same.
  await expect.poll(async () => (await quoteWith(reference))?.attempts ?? 0, { timeout: 60_000 }).toBeGreaterThan(2);
  expect(await quoteWith(reference)).toMatchObject({ status: 'pending' });

  // The form's retry after a lost answer: same reference, nothing new stored.
  const retry = await postLikeTheForm(fields);
  expect(retry.headers.get('x-quote-reference')).toBe(reference);

  await stack.setSesAvailable(true);
  await expect.poll(async () => (await quoteWith(reference))?.status, { timeout: 40_000 }).toBe('sent');
  const emails = await emailsFor(name);
  expect(emails).toHaveLength(1);
  expect(emails[0]?.subject).toContain(`[${reference}]`);
});

it('without JavaScript: a urlencoded post is checked, then stored, mailed, and answered 303 to the thank-you page', async () => {
  const name = uniqueName('Ada NoJS');
  const postForm = (fields: [string, string][]) =>
    fetch(sendForm(), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields),
      redirect: 'manual',
    });
  // The prerendered form has no fill time or submission ID: the API answers with its check-and-send page.
  const check = await postForm(quoteFields(name).filter(([k]) => k !== 'fill_seconds'));
  expect(check.status).toBe(200);
  const hidden = [...(await check.text()).matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)].map(
    ([, k, v]): [string, string] => [k as string, (v as string).replace(/&#39;/g, "'").replace(/&amp;/g, '&')],
  );
  // A check page sent back within the fill-time minimum is not yet checked.
  await new Promise((resolve) => setTimeout(resolve, humanFillMs()));

  const response = await postForm(hidden);
  expect(response.status).toBe(303);
  const location = response.headers.get('location') ?? '';
  const reference = /^\/api\/v1\.0\/email\/quote-received\?ref=(Q-\w{6})&by=(?:phone|email)$/.exec(location)?.[1] ?? '';
  expect(reference).not.toBe('');
  await expect.poll(async () => (await emailsFor(name)).length, { timeout: 30_000 }).toBe(1);
  expect((await emailsFor(name))[0]?.subject).toContain(`[${reference}]`);
  // A second send of the same check page (Back, Send again) is the same quote.
  expect((await postForm(hidden)).headers.get('location')).toBe(location);
});

it('without JavaScript: a quote with mistakes is answered 303 to the what-to-fix page, field names only', async () => {
  const name = uniqueName('Ada Fix');
  const fields = quoteFields(name).map(([k, v]): [string, string] => [k, k === 'from_email' ? 'ada@@example' : v]);
  const response = await fetch(sendForm(), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields.filter(([k]) => k !== 'terms_agree')),
    redirect: 'manual',
  });

  expect(response.status).toBe(303);
  expect(response.headers.get('location')).toBe('/api/v1.0/email/quote-not-sent?fix=from_email%2Cterms_agree');
  const stored = await listQuotes({ db, tableName: stack.quoteTableName });
  expect(stored.some((q) => q.quote.from_name === name)).toBe(false);
});

it('sends a stored quote at once because storing it wakes the sender, as a stream record starts the deployed one', async () => {
  // Neither the idle sender's check nor the sweeper comes round within the hour here: only the wake can send it.
  const hourly = await startLocalStack({
    port: 0,
    inboxPort: 0,
    env: { ...uncappedQuoteEnv },
    minimumFillSeconds: inject('minimumFillSeconds'),
    senderIdleIntervalMs: 3_600_000,
    sweepIntervalMs: 3_600_000,
  });
  try {
    const name = uniqueName('Ada Woken');
    const fields: [string, string][] = [...quoteFields(name), ['submission_id', randomUUID()]];
    const form = new FormData();
    for (const [field, value] of fields) form.append(field, value);
    const response = await fetch(`${hourly.siteUrl}/api/v1.0/email/send-form`, { method: 'POST', body: form });
    expect(response.status).toBe(200);
    await expect.poll(async () => (await inboxEmailsFor(hourly.inboxUrl, name)).length, { timeout: 30_000 }).toBe(1);
  } finally {
    await hourly.stop();
  }
});
