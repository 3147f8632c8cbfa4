/**
 * Quote dates as people in the UK write them: the staff email, the customer's copy, the no-JavaScript check page and
 * the form's confirmation all say "Sat 28 Nov 2026". Built from the ISO date's numbers, never a locale's display
 * format (which is CLDR's choice, not a contract: see `ukToday` in quote-schema.ts).
 */

const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2026-11-22" → "22 Nov 2026" (a calendar date: no time zone can shift it). */
export function ukDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return `${day} ${months[month - 1]} ${year}`;
}

/** "2026-11-22" → "Sun 22 Nov 2026". */
export function ukDateWithWeekday(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return `${weekdays[new Date(Date.UTC(year, month - 1, day)).getUTCDay()]} ${ukDate(isoDate)}`;
}
