/**
 * Where a visit began, recorded from the first moment (issue 52 E), in Chromium through the local stack: a visitor
 * lands on a city page from a flyer's link and goes straight on to the form, before the page's load and before any of
 * its script files have arrived (they never do: the test holds them back, as a slow phone network does for the 270 KB
 * app). The page's inline script has recorded the visit all the same, so the quote they send counts the city page and
 * the flyer. Measured before this: the visit was recorded by the app after the first paint, and such a visitor was
 * counted as coming from the home page, their campaign lost.
 */
import { describe, expect, it } from 'vitest';
import { humanFillMs, siteUrl } from './browser';
import {
  fieldOf,
  fillQuote,
  quote,
  sent,
  submitButton,
  theEmailFor,
  uniqueName,
  useQuoteForm,
} from './quote-form/quote-form-page';

const { browser } = useQuoteForm();

const landing = '/courier-york?utm_source=flyer';

describe('where a visit began, from its first moment (issue 52 E)', () => {
  it('a visitor who goes straight on from a flyer’s link, before any script file arrives, counts its page and tag', async () => {
    const { page } = await browser.openPage();
    // Every script file the landing page asks for never arrives; the next page's arrive as usual.
    const landingPageFiles = new RegExp(`${siteUrl()}/courier-york\\b`);
    await page.route('**/assets/**', (route) =>
      landingPageFiles.test(route.request().headers().referer ?? '') ? route.abort() : route.continue(),
    );
    await page.goto(`${siteUrl()}${landing}`, { waitUntil: 'commit' });
    // On at once: no waiting for the load event, nor for anything the page's scripts do.
    await page.getByRole('link', { name: 'Get a Free Quote' }).first().click();
    await page.waitForURL(`${siteUrl()}/#quote`);
    await page.waitForSelector('form.quote-form input[name="pickup_date"][min]');
    const readyAt = Date.now();

    const q = quote({ name: uniqueName('Flyer') });
    await fillQuote(page, q);
    await expect.poll(() => fieldOf(page, 'distance_miles').inputValue()).not.toBe('');
    await page.waitForTimeout(Math.max(0, humanFillMs() - (Date.now() - readyAt)));
    await submitButton(page).click();
    await sent(page);

    const email = await theEmailFor(q.name);
    expect(email.body.text?.trimEnd().split('\n').at(-1)).toBe(
      'Came from: /courier-york · flyer / - / - · no referrer',
    );
  });
});
