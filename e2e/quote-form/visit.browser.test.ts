/**
 * Where a lead came from (issue 43 B), in a real Chromium against the local stack: a visit that lands on a city page
 * from a newsletter's link and sends a quote from the home page's form is mailed to staff as coming from that city
 * page and that newsletter. (Without JavaScript the form's own page is posted: no-javascript.browser.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import { humanFillMs, siteUrl } from '../browser';
import {
  fieldOf,
  fillQuote,
  quote,
  sent,
  submitButton,
  theEmailFor,
  uniqueName,
  useQuoteForm,
} from './quote-form-page';

const { browser } = useQuoteForm();

describe('where a lead came from', () => {
  it('mails staff the visit’s first page and its campaign tags, however many pages later the quote is sent', async () => {
    const { page, close } = await browser.openPage();
    // The page's script records the visit once it runs, after the first paint.
    await page.goto(`${siteUrl()}/courier-leeds?utm_source=newsletter&utm_campaign=spring`, {
      waitUntil: 'networkidle',
    });
    await page.getByRole('link', { name: 'Get a Free Quote' }).first().click();
    await page.waitForURL(`${siteUrl()}/#quote`);
    await page.waitForSelector('form.quote-form input[name="pickup_date"][min]');
    const readyAt = Date.now();

    const q = quote({ name: uniqueName('CameFrom') });
    await fillQuote(page, q);
    await expect.poll(() => fieldOf(page, 'distance_miles').inputValue()).not.toBe('');
    await page.waitForTimeout(Math.max(0, humanFillMs() - (Date.now() - readyAt)));
    await submitButton(page).click();
    await sent(page);

    const email = await theEmailFor(q.name);
    expect(email.body.text?.trimEnd().split('\n').at(-1)).toBe(
      'Came from: /courier-leeds · newsletter / - / spring · no referrer',
    );
    expect(email.body.html).toContain('Came from: /courier-leeds · newsletter / - / spring · no referrer');
    await close();
  });
});
