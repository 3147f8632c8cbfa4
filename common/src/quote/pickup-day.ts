/**
 * How soon a job's pickup is, as a night dispatcher needs to see it first: TODAY or Tomorrow, decided in UK time
 * (uk-time.ts, so British Summer Time included) from the clock the caller passes in, never the machine's time zone.
 * The staff email's subject, the reminders, the on-call text and the lead page all say it the same way.
 */
import { ukToday } from '../time/uk-time';

export type PickupDay = 'today' | 'tomorrow';

/** How each is written: TODAY shouts, as it must be acted on now. */
export const pickupDayLabels: Record<PickupDay, string> = { today: 'TODAY', tomorrow: 'Tomorrow' };

/** The calendar day after an ISO date ("2026-12-31" → "2027-01-01"): a calendar sum, no time zone can shift it. */
export function nextIsoDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}

/** Whether a pickup on `pickupDate` (ISO) is today or tomorrow in the UK at `now`; undefined for any other day. */
export function pickupDay(pickupDate: string, now: Date): PickupDay | undefined {
  const today = ukToday(now);
  if (pickupDate === today) return 'today';
  if (pickupDate === nextIsoDate(today)) return 'tomorrow';
  return undefined;
}
