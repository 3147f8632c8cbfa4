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

/** The middle of numbers sorted ascending (the mean of the two middle ones for an even count); undefined for none. */
export function median(sorted: number[]): number | undefined {
  if (sorted.length === 0) return undefined;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
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
  const medianMs = median(times);
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
