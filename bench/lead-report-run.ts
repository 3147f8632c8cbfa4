/**
 * One run of the weekly report's work, in a Node process of its own as the function has one: read the period's
 * quotes and render the report's email, then print what that took as one line of JSON. bench/lead-report.ts bundles
 * this file as CDK bundles a function and runs it against a filled local store, with V8's heap capped.
 *
 * BENCH_READ=scan reads as the function does (report-scan.ts: the period's quotes, projected, a page at a time);
 * BENCH_READ=all as it did before issue 53 I, every quote of the table into memory, then the report.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { quoteEnv } from '@courier/common/api/lambda-env';
import { dynamoDbClientConfigFromEnv } from '@courier/lambdas/aws/dynamodb-client-config';
import { leadReport } from '@courier/lambdas/lead-report/lead-report';
import { renderReportEmail } from '@courier/lambdas/lead-report/report-render';
import { reportFromTable } from '@courier/lambdas/lead-report/report-scan';
import { listStoredQuotes } from '@courier/lambdas/quote/store/quote-listing';

const env = process.env;
const table = {
  db: new DynamoDBClient(dynamoDbClientConfigFromEnv(env)),
  tableName: env[quoteEnv.quoteTableName] ?? '',
};
const period = { from: new Date(env.BENCH_FROM ?? ''), to: new Date(env.BENCH_TO ?? '') };

// High-water marks, read whenever the event loop turns (between the scan's pages) and at the end: the heap in use,
// the heap V8 has taken from the system, and the memory outside it (buffers: the pages as they arrive).
let [heapPeak, heapTotalPeak, externalPeak] = [0, 0, 0];
const sample = () => {
  const { heapUsed, heapTotal, external } = process.memoryUsage();
  heapPeak = Math.max(heapPeak, heapUsed);
  heapTotalPeak = Math.max(heapTotalPeak, heapTotal);
  externalPeak = Math.max(externalPeak, external);
};
const sampler = setInterval(sample, 1);

const started = performance.now();
const cpuBefore = process.cpuUsage();
const report =
  env.BENCH_READ === 'all' ? leadReport(await listStoredQuotes(table), period) : await reportFromTable(table, period);
const email = renderReportEmail(report);
sample();
const cpu = process.cpuUsage(cpuBefore);
const ms = performance.now() - started;
clearInterval(sampler);
table.db.destroy();

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
console.log(
  JSON.stringify({
    ms: Math.round(ms),
    cpuMs: Math.round((cpu.user + cpu.system) / 1000),
    heapPeakMb: mb(heapPeak),
    heapTotalPeakMb: mb(heapTotalPeak),
    externalPeakMb: mb(externalPeak),
    // maxRSS is in KiB: the process's peak resident memory, which is what Lambda's "Max Memory Used" reports.
    rssPeakMb: mb(process.resourceUsage().maxRSS * 1024),
    leads: report.totals.quotes,
    held: report.held.quotes,
    emailKb: Math.round((Buffer.byteLength(email.html) + Buffer.byteLength(email.text)) / 1024),
  }),
);
