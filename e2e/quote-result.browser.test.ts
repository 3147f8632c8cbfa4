/**
 * Issue 25 A and 26 A/B in a real Chromium: a quote sent without JavaScript goes through the quote API's
 * check-and-send page (its signed fill time) and ends on pages the API renders, showing the reference as text or
 * naming exactly the answer to fix; a hostile page on another site cannot make the browser post a quote.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiPaths, quoteResultPages } from '@courier/common/api/contract';
import { ukToday } from '@courier/common/time/uk-time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { humanFillMs, inboxUrl, type Page, siteUrl, useBrowser } from './browser';
import { emailsFor, uniqueName } from './inbox';

const browser = useBrowser();

function addDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

const fieldOf = (page: Page, name: string) => page.locator(`form.quote-form [name="${name}"]`);

/** Fills the prerendered form as a visitor without JavaScript does. */
async function fillWithoutScript(page: Page, name: string, email: string) {
  await fieldOf(page, 'from_name').fill(name);
  await fieldOf(page, 'from_email').fill(email);
  await fieldOf(page, 'pickup_location').fill('Unit 4, Freemen’s Common');
  await fieldOf(page, 'pickup_postcode').fill('LE1 1AA');
  await fieldOf(page, 'pickup_date').fill(addDays(ukToday(), 1));
  await fieldOf(page, 'delivery_location').fill('Piccadilly, Manchester');
  await fieldOf(page, 'delivery_postcode').fill('M1 1AE');
  await fieldOf(page, 'delivery_date').fill(addDays(ukToday(), 2));
  await fieldOf(page, 'vehicle_type').selectOption('Small Van');
  await fieldOf(page, 'notes').fill('Ring the bell <b>twice</b>');
  await fieldOf(page, 'terms_agree').check();
}

async function openFormWithoutScript() {
  const opened = await browser.openPage({ javaScript: false });
  await opened.page.goto(`${siteUrl()}/#quote`);
  return opened;
}

const emailSubjectFor = async (name: string) => (await emailsFor(inboxUrl(), name))[0]?.subject;

describe('a quote sent without JavaScript', () => {
  it('ends on a thank-you page that shows the reference as text', async () => {
    const { page, close } = await openFormWithoutScript();
    const name = uniqueName('NoScriptRef');
    await fillWithoutScript(page, name, 'customer@example.co.uk');
    await page.locator('form.quote-form button[type="submit"]').click();

    // The check page: the answers to read (escaped), and Send.
    await page.waitForURL(`${siteUrl()}${apiPaths.sendForm}`);
    expect(await page.locator('h1').textContent()).toBe('Check your quote request, then send it');
    expect(await page.locator('.check-list').textContent()).toContain('Ring the bell <b>twice</b>');
    // The server treats a check page sent back sooner than its fill-time minimum as not yet checked.
    await page.waitForTimeout(humanFillMs());
    await page.getByRole('button', { name: 'Send my quote request' }).click();

    await page.waitForURL(/\/quote-received\?ref=Q-[A-Z0-9]+&by=(?:phone|email)$/);
    const reference = new URL(page.url()).searchParams.get('ref') ?? '';
    expect(await page.locator('h1').textContent()).toBe('Quote request received');
    // The reference is on the page as text, not only in the address bar a phone hides.
    expect(await page.locator('.quote-result__reference').textContent()).toBe(
      `Your reference is ${reference}. Please quote it if you call us.`,
    );
    expect(await page.locator('main').textContent()).not.toContain('ref=');
    // The promise, with the minutes the site is built with (issue 52 C).
    expect(await page.locator('.quote-result__promise').textContent()).toMatch(
      /^A dispatcher will (?:call you on the number you gave|email you) within 30 minutes\.$/,
    );
    await expect.poll(() => emailSubjectFor(name), { timeout: 30_000 }).toContain(`[${reference}]`);
    await close();
  });

  it('with one mistake, ends on a page that names exactly that answer', async () => {
    const { page, close } = await openFormWithoutScript();
    const name = uniqueName('NoScriptFix');
    await fillWithoutScript(page, name, 'ada@@example');
    await page.locator('form.quote-form button[type="submit"]').click();

    await page.waitForURL(/\/quote-not-sent\?fix=from_email$/);
    expect(page.url()).not.toContain('example');
    expect(await page.locator('h1').textContent()).toBe('Your quote request was not sent');
    expect(await page.locator('.fix-list li strong').allTextContents()).toEqual(['Email']);
    expect(await page.locator('main').textContent()).toContain('Please check this answer:');
    await page.goBack();
    expect(await fieldOf(page, 'from_name').inputValue()).toBe(name);
    await close();
  });
});

describe('the pages the quote API renders', () => {
  it('read well: no accessibility violations, the reference on one line at every phone width', async () => {
    const { page, problems, close } = await browser.openPage();
    await page.goto(`${siteUrl()}${quoteResultPages.received}?ref=Q-7KX2MP`);
    expect(await axeViolations(page)).toEqual([]);
    for (let width = 300; width <= 440; width += 4) {
      await page.setViewportSize({ width, height: 844 });
      expect(await page.locator('.quote-result__reference strong').evaluate((e) => e.getClientRects().length)).toBe(1);
    }
    await page.goto(`${siteUrl()}${quoteResultPages.notSent}?fix=pickup_date,terms_agree`);
    expect(await page.locator('.fix-list li strong').allTextContents()).toEqual(['Pickup date', 'Terms']);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });
});

describe('a hostile page on another site', () => {
  let hostile: Server;
  let hostileUrl: string;
  beforeAll(async () => {
    // The site is served on localhost; 127.0.0.1 is another site to the browser.
    const action = `${siteUrl()}${apiPaths.sendForm}`;
    const fields = {
      service_id: 'service_local',
      template_id: 'template_quote',
      user_id: 'public_local_key',
      from_name: 'Cross Site',
      from_email: 'victim@example.co.uk',
      pickup_location: 'Leicester',
      pickup_postcode: 'LE1 1AA',
      pickup_date: addDays(ukToday(), 1),
      delivery_location: 'Manchester',
      delivery_postcode: 'M1 1AE',
      delivery_date: addDays(ukToday(), 1),
      vehicle_type: 'Small Van',
      terms_agree: 'Yes',
    };
    const inputs = Object.entries(fields)
      .map(([name, value]) => `<input type="hidden" name="${name}" value="${value}">`)
      .join('');
    hostile = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(`<!doctype html><form method="post" action="${action}">${inputs}<button>Win</button></form>`);
    });
    await new Promise<void>((resolve) => hostile.listen(0, '127.0.0.1', resolve));
    hostileUrl = `http://127.0.0.1:${(hostile.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise((resolve) => hostile.close(resolve)));

  it('cannot make the visitor’s browser post a quote: plain 403', async () => {
    const { page, close } = await browser.openPage();
    await page.goto(hostileUrl);
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith(apiPaths.sendForm)),
      page.getByRole('button', { name: 'Win' }).click(),
    ]);
    expect(response.status()).toBe(403);
    expect((await response.request().allHeaders())['sec-fetch-site']).toBe('cross-site');
    expect(await response.text()).toBe('Forbidden: quotes are accepted from this website only.');
    await close();
  });
});
