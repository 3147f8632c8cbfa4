/**
 * A lead's history (quote/store/lead-history.ts) in staff's words, one line a record, the same on the lead page and in
 * `npm run quotes -- show`: "texted +44 7700 900999 at 01:02 on Sat 28 Nov". Times are UK time (`ukClock`).
 */
import { outcomeHeading, outcomeRow, reasonWords } from '@courier/common/outcomes/lead-outcomes';
import { ukClock } from '@courier/common/time/uk-time';
import type { LeadEvent } from '../quote/store/lead-history';
import type { LeadOutcome } from '../quote/store/lead-outcome-item';
import type { LeadTexts } from '../quote/store/lead-owner-item';

/** "3 min", "2 h 5 min", "1 day 4 h": how long something took or has lasted, as a phone's screen has room for. */
export function elapsed(ms: number): string {
  const minutes = Math.max(0, Math.round(ms / 60_000));
  if (minutes < 1) return 'under a minute';
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ${minutes % 60} min`;
  const days = Math.floor(hours / 24);
  return `${days} day${days === 1 ? '' : 's'} ${hours % 24} h`;
}

/** How a line says when something happened: "at 10:42 on Thu 26 Nov" (`show`), or relative to a clock (the page). */
export type When = (iso: string) => string;

/** "at 10:42 on Thu 26 Nov": when, by the UK clock alone, for output read later (`npm run quotes -- show`). */
export const atClock: When = (iso) => `at ${ukClock(iso)}`;

/** "3 min ago (10:42 on Thu 26 Nov)": how long ago first, the UK clock beside it, for the page read now. */
export const agoAt =
  (now: Date): When =>
  (iso) =>
    `${elapsed(now.getTime() - Date.parse(iso))} ago (${ukClock(iso)})`;

/** An E.164 number as people read it: "+44 7700 900999" for a UK one; any other as stored. */
export function displayPhone(e164: string): string {
  const uk = /^\+44(\d{4})(\d{5,7})$/.exec(e164);
  return uk ? `+44 ${uk[1]} ${uk[2]}` : e164;
}

/** Why a text was not sent, in words: the day's cap, or the SMS service's error by name. */
const textFailure = (failed: string) =>
  failed === 'daily_cap' ? "the day's cap of on-call texts was reached" : `the SMS service answered ${failed}`;

/** One record of a lead's history, as a line; `when` says its time (by the clock, unless the page's relative one). */
export function historyLine(event: LeadEvent, when: When = atClock): string {
  const at = when(event.at);
  switch (event.type) {
    case 'claimed':
      return `claimed by ${event.by} ${at}`;
    case 'taken_over':
      return `taken over by ${event.by} from ${event.from} ${at}`;
    case 'reminded':
      return `reminder ${event.reminder} emailed to ${event.to.join(', ')} ${at}`;
    case 'texted': {
      const to = displayPhone(event.to);
      if (event.sent) return `texted ${to} ${at}`;
      if (event.failed) return `not texted to ${to} ${at}: ${textFailure(event.failed)}`;
      return `text to ${to} taken ${at}, its outcome not recorded`;
    }
    case 'outcome':
      return `marked ${outcomeRow(event.outcome).word}${why(event)} by ${event.by} ${at}`;
  }
}

/**
 * A lead's whole history as lines: each record's, then, when more on-call texts named it than the history keeps
 * records of (lead-history.ts), how many in all and when the last went; `when` as for `historyLine`.
 */
export function historyLines(
  lead: { history: readonly LeadEvent[]; texts?: LeadTexts },
  when: When = atClock,
): string[] {
  const lines = lead.history.map((event) => historyLine(event, when));
  const recorded = lead.history.filter((event) => event.type === 'texted').length;
  if (lead.texts && lead.texts.count > recorded) {
    lines.push(`named in ${lead.texts.count} on-call texts in all, the last ${when(lead.texts.lastAt)}`);
  }
  return lines;
}

/** The reason and note, " (price: their note)"; nothing for an outcome without one. */
const why = ({ outcome, reason, note }: Pick<LeadOutcome, 'outcome' | 'reason' | 'note'>) =>
  // A note is staff's own words: plain here, escaped by the page that shows the line.
  reason ? ` (${reasonWords(outcome, reason)}${note ? `: ${note}` : ''})` : '';

/**
 * The lead's current outcome, as `show` states it, "Booked, marked by Sam at 10:42 on Thu 26 Nov", and the lead page
 * with its relative `when`: "Booked, marked by Sam 5 min ago (10:42 on Thu 26 Nov)".
 */
export function outcomeLine(current: LeadOutcome, when: When = atClock): string {
  return `${outcomeHeading(current.outcome)}${why(current)}, marked by ${current.by} ${when(current.at)}`;
}
