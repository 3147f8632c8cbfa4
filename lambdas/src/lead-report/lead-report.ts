/**
 * The lead report (issue 43): over a period's quotes, how many came, were claimed, quoted, booked and lost (with the
 * reasons), how fast staff claimed and quoted them, broken down by landing page, campaign source, vehicle and the UK
 * weekday and hour they were sent to staff, and the leads still open a day after they arrived. Pure: the quotes and
 * the clock are given; `npm run quotes -- report` and the weekly report render the same figures (report-render.ts).
 *
 * It reads the quote items' state attributes (owner, outcome, firstQuotedAt), never the history list
 * (decision 039). A smoke test is no lead and is left out, as the claim summary leaves it out; an erased quote counts
 * by its dates, owner and outcome and shows as "(erased)" wherever its own data would be.
 */

import { ukWeekdayHour, weekdays } from '@courier/common/time/uk-time';
import { claimSummary, fastClaimMs, median, timeToClaimMs } from '../lead-claim/claim-summary';
import { type LostReason, lostReasons, lostReasonWords } from '../quote/store/lead-outcome-item';
import { isErased, type StoredQuote } from '../quote/store/quote-record';

/** The second speed the report measures, beside the 5 minutes of the claim summary. */
export const slowerMs = 30 * 60_000;

/** A lead still open this long after it arrived is listed: a claim and an outcome should both be in by then. */
export const openAfterMs = 24 * 60 * 60_000;

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

/** One line of a breakdown: how far that group's leads got. */
export interface FunnelRow {
  key: string;
  quotes: number;
  claimed: number;
  quoted: number;
  booked: number;
  lost: number;
}

export interface OpenLead {
  reference: string;
  /** ISO. */
  receivedAt: string;
  ageMs: number;
  /** Who has it; none while unclaimed. */
  owner?: string;
}

export interface LeadReport {
  /** ISO, `from` inclusive, `to` exclusive: the quotes received in it. */
  from: string;
  to: string;
  totals: Omit<FunnelRow, 'key'> & { erased: number };
  timeToClaim: Speed;
  /** From sending (the staff email, else arrival) to the first time it was marked quoted. */
  timeToQuote: Speed;
  /** Every reason, in the form's order, with how many leads were lost for it (none left out: zero is a figure). */
  lostReasons: { reason: LostReason; words: string; count: number }[];
  byLandingPage: FunnelRow[];
  bySource: FunnelRow[];
  byVehicle: FunnelRow[];
  /** Mon to Sun, UK time of sending; days without leads left out. */
  byWeekday: FunnelRow[];
  /** "08:00" to "08:59" is "08", UK time of sending; hours without leads left out. */
  byHour: FunnelRow[];
  /** Oldest first. */
  stillOpen: OpenLead[];
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

/** Times to quote, as a median and shares of every lead. */
function speed(times: (number | undefined)[], leads: number): Speed {
  const measured = times.filter((ms): ms is number => ms !== undefined).sort((a, b) => a - b);
  const medianMs = median(measured);
  const share = (limit: number) => measured.filter((ms) => ms <= limit).length / leads;
  return {
    ...(medianMs === undefined ? {} : { medianMs }),
    ...(leads === 0 ? {} : { withinFiveMinutes: share(fastClaimMs), withinThirtyMinutes: share(slowerMs) }),
  };
}

/** The claim summary's figures (time to the first claim, within 5 minutes), with the 30 minutes beside them. */
function claimSpeed(leads: StoredQuote[]): Speed {
  const { medianMs, withinFiveMinutes } = claimSummary(leads);
  const withinThirty = leads.filter((q) => (timeToClaimMs(q) ?? Number.POSITIVE_INFINITY) <= slowerMs).length;
  return {
    ...(medianMs === undefined ? {} : { medianMs }),
    ...(withinFiveMinutes === undefined ? {} : { withinFiveMinutes, withinThirtyMinutes: withinThirty / leads.length }),
  };
}

function funnel(key: string, leads: StoredQuote[]): FunnelRow {
  return {
    key,
    quotes: leads.length,
    claimed: leads.filter((q) => q.owner).length,
    quoted: leads.filter((q) => q.firstQuotedAt).length,
    booked: leads.filter((q) => q.outcome?.outcome === 'booked').length,
    lost: leads.filter((q) => q.outcome?.outcome === 'lost').length,
  };
}

/** The leads grouped by `keyOf`, most leads first (then by key), or in `order` when given. */
function breakdown(leads: StoredQuote[], keyOf: (q: StoredQuote) => string, order?: readonly string[]): FunnelRow[] {
  const groups = new Map<string, StoredQuote[]>();
  for (const lead of leads) {
    const key = keyOf(lead);
    groups.set(key, [...(groups.get(key) ?? []), lead]);
  }
  const rows = [...groups].map(([key, group]) => funnel(key, group));
  return order
    ? rows.sort((a, b) => order.indexOf(a.key) - order.indexOf(b.key))
    : rows.sort((a, b) => b.quotes - a.quotes || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

const isLead = (quote: StoredQuote) => isErased(quote) || !quote.provenance?.test;

export function leadReport(records: StoredQuote[], { from, to, now = to }: ReportPeriod): LeadReport {
  const [start, end] = [from.toISOString(), to.toISOString()];
  const leads = records.filter((q) => q.receivedAt >= start && q.receivedAt < end && isLead(q));
  const lost = leads.filter((q) => q.outcome?.outcome === 'lost');
  const hours = Array.from({ length: 24 }, (_, hour) => String(hour).padStart(2, '0'));
  const stillOpen = leads
    .filter((q) => now.getTime() - Date.parse(q.receivedAt) > openAfterMs && (!q.owner || !q.outcome))
    .sort((a, b) => a.receivedAt.localeCompare(b.receivedAt))
    .map((q) => ({
      reference: q.reference,
      receivedAt: q.receivedAt,
      ageMs: now.getTime() - Date.parse(q.receivedAt),
      ...(q.owner ? { owner: q.owner.name } : {}),
    }));
  const { key: _, ...totals } = funnel('', leads);
  return {
    from: start,
    to: end,
    totals: { ...totals, erased: leads.filter(isErased).length },
    timeToClaim: claimSpeed(leads),
    timeToQuote: speed(leads.map(timeToQuoteMs), leads.length),
    lostReasons: lostReasons.map((reason) => ({
      reason,
      words: lostReasonWords[reason],
      count: lost.filter((q) => q.outcome?.reason === reason).length,
    })),
    byLandingPage: breakdown(leads, landingPageOf),
    bySource: breakdown(leads, sourceOf),
    byVehicle: breakdown(leads, vehicleOf),
    byWeekday: breakdown(leads, (q) => ukWeekdayHour(sendingTime(q)).weekday, weekdays),
    byHour: breakdown(leads, (q) => ukWeekdayHour(sendingTime(q)).hour, hours),
    stillOpen,
  };
}
