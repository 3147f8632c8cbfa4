import { describe, expect, it } from 'vitest';
import { siteUrl, useBrowser } from './browser';

const browser = useBrowser();

describe('home page', () => {
  it('loads without console errors and offers Home, Quote and Contact', async () => {
    const { page, problems, close } = await browser.openPage();
    const response = await page.goto(`${siteUrl()}/`, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    await expect(page.title()).resolves.toContain('Courier');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'Quote', 'Contact']) {
      await expect(nav.getByRole('link', { name, exact: true }).count()).resolves.toBe(1);
    }
    expect(await page.textContent('.hero__tagline')).toBe('Same Day • Next Day • UK-Wide');
    expect(problems).toEqual([]);
    await close();
  });
});
