/**
 * The lead report (issue 43): over a period's quotes, how many came, were claimed, quoted, booked and lost (with the
 * reasons and staff's notes), how fast staff claimed and quoted them, broken down by landing page, campaign source,
 * vehicle and the UK weekday and hour they were sent to staff, with booked per quote, and the leads still open a day
 * after they arrived. Pure: the quotes and the clock are given; `npm run quotes -- report` and the weekly report
 * render the same figures (report-render.ts).
 *
 * Added up one quote at a time (`leadTally`): it keeps counts and a few bounded lists, never the quotes, so a report
 * can be added up as its quotes are read. It reads the items' state attributes
 * (owner, outcome, firstQuotedAt, the held mark), never the history list (decision 039). A smoke test is no lead and
 * is left out, as the claim summary leaves it out; an erased quote counts by its dates, owner and outcome and shows as
 * "(erased)" wherever its own data would be. A held quote (past a cap or the wave rate: the held mark, decision 022)
 * is counted apart, in no other figure: a flood is not a campaign (decision 059).
 */

import { ukWeekdayHour, weekdays } from '@courier/common/time/uk-time';
import { fastClaimMs, median, timeToClaimMs } from '../lead-claim/claim-summary';
import { type LostReason, lostReasons, lostReasonWords } from '../quote/store/lead-outcome-item';
import { isErased, type StoredQuote } from '../quote/store/quote-record';
import { type HeldReason, heldReasons } from '../quote/store/quote-table';
import { type Counts, FirstOf, type Funnel, type FunnelRow, funnelOf, Groups, noCounts } from './report-tally';

export type { Funnel, FunnelRow } from './report-tally';

/** The second speed the report measures, beside the 5 minutes of the claim summary. */
export const slowerMs = 30 * 60_000;

/** A lead still open this long after it arrived is listed: a claim and an outcome should both be in by then. */
export const openAfterMs = 24 * 60 * 60_000;

/** The open leads and lost leads' notes listed at most (with how many there were): an email stays an email. */
export const listedAtMost = 50;

/** What a row stands for when the quote cannot say: data erased, or a quote posted without it. */
export const erasedKey = '(erased)';
export const unknownKey = '(not recorded)';

/** A median and the shares within 5 and 30 minutes (of every lead of the period, so a slow or missing one counts). */
export interface Speed {
  /** Undefined when none was measured. */
  medianMs?: number;
  /** 0 to 1; undefined when the period had no leads. */
  withinFiveMinutes?: number;
  withinThirtyMinutes?: number;
}

export interface OpenLead {
  reference: string;
  /** ISO. */
  receivedAt: string;
  ageMs: number;
  /** Who has it; none while unclaimed. */
  owner?: string;
}

/** A lost lead's note: staff's words on why, with the reason they chose. */
export interface LostNote {
  reference: string;
  /** ISO: the order they are listed in, within a reason. */
  receivedAt: string;
  reason: LostReason;
  words: string;
  note: string;
}

export interface LeadReport {
  /** ISO, `from` inclusive, `to` exclusive: the quotes received in it. */
  from: string;
  to: string;
  /** The leads of the period, held ones apart (in `held`, and nowhere else). */
  totals: Funnel & { erased: number };
  /** Quotes held back past a cap or the wave rate, and why: how far they got too, since any may be a real job. */
  held: Funnel & { reasons: Record<HeldReason, number> };
  timeToClaim: Speed;
  /** From sending (the staff email, else arrival) to the first time it was marked quoted. */
  timeToQuote: Speed;
  /** Every reason, in the form's order, with how many leads were lost for it (none left out: zero is a figure). */
  lostReasons: { reason: LostReason; words: string; count: number }[];
  /** The lost leads' notes, by reason in the form's order, then oldest first: at most `listedAtMost`. */
  lostNotes: LostNote[];
  lostNotesTotal: number;
  /** Each: the groups with the most leads, and an "(other)" row for the rest past the top 10. */
  byLandingPage: FunnelRow[];
  bySource: FunnelRow[];
  byVehicle: FunnelRow[];
  /** Mon to Sun, UK time of sending; days without leads left out. */
  byWeekday: FunnelRow[];
  /** "08:00" to "08:59" is "08", UK time of sending; hours without leads left out. */
  byHour: FunnelRow[];
  /** Oldest first: at most `listedAtMost`, of `stillOpenTotal`. */
  stillOpen: OpenLead[];
  stillOpenTotal: number;
}

