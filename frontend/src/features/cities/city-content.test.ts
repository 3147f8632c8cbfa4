import { cities } from '@courier/common/site-routes';
import { describe, expect, it } from 'vitest';
import { type CityContent, loadCityContent } from './city-content';

const ROAD = /\b(M\d{1,3}|A\d{1,4}(\(M\))?)\b/;
const PRICING = /£|per mile|cheapest|\b(prices?|pricing|fees?|rates?|discounts?|quotes?)\b/i;
const MARKUP = /[<>*#`_[\]]|\n/;
/**
 * Naming a firm on the page that describes "who we carry for" reads as naming a customer, and SPEC §1
 * allows no customers. These are the firms the copy once named (and "headquarters" always came with
 * one); local industries, places and landmarks such as hospitals, universities and ports may be named.
 */
const NAMED_FIRM =
  /bet365|Jaguar Land Rover|Airbus|GKN|Rolls-Royce|AstraZeneca|\bArm\b|BBC|Royal Mint|London Electric Vehicle|Toyota|Alstom|BAE Systems|P&O|Siemens|Nissan|Lotus|Boots|BMW|\bMINI\b|Perkins|Caterpillar|British Sugar|Babcock|Microsoft|Ordnance Survey|Carnival|DVLA|Nestlé|KitKat|Morrisons|Harland|Red Bull|Network Rail|Wedgwood|Portmeirion|Bridgewater|Churchill China|Steelite|headquarters|employers such as/i;

const cityContent = Object.fromEntries(
  await Promise.all(cities.map(async (c) => [c.slug, await loadCityContent(c.slug)] as const)),
) as Record<(typeof cities)[number]['slug'], CityContent>;

const wordCount = (text: string) => text.trim().split(/\s+/).length;

/** Every text of a city that must be unique across cities and free of prices. */
const textsOf = (slug: (typeof cities)[number]['slug']) => {
  const content = cityContent[slug];
  return [content.description, ...content.paragraphs, ...content.servicePoints];
};

describe('city content', () => {
  it('has an entry for every city and no entry for anything else', () => {
    const files = Object.keys(import.meta.glob('./content/*.ts')).map((file) => file.slice('./content/'.length, -3));
    expect(files.sort()).toEqual(cities.map((c) => c.slug).sort());
  });

  describe.each(cities)('$name', ({ slug, name }) => {
    const content = cityContent[slug];

    it('has a meta description of 120–160 characters that names the city', () => {
      expect(content.description.length).toBeGreaterThanOrEqual(120);
      expect(content.description.length).toBeLessThanOrEqual(160);
      expect(content.description).toContain(name);
    });

    it('has 4 plain-text paragraphs of 45–110 words (the page puts a sub-heading over each after the first)', () => {
      expect(content.paragraphs.length).toBe(4);
      for (const paragraph of content.paragraphs) {
        const words = wordCount(paragraph);
        expect(words, paragraph).toBeGreaterThanOrEqual(45);
        expect(words, paragraph).toBeLessThanOrEqual(110);
        expect(paragraph, 'plain text only').not.toMatch(MARKUP);
      }
    });

    it('names a motorway or A-road in at least one paragraph', () => {
      expect(content.paragraphs.some((p) => ROAD.test(p))).toBe(true);
    });

    it('mentions the city by name in its paragraphs', () => {
      expect(content.paragraphs.some((p) => p.includes(name))).toBe(true);
    });

    it('has 5–7 non-empty service points', () => {
      expect(content.servicePoints.length).toBeGreaterThanOrEqual(5);
      expect(content.servicePoints.length).toBeLessThanOrEqual(7);
      for (const point of content.servicePoints) {
        expect(point.trim()).not.toBe('');
        expect(point, 'plain text only').not.toMatch(MARKUP);
      }
    });

    it('names no firm, so none reads as a customer', () => {
      for (const text of textsOf(slug)) expect(text).not.toMatch(NAMED_FIRM);
    });

    it('contains no price, fee or rate', () => {
      for (const text of textsOf(slug)) {
        expect(text).not.toMatch(PRICING);
      }
    });
  });

  it('never uses the same description, paragraph or service point for two cities', () => {
    const owner = new Map<string, string>();
    const duplicates: string[] = [];
    for (const { slug } of cities) {
      for (const text of new Set(textsOf(slug))) {
        const other = owner.get(text);
        if (other !== undefined) duplicates.push(`${other} and ${slug}: ${text}`);
        else owner.set(text, slug);
      }
    }
    expect(duplicates).toEqual([]);
  });
});
