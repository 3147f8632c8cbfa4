/**
 * Speed to lead, as a manager asks for it: the time from a quote's arrival to its first claim, the 5 minutes it is
 * measured against, the median of such times, and a time in words. The lead report (lead-report/) adds them up over a
 * period (the median and the share claimed within 5 minutes, of every lead, so an unclaimed one counts against it);
 * the list, the lead page, the reminders and the on-call text write them.
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

/** "4 min 30 s", "2 h 5 min", "40 s": a time to claim, for a person. */
export function claimDuration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return seconds % 60 ? `${minutes} min ${seconds % 60} s` : `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}
