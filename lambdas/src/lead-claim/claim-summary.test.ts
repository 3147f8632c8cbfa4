import { describe, expect, it } from 'vitest';
import { claimDuration, median, timeToClaimMs } from './claim-summary';

const received = '2026-11-20T10:00:00.000Z';
/** A quote received at 10:00, claimed (first) `seconds` later, or never. */
const quote = (seconds?: number) => ({
  receivedAt: received,
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

describe('speed to lead', () => {
  it('takes the middle time of an odd count, the mean of the two middle ones of an even count, none of none', () => {
    expect(median([30_000, 90_000, 3_600_000])).toBe(90_000);
    expect(median([60_000, 240_000, 300_000, 720_000])).toBe(270_000);
    expect(median([])).toBeUndefined();
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
