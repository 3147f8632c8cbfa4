/**
 * Issue 26 finding 1, against the local stack as `npm start` runs it (a child process, the deployed defaults: 5 quotes
 * an hour per mailbox, 10 per IP, digests past 60 in 10 minutes): a wave of 200 valid-looking posts, `atOnce` at a time,
 * spread over many client IPs (loopback addresses, as a hostile page's visitors would be). It must end with every post
 * stored (issue 29: past a cap a quote is held, not dropped), the caps holding the staff emails, every stored quote
 * reaching staff exactly once, in 60 emails of their own and then digests (the wave's and the held quotes) at most one
 * a digest interval, and
 * the wave counted for the alarm. The figures are printed. A `timed` test (decision 023): the counters' and the store's
 * time budgets hold only on a machine not also running the browser tests, so it runs alone, after them.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { apiPaths, quoteReferenceHeader } from '@courier/common/api/contract';
import { lambdaMetrics, quoteEnv } from '@courier/common/api/lambda-env';
import { envName } from '@courier/common/settings/all-settings';
import { ukToday } from '@courier/common/time/uk-time';
import { dynamoDbClientConfigFromEnv } from '@courier/lambdas/aws/dynamodb-client-config';
import { quoteLimitSettingsFromEnv } from '@courier/lambdas/quote/store/quote-limits';
import { listQuotes } from '@courier/lambdas/quote/store/quote-listing';
import { encodeMultipart, type InboxEmail, minimalQuoteFields } from '@courier/lambdas/test-support/quote-fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testStackFileEnv } from './stack-file';

const repoRoot = join(import.meta.dirname, '..');
/**
 * The wave's digest interval, short so the test does not sit out the deployed minutes: a digest goes out once its
 * oldest quote has waited this long, so posting the wave (about 2 s here with the machine to itself) spans a few
 * digests, at most one an interval, each holding what came since the last. (The local sweeper looks every 2 s.)
 */
const digestSeconds = 1;
/**
 * Posts in flight together. The counters and the store keep AWS's time budgets (1 s a counter call) and dynalite
 * shares one process with the site, the sender and the sweeper: ten at once beside the browser tests overran them
 * (quotes stored uncapped, or refused with a 502, as AWS would). Two at once still race the counters.
 */
const atOnce = 2;

interface Started {
  child: ChildProcess;
  siteUrl: URL;
  inboxUrl: string;
  dynamoEndpoint: string;
  stdout: () => string;
}

