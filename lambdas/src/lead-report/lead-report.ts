/**
 * The lead report (issue 43): over a period's quotes, how many came, were claimed and came to each outcome of the
 * outcomes' table (common/src/outcomes/lead-outcomes.ts: quoted, booked, lost; with the reasons and staff's notes of
 * an outcome that takes them), how fast staff claimed and quoted them, broken down by landing page, campaign source,
 * vehicle and the UK weekday and hour they were sent to staff, with booked per quote (the headline outcome's rate),
 * and the leads still open a day after they arrived. Pure: the quotes and the clock are given; `npm run quotes -- report` and the weekly report
 * render the same figures (report-render.ts).
 *
 * Added up one quote at a time (`leadTally`): it keeps counts and a few bounded lists, never the quotes, so a report
 * can be added up as its quotes are read. It reads the items' state attributes
 * (owner, outcome, firstQuotedAt, the held mark), never the history list (decision 039). A smoke test is no lead and
 * is left out, as the claim summary leaves it out; an erased quote counts by its dates, owner and outcome and shows as
 * "(erased)" wherever its own data would be. A held quote (past a cap or the wave rate: the held mark, decision 022)
 * is counted apart, in no other figure: a flood is not a campaign (decision 059).
 */

import {
  type LeadOutcomeName,
  leadOutcomes,
  type OutcomeReason,
  type OutcomeWithReasons,
  outcomeRow,
  outcomesWithReasons,
  type ReasonOf,
  reasonsOf,
  reasonWords,
} from '@courier/common/outcomes/lead-outcomes';
import { ukWeekdayHour, weekdays } from '@courier/common/time/uk-time';
import { fastClaimMs, median, timeToClaimMs } from '../lead-claim/claim-summary';
import { isErased, type StoredQuote } from '../quote/store/quote-record';
import { type HeldReason, heldReasons } from '../quote/store/quote-table';
import { type Counts, FirstOf, type Funnel, type FunnelRow, funnelOf, Groups, noCounts } from './report-tally';

export type { Funnel, FunnelRow } from './report-tally';

/** The second speed the report measures, beside the 5 minutes of the claim summary. */
export const slowerMs = 30 * 60_000;

/** A lead still open this long after it arrived is listed: a claim and an outcome should both be in by then. */
export const openAfterMs = 24 * 60 * 60_000;

/** The open leads and each outcome's notes listed at most (with how many there were): an email stays an email. */
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

/** A lead's note, as an outcome that takes reasons keeps one: staff's words on why, with the reason they chose. */
export interface OutcomeNote {
  reference: string;
  /** ISO: the order they are listed in, within a reason. */
  receivedAt: string;
  reason: OutcomeReason;
  words: string;
  note: string;
}

/**
 * For each outcome that takes reasons (`lost`): every reason, in the form's order, with how many leads came to it for
 * each (none left out: zero is a figure), `lostReasons`; the leads' notes, by reason in the form's order, then oldest
 * first, at most `listedAtMost`, `lostNotes`, of `lostNotesTotal`.
 */
export type ReasonFigures = {
  [K in OutcomeWithReasons as `${K}Reasons`]: { reason: ReasonOf<K>; words: string; count: number }[];
} & { [K in OutcomeWithReasons as `${K}Notes`]: OutcomeNote[] } & {
  [K in OutcomeWithReasons as `${K}NotesTotal`]: number;
};

/** A figure of the report's named for its outcome (`lostNotes`), read as any outcome's: none for one without it. */
const figureOf = <T>(report: ReasonFigures, name: string, none: T): T =>
  (report as unknown as Partial<Record<string, T>>)[name] ?? none;

/** An outcome's reasons with their counts, in the form's order; none for an outcome that takes no reasons. */
export const reasonCountsOf = (report: ReasonFigures, outcome: LeadOutcomeName) =>
  figureOf<{ reason: OutcomeReason; words: string; count: number }[]>(report, `${outcome}Reasons`, []);

/** An outcome's notes as listed, and how many there were; none for an outcome that takes no reasons. */
export const notesOf = (report: ReasonFigures, outcome: LeadOutcomeName) => ({
  notes: figureOf<OutcomeNote[]>(report, `${outcome}Notes`, []),
  total: figureOf(report, `${outcome}NotesTotal`, 0),
});

export interface LeadReport extends ReasonFigures {
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

/** Whether a lead counts in an outcome's column: ever given a price, or its latest outcome, as the row says. */
const countsAs = (outcome: LeadOutcomeName, quote: StoredQuote) =>
  outcomeRow(outcome).report === 'priced' ? Boolean(quote.firstQuotedAt) : quote.outcome?.outcome === outcome;

/** How far one lead got, as counts to add to its groups'. */
function countsOf(quote: StoredQuote): Counts {
  const counts = { quotes: 1, claimed: quote.owner ? 1 : 0 } as Counts;
  for (const outcome of leadOutcomes) counts[outcome] = countsAs(outcome, quote) ? 1 : 0;
  return counts;
}

/** An outcome's reasons as they are counted: how many for each, and the notes to list. */
function reasonTally(outcome: LeadOutcomeName, byOldest: (a: OutcomeNote, b: OutcomeNote) => number) {
  const order: readonly string[] = reasonsOf(outcome);
  const byReason = (a: OutcomeNote, b: OutcomeNote) => order.indexOf(a.reason) - order.indexOf(b.reason);
  return {
    counts: new Map<string, number>(order.map((reason) => [reason, 0])),
    notes: new FirstOf<OutcomeNote>(listedAtMost, (a, b) => byReason(a, b) || byOldest(a, b)),
  };
}

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
  const byOldest = (a: { receivedAt: string }, b: { receivedAt: string }) => a.receivedAt.localeCompare(b.receivedAt);
  const reasons = new Map<LeadOutcomeName, ReturnType<typeof reasonTally>>(
    outcomesWithReasons.map((outcome) => [outcome, reasonTally(outcome, byOldest)]),
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
    const given = outcome && reasons.get(outcome.outcome);
    if (outcome?.reason && given) {
      given.counts.set(outcome.reason, (given.counts.get(outcome.reason) ?? 0) + 1);
      if (outcome.note) {
        const { reference, receivedAt } = quote;
        const words = reasonWords(outcome.outcome, outcome.reason);
        given.notes.offer({ reference, receivedAt, reason: outcome.reason, words, note: outcome.note });
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

  /** Each outcome's reasons, counted, and its notes: `lostReasons`, `lostNotes`, `lostNotesTotal`. */
  function reasonFigures(): ReasonFigures {
    const figures = outcomesWithReasons.flatMap((outcome) => {
      const { counts, notes } = reasons.get(outcome) ?? reasonTally(outcome, byOldest);
      const rows = reasonsOf(outcome).map((reason) => ({
        reason,
        words: reasonWords(outcome, reason),
        count: counts.get(reason) ?? 0,
      }));
      return [
        [`${outcome}Reasons`, rows],
        [`${outcome}Notes`, [...notes.items]],
        [`${outcome}NotesTotal`, notes.total],
      ];
    });
    return Object.fromEntries(figures) as ReasonFigures;
  }

  function report(): LeadReport {
    return {
      from: start,
      to: end,
      totals: { ...funnelOf(totals), erased },
      held: { ...funnelOf(held), reasons: { ...heldFor } },
      timeToClaim: speed([...claimTimes], totals.quotes),
      timeToQuote: speed([...quoteTimes], totals.quotes),
      ...reasonFigures(),
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
