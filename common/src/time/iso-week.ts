/**
 * Calendar weeks as ISO 8601 numbers them, in UK time: a week runs from Monday 00:00 to the next Monday 00:00 in the
 * UK (British Summer Time followed), and week 1 of a year is the week holding its first Thursday, so 29 Dec 2025 to
 * 4 Jan 2026 is 2026-W01 and some years have a week 53. The lead report's `--week` and the week its heading names
 * (`npm run quotes -- report --week 2026-W49`: "Week 49, Mon 30 Nov – Sun 6 Dec 2026") read them here.
 *
 * The week a date is in is calendar arithmetic on the date alone (no time zone can move it); only the instants its
 * Monday starts and ends take UK time, from uk-time.ts, which alone names the zone.
 */
import { ukMidnight, ukToday } from './uk-time';

export interface IsoWeek {
  /** The ISO week-numbering year: that of the week's Thursday, not always its Monday's. */
  year: number;
  /** 1 to 52, or 53 in a long year. */
  week: number;
}

const dayMs = 86_400_000;

/** A calendar date as the milliseconds of its 00:00 UTC, for arithmetic in whole days. */
const utcDay = (isoDate: string) => {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day);
};

/** The week a calendar date (YYYY-MM-DD) is in. */
export function isoWeekOfDate(isoDate: string): IsoWeek {
  const day = utcDay(isoDate);
  // getUTCDay counts from Sunday; ISO weeks from Monday. The week's Thursday decides its year.
  const thursday = new Date(day + (3 - ((new Date(day).getUTCDay() + 6) % 7)) * dayMs);
  const year = thursday.getUTCFullYear();
  return { year, week: 1 + Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * dayMs)) };
}

/** The week it is in the UK at `now`. */
export const ukIsoWeek = (now: Date): IsoWeek => isoWeekOfDate(ukToday(now));

/** 52 or 53: 28 December is always in a year's last week. */
export const isoWeeksIn = (year: number) => isoWeekOfDate(`${year}-12-28`).week;

/** "2026-W49". */
export const isoWeekName = ({ year, week }: IsoWeek) => `${year}-W${String(week).padStart(2, '0')}`;

/** Monday 00:00 to the next Monday 00:00, UK time, of a week. */
export function isoWeekPeriod({ year, week }: IsoWeek): { from: Date; to: Date } {
  // Week 1's Monday is the Monday on or before 4 January (which is always in week 1).
  const fourth = Date.UTC(year, 0, 4);
  const monday = new Date(fourth - ((new Date(fourth).getUTCDay() + 6) % 7) * dayMs + (week - 1) * 7 * dayMs);
  const [y, m, d] = [monday.getUTCFullYear(), monday.getUTCMonth() + 1, monday.getUTCDate()];
  return { from: ukMidnight(y, m, d), to: ukMidnight(y, m, d + 7) };
}

/** The week before `week`. */
export const previousIsoWeek = (week: IsoWeek): IsoWeek =>
  week.week > 1 ? { ...week, week: week.week - 1 } : { year: week.year - 1, week: isoWeeksIn(week.year - 1) };

/** The week a written name gives ("2026-W49", "2026-w49"), or why it gives none. */
export function parseIsoWeek(text: string): IsoWeek | { problem: string } {
  const match = /^(\d{4})-W(\d{1,2})$/i.exec(text.trim());
  if (!match) return { problem: 'not a week of the form 2026-W49' };
  const [year, week] = [Number(match[1]), Number(match[2])];
  const last = isoWeeksIn(year);
  if (week < 1 || week > last) {
    return { problem: `${year} has no week ${week} (its weeks are W01 to W${last})` };
  }
  return { year, week };
}

/** The week `from` to `to` is exactly, if it is one (UK Monday 00:00 to the next); else undefined. */
export function isoWeekSpanning(from: Date, to: Date): IsoWeek | undefined {
  const week = ukIsoWeek(from);
  const period = isoWeekPeriod(week);
  return period.from.getTime() === from.getTime() && period.to.getTime() === to.getTime() ? week : undefined;
}
