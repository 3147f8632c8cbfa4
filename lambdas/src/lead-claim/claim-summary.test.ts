import { describe, expect, it } from 'vitest';
import { claimDuration, claimSummary, timeToClaimMs } from './claim-summary';

const received = '2026-11-20T10:00:00.000Z';
/** A quote received at 10:00, claimed (first) `seconds` later, or never. */
const quote = (seconds?: number, test = false) => ({
  receivedAt: received,
  provenance: test ? { test: true as const } : {},
  ...(seconds === undefined
    ? {}
    : {
        owner: {
          name: 'Sam',
          at: new Date(Date.parse(received) + (seconds + 999) * 1000).toISOString(),
          firstAt: new Date(Date.parse(received) + seconds * 1000).toISOString(),
        },
      }),
});

describe('the claim summary', () => {
  it('counts the period’s quotes and claims, the median time to the first claim and the share within 5 minutes', () => {
    // Six leads: claimed after 1, 4, 5 and 12 minutes, two never; and a smoke test, claimed at once, left out.
    const quotes = [quote(60), quote(240), quote(300), quote(720), quote(), quote(), quote(1, true)];
    const summary = claimSummary(quotes);
    expect(summary).toEqual({ quotes: 6, claimed: 4, medianMs: 270_000, withinFiveMinutes: 3 / 6 });
  });

  it('takes the middle one of an odd count, and measures nothing when none was claimed or none came', () => {
    expect(claimSummary([quote(30), quote(90), quote(3_600)]).medianMs).toBe(90_000);
    expect(claimSummary([quote(), quote()])).toEqual({ quotes: 2, claimed: 0, withinFiveMinutes: 0 });
    expect(claimSummary([])).toEqual({ quotes: 0, claimed: 0 });
  });

  it('measures to the first claim, not a later takeover', () => {
    expect(timeToClaimMs(quote(100))).toBe(100_000);
    expect(timeToClaimMs(quote())).toBeUndefined();
  });

  it.each([
    [40_000, '40 s'],
    [270_000, '4 min 30 s'],
    [600_000, '10 min'],
    [7_500_000, '2 h 5 min'],
  ])('writes %i ms as %s', (ms, text) => {
    expect(claimDuration(ms)).toBe(text);
  });
});