/** `tsx local/start.ts` on free ports, as `npm start` runs it once the site is built. */
async function startLocal(): Promise<Started> {
  const child = spawn(join(repoRoot, 'node_modules/.bin/tsx'), ['local/start.ts'], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH,
      ...testStackFileEnv(),
      PORT: '0',
      INBOX_PORT: '0',
      DYNAMO_PORT: '0',
      [envName('quoteDigestMinutes')]: String(digestSeconds / 60),
      [envName('quoteHeldDigestMinutes')]: String(digestSeconds / 60),
      [envName('quoteLimitsClockOffsetMs')]: String(toNextWindowMs()),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Both streams: the logger writes warnings and errors to stderr.
  let stdout = '';
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on('data', (chunk) => {
      stdout += chunk;
    });
  }
  const deadline = Date.now() + 60_000;
  while (!/Quote store: +\S+/.test(stdout)) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`npm start did not start:\n${stdout}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const url = (label: string) => new RegExp(`${label}: +(\\S+)`).exec(stdout)?.[1] ?? '';
  return {
    child,
    siteUrl: new URL(url('Site and API')),
    inboxUrl: url('Email inbox'),
    dynamoEndpoint: url('Quote store'),
    stdout: () => stdout,
  };
}

/** One multipart post to send-form from `clientIp` (a loopback address: the server sees it as the client's). */
async function post(stack: Started, clientIp: string, fields: [string, string][]) {
  const { body, contentType } = await encodeMultipart(fields);
  return new Promise<{ status: number; body: string; reference?: string }>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: stack.siteUrl.port,
        path: apiPaths.sendForm,
        method: 'POST',
        localAddress: clientIp,
        headers: { 'content-type': contentType, 'content-length': body.length },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: text,
            reference: res.headers[quoteReferenceHeader] as string | undefined,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const inboxEmails = async (stack: Started) =>
  ((await (await fetch(`${stack.inboxUrl}/store`)).json()) as { emails: InboxEmail[] }).emails;

/** The wave: who sends each post, and from where. */
function wave(): { ip: string; email: string }[] {
  const posts: { ip: string; email: string }[] = [];
  // 20 from one mailbox, spelled four ways, each from its own IP: the per-address cap.
  const spellings = [
    'wave.sender@gmail.com',
    'Wave.Sender+1@gmail.com',
    'wavesender+2@googlemail.com',
    'w.a.v.e.sender@gmail.com',
  ];
  for (let i = 0; i < 20; i++) posts.push({ ip: `127.0.1.${i + 1}`, email: spellings[i % 4] as string });
  // 20 from one IP, each from its own address: the per-IP cap.
  for (let i = 0; i < 20; i++) posts.push({ ip: '127.0.2.1', email: `one.ip.${i}@example.com` });
  // 160 from 80 IPs, two addresses each: all within the caps, past the wave rate.
  for (let i = 0; i < 160; i++) posts.push({ ip: `127.0.3.${(i % 80) + 1}`, email: `lead.${i}@example.com` });
  // Interleaved, as a real wave arrives.
  return posts
    .map((p, i) => ({ p, key: (i * 7919) % posts.length }))
    .sort((a, b) => a.key - b.key)
    .map((x) => x.p);
}

/**
 * The caps and the wave count in windows aligned to the clock (10 minutes, an hour), as in AWS: a wave that straddles
 * a boundary is counted afresh after it (up to twice the single emails, decision 022). So the stack's limits count by
 * a clock set forward to the next 10-minute boundary (an hour's is one too): the wave starts within seconds of a
 * window's beginning, whatever the time of day, and its figures do not depend on it.
 */
function toNextWindowMs() {
  const windowMs = quoteLimitSettingsFromEnv({}).quoteWaveMinutes * 60_000;
  return windowMs - (Date.now() % windowMs);
}

let stack: Started;

beforeAll(async () => {
  stack = await startLocal();
}, 90_000);

afterAll(() => {
  stack?.child.kill('SIGTERM');
});

describe('a 200-post spam wave against npm start', () => {
  it('is stored whole, held past the caps per mailbox and per IP, and reaches staff as 60 emails and a digest at most each interval, every quote once', async () => {
    const posts = wave();
    const answers: { status: number; body: string; reference?: string }[] = [];
    // Tomorrow: a pickup dated today would be refused if the wave ran past midnight.
    const date = new Date(Date.parse(ukToday()) + 86_400_000).toISOString().slice(0, 10);
    const started = Date.now();
    for (let i = 0; i < posts.length; i += atOnce) {
      const batch = posts.slice(i, i + atOnce).map(({ ip, email }, k) =>
        post(
          stack,
          ip,
          minimalQuoteFields(`Wave ${i + k}`, date, {
            from_email: email,
            submission_id: randomUUID(),
            fill_seconds: '42',
          }),
        ),
      );
      answers.push(...(await Promise.all(batch)));
    }
    const postingMs = Date.now() - started;

    const db = new DynamoDBClient(dynamoDbClientConfigFromEnv({ [quoteEnv.dynamoDbEndpoint]: stack.dynamoEndpoint }));
    const table = { db, tableName: 'quotes' };
    // Every post: past a cap a quote is held for the digest, not dropped (issue 29 A).
    const expectedStored = posts.length;
    const expectedHeld = 15 + 10;
    const expectedSingles = quoteLimitSettingsFromEnv({}).quoteWaveLimit;
    // Wait for the sender loop, then the sweeper's digest (`digestSeconds` after the first quote past the wave limit).
    const deadline = Date.now() + digestSeconds * 1000 + 60_000;
    let emails: InboxEmail[] = [];
    let pending = -1;
    while (Date.now() < deadline) {
      emails = await inboxEmails(stack);
      pending = (await listQuotes(table, { status: 'pending' })).length;
      if (pending === 0 && emails.length >= expectedSingles + 1) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    // One digest interval more: nothing more may arrive, not even a second digest of the same quotes.
    await new Promise((resolve) => setTimeout(resolve, digestSeconds * 1000));
    emails = await inboxEmails(stack);
    const stored = await listQuotes(table);

    const staff = emails.filter((e) => e.destination.to.includes('staff@swiftline-couriers.example'));
    const digests = staff.filter((e) => e.subject.startsWith('Quote digest:'));
    const singles = staff.filter((e) => e.subject.startsWith('Quote request:'));
    const referencesMailed = staff.flatMap((e) => [...e.subject.matchAll(/\[(Q-\w{6})/g)].map((m) => m[1]));
    const inDigests = digests.flatMap((e) =>
      [...(e.body.text ?? '').matchAll(/^=== \d+ of \d+: .*\[(Q-\w{6})\]/gm)].map((m) => m[1]),
    );
    const log = stack.stdout();
    const counted = (outcome: string) => log.split('\n').filter((line) => line.includes(`"outcome":"${outcome}"`));
    const figures = {
      // The counters have 1 s a call, then a quote is stored and mailed as usual (limitCallsMs): on cores too busy
      // for dynalite to answer in time, the caps below do not hold, and this says why.
      countersTooSlow: log.split('\n').filter((line) => line.includes('quote limits unavailable')).length,
      posts: answers.length,
      // The visitor's view never changes: every post is thanked.
      notThanked: answers.filter((a) => a.status !== 200).length,
      postingSeconds: postingMs / 1000,
      stored: stored.length,
      heldPerAddress: counted(lambdaMetrics.quoteDelivery.held.outcome).filter((l) => l.includes('"cap":"address"'))
        .length,
      heldPerIp: counted(lambdaMetrics.quoteDelivery.held.outcome).filter((l) => l.includes('"cap":"ip"')).length,
      emailsToStaff: staff.length,
      singleEmails: singles.length,
      digests: digests.length,
      quotesInDigests: inDigests.length,
      waveAlarmCounts: counted(lambdaMetrics.quoteDelivery.wave.outcome).length,
      stillPending: pending,
    };
    console.log('quote wave figures', JSON.stringify(figures));

    expect(figures).toMatchObject({
      countersTooSlow: 0,
      notThanked: 0,
      stored: expectedStored,
      heldPerAddress: 15,
      heldPerIp: 10,
      singleEmails: expectedSingles,
      quotesInDigests: expectedStored - expectedSingles,
      emailsToStaff: expectedSingles + digests.length,
      // Each quote past the wave rate counts toward the wave alarm (Sum ≥ 1 in 5 minutes rings it); held ones apart.
      waveAlarmCounts: expectedStored - expectedSingles - expectedHeld,
      stillPending: 0,
    });
    // At most one digest an interval (and one for what was left when posting ended), however many quotes wait.
    expect(digests.length).toBeGreaterThanOrEqual(1);
    expect(digests.length).toBeLessThanOrEqual(Math.ceil(postingMs / 1000 / digestSeconds) + 1);
    for (const answer of answers) expect(answer.reference).toMatch(/^Q-[2-9A-HJKMNP-Z]{6}$/);
    // Every stored quote reached staff exactly once: in its own email or in a digest.
    const mailedOnce = [...singles.flatMap((e) => /\[(Q-\w{6})\]$/.exec(e.subject)?.[1] ?? []), ...inDigests];
    expect(mailedOnce.sort()).toEqual(stored.map((q) => q.reference).sort());
    expect(referencesMailed.length).toBeGreaterThan(0);
    expect(stored.every((q) => q.status === 'sent')).toBe(true);
  }, 480_000);
});
