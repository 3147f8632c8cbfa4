/**
 * The figures a manager asks for about speed to lead, over a period's quotes: how many came, how many a person
 * claimed, the median time to the first claim, and the share claimed within 5 minutes (of all the quotes, so an
 * unclaimed one counts against it). Smoke tests are no leads and are left out.
 */
import type { QuoteRecord } from '../quote/store/quote-record';

/** The speed the studies of web leads single out (issue 30): called within 5 minutes. */
export const fastClaimMs = 5 * 60_000;

/** Milliseconds from a quote's arrival to its first claim; undefined while nobody has claimed it. */
export function timeToClaimMs(quote: Pick<QuoteRecord, 'receivedAt' | 'owner'>): number | undefined {
  if (!quote.owner) return undefined;
  const ms = Date.parse(quote.owner.firstAt) - Date.parse(quote.receivedAt);
  return Number.isFinite(ms) ? Math.max(0, ms) : undefined;
}

export interface ClaimSummary {
  quotes: number;
  claimed: number;
  /** Undefined when none was claimed. */
  medianMs?: number;
  /** 0 to 1, of all `quotes`; undefined when there were none. */
  withinFiveMinutes?: number;
}

/** The quotes a period holds; an erased one keeps its owner and dates, not its provenance. */
export type ClaimedQuote = Pick<QuoteRecord, 'receivedAt' | 'owner'> & Partial<Pick<QuoteRecord, 'provenance'>>;

export function claimSummary(quotes: ClaimedQuote[]): ClaimSummary {
  const leads = quotes.filter((q) => !q.provenance?.test);
  const times = leads
    .map(timeToClaimMs)
    .filter((ms): ms is number => ms !== undefined)
    .sort((a, b) => a - b);
  const middle = Math.floor(times.length / 2);
  const medianMs =
    times.length === 0
      ? undefined
      : times.length % 2 === 1
        ? times[middle]
        : ((times[middle - 1] as number) + (times[middle] as number)) / 2;
  return {
    quotes: leads.length,
    claimed: times.length,
    ...(medianMs === undefined ? {} : { medianMs }),
    ...(leads.length === 0 ? {} : { withinFiveMinutes: times.filter((ms) => ms <= fastClaimMs).length / leads.length }),
  };
}

/** "4 min 30 s", "2 h 5 min", "40 s": a time to claim, for a person. */
export function claimDuration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return seconds % 60 ? `${minutes} min ${seconds % 60} s` : `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

/** The summary's line: "12 quotes, 10 claimed, median time to claim 3 min 20 s, 58% claimed within 5 minutes." */
export function claimSummaryLine(summary: ClaimSummary): string {
  if (summary.quotes === 0) return 'No quotes to claim in this period.';
  const counted = `${summary.quotes} quote${summary.quotes === 1 ? '' : 's'}`;
  if (summary.claimed === 0) return `${counted}, none claimed yet.`;
  const median = `median time to claim ${claimDuration(summary.medianMs ?? 0)}`;
  const share = Math.round((summary.withinFiveMinutes ?? 0) * 100);
  return `${counted}, ${summary.claimed} claimed, ${median}, ${share}% claimed within 5 minutes.`;
}
