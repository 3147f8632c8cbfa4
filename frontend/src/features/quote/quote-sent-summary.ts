import { estimateSourceField } from '@courier/common/quote/journey';
import { maxStops, stopLocationField, stopPostcodeField } from '@courier/common/quote/quote-schema';
import { ukDateWithWeekday } from '@courier/common/quote/uk-date';
import { describeEstimate } from './route-estimate';

/** One line of what was sent: its label and the value as the visitor gave it (dates as the emails write them). */
export type SummaryRow = [label: string, value: string];

// A postcode is never broken across lines (a no-break space inside it), as beside the postcode fields.
const place = (location = '', postcode = '') =>
  [location.trim(), postcode.trim().replaceAll(' ', '\u00a0')].filter(Boolean).join(', ');
const when = (date = '', time = '') => [date ? ukDateWithWeekday(date) : '', time.trim()].filter(Boolean).join(', ');

/**
 * The journey, dates, vehicle and estimate of a quote as it was posted (the form's own fields, already validated),
 * for the confirmation to show back: the visitor sees what staff will see, not what the form holds now.
 */
export function sentSummary(posted: Record<string, string>): SummaryRow[] {
  const rows: SummaryRow[] = [['From', place(posted.pickup_location, posted.pickup_postcode)]];
  for (let n = 1; n <= maxStops; n++) {
    rows.push([`Stop ${n}`, place(posted[stopLocationField(n)], posted[stopPostcodeField(n)])]);
  }
  rows.push(['To', place(posted.delivery_location, posted.delivery_postcode)]);
  if (posted.is_return === 'Yes') rows.push(['Return', 'Yes, back to the pickup']);
  rows.push(
    ['Collection', when(posted.pickup_date, posted.pickup_time)],
    ['Delivery', when(posted.delivery_date, posted.delivery_time)],
    ['Vehicle', posted.vehicle_type ?? ''],
  );
  const estimate = describeEstimate(posted.distance_miles ?? '', posted.duration_minutes ?? '');
  if (estimate)
    rows.push(['Estimate', posted[estimateSourceField] === 'approximate' ? `${estimate} (approximate)` : estimate]);
  return rows.filter(([, value]) => value !== '');
}
