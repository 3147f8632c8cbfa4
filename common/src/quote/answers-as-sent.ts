/**
 * A quote's answers as the visitor posted them, to read back before and after sending: one line an answer on the
 * no-JavaScript check page (`answersAsSent`), and on the confirmation that takes the form's place once the quote is
 * stored (`sentSummary`), where the fields that make one line share it ("From": a place's location and postcode).
 * Both go through the field table's answers in its order (quote-fields.ts), so a new field is on both; dates are
 * written as the emails write them, so a wrong day stands out, and empty answers are left out. What the confirmation
 * says around its lines is not an answer: a partial estimate named above them (`sentPartialEstimate`).
 */

import { ukDateWithWeekday } from '../time/uk-time';
import { estimateSourceField } from './journey';
import { partialEstimate, partialEstimateLine } from './partial-estimate';
import {
  describeStops,
  type FieldAnswer,
  maxStops,
  quoteAnswers,
  type Stop,
  stopLocationField,
  stopPostcodeField,
  stopTitles,
} from './quote-fields';

/** One line to read: its title and the answer as sent. */
export type SentLine = [title: string, value: string];

/** The route figures' line: the distance and duration, as a person says them. */
export const estimateTitle = 'Estimate';

/**
 * "about 98 miles, 2 h 7 min by road": the figures as a person says them (whole miles from 10 up; the exact figures
 * are what is posted); null unless both are numbers. The form's estimate panel says them the same way.
 */
export function describeEstimate(distanceMiles: string, durationMinutes: string): string | null {
  const miles = Number(distanceMiles);
  const minutes = Math.round(Number(durationMinutes));
  if (!distanceMiles.trim() || !durationMinutes.trim() || !Number.isFinite(miles) || !Number.isFinite(minutes)) {
    return null;
  }
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const time = hours === 0 ? `${rest} min` : rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
  const shownMiles = miles >= 10 ? Math.round(miles) : Math.round(miles * 10) / 10;
  return `about ${shownMiles} ${shownMiles === 1 ? 'mile' : 'miles'}, ${time} by road`;
}

/** The stops posted, in the order of their numbers, blank ones left out. */
function postedStops(posted: Record<string, string>): Stop[] {
  const stops: Stop[] = [];
  for (let n = 1; n <= maxStops; n++) {
    const location = (posted[stopLocationField(n)] ?? '').trim();
    const postcode = (posted[stopPostcodeField(n)] ?? '').trim();
    if (location || postcode) stops.push({ location, postcode });
  }
  return stops;
}

/** The route figures as one line, said to be approximate when /api/eta said so. */
function estimateLine(posted: Record<string, string>): SentLine {
  const estimate = describeEstimate(posted.distance_miles ?? '', posted.duration_minutes ?? '') ?? '';
  const approximate = estimate && posted[estimateSourceField] === 'approximate';
  return [estimateTitle, approximate ? `${estimate} (approximate)` : estimate];
}

/** A field's answer as sent, dates written with their weekday. */
function fieldValue(answer: FieldAnswer, posted: Record<string, string>): string {
  const value = (posted[answer.name] ?? '').trim();
  return answer.shown === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? ukDateWithWeekday(value) : value;
}

/** Every answer posted, one line each, in the table's order (the no-JavaScript check page). */
export function answersAsSent(posted: Record<string, string>): SentLine[] {
  return quoteAnswers
    .map((answer): SentLine => {
      if (answer.shown === 'stops') return [stopTitles.all, describeStops(postedStops(posted))];
      if (answer.shown === 'routeFigures') return estimateLine(posted);
      return [answer.field.title, fieldValue(answer, posted)];
    })
    .filter(([, value]) => value !== '');
}

// A postcode is never broken across lines (a no-break space inside it), as beside the postcode fields.
const unbroken = (postcode: string) => postcode.replaceAll(' ', '\u00a0');

/**
 * The answers as they were posted (the form's own fields, already validated), for the confirmation to show back:
 * the visitor sees what staff will see, not what the form holds now. Fields that name the same summary line share
 * it, their answers joined; each stop has a line of its own.
 */
export function sentSummary(posted: Record<string, string>): SentLine[] {
  // Each answer's line, and whether it is a summary line the fields beside it may share.
  const parts = quoteAnswers.flatMap((answer): [title: string, value: string, shared: boolean][] => {
    if (answer.shown === 'stops') {
      return postedStops(posted).map((stop, i) => [
        stopTitles.stop(i + 1),
        [stop.location, unbroken(stop.postcode)].filter(Boolean).join(', '),
        false,
      ]);
    }
    if (answer.shown === 'routeFigures') return [[...estimateLine(posted), false]];
    const value = fieldValue(answer, posted);
    const { summaryLine, title } = answer.field;
    return [[summaryLine ?? title, answer.shown === 'postcode' ? unbroken(value) : value, summaryLine !== undefined]];
  });
  const lines: [title: string, value: string, shared: boolean][] = [];
  for (const [title, value, shared] of parts) {
    const last = lines.at(-1);
    if (shared && last?.[2] && last[0] === title) last[1] = [last[1], value].filter(Boolean).join(', ');
    else lines.push([title, value, shared]);
  }
  return lines.filter(([, value]) => value !== '').map(([title, value]): SentLine => [title, value]);
}

/**
 * When the estimate sent covers only part of the journey (a postcode the estimate left out: not found, or not a UK
 * one), the line that says so and names what it left out: the confirmation's own paragraph, above its lines; none
 * otherwise.
 */
export function sentPartialEstimate(posted: Record<string, string>): string | undefined {
  if (!describeEstimate(posted.distance_miles ?? '', posted.duration_minutes ?? '')) return undefined;
  const partial = partialEstimate({
    pickupPostcode: posted.pickup_postcode ?? '',
    stopPostcodes: postedStops(posted)
      .map((stop) => stop.postcode)
      .filter(Boolean),
    deliveryPostcode: posted.delivery_postcode ?? '',
  });
  // Figures the visitor typed for a journey with one place left to route are their own: nothing to qualify.
  return partial?.estimated ? partialEstimateLine(partial) : undefined;
}
