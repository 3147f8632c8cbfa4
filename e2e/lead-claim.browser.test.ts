/**
 * Speed to lead through the local stack (`npm start`'s): a quote is posted as the form posts it, the staff email's
 * claim link is taken from the local inbox and opened in Chromium (which changes nothing; nor does its form posted
 * from outside a browser), the quote is claimed with the page's button, marked quoted and then booked (issue 43), and
 * `npm run quotes -- show REF` names the claimer and says what became of it. Prints the local timings: post to email, email to claim page, claim to recorded.
 */
import { randomUUID } from 'node:crypto';
import { ukToday } from '@courier/common/time/uk-time';
import { minimalQuoteFields } from '@courier/lambdas/test-support/quote-fixtures';
import { describe, expect, it } from 'vitest';
import { inboxUrl, siteUrl, useBrowser } from './browser';
import { emailsFor as inboxEmailsFor, uniqueName } from './inbox';
import { quotes } from './quotes-command';

const { openPage } = useBrowser();

const emailsFor = (name: string) => inboxEmailsFor(inboxUrl(), name);

const decodeAttribute = (value: string) => value.replaceAll('&amp;', '&');

describe('claiming a quote from the staff email', () => {
  it('posted, mailed with a claim link, opened (nothing changes), claimed, and named by npm run quotes -- show', async () => {
    const name = uniqueName('Cara Claim');
    const form = new FormData();
    for (const [field, value] of [
      ...minimalQuoteFields(name, ukToday(), { phone: '07700 900456', is_return: 'Yes', return_job: 'Yes' }),
      ['submission_id', randomUUID()],
    ]) {
      form.append(field as string, value as string);
    }
    const posted = performance.now();
    const response = await fetch(`${siteUrl()}/api/v1.0/email/send-form`, { method: 'POST', body: form });
    const reference = response.headers.get('x-quote-reference') ?? '';
    expect(response.status).toBe(200);

    await expect.poll(async () => (await emailsFor(name)).length).toBe(1);
    const mailed = performance.now();
    const [email] = await emailsFor(name);
    // Collected today: the subject says so first, with the customer's name.
    expect(email?.subject).toBe(`Quote request: TODAY · ${name} · Small Van LE1 1AA → M1 1AE, return [${reference}]`);
    const textLink = /Claim it before you call, so nobody else does: (\S+)/.exec(email?.body.text ?? '')?.[1];
    const htmlLink = /<a href="([^"]+)"[^>]*>Claim /.exec(email?.body.html ?? '')?.[1];
    expect(textLink).toMatch(new RegExp(`^${siteUrl()}/api/leads/claim\\?q=`));
    expect(htmlLink && decodeAttribute(htmlLink)).toBe(textLink);

    // A mail scanner's or link preview's GET: nothing changes.
    expect((await fetch(textLink ?? '')).status).toBe(200);
    expect((await quotes('show', reference)).out).toMatch(/claimed by +UNCLAIMED/);
    // A scanner's sandbox submitting the page's form outside a browser (no Origin, no Sec-Fetch-Site): nothing changes.
    const scanned = await fetch(`${siteUrl()}/api/leads/claim`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...Object.fromEntries(new URL(textLink ?? '').searchParams), name: 'Scanner' }),
    });
    expect(scanned.status).toBe(403);
    expect(await scanned.text()).toContain('press the button there');
    expect((await quotes('show', reference)).out).toMatch(/claimed by +UNCLAIMED/);

    const { page, problems } = await openPage();
    await page.goto(textLink ?? '');
    const opened = performance.now();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(`Quote ${reference}`);
    expect(await page.getByText('Nobody has claimed this quote yet').count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Call 07700 900456' }).getAttribute('href')).toBe('tel:+447700900456');
    await page.getByLabel('Your name').fill('Sam Patel');
    const pressed = performance.now();
    await page.getByRole('button', { name: 'Claim this quote' }).click();
    await expect.poll(() => page.getByText('It is yours').count()).toBe(1);
    const claimed = performance.now();
    // The claim answered with a redirect back to the link: the page is a GET, so a reload never posts the claim again.
    expect(page.url()).toBe(textLink);
    await expect.poll(async () => (await quotes('show', reference)).out).toMatch(/claimed by +Sam Patel/);
    const recorded = performance.now();
    const shown = await quotes('show', reference);
    expect(shown.out).toMatch(/return journey +yes/);

    // Reloaded, it is still theirs, with no offer to take it over from themselves; nothing is posted.
    await page.reload();
    expect(await page.getByText('It is yours').count()).toBe(1);
    expect(await page.getByRole('button', { name: /Take it over/ }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Call 07700 900456' }).getAttribute('href')).toBe('tel:+447700900456');
    // On a 390 px phone, with the staff email's rows and the history, nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    expect(await page.getByText(/^claimed by Sam Patel (under a minute|\d+ min) ago \(\d\d:\d\d on /).count()).toBe(1);
    // What became of it (issue 43): marked quoted, then booked, each back on the page and in its history.
    expect(await page.locator('#outcome-by').inputValue()).toBe('Sam Patel');
    for (const [choice, line] of [
      ['Quoted: they have a price', /^Quoted, marked by Sam Patel (under a minute|\d+ min) ago \(\d\d:\d\d on /],
      ['Booked: it is a job', /^Booked, marked by Sam Patel (under a minute|\d+ min) ago \(\d\d:\d\d on /],
    ] as const) {
      await page.getByLabel(choice).check();
      await page.getByRole('button', { name: 'Record it' }).click();
      await expect.poll(() => page.getByText(line).count()).toBe(1);
      expect(page.url()).toBe(textLink);
    }
    expect(await page.getByText(/^marked quoted by Sam Patel .* ago \(\d\d:\d\d on /).count()).toBe(1);
    expect(await page.getByText(/^marked booked by Sam Patel .* ago \(\d\d:\d\d on /).count()).toBe(1);
    // The outcome form, its choices and its full-width button fit a 390 px phone too.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    const marked = (await quotes('show', reference)).out;
    expect(marked).toMatch(/outcome +Booked, marked by Sam Patel at /);
    expect(marked).toMatch(/history +marked quoted by Sam Patel at [^\n]*\nhistory +marked booked by Sam Patel at /);
    expect(problems).toEqual([]);
    // Someone else's browser sees what became of it, and who had it: booked, it is nobody's to take over (issue 52 B).
    const other = await openPage();
    await other.page.goto(textLink ?? '');
    expect(await other.page.getByText(/^Booked, marked by Sam Patel /).count()).toBe(1);
    expect(await other.page.getByText(/^Claimed by Sam Patel .* ago \(/).count()).toBe(1);
    expect(await other.page.getByRole('button', { name: /Take it over/ }).count()).toBe(0);

    const ms = (from: number, to: number) => `${Math.round(to - from)} ms`;
    console.log(
      `lead claim, local: post to email ${ms(posted, mailed)}, email to claim page ${ms(mailed, opened)}, ` +
        `claim to recorded ${ms(pressed, recorded)} (button to the page saying so ${ms(pressed, claimed)})`,
    );
  });
});