export interface ReportPeriod {
  from: Date;
  to: Date;
  /** When the report is made: the age of the open leads. Defaults to `to`. */
  now?: Date;
}

/** When staff were sent the lead: the staff email, else (not sent yet, or sent before `sentAt` was kept) its arrival. */
export const sendingTime = (quote: StoredQuote) => quote.sentAt ?? quote.receivedAt;

/** Milliseconds from sending to the first time it was marked quoted; undefined if it never was. */
export function timeToQuoteMs(quote: StoredQuote): number | undefined {
  if (!quote.firstQuotedAt) return undefined;
  const ms = Date.parse(quote.firstQuotedAt) - Date.parse(sendingTime(quote));
  return Number.isFinite(ms) ? Math.max(0, ms) : undefined;
}

/** The landing page: the first page of the visit, a path of this site. */
function landingPageOf(quote: StoredQuote): string {
  if (isErased(quote)) return erasedKey;
  return quote.provenance.visit?.landingPage ?? unknownKey;
}

/**
 * The campaign source: the UTM source (with its campaign, when it names one), else the kind of referrer ("search",
 * "other site"), else "direct" for a visit with no referrer. A quote posted without visit data (before issue 43, or
 * by an API client) is "(not recorded)": it is not known to be direct.
 */
export function sourceOf(quote: StoredQuote): string {
  if (isErased(quote)) return erasedKey;
  const visit = quote.provenance.visit;
  if (!visit) return unknownKey;
  if (visit.utmSource) return visit.utmCampaign ? `${visit.utmSource} / ${visit.utmCampaign}` : visit.utmSource;
  if (visit.referrerKind === 'search' || visit.referrerKind === 'other site') return visit.referrerKind;
  return 'direct';
}

const vehicleOf = (quote: StoredQuote) => (isErased(quote) ? erasedKey : quote.quote.vehicle_type || unknownKey);

/** A median and the shares within 5 and 30 minutes of every lead, from the times measured. */
function speed(times: number[], leads: number): Speed {
  const measured = times.sort((a, b) => a - b);
  const medianMs = median(measured);
  const share = (limit: number) => measured.filter((ms) => ms <= limit).length / leads;
  return {
    ...(medianMs === undefined ? {} : { medianMs }),
    ...(leads === 0 ? {} : { withinFiveMinutes: share(fastClaimMs), withinThirtyMinutes: share(slowerMs) }),
  };
}

/** How far one lead got, as counts to add to its groups'. */
const countsOf = (quote: StoredQuote): Counts => ({
  quotes: 1,
  claimed: quote.owner ? 1 : 0,
  quoted: quote.firstQuotedAt ? 1 : 0,
  booked: quote.outcome?.outcome === 'booked' ? 1 : 0,
  lost: quote.outcome?.outcome === 'lost' ? 1 : 0,
});

const isLead = (quote: StoredQuote) => isErased(quote) || !quote.provenance?.test;

const hours = Array.from({ length: 24 }, (_, hour) => String(hour).padStart(2, '0'));

