/**
 * The weekly report's schedule and the week it reports are one definition (lambdas/src/lead-report/report-schedule.ts):
 * the cron the schedule runs is that weekday and hour in UK time, and the report it mails, whenever that is, is of the
 * seven whole UK days before the day it runs. A cron or a week written apart from the definition fails here, and so do
 * docs that give another time.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isoWeekPeriod, previousIsoWeek, ukIsoWeek } from '@courier/common/time/iso-week';
import { ukTimeZone, ukWeekdayHour } from '@courier/common/time/uk-time';
import { lastWeek, weeklyReportSchedule } from '@courier/lambdas/lead-report/report-schedule';
import { describe, expect, it } from 'vitest';
import { weeklyCron, weeklyReportCron } from '../lib/leads/weekly-report';

const hourMs = 3_600_000;

/** The weekday ("MON") and hour ("08") a cron of `weeklyCron`'s shape runs at. */
function runsAt(cron: string): { weekday: string; hour: string } {
  const match = /^cron\(0 (\d{1,2}) \? \* ([A-Z]{3}) \*\)$/.exec(cron);
  if (!match?.[1] || !match[2]) throw new Error(`not a weekly cron on the hour: ${cron}`);
  return { weekday: match[2], hour: match[1].padStart(2, '0') };
}

/** The first hour from `start` at which UK time is the cron's weekday and hour: when the schedule runs. */
function firstRun(cron: string, start: string): Date {
  const at = runsAt(cron);
  for (let ms = Date.parse(start); ms < Date.parse(start) + 8 * 24 * hourMs; ms += hourMs) {
    const uk = ukWeekdayHour(new Date(ms).toISOString());
    if (uk.weekday.toUpperCase() === at.weekday && uk.hour === at.hour) return new Date(ms);
  }
  throw new Error(`${cron} does not run in the week from ${start}`);
}

describe("the weekly report's schedule and its week", () => {
  it('runs a weekday and hour of UK time', () => {
    expect(weeklyCron({ weekday: 'Fri', hour: 17 }).expressionString).toBe('cron(0 17 ? * FRI *)');
    expect(weeklyCron({ weekday: 'Mon', hour: 8 }).expressionString).toBe('cron(0 8 ? * MON *)');
    expect(weeklyReportCron.timeZone?.timezoneName).toBe(ukTimeZone);
  });

  it.each([
    ['in winter', '2026-11-16T00:00:00Z'],
    ['in summer time', '2026-07-06T00:00:00Z'],
    ['in the week the clocks go back', '2026-10-22T00:00:00Z'],
    ['in the week they go forward', '2026-03-26T00:00:00Z'],
  ])('mails, %s, the seven whole UK days before the day it runs', (_, start) => {
    const run = firstRun(weeklyReportCron.expressionString, start);
    const week = lastWeek(run);
    // The week ends at the UK midnight that starts the day of the run, and began seven UK days before.
    expect(run.getTime() - week.to.getTime()).toBeGreaterThanOrEqual(0);
    expect(run.getTime() - week.to.getTime()).toBeLessThan(24 * hourMs);
    expect(ukWeekdayHour(week.to.toISOString())).toEqual({
      weekday: ukWeekdayHour(run.toISOString()).weekday,
      hour: '00',
    });
    expect(ukWeekdayHour(week.from.toISOString())).toEqual(ukWeekdayHour(week.to.toISOString()));
    expect((week.to.getTime() - week.from.getTime()) / hourMs).toBeOneOf([167, 168, 169]);
  });

  it.each([
    ['in winter', '2026-11-30T08:00:00Z'],
    ['in summer time', '2026-07-06T07:00:00Z'],
    ['the Monday after the clocks go back', '2026-10-26T08:00:00Z'],
    ['in the first week of a year', '2027-01-04T08:00:00Z'],
  ])('mails, on a Monday %s, the last ISO calendar week, Monday to Sunday', (_, monday) => {
    const at = new Date(monday);
    const { from, to } = lastWeek(at);
    expect([from, to]).toEqual(Object.values(isoWeekPeriod(previousIsoWeek(ukIsoWeek(at)))));
  });

  it('is on a Monday, so the week it mails is a calendar week', () => {
    // Moving the report off Monday makes its week the seven days before that day: decide then what the owner reads.
    expect(weeklyReportSchedule.weekday).toBe('Mon');
  });

  it('is the time DEPLOY.md and the README give', () => {
    const hour = String(weeklyReportSchedule.hour).padStart(2, '0');
    const deploy = readFileSync(join(import.meta.dirname, '..', 'DEPLOY.md'), 'utf8');
    const readme = readFileSync(join(import.meta.dirname, '..', '..', 'README.md'), 'utf8');
    expect(deploy).toContain(`\`${weeklyReportCron.expressionString}\``);
    expect(readme).toContain(`EventBridge Scheduler (${weeklyReportSchedule.weekday} ${hour}:00 `);
  });
});
