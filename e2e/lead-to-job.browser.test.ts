/**
 * From lead to job (issue 43), in a real Chromium against the local stack: a visit lands on a city page from a
 * newsletter's link and sends a quote from the home page's form; the staff email says where it came from; its claim
 * link opens the lead's page, where it is claimed, marked quoted and then booked; `npm run quotes -- show REF` has the
 * landing page, the source and the history; the report counts it under its page and campaign; `--email` mails the
 * report into the local inbox. (Without JavaScript the form's own page is posted: no-javascript.browser.test.ts.)
 */
import type { FunnelRow } from '@courier/lambdas/lead-report/lead-report';
import { describe, expect, it } from 'vitest';
import { humanFillMs, inboxUrl, siteUrl } from './browser';
import { inboxEmails } from './inbox';
import {
  fieldOf,
  fillQuote,
  quote,
  referenceLine,
  sent,
  sentPanel,
  submitButton,
  theEmailFor,
  uniqueName,
  useQuoteForm,
} from './quote-form/quote-form-page';
import { quotes } from './quotes-command';

const { browser } = useQuoteForm();

describe('from lead to job', () => {
  it('lands from a campaign, is mailed with where it came from, claimed, quoted, booked, shown and reported', async () => {
    // A campaign no other test or run uses, so the report's row is this lead's alone.
    const campaign = `spring-${Date.now().toString(36)}`;
    // The report from this test's start: a breakdown shows its top 10 rows, and the shared stack has many quotes.
    const since = new Date(Date.now() - 1000).toISOString();
    const { page, close } = await browser.openPage();
    // The page records the visit inline, before anything else (decision 053): visit-first-moment.browser.test.ts goes
    // on at once; this visitor reads the page first.
    await page.goto(`${siteUrl()}/courier-leeds?utm_source=newsletter&utm_campaign=${campaign}`, {
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
    const reference = referenceLine.exec((await sentPanel(page).textContent()) ?? '')?.[1] ?? '';
    expect(reference).toMatch(/^Q-/);

    const email = await theEmailFor(q.name);
    const cameFrom = `Came from: /courier-leeds · newsletter / - / ${campaign} · no referrer`;
    expect(email.body.text?.trimEnd().split('\n').at(-1)).toBe(cameFrom);
    expect(email.body.html).toContain(cameFrom);

    // The staff email's claim link is the lead's page: claimed, then marked quoted, then booked.
    const link = /Claim it before you call, so nobody else does: (\S+)/.exec(email.body.text ?? '')?.[1] ?? '';
    await page.goto(link);
    await page.getByLabel('Your name').fill('Dee Dispatch');
    await page.getByRole('button', { name: 'Claim this quote' }).click();
    await expect.poll(() => page.getByText('It is yours').count()).toBe(1);
    for (const [choice, line] of [
      ['Quoted: they have a price', /^Quoted, marked by Dee Dispatch .* ago \(/],
      ['Booked: it is a job', /^Booked, marked by Dee Dispatch .* ago \(/],
    ] as const) {
      await page.getByLabel(choice).check();
      await page.getByRole('button', { name: 'Record it' }).click();
      await expect.poll(() => page.getByText(line).count()).toBe(1);
    }
    await close();

    const shown = (await quotes('show', reference)).out;
    expect(shown).toMatch(new RegExp(`came from +/courier-leeds · newsletter / - / ${campaign} · no referrer`));
    expect(shown).toMatch(
      /history +claimed by Dee Dispatch at [^\n]*\nhistory +marked quoted by Dee Dispatch at [^\n]*\nhistory +marked booked by Dee Dispatch at /,
    );

    // The report counts it under its campaign and its landing page, down the funnel to booked.
    const report = JSON.parse((await quotes('report', '--since', since, '--json')).out) as {
      bySource: FunnelRow[];
      byLandingPage: FunnelRow[];
    };
    expect(report.bySource.find((row) => row.key === `newsletter / ${campaign}`)).toEqual({
      key: `newsletter / ${campaign}`,
      quotes: 1,
      claimed: 1,
      quoted: 1,
      booked: 1,
      lost: 0,
      bookedPerQuote: 1,
    });
    expect(report.byLandingPage.find((row) => row.key === '/courier-leeds')?.booked).toBeGreaterThanOrEqual(1);
    const text = (await quotes('report', '--since', since)).out;
    expect(text).toMatch(new RegExp(`newsletter / ${campaign} +1 +1 +1 +1 +0 +100%`));

    // Mailed: the report, with this campaign's row, lands in the local inbox.
    const mailedSince = Math.floor(Date.now() / 1000) - 1;
    expect((await quotes('report', '--since', since, '--email')).code).toBe(0);
    await expect
      .poll(async () =>
        (await inboxEmails(inboxUrl(), mailedSince)).some(
          (mail) => mail.subject.startsWith('Leads ') && mail.body.text?.includes(`newsletter / ${campaign}`),
        ),
      )
      .toBe(true);
  });
});
