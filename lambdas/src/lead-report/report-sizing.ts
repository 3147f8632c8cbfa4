/**
 * The weekly report function's memory, V8 heap and timeout: one definition that infra/lib/leads/weekly-report.ts
 * deploys, `npm run bench:report` (bench/lead-report.ts) runs the report's work under, and the synth test holds the
 * template to. Here, beside the scan (report-scan.ts), because they are what a scan of the table needs (decision 060
 * has the figures they were chosen from).
 */
export const weeklyReportSizing = {
  /** MB. A Lambda's CPU share grows with its memory (a whole vCPU at 1,769 MB): this buys CPU as much as room. */
  memoryMb: 1024,
  /** MB of V8's old space (`--max-old-space-size`): the scan holds a page and the tally, never every quote. */
  heapMb: 256,
  /** Seconds: the scan's pages from DynamoDB and one SES send. */
  timeoutSeconds: 120,
} as const;
