/**
 * `npm run bench:report` (and `npm run bench`'s last step): the weekly report at scale. Fills a local store (dynalite)
 * with 10,000 and then 100,000 quotes of one week (most of them a flood held back by the caps, as in issue 53's
 * replay; each item about the size of a real one, history included), and runs the report's work as the function runs
 * it, bundled as CDK bundles it, in a Node process of its own with V8's heap capped: the time, the CPU time, the heap's
 * and the process's peak memory, for the scan a page at a time (as the function reads) and for every quote read into
 * memory first (as it read before issue 53 I). Figures, not pass/fail: they vary with the machine.
 *
 * BENCH_REPORT_SIZES (default 10000,100000) sets the sizes; BENCH_REPORT_HEAP_MB the heap's cap (default the
 * function's, weeklyReportSizing.heapMb).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BatchWriteItemCommand } from '@aws-sdk/client-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import { quoteEnv } from '@courier/common/api/lambda-env';
import { isoWeekPeriod } from '@courier/common/time/iso-week';
import { lambdaEsbuildOptions } from '@courier/infra/lambda-bundling';
import type { Item } from '@courier/lambdas/aws/document-client';
import { weeklyReportSizing } from '@courier/lambdas/lead-report/report-sizing';
import { leadHistoryAttr } from '@courier/lambdas/quote/store/lead-history';
import { startLocalDynamo } from '@courier/lambdas/quote/store/local-quote-table';
import { leadItemAttributes } from '@courier/lambdas/test-support/lead-report-fixture';
import { buildSync } from 'esbuild';

const sizes = (process.env.BENCH_REPORT_SIZES ?? '10000,100000').split(',').map(Number);
/** The function's heap (its NODE_OPTIONS), unless the environment asks for another. */
const heapCapMb = Number(process.env.BENCH_REPORT_HEAP_MB ?? weeklyReportSizing.heapMb);
/** A Lambda function's CPU share grows with its memory: one vCPU at 1,769 MB (AWS Lambda's documentation). */
const mbPerVcpu = 1769;
const week = isoWeekPeriod({ year: 2026, week: 49 });

const pages = ['/', '/courier-leeds', '/courier-london', '/courier-manchester', '/FAQ', '/courier-york'];
const sources = [
  { utmSource: 'google', utmCampaign: 'winter' },
  { referrerKind: 'search' as const },
  { utmSource: 'newsletter' },
  { referrerKind: 'none' as const },
];
/** What a delivered, reminded and claimed lead's history holds: five records, as the lead page writes them. */
const history = ['sent', 'reminded', 'reminded', 'claimed', 'outcome'].map((kind, i) => ({
  kind,
  at: new Date(week.from.getTime() + i * 600_000).toISOString(),
  by: 'Sam Patel',
}));

/** The `i`th quote of the week: 97 in 100 a flood's, held back by the caps; the rest leads from pages and campaigns. */
function quoteItem(i: number): Item {
  const receivedAt = new Date(week.from.getTime() + ((i * 6_047) % 604_800) * 1000).toISOString();
  const reference = `Q-${i.toString(36).toUpperCase().padStart(6, '0')}`;
  const base = {
    id: `bench-${i}`,
    mailStatus: 'delivered',
    mailStatusAt: receivedAt,
    acknowledgement: 'sent',
    lastAttemptAt: receivedAt,
    contentHash: `${i}`.padStart(64, 'f'),
    submissionId: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    [leadHistoryAttr]: history,
  };
  if (i % 100 < 97) {
    return {
      ...leadItemAttributes({
        reference,
        receivedAt,
        held: i % 10 === 0 ? 'wave' : 'address',
        visit: { landingPage: '/', utmSource: 'facebook', utmCampaign: 'fake-winter', referrerKind: 'other site' },
      }),
      ...base,
    };
  }
  const lost = i % 7 === 0;
  return {
    ...leadItemAttributes({
      reference,
      receivedAt,
      sentAfter: 1,
      claimedAfter: (i % 13) + 1,
      quotedAfter: i % 3 === 0 ? 20 : undefined,
      outcome: lost ? 'lost' : i % 3 === 0 ? 'booked' : undefined,
      ...(lost ? { reason: 'price' as const, note: 'Went with a firm that was cheaper on the day' } : {}),
      visit: { landingPage: pages[i % pages.length], ...sources[i % sources.length] },
    }),
    ...base,
  };
}

const dynamo = await startLocalDynamo();
const table = await dynamo.createQuoteTable('bench-report');

