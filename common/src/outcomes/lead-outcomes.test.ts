import { describe, expect, it } from 'vitest';
import {
  leadOutcomes,
  leadOutcomeTable,
  listWords,
  outcomeHeading,
  outcomeRow,
  outcomesWithReasons,
  reasonsOf,
  reasonWords,
  wordsOf,
} from './lead-outcomes';

const rows = leadOutcomes.map((outcome) => ({ outcome, ...outcomeRow(outcome) }));

describe('the outcomes’ table', () => {
  it('lists every row in its order, each stored name a plain word a command line and a form can carry', () => {
    expect(leadOutcomes).toEqual(Object.keys(leadOutcomeTable));
    for (const { outcome } of rows) expect(outcome).toMatch(/^[a-z][a-z_]*$/);
  });

  it('gives each outcome its own words, choice and metric, so no two read or count alike', () => {
    for (const field of ['word', 'choice', 'metric'] as const) {
      const values = rows.map((row) => row[field]);
      expect(new Set(values).size, field).toBe(values.length);
    }
    for (const { word, choice, usage, metric } of rows) {
      expect(word).toMatch(/^[a-z][a-z ]*$/);
      expect(choice.trim()).not.toBe('');
      expect(usage.trim()).not.toBe('');
      expect(metric).toMatch(/^lead_[a-z_]+$/);
    }
  });

  it('has one column of leads given a price, for an outcome that gives one: firstQuotedAt is one attribute', () => {
    const priced = rows.filter((row) => row.report === 'priced');
    expect(priced).toHaveLength(1);
    expect(priced[0]?.givesPrice).toBe(true);
  });

  it('names at least one figure for the report’s subject', () => {
    expect(rows.filter((row) => row.headline).length).toBeGreaterThan(0);
  });

  it('gives reasons to one outcome at most: the lead page’s form has one reason field and one note', () => {
    expect(outcomesWithReasons.length).toBeLessThanOrEqual(1);
    for (const outcome of outcomesWithReasons) {
      const reasons = reasonsOf(outcome);
      expect(reasons.length).toBeGreaterThan(1);
      for (const reason of reasons) expect(reason).toMatch(/^[a-z][a-z_]*$/);
      const words = reasons.map((reason) => reasonWords(outcome, reason));
      expect(new Set(words).size).toBe(words.length);
    }
  });

  it('says a lost lead’s reasons in staff’s words, and an outcome that takes none has none', () => {
    expect(reasonsOf('lost')).toEqual(['price', 'vehicle', 'timing', 'no_reply', 'not_a_job', 'other']);
    expect(reasonWords('lost', 'vehicle')).toBe('no vehicle or driver');
    expect(reasonsOf('quoted')).toEqual([]);
    expect(outcomeHeading('booked')).toBe('Booked');
  });

  it('lists words as a sentence says them', () => {
    expect(listWords(['quoted', 'booked', 'lost'])).toBe('quoted, booked or lost');
    expect(listWords(['quoted', 'booked', 'lost'], 'and')).toBe('quoted, booked and lost');
    expect(listWords(['lost'])).toBe('lost');
    expect(listWords([])).toBe('');
    expect(wordsOf(['booked', 'quoted'])).toEqual(['booked', 'quoted']);
  });
});
