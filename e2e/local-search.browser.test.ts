/**
 * Issue 46 as a visitor on a phone sees it: a city page shows where it sits (Home › Same Day Courier {City}) above its
 * heading, and its neighbouring cities' pages, the journey table's cities and the FAQ's city names are links that
 * lead to those pages, all usable at 390 px without scrolling sideways.
 */
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { siteUrl, useBrowser } from './browser';

const browser = useBrowser();
const phone = { width: 390, height: 844, mobile: true };
/** The trail as read aloud: the separator between the steps, spaced. */
const trailText = (text: string) => text.replace(/\s*›\s*/g, ' › ').trim();

describe('a city page on a 390 px phone', () => {
  it('shows its breadcrumbs above the heading, Home leading back to the home page', async () => {
    const { page, problems, close } = await browser.openPage(phone);
    await page.goto(`${siteUrl()}/courier-leeds`, { waitUntil: 'networkidle' });
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect.poll(() => trail.isVisible()).toBe(true);
    expect(trailText(await trail.innerText())).toBe('Home › Same Day Courier Leeds');
    const crumbs = await trail.boundingBox();
    const heading = await page.locator('h1').boundingBox();
    expect(crumbs && heading && crumbs.y + crumbs.height <= heading.y).toBe(true);
    expect(crumbs && crumbs.x >= 0 && crumbs.x + crumbs.width <= 390).toBe(true);
    const home = trail.getByRole('link', { name: 'Home' });
    expect((await home.boundingBox())?.height).toBeGreaterThanOrEqual(24);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    expect(await axeViolations(page)).toEqual([]);
    await home.tap();
    await page.waitForURL(`${siteUrl()}/`);
    expect(await page.locator('h1').innerText()).toBe('Same day couriers, collected within the hour');
    expect(problems).toEqual([]);
    await close();
  });

  it('links its nearest cities, and a tap on one opens that city’s page with its own breadcrumbs', async () => {
    const { page, problems, close } = await browser.openPage(phone);
    await page.goto(`${siteUrl()}/courier-leeds`, { waitUntil: 'networkidle' });
    const nearby = page.locator('main section[aria-labelledby="nearby-title"]');
    const links = nearby.getByRole('link');
    expect(await links.allInnerTexts()).toEqual([
      'Same day courier Bradford',
      'Same day courier York',
      'Same day courier Sheffield',
    ]);
    const bradford = links.first();
    await bradford.scrollIntoViewIfNeeded();
    const box = await bradford.boundingBox();
    expect(box && box.x + box.width <= 390 && box.height >= 24).toBe(true);
    await bradford.tap();
    await page.waitForURL(`${siteUrl()}/courier-bradford`);
    expect(await page.locator('h1').innerText()).toBe('Same Day Courier Bradford');
    expect(trailText(await page.getByRole('navigation', { name: 'Breadcrumb' }).innerText())).toBe(
      'Home › Same Day Courier Bradford',
    );
    expect(problems).toEqual([]);
    await close();
  });

  it('links the journey table’s cities and the FAQ’s city names to their pages', async () => {
    const { page, problems, close } = await browser.openPage(phone);
    await page.goto(`${siteUrl()}/courier-leeds`, { waitUntil: 'networkidle' });
    const london = page.locator('table.journeys').getByRole('link', { name: 'London' });
    await london.scrollIntoViewIfNeeded();
    await london.tap();
    await page.waitForURL(`${siteUrl()}/courier-london`);
    expect(await page.locator('h1').innerText()).toBe('Same Day Courier London');

    await page.goto(`${siteUrl()}/FAQ`, { waitUntil: 'networkidle' });
    const question = page.locator('details.faq', { hasText: 'Do you run direct inter-city deliveries?' });
    await question.locator('summary').tap();
    const manchester = question.getByRole('link', { name: 'Manchester' });
    await expect.poll(() => manchester.isVisible()).toBe(true);
    await manchester.tap();
    await page.waitForURL(`${siteUrl()}/courier-manchester`);
    expect(await page.locator('h1').innerText()).toBe('Same Day Courier Manchester');
    expect(problems).toEqual([]);
    await close();
  });
});
