/**
 * Issue 25 (F): on a wide screen, city and FAQ pages use the width beside their text: a city's journey table sits
 * beside the text from the top, and a quote-and-call card stays in view as the visitor reads on. On a phone the
 * page is one column in the order it always had, with no extra card. Axe-clean at both widths.
 */
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { type Page, siteUrl, useBrowser } from './browser';
import { onScreen } from './screens';

const browser = useBrowser();

type Box = { left: number; right: number; top: number; bottom: number };
const box = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element): Box => {
      const rect = element.getBoundingClientRect();
      return { left: rect.left, right: rect.right, top: rect.top, bottom: rect.bottom };
    });

/** The card, the text column beside it and the header, read after scrolling `y` px down. */
async function afterScrolling(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await page.waitForTimeout(100);
  return { card: await box(page, '.side-card'), header: await box(page, '.site-header') };
}

describe('city and FAQ pages on a 1280 px screen', onScreen(1280), () => {
  it('put the journey table beside the text from the top, and keep a quote-and-call card in view', async () => {
    const { page, problems, close } = await browser.openPage({ width: 1280, height: 900 });
    await page.goto(`${siteUrl()}/courier-london`, { waitUntil: 'networkidle' });
    const title = await box(page, 'h1');
    const lead = await box(page, '.lead');
    const table = await box(page, 'table.journeys');
    // Beside the text, not under it: right of the lead, starting within the first screen.
    expect(table.left).toBeGreaterThanOrEqual(lead.right);
    expect(table.top).toBeLessThan(title.bottom + 200);
    expect(table.right).toBeLessThanOrEqual(1280);

    // Scrolled to the last section: the card is still on screen, just below the sticky header, with both actions.
    const last = await box(page, 'article > section:last-of-type');
    const { card, header } = await afterScrolling(page, last.top - 300);
    expect(card.top).toBeGreaterThanOrEqual(header.bottom);
    expect(card.bottom).toBeLessThanOrEqual(900);
    expect(card.left).toBeGreaterThanOrEqual(lead.right);
    const links = page.locator('.side-card a');
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual([
      '/#quote',
      'tel:+441160000000',
    ]);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });

  it('keep the card in view beside the FAQ as the visitor reads down it', async () => {
    const { page, problems, close } = await browser.openPage({ width: 1280, height: 900 });
    await page.goto(`${siteUrl()}/FAQ`, { waitUntil: 'networkidle' });
    const list = await box(page, '.faq-list');
    const top = await box(page, '.side-card');
    expect(top.left).toBeGreaterThanOrEqual(list.right);
    expect(top.bottom).toBeLessThanOrEqual(900);
    const { card, header } = await afterScrolling(page, list.bottom - 700);
    expect(card.top).toBeGreaterThanOrEqual(header.bottom);
    expect(card.bottom).toBeLessThanOrEqual(900);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });
});

describe('city and FAQ pages on a 390 px phone', () => {
  it.each(['/courier-london', '/FAQ'])('%s is one column, in the order it had, with no side card', async (path) => {
    const { page, problems, close } = await browser.openPage({ width: 390 });
    await page.goto(`${siteUrl()}${path}`, { waitUntil: 'networkidle' });
    expect(await page.locator('.side-card').isVisible()).toBe(false);
    const lead = await box(page, '.lead');
    if (path !== '/FAQ') {
      // The table follows the service list, full width, before the sections of text.
      const list = await box(page, '.tick-list');
      const table = await box(page, 'table.journeys');
      const firstSection = await box(page, 'article > section:not(:has(table))');
      expect(table.top).toBeGreaterThan(list.bottom);
      expect(table.bottom).toBeLessThan(firstSection.top);
      expect(table.left).toBe(lead.left);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });
});
