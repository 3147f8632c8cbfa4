import { describe, expect, it } from 'vitest';
import { faqIntro, faqItems } from './faq-content';

const wordCount = (paragraphs: string[]) => paragraphs.join(' ').split(/\s+/).filter(Boolean).length;

function answerTo(pattern: RegExp): string {
  const item = faqItems.find((i) => pattern.test(i.question));
  if (!item) throw new Error(`No FAQ question matches ${pattern}`);
  return item.answer.join(' ');
}

describe('FAQ content', () => {
  it('has an intro and exactly 20 items with unique questions', () => {
    expect(faqIntro.length).toBeGreaterThan(0);
    expect(faqItems).toHaveLength(20);
    expect(new Set(faqItems.map((i) => i.question)).size).toBe(20);
  });

  it('gives every item a full answer of 40 to 120 words', () => {
    for (const item of faqItems) {
      expect(item.question.trim().endsWith('?'), item.question).toBe(true);
      const words = wordCount(item.answer);
      expect(words, item.question).toBeGreaterThanOrEqual(40);
      expect(words, item.question).toBeLessThanOrEqual(120);
    }
  });

  it('follows the topic order of the specification', () => {
    const questions = faqItems.map((i) => i.question);
    expect(questions[0]).toMatch(/same-day/i);
    expect(questions[3]).toMatch(/next-day/i);
    expect(questions[8]).toMatch(/price/i);
    expect(questions[14]).toMatch(/book/i);
    expect(questions[17]).toMatch(/packag/i);
    expect(questions[19]).toMatch(/busy/i);
  });

  it('defines next-day as the following business day', () => {
    expect(answerTo(/next-day/i)).toContain('following business day');
  });

  it('gives packaging advice on boxes or crates, pallets and labels', () => {
    const answer = answerTo(/packag/i);
    expect(answer).toMatch(/boxes|crates/);
    expect(answer).toContain('shrink-wrapped');
    expect(answer).toContain('strapped');
    expect(answer).toContain('labels');
  });

  it('explains pricing factors and the all-inclusive quote without a price', () => {
    const answer = answerTo(/price/i);
    for (const factor of ['distance', 'load', 'vehicle', 'timing', 'all-inclusive quote before pickup']) {
      expect(answer).toContain(factor);
    }
  });

  it('points to the quote form, phone and messaging for booking', () => {
    const answer = answerTo(/book/i);
    expect(answer).toContain('quote form on our home page');
    expect(answer).toMatch(/call us/);
    expect(answer).toMatch(/message us/);
  });

  it('states no prices anywhere and contains no markup', () => {
    const text = [...faqIntro, ...faqItems.flatMap((i) => [i.question, ...i.answer])].join('\n');
    expect(text).not.toContain('£');
    expect(text).not.toMatch(/\bper (mile|hour|pallet)\b/i);
    expect(text).not.toMatch(/<[a-z/]|\*\*|\]\(/i);
  });
});
