/**
 * When the weekly lead report is mailed, and so the week it covers: one definition for both. EventBridge Scheduler
 * invokes the report function at this weekday and hour, UK time (infra/lib/leads/weekly-report.ts makes its cron from
 * it), and the report covers the seven UK days before that weekday began: whole days, none of them the day of sending.
 * Moving the report is this line, and the docs that name its day and hour (infra/DEPLOY.md, the README).
 */
import { type WeeklyTime, weekBefore } from '@courier/common/time/uk-time';

export const weeklyReportSchedule: WeeklyTime = { weekday: 'Mon', hour: 8 };

/** The week the scheduled report covers at `now`, `to` excluded. */
export const lastWeek = (now: Date) => weekBefore(weeklyReportSchedule.weekday, now);
