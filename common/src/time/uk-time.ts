/**
 * UK time in one place: the day, weekday, hour and clock of an instant in the UK (British Summer Time followed),
 * whatever the machine's or browser's time zone; the instant a UK day starts and the week before a weekday; and dates
 * as people in the UK write them. The quote form and API, TODAY/Tomorrow, the lead page, the lead report and its
 * schedule all read UK time from here.
 *
 * Read from `Intl.DateTimeFormat#formatToParts` by part type, never a locale's display string: that is CLDR's choice,
 * not a contract (CLDR 42 turned en-CA's `2026-11-26` into `11/26/2026`, and WebKit's ICU follows it).
 */

/** The UK's time zone, as Intl and EventBridge Scheduler name it. */
export const ukTimeZone = 'Europe/London';

/** The days of the week, Monday first, as a UK time's weekday part writes them. */
export const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
export type Weekday = (typeof weekdays)[number];

/** Each day's name in full, for sentences ("Monday's lead report"). */
export const weekdayNames: Record<Weekday, string> = {
  Mon: 'Monday',
  Tue: 'Tuesday',
  Wed: 'Wednesday',
  Thu: 'Thursday',
  Fri: 'Friday',
  Sat: 'Saturday',
  Sun: 'Sunday',
};

/** A time in every week, UK time: a weekday and a whole hour (0–23). */
export interface WeeklyTime {
  weekday: Weekday;
  hour: number;
}

// The parts each reading takes, and no more (a test's stand-in ICU keeps only a date's parts). Each its own constant,
// so a bundle keeps only those its code reads.
const dateParts = { year: 'numeric', month: 'numeric', day: 'numeric' } as const;
const dateAndWeekday = { year: 'numeric', month: 'numeric', day: 'numeric', weekday: 'short' } as const;
const hourOnly = { hour: '2-digit', hourCycle: 'h23' } as const;
const weekdayAndHour = { weekday: 'short', hour: '2-digit', hourCycle: 'h23' } as const;
const dayInWords = { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' } as const;
const clock = {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  day: 'numeric',
  month: 'short',
  weekday: 'short',
} as const;

let made:
  | { by: typeof Intl.DateTimeFormat; formatters: Map<Intl.DateTimeFormatOptions, Intl.DateTimeFormat> }
  | undefined;

/**
 * An instant's UK parts, by type. A formatter costs about 0.3 ms to make and 8 µs to read (Node 24), so each is made
 * once, and made again when `Intl.DateTimeFormat` is another (a test's stand-in ICU: testing/cldr42-dates.ts).
 */
function partsOf(
  parts: Intl.DateTimeFormatOptions,
  instant: Date,
): Partial<Record<Intl.DateTimeFormatPartTypes, string>> {
  if (made?.by !== Intl.DateTimeFormat) made = { by: Intl.DateTimeFormat, formatters: new Map() };
  let formatter = made.formatters.get(parts);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB-u-ca-gregory-nu-latn', { timeZone: ukTimeZone, ...parts });
    made.formatters.set(parts, formatter);
  }
  return Object.fromEntries(formatter.formatToParts(instant).map((part) => [part.type, part.value]));
}

/** Today's date in the UK (YYYY-MM-DD). */
export function ukToday(now: Date = new Date()): string {
  const parts = partsOf(dateParts, now);
  const part = (type: 'year' | 'month' | 'day') => {
    const value = parts[type] ?? '';
    if (!/^\d{1,4}$/.test(value)) throw new RangeError(`No ${type} in the UK date of ${now.getTime()}`);
    return value.padStart(type === 'year' ? 4 : 2, '0');
  };
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The UK weekday ("Mon") and hour ("08") of a time. */
export function ukWeekdayHour(iso: string): { weekday: string; hour: string } {
  const parts = partsOf(weekdayAndHour, new Date(iso));
  return { weekday: parts.weekday ?? '', hour: parts.hour ?? '' };
}

/**
 * Midnight starting a UK calendar day (a day past the month's end or before its start counts on), as an instant:
 * 00:00 UTC of that date less the hour of British Summer Time when it is in force (the clocks change at 01:00 UTC,
 * never at midnight, so the hour there tells).
 */
export function ukMidnight(year: number, month: number, day: number): Date {
  const utc = Date.UTC(year, month - 1, day);
  return new Date(utc - Number(partsOf(hourOnly, new Date(utc)).hour ?? 0) * 3_600_000);
}

/** The seven UK days before `weekday` last began at or before `now`: from 00:00 a week before that day to its 00:00. */
export function weekBefore(weekday: Weekday, now: Date): { from: Date; to: Date } {
  const parts = partsOf(dateAndWeekday, now);
  const today = weekdays.indexOf(parts.weekday as Weekday);
  if (today < 0) throw new RangeError(`No weekday in the UK date of ${now.getTime()}`);
  const [year, month] = [Number(parts.year), Number(parts.month)];
  const day = Number(parts.day) - ((today - weekdays.indexOf(weekday) + 7) % 7);
  return { from: ukMidnight(year, month, day - 7), to: ukMidnight(year, month, day) };
}

/** "10:42 on Thu 26 Nov", UK time. */
export function ukClock(iso: string): string {
  const parts = partsOf(clock, new Date(iso));
  return `${parts.hour}:${parts.minute} on ${parts.weekday} ${parts.day} ${parts.month}`;
}

/**
 * "Mon 19 Oct 2026": the UK day of an instant, its month as en-GB abbreviates it; "Mon 19 Oct" without the year, for
 * the first day of a range that ends in the same year.
 */
export function ukDayOf(ms: number, { year = true }: { year?: boolean } = {}): string {
  const parts = partsOf(dayInWords, new Date(ms));
  return `${parts.weekday} ${parts.day} ${parts.month}${year ? ` ${parts.year}` : ''}`;
}

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * "2026-11-22" → "22 Nov 2026": a quote's date as the staff email, the customer's copy, the no-JavaScript check page
 * and the form's confirmation write it. A calendar date: no time zone can shift it.
 */
export function ukDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return `${day} ${months[month - 1]} ${year}`;
}

/** "2026-11-22" → "Sun 22 Nov 2026". */
export function ukDateWithWeekday(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  // getUTCDay counts from Sunday; `weekdays` from Monday.
  return `${weekdays[(new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7]} ${ukDate(isoDate)}`;
}
