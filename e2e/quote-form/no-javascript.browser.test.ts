/**
 * The quote form without JavaScript: an ordinary post, the check-and-send page, the thank-you page. The quote form
 * in a real Chromium against the local stack; what its files share is in quote-form-page.ts.
 */
import { join } from 'node:path';
import { postcodeHints } from '@courier/common/quote/postcode-hints';
import { ukDateWithWeekday, ukToday } from '@courier/common/time/uk-time';
import { describe, expect, it } from 'vitest';
import { humanFillMs, type Page, siteUrl } from '../browser';
import {
  addDays,
  fieldOf,
  type Quote,
  quote,
  sendFormPath,
  submitButton,
  theEmailFor,
  uniqueName,
  useQuoteForm,
} from './quote-form-page';

const { browser } = useQuoteForm();

describe('without JavaScript (issue 12)', () => {
  async function fillWithoutScript(page: Page, q: Quote) {
    await fieldOf(page, 'from_name').fill(q.name);
    await fieldOf(page, 'from_email').fill(q.email);
    await fieldOf(page, 'pickup_location').fill('Unit 4, Freemen’s Common');
    await fieldOf(page, 'pickup_postcode').fill('LE1 1AA');
    await fieldOf(page, 'pickup_date').fill(q.pickupDate);
    await fieldOf(page, 'delivery_location').fill('Piccadilly, Manchester');
    await fieldOf(page, 'delivery_postcode').fill('M1 1AE');
    await fieldOf(page, 'delivery_date').fill(q.deliveryDate);
    await fieldOf(page, 'vehicle_type').selectOption(q.vehicle);
    await fieldOf(page, 'notes').fill(q.notes);
    await fieldOf(page, 'terms_agree').check();
  }

  async function openWithoutScript() {
    const opened = await browser.openPage({ javaScript: false });
    const requests: { method: string; url: string; contentType: string; body: string }[] = [];
    opened.page.on('request', (request) => {
      requests.push({
        method: request.method(),
        url: request.url(),
        contentType: request.headers()['content-type'] ?? '',
        body: request.postData() ?? '',
      });
    });
    await opened.page.goto(`${siteUrl()}/#quote`);
    return { ...opened, requests };
  }

  it('posts the form to the send-form endpoint as an ordinary browser post, never a GET with personal data', async () => {
    const { page, requests, close } = await openWithoutScript();
    expect(await page.locator('#quote').textContent()).toContain('JavaScript is off');
    const q = quote({ name: uniqueName('NoScript') });
    await fillWithoutScript(page, q);
    await page.waitForTimeout(humanFillMs());
    await submitButton(page).click();
    await expect.poll(() => requests.some((r) => r.method === 'POST')).toBe(true);
    const post = requests.find((r) => r.method === 'POST');
    expect(new URL(post?.url ?? '').pathname).toBe(sendFormPath);
    expect(new URL(post?.url ?? '').search).toBe('');
    expect(post?.contentType).toBe('application/x-www-form-urlencoded');
    const fields = new URLSearchParams(post?.body);
    expect(fields.get('from_name')).toBe(q.name);
    expect(fields.get('service_id')).toBe('service_local');
    expect(fields.get('template_id')).toBe('template_quote');
    expect(fields.get('user_id')).toBe('public_local_key');
    expect(fields.get('website')).toBe('');
    expect(fields.get('submission_id')).toBe('');
    // Where the visit began, as far as a page without script can say: the form's own page (issue 43 B).
    expect(fields.get('landing_page')).toBe('/');
    expect(requests.filter((r) => r.method === 'GET' && r.url.includes(encodeURIComponent(q.email)))).toEqual([]);
    await close();
  });

  it('completes a quote through the check-and-send page and lands on the thank-you page with its reference', async () => {
    const { page, close } = await openWithoutScript();
    const q = quote({ name: uniqueName('NoScriptSent') });
    await fillWithoutScript(page, q);
    await submitButton(page).click();
    await page.waitForURL(new RegExp(`${sendFormPath}$`));
    expect(await page.locator('h1').textContent()).toBe('Check your quote request, then send it');
    // Dates as the emails write them, so a wrong day stands out (issue 34).
    const answer = (label: string) => page.locator(`.check-list dt:text-is("${label}") + dd`).textContent();
    expect(await answer('Pickup date')).toBe(ukDateWithWeekday(q.pickupDate));
    expect(await answer('Delivery date')).toBe(ukDateWithWeekday(q.deliveryDate));
    expect(await answer('Pickup date')).toMatch(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} [A-Z][a-z]{2} \d{4}$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    if (process.env.SCREENSHOT_DIR) {
      await page.screenshot({ path: join(process.env.SCREENSHOT_DIR, 'no-js-check-390.png'), fullPage: true });
    }
    await page.waitForTimeout(humanFillMs());
    await page.getByRole('button', { name: 'Send my quote request' }).click();
    await page.waitForURL(/\/quote-received\?ref=Q-[A-Z0-9]+&by=(?:phone|email)$/);
    expect(await page.locator('h1').textContent()).toBe('Quote request received');
    const reference = new URL(page.url()).searchParams.get('ref');
    const email = await theEmailFor(q.name);
    expect(email.subject).toContain(`[${reference}]`);
    // The check page carried the form's page through: the lead came from the home page (issue 43 B).
    expect(email.body.text?.trimEnd().split('\n').at(-1)).toBe('Came from: /');
    await close();
  });

  it('hides what cannot work without it (stops, estimate, character counts) and says where extra stops go', async () => {
    const { page, close } = await openWithoutScript();
    const form = page.locator('form.quote-form');
    await form.waitFor();
    expect(await form.getByRole('button', { name: 'Add stop' }).isVisible()).toBe(false);
    expect(await form.getByText('Journey estimate').isVisible()).toBe(false);
    for (const id of ['quote-load_details-count', 'quote-notes-count']) {
      expect(await page.locator(`#${id}`).isVisible(), id).toBe(false);
    }
    const hint = form.getByText('Collecting or delivering at more than one address?');
    expect(await hint.isVisible()).toBe(true);
    expect(await hint.textContent()).toContain('Put each extra stop, with its postcode, in the notes.');
    // Said where the stops would be: after the collection, before the delivery. Measured in one go: the jump to
    // #quote may still be scrolling smoothly, which moves every box between two separate measurements.
    const elements = await Promise.all(
      [
        hint,
        form.locator('fieldset:has(> legend:text-is("Collection"))'),
        form.locator('fieldset:has(> legend:text-is("Delivery"))'),
      ].map((locator) => locator.elementHandle()),
    );
    const [hintBox, collection, delivery] = await page.evaluate(
      (nodes) =>
        nodes.map((node) => ({
          top: node?.getBoundingClientRect().top ?? Number.NaN,
          bottom: node?.getBoundingClientRect().bottom ?? Number.NaN,
        })),
      elements,
    );
    expect(hintBox?.top).toBeGreaterThan((collection?.bottom ?? Number.NaN) - 1);
    expect(hintBox?.bottom).toBeLessThan((delivery?.top ?? Number.NaN) + 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    if (process.env.SCREENSHOT_DIR) {
      await hint.scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(process.env.SCREENSHOT_DIR, 'no-js-form-390.png') });
    }
    await close();
  });

  it('says on the check page what the form says of a mistyped postcode, in its words, and still sends (issue 52 D)', async () => {
    const { page, close } = await openWithoutScript();
    const q = quote({ name: uniqueName('NoScriptTypo') });
    await fillWithoutScript(page, q);
    await fieldOf(page, 'pickup_postcode').fill('LS1 A4P');
    await submitButton(page).click();
    await page.waitForURL(new RegExp(`${sendFormPath}$`));
    expect(await page.getByText('Please check this postcode before you send:').count()).toBe(1);
    expect(await page.locator('.fix-list li').allTextContents()).toEqual([
      `Pickup postcode LS1 A4P: ${postcodeHints.incomplete}`,
    ]);
    if (process.env.SCREENSHOT_DIR) {
      await page.screenshot({ path: join(process.env.SCREENSHOT_DIR, 'no-js-check-postcode-390.png'), fullPage: true });
    }
    await page.waitForTimeout(humanFillMs());
    await page.getByRole('button', { name: 'Send my quote request' }).click();
    await page.waitForURL(/\/quote-received\?ref=Q-[A-Z0-9]+&by=(?:phone|email)$/);
    // Staff are told too, first, above the summary block: the estimate could route one place only.
    const email = await theEmailFor(q.name);
    expect(email.body.text?.split('\n')[0]).toBe(
      'Partial estimate: LS1 A4P not found: only M1 1AE left, so no distance or time',
    );
    await close();
  });

  it('sends the visitor to the page that lists what to fix, with nothing personal in the address', async () => {
    const { page, close } = await openWithoutScript();
    const q = quote({ name: uniqueName('NoScriptFix'), pickupDate: addDays(ukToday(), -1) });
    await fillWithoutScript(page, q);
    await submitButton(page).click();
    await page.waitForURL(/\/quote-not-sent\?fix=/);
    expect(new URL(page.url()).searchParams.get('fix')).toBe('pickup_date');
    expect(page.url()).not.toContain(encodeURIComponent(q.email));
    expect(await page.locator('h1').textContent()).toBe('Your quote request was not sent');
    await page.goBack();
    expect(await fieldOf(page, 'from_name').inputValue()).toBe(q.name);
    await close();
  });
});
