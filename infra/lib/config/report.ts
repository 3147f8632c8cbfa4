/** The lead report (issue 43): whether Monday's report is mailed to staff and operations. */
import type { ContextReader } from './context';

export interface ReportConfig {
  /**
   * Monday 08:00 (UK time), last week's lead report to staff and operations: an EventBridge Scheduler schedule and the
   * function it runs (infra/lib/leads/weekly-report.ts). Off: neither is deployed.
   */
  weeklyReport: boolean;
}

export function readReportConfig(context: ContextReader): ReportConfig {
  return { weeklyReport: context.bool('weeklyReport') };
}
