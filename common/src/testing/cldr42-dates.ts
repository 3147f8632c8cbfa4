/**
 * A test stand-in for an ICU whose CLDR data formats short dates as M/d/yyyy in every locale, en-CA included (CLDR
 * 42 made en-CA's short date `11/26/2026`; ICU 72, WebKitGTK's and Node 18.13–19's, shipped it). Code that reads a
 * date out of `format()` breaks under it; code that reads `formatToParts()` by part type does not.
 */
import { vi } from 'vitest';

const RealDateTimeFormat = Intl.DateTimeFormat;

type Part = Intl.DateTimeFormatPart;
const literal = (value: string): Part => ({ type: 'literal', value });

/** The same figures as the real formatter, in month/day/year order with slashes, as CLDR 42's en-CA. */
function monthFirst(parts: Part[]): Part[] {
  const of = (type: Part['type']) => parts.find((p) => p.type === type);
  const [month, day, year] = [of('month'), of('day'), of('year')];
  if (!month || !day || !year) return parts;
  return [month, literal('/'), day, literal('/'), year];
}

class MonthFirstDateTimeFormat extends RealDateTimeFormat {
  override formatToParts(date?: Date | number): Part[] {
    return monthFirst(super.formatToParts(date));
  }
  override format = (date?: Date | number): string =>
    this.formatToParts(date)
      .map((p) => p.value)
      .join('');
}

/** Makes every `Intl.DateTimeFormat` created from now on format dates as M/d/yyyy; undo with `vi.unstubAllGlobals()`. */
export function useMonthFirstDates(): void {
  vi.stubGlobal('Intl', { ...Intl, DateTimeFormat: MonthFirstDateTimeFormat });
}