/** The report of a period, added up one quote at a time: `add` each (any order, any period), then `report()`. */
export function leadTally({ from, to, now = to }: ReportPeriod) {
  const [start, end] = [from.toISOString(), to.toISOString()];
  const totals = noCounts();
  let erased = 0;
  const held = noCounts();
  const heldFor = Object.fromEntries(heldReasons.map((reason) => [reason, 0])) as Record<HeldReason, number>;
  const claimTimes: number[] = [];
  const quoteTimes: number[] = [];
  const lost = Object.fromEntries(lostReasons.map((reason) => [reason, 0])) as Record<LostReason, number>;
  const byOldest = (a: { receivedAt: string }, b: { receivedAt: string }) => a.receivedAt.localeCompare(b.receivedAt);
  const lostNotes = new FirstOf<LostNote>(
    listedAtMost,
    (a, b) => lostReasons.indexOf(a.reason) - lostReasons.indexOf(b.reason) || byOldest(a, b),
  );
  const stillOpen = new FirstOf<OpenLead>(listedAtMost, byOldest);
  const byLandingPage = new Groups();
  const bySource = new Groups();
  const byVehicle = new Groups();
  const byWeekday = new Groups();
  const byHour = new Groups();

  function add(quote: StoredQuote): void {
    if (quote.receivedAt < start || quote.receivedAt >= end || !isLead(quote)) return;
    const counts = countsOf(quote);
    if (quote.held) {
      for (const name of Object.keys(counts) as (keyof Counts)[]) held[name] += counts[name];
      heldFor[quote.held] += 1;
      return;
    }
    for (const name of Object.keys(counts) as (keyof Counts)[]) totals[name] += counts[name];
    if (isErased(quote)) erased += 1;
    const [toClaim, toQuote] = [timeToClaimMs(quote), timeToQuoteMs(quote)];
    if (toClaim !== undefined) claimTimes.push(toClaim);
    if (toQuote !== undefined) quoteTimes.push(toQuote);
    const outcome = quote.outcome;
    if (outcome?.outcome === 'lost' && outcome.reason) {
      lost[outcome.reason] += 1;
      if (outcome.note) {
        const { reference, receivedAt } = quote;
        const words = lostReasonWords[outcome.reason];
        lostNotes.offer({ reference, receivedAt, reason: outcome.reason, words, note: outcome.note });
      }
    }
    const ageMs = now.getTime() - Date.parse(quote.receivedAt);
    if (ageMs > openAfterMs && (!quote.owner || !outcome)) {
      const { reference, receivedAt } = quote;
      stillOpen.offer({ reference, receivedAt, ageMs, ...(quote.owner ? { owner: quote.owner.name } : {}) });
    }
    const { weekday, hour } = ukWeekdayHour(sendingTime(quote));
    byLandingPage.add(landingPageOf(quote), counts);
    bySource.add(sourceOf(quote), counts);
    byVehicle.add(vehicleOf(quote), counts);
    byWeekday.add(weekday, counts);
    byHour.add(hour, counts);
  }

  function report(): LeadReport {
    return {
      from: start,
      to: end,
      totals: { ...funnelOf(totals), erased },
      held: { ...funnelOf(held), reasons: { ...heldFor } },
      timeToClaim: speed([...claimTimes], totals.quotes),
      timeToQuote: speed([...quoteTimes], totals.quotes),
      lostReasons: lostReasons.map((reason) => ({ reason, words: lostReasonWords[reason], count: lost[reason] })),
      lostNotes: [...lostNotes.items],
      lostNotesTotal: lostNotes.total,
      byLandingPage: byLandingPage.topRows(),
      bySource: bySource.topRows(),
      byVehicle: byVehicle.topRows(),
      byWeekday: byWeekday.rowsIn(weekdays),
      byHour: byHour.rowsIn(hours),
      stillOpen: [...stillOpen.items],
      stillOpenTotal: stillOpen.total,
    };
  }

  return { add, report };
}

/** The report of a period from quotes already read (the list's funnel line, tests). */
export function leadReport(records: Iterable<StoredQuote>, period: ReportPeriod): LeadReport {
  const tally = leadTally(period);
  for (const quote of records) tally.add(quote);
  return tally.report();
}