/** Puts quotes `from` to `to` (excluded) in the table, 25 a request, 8 requests at once. */
async function fill(from: number, to: number): Promise<number> {
  let bytes = 0;
  const batches: Item[][] = [];
  for (let i = from; i < to; i += 25) {
    batches.push(Array.from({ length: Math.min(25, to - i) }, (_, j) => quoteItem(i + j)));
  }
  const put = async (batch: Item[]) => {
    let items = batch.map((item) => ({ PutRequest: { Item: marshall(item, { removeUndefinedValues: true }) } }));
    bytes += items.reduce((sum, item) => sum + JSON.stringify(item).length, 0);
    while (items.length > 0) {
      const { UnprocessedItems } = await table.db.send(
        new BatchWriteItemCommand({ RequestItems: { [table.tableName]: items } }),
      );
      items = (UnprocessedItems?.[table.tableName] ?? []) as typeof items;
    }
  };
  for (let i = 0; i < batches.length; i += 8) await Promise.all(batches.slice(i, i + 8).map(put));
  return bytes;
}

// The report's work bundled as CDK bundles the function (the same esbuild settings), so what runs is what deploys.
const dir = mkdtempSync(join(tmpdir(), 'bench-report-'));
const bundle = join(dir, 'index.mjs');
buildSync({
  ...lambdaEsbuildOptions,
  mainFields: [...lambdaEsbuildOptions.mainFields],
  entryPoints: [join(import.meta.dirname, 'lead-report-run.ts')],
  bundle: true,
  platform: 'node',
  outfile: bundle,
  logLevel: 'warning',
});

interface Run {
  ms: number;
  cpuMs: number;
  heapPeakMb: number;
  heapTotalPeakMb: number;
  externalPeakMb: number;
  rssPeakMb: number;
  leads: number;
  held: number;
  emailKb: number;
}

/** One run of the bundle, or why it did not finish (the store answers from this process meanwhile). */
async function run(read: 'scan' | 'all'): Promise<Run | { failed: string }> {
  const child = spawn(process.execPath, [`--max-old-space-size=${heapCapMb}`, bundle], {
    env: {
      PATH: process.env.PATH,
      [quoteEnv.dynamoDbEndpoint]: dynamo.endpoint,
      [quoteEnv.quoteTableName]: table.tableName,
      BENCH_FROM: week.from.toISOString(),
      BENCH_TO: week.to.toISOString(),
      BENCH_READ: read,
    },
  });
  let [stdout, stderr] = ['', ''];
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const status = await new Promise<number | null>((resolve) => child.on('close', resolve));
  if (status === 0) return JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as Run;
  const outOfHeap = /heap out of memory|Allocation failed/i.test(stderr);
  const why = stderr.split('\n').find((l) => /Error|error/.test(l)) ?? stderr.slice(-200);
  return { failed: outOfHeap ? `out of heap (${heapCapMb} MB)` : `exit ${status}: ${why.trim()}` };
}

const rows: string[][] = [
  [
    'quotes',
    'read',
    'time',
    'CPU',
    `CPU at ${weeklyReportSizing.memoryMb} MB (est.)`,
    'heap peak (taken)',
    'outside heap',
    'RSS peak',
    'leads / held',
    'email',
  ],
];
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
try {
  let stored = 0;
  let bytes = 0;
  for (const size of sizes) {
    console.log(`Storing ${size.toLocaleString('en-GB')} quotes of ${week.from.toISOString().slice(0, 10)}'s week …`);
    bytes += await fill(stored, size);
    stored = size;
    for (const read of ['scan', 'all'] as const) {
      const result = await run(read);
      const label = read === 'scan' ? 'a page at a time' : 'all at once (before)';
      if ('failed' in result) {
        rows.push([size.toLocaleString('en-GB'), label, result.failed]);
        continue;
      }
      rows.push([
        size.toLocaleString('en-GB'),
        label,
        seconds(result.ms),
        seconds(result.cpuMs),
        seconds((result.cpuMs * mbPerVcpu) / weeklyReportSizing.memoryMb),
        `${result.heapPeakMb} MB (${result.heapTotalPeakMb} MB)`,
        `${result.externalPeakMb} MB`,
        `${result.rssPeakMb} MB`,
        `${result.leads} / ${result.held}`,
        `${result.emailKb} KB`,
      ]);
    }
    console.log(`  items average ${Math.round(bytes / stored)} bytes as DynamoDB JSON`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
  await dynamo.close();
}

const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length))) ?? [];
const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ');
console.log(
  `\nThe weekly report's work (read and render) in its own Node, heap capped at ${heapCapMb} MB; the function has ` +
    `${weeklyReportSizing.memoryMb} MB and ${weeklyReportSizing.timeoutSeconds} s. "CPU at ${weeklyReportSizing.memoryMb} MB" is ` +
    `this machine's CPU time scaled to that share of a vCPU (${mbPerVcpu} MB a vCPU); DynamoDB's own time is not in it.`,
);
console.log(`${line(rows[0] ?? [])}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
for (const r of rows.slice(1)) console.log(line(r));
