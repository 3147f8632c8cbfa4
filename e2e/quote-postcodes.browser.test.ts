/**
 * Postcode feedback in the quote form, in a real Chromium against the local stack: the embedded
 * estimator behind /api/eta says which postcodes it cannot place (it knows every UK postcode area,
 * so QQ1 1AA, well formed but in no UK area, is one), and the form names each beside its field.
 * With JavaScript off, the parts that need it (adding stops) are not there to be pressed.
 */
import { apiPaths } from '@courier/common/api/contract';
import { postcodeHints } from '@courier/common/quote/postcode-hints';
import { describe, expect, it } from 'vitest';
import { etaDebounceMs } from '../frontend/src/features/quote/route-estimate';
import { type Page, siteUrl, useBrowser } from './browser';

const browser = useBrowser();

const fieldOf = (page: Page, name: string) => page.locator(`form.quote-form [name="${name}"]`);
const hintOf = (page: Page, name: string) => page.locator(`#quote-${name}-hint`);

/** The home page's form, hydrated, with every /api/eta request and answer status recorded. */
async function openForm() {
  const opened = await browser.openPage();
  const eta: { query: Record<string, string>; status: number }[] = [];
  opened.page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname === apiPaths.eta)
      eta.push({ query: Object.fromEntries(url.searchParams), status: response.status() });
  });
  await opened.page.goto(`${siteUrl()}/#quote`, { waitUntil: 'networkidle' });
  // The date fields get their min (today) once React has hydrated the prerendered form.
  await opened.page.waitForSelector('form.quote-form input[name="pickup_date"][min]');
  return { ...opened, eta };
}

describe('postcode feedback', () => {
  it('names a well-formed postcode the estimator cannot find beside its own field, and leaves the estimate blank', async () => {
    const { page, eta } = await openForm();
    await fieldOf(page, 'pickup_postcode').fill('LE1 1AA');
    await fieldOf(page, 'delivery_postcode').fill('qq11aa');
    await fieldOf(page, 'delivery_postcode').blur();
    await expect.poll(() => eta.map((e) => e.status)).toEqual([400]);
    expect(eta[0]?.query).toMatchObject({ from: 'LE1 1AA', to: 'QQ1 1AA' });
    const hint = hintOf(page, 'delivery_postcode');
    await hint.waitFor();
    expect(await hint.textContent()).toBe(postcodeHints.notFound('QQ1 1AA'));
    expect(await fieldOf(page, 'delivery_postcode').getAttribute('aria-describedby')).toContain(
      'quote-delivery_postcode-hint',
    );
    expect(await hintOf(page, 'pickup_postcode').count()).toBe(0);
    expect(await fieldOf(page, 'distance_miles').inputValue()).toBe('');

    // A stop: named beside that stop, and gone from the delivery once that is corrected.
    await page.getByRole('button', { name: 'Add stop' }).click();
    await fieldOf(page, 'stop_1_postcode').fill('QQ2 2BB');
    await fieldOf(page, 'delivery_postcode').fill('M1 1AE');
    await expect.poll(() => hintOf(page, 'stop_1_postcode').textContent()).toBe(postcodeHints.notFound('QQ2 2BB'));
    expect(await hintOf(page, 'delivery_postcode').count()).toBe(0);
  });

  it('warns at the field that LE1 1A is not a complete UK postcode, and asks /api/eta nothing', async () => {
    const { page, eta } = await openForm();
    await fieldOf(page, 'pickup_postcode').fill('LE1 1AA');
    await fieldOf(page, 'delivery_postcode').fill('LE1 1A');
    await fieldOf(page, 'delivery_postcode').blur();
    await expect.poll(() => hintOf(page, 'delivery_postcode').textContent()).toBe(postcodeHints.incomplete);
    // Twice the form's wait after the last change: a request would have been asked by now.
    await page.waitForTimeout(2 * etaDebounceMs);
    expect(eta).toEqual([]);
    expect(await fieldOf(page, 'distance_miles').inputValue()).toBe('');
  });
});

describe('without JavaScript', () => {
  it('shows no Add stop button (it would do nothing), while the form still has its submit button', async () => {
    const { page, close } = await browser.openPage({ javaScript: false });
    await page.goto(`${siteUrl()}/#quote`);
    expect(await page.getByRole('button', { name: 'Submit Quote Request' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Add stop' }).count()).toBe(0);
    expect(await page.locator('form.quote-form fieldset.stops').isVisible()).toBe(false);
    await close();
  });

  it('with JavaScript on, the Add stop button is there from the first paint, so nothing moves when the code arrives', async () => {
    const { page, close } = await browser.openPage();
    await page.goto(`${siteUrl()}/#quote`, { waitUntil: 'commit' });
    await page.locator('form.quote-form fieldset.stops').waitFor();
    expect(await page.getByRole('button', { name: 'Add stop' }).isVisible()).toBe(true);
    await close();
  });
});
