/**
 * The lead page on a 390 px phone (issue 52 B), in Chromium through the local stack: the quote's claim link opened by
 * the night dispatcher and by a second one, in each state of the lead. What is measured is what a thumb meets: the
 * main button (claim, take over, or call the lead that is yours) is above and bigger than every other, the call link
 * never stands above a takeover, every button is at least 44 px tall, and once the lead is booked or lost its outcome
 * leads and nothing says to call now. And a lead erased since its email shows its own page, not the site's 404.
 */
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { ukToday } from '@courier/common/time/uk-time';
import { minimalQuoteFields } from '@courier/lambdas/test-support/quote-fixtures';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { inboxUrl, siteUrl, useBrowser } from './browser';
import { theEmailFor, uniqueName } from './inbox';
import { quotes } from './quotes-command';

const { openPage } = useBrowser();

/** Posts a quote collected today as the form does, and answers its claim link from the staff email. */
async function aClaimLink(): Promise<string> {
  return (await aQuote()).link;
}

/** A quote posted as the form posts it: its reference, and the claim link from the staff email. */
async function aQuote(): Promise<{ reference: string; link: string }> {
  const name = uniqueName('Phil Phone');
  const form = new FormData();
  for (const [field, value] of [
    ...minimalQuoteFields(name, ukToday(), { phone: '07700 900456' }),
    ['submission_id', randomUUID()],
  ]) {
    form.append(field as string, value as string);
  }
  const posted = await fetch(`${siteUrl()}/api/v1.0/email/send-form`, { method: 'POST', body: form });
  expect(posted.status).toBe(200);
  const email = await theEmailFor(inboxUrl(), name);
  const link = /Claim it before you call, so nobody else does: (\S+)/.exec(email.body.text ?? '')?.[1] ?? '';
  return { reference: posted.headers.get('x-quote-reference') ?? '', link };
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator} is not shown`);
  return found;
}

/** Every button on the page, links styled as buttons too, with its height: none may be under 44 px. */
async function buttonHeights(page: Page): Promise<[string, number][]> {
  return page
    .locator('main .button')
    .evaluateAll((buttons) => buttons.map((b) => [b.textContent ?? '', b.getBoundingClientRect().height]));
}

/** The main button is above every other action, and taller and wider than each. */
async function expectFirstAndBiggest(page: Page, main: Locator) {
  const mainBox = await box(main);
  const others = page.locator('main .button:not(.lead-main)');
  for (const other of await others.all()) {
    const otherBox = await box(other);
    const name = await other.textContent();
    expect(mainBox.y + mainBox.height, `${name} below the main button`).toBeLessThanOrEqual(otherBox.y);
    expect(mainBox.height, `${name} shorter`).toBeGreaterThan(otherBox.height);
    // The outcome form's Record it, further down the page, is as wide: its form's own full-width button.
    if (name !== 'Record it') expect(mainBox.width, `${name} narrower`).toBeGreaterThan(otherBox.width);
  }
  for (const [text, height] of await buttonHeights(page)) expect(height, text).toBeGreaterThanOrEqual(44);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
}

const callLink = (page: Page) => page.getByRole('link', { name: 'Call 07700 900456' });

/** With SCREENSHOT_DIR set, the whole page as the phone shows it, for a person to look at. */
async function shot(page: Page, state: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: join(dir, `lead-${state}-390.png`), fullPage: true });
}

describe('the lead page on a 390 px phone (issue 52 B)', () => {
  it('unclaimed, someone else’s, yours, booked and lost: the right action first and biggest, nothing says call now once it is settled', async () => {
    const link = await aClaimLink();
    const dave = (await openPage({ mobile: true })).page;
    await dave.goto(link);
    // Unclaimed: Claim first and biggest.
    await expectFirstAndBiggest(dave, dave.getByRole('button', { name: 'Claim this quote' }));
    await shot(dave, 'unclaimed');
    expect(await dave.locator('main').innerText()).toMatch(/It arrived (under a minute|\d+ min) ago \(\d\d:\d\d on /);

    await dave.getByLabel('Your name').fill('Dave Night');
    await dave.getByRole('button', { name: 'Claim this quote' }).click();
    await expect.poll(() => dave.getByText('It is yours').count()).toBe(1);
    // Yours: the call is the main button; WhatsApp and email are buttons a thumb can hit.
    await expectFirstAndBiggest(dave, callLink(dave));
    const customer = dave.getByRole('region', { name: 'The customer' });
    expect((await box(customer.getByRole('link', { name: 'WhatsApp' }))).height).toBeGreaterThanOrEqual(44);
    expect((await box(customer.getByRole('link', { name: /^Email / }))).height).toBeGreaterThanOrEqual(44);
    await shot(dave, 'yours');

    // Someone else's: how long Dave has had it, then the takeover, above and bigger than the call link.
    const jo = (await openPage({ mobile: true })).page;
    await jo.goto(link);
    const takeover = jo.getByRole('button', { name: 'Take it over from Dave Night' });
    const held = jo.getByText(/^Dave Night has had it for (under a minute|\d+ min)$/);
    expect((await box(held)).y).toBeLessThan((await box(takeover)).y);
    await expectFirstAndBiggest(jo, takeover);
    const [takeoverBox, callBox] = [await box(takeover), await box(callLink(jo))];
    expect(takeoverBox.y + takeoverBox.height).toBeLessThanOrEqual(callBox.y);
    await shot(jo, 'someone-elses');

    // Booked, then lost: the outcome leads, for both of them, and nothing says to call now.
    for (const [choice, outcome, state] of [
      ['Booked: it is a job', /^Booked, marked by Dave Night /, 'booked'],
      ['Lost', /^Lost \(price\), marked by Dave Night /, 'lost'],
    ] as const) {
      await dave.getByLabel(choice, { exact: true }).check();
      if (choice === 'Lost') await dave.getByLabel('If lost, why').selectOption('price');
      await dave.getByRole('button', { name: 'Record it' }).click();
      await expect.poll(() => dave.getByText(outcome).count()).toBe(1);
      await jo.reload();
      for (const page of [dave, jo]) {
        // Under the heading, before who had it and before the ways to reach the customer.
        const settled = await box(page.getByText(outcome));
        expect(settled.y).toBeGreaterThan((await box(page.getByRole('heading', { level: 1 }))).y);
        expect(settled.y).toBeLessThan((await box(page.getByText(/^Claimed by Dave Night /))).y);
        expect(settled.y).toBeLessThan((await box(page.getByRole('region', { name: 'The customer' }))).y);
        expect(await page.locator('main').innerText()).not.toMatch(/\bnow\b/i);
        expect(await page.locator('main .lead-main').count()).toBe(0);
        for (const [text, height] of await buttonHeights(page)) expect(height, text).toBeGreaterThanOrEqual(44);
      }
      await shot(jo, state);
    }
  });
});

describe('a lead no longer stored, through the local stack as through CloudFront (issue 52 F)', () => {
  it('its link shows its own page saying so, not the site’s not-found page', async () => {
    const { reference, link } = await aQuote();
    expect((await quotes('erase', reference, '--force')).code).toBe(0);
    const { page } = await openPage({ mobile: true });
    const answer = await page.goto(link);
    expect(answer?.status()).toBe(410);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('This quote is no longer stored');
    expect(await page.getByText('404 — Page Not Found').count()).toBe(0);
  });
});
