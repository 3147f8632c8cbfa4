/**
 * Sending a quote: what the visitor sees and what staff are mailed, once, whatever the network does. The quote form
 * in a real Chromium against the local stack; what its files share is in quote-form-page.ts.
 */
import { join } from 'node:path';
import { ukDateWithWeekday } from '@courier/common/time/uk-time';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../axe';
import { eachScreen, type Page } from '../browser';
import {
  buttonText,
  emailsFor,
  estimateText,
  fieldOf,
  fillQuote,
  focusedName,
  formSnapshot,
  headingOnTop,
  linesAtPhoneWidths,
  phone,
  quote,
  recordSendStates,
  referenceLine,
  sendFormPath,
  sent,
  sentPanel,
  sentSummary,
  sentTitle,
  submitButton,
  theEmailFor,
  uniqueName,
  useQuoteForm,
} from './quote-form-page';

const { openQuoteForm } = useQuoteForm();

describe('sending a quote', () => {
  it('sends it, shows what was sent in the form’s place, mails staff everything, escaped, and gives a fresh form on request', async () => {
    const { page, problems, posts, humanPause, estimated, close } = await openQuoteForm();
    const q = quote({
      name: uniqueName('Success'),
      email: 'success.customer@example.co.uk',
      vehicle: 'Luton Van (Box or Curtain)',
      notes: 'Gate code <script>alert("x")</script> and <b>fragile</b> & heavy',
      stops: [
        ['Trent Bridge', 'NG2 6AG'],
        ['Derby Riverside', 'DE1 1AA'],
      ],
      isReturn: true,
    });
    await fillQuote(page, q);
    await estimated(q);
    const states = await recordSendStates(page);
    await humanPause();
    await submitButton(page).click();

    await sent(page);
    // The form gives way to the confirmation, focused so it is read out and the keyboard carries on from it.
    expect(await page.locator('form.quote-form').count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('quote-sent');
    const shown = (await sentPanel(page).textContent()) ?? '';
    const reference = referenceLine.exec(shown)?.[1];
    expect(reference).toMatch(/^Q-/);
    expect(shown).toContain('A dispatcher will call you on 07700 900123 within 30 minutes.');
    expect(await sentPanel(page).getByRole('link', { name: phone }).getAttribute('href')).toMatch(/^tel:/);
    expect(await sentSummary(page)).toEqual({
      Name: q.name,
      Email: q.email,
      Phone: '07700 900123',
      From: 'Unit 4, Freemen’s Common, LE1\u00a01AA',
      Collection: `${ukDateWithWeekday(q.pickupDate)}, 9–11am`,
      'Stop 1': 'Trent Bridge, NG2\u00a06AG',
      'Stop 2': 'Derby Riverside, DE1\u00a01AA',
      To: 'Piccadilly, Manchester, M1\u00a01AE',
      Delivery: `${ukDateWithWeekday(q.deliveryDate)}, Before noon`,
      Return: 'Yes',
      Estimate: expect.stringMatching(estimateText),
      Vehicle: 'Luton Van (Box or Curtain)',
      'Load details': 'Three pallets, 400 kg',
      Notes: q.notes,
    });
    // idle → sending (disabled) → 'Sent!', which heads the confirmation: no reset on a timer (SPEC's 2.5 s).
    const seen = await states();
    expect(seen.map((s) => s.text).filter((text, i, all) => text !== all[i - 1])).toEqual([
      'Submit Quote Request',
      'Sending…',
      sentTitle,
    ]);
    expect(seen.find((s) => s.text === 'Sending…')?.disabled).toBe(true);
    expect(posts).toHaveLength(1);

    const email = await theEmailFor(q.name);
    expect(email.subject).toContain(`[${reference}]`);
    expect(email.subject).toContain('Luton Van (Box or Curtain)');
    expect(email.subject).toContain('LE1 1AA');
    expect(email.subject).toContain('M1 1AE');
    expect(email.replyTo).toEqual([q.email]);
    expect(email.destination.to.length).toBeGreaterThan(0);
    const text = email.body.text ?? '';
    const stop1 = text.indexOf('Stop 1 location:\n  | Trent Bridge\nStop 1 postcode: NG2 6AG');
    const stop2 = text.indexOf('Stop 2 location:\n  | Derby Riverside\nStop 2 postcode: DE1 1AA');
    expect(stop1).toBeGreaterThan(-1);
    expect(stop2).toBeGreaterThan(stop1);
    expect(text).toContain('Return journey: Yes');
    // The server works the figures out again for the journey sent; the form's, from the same estimator, agree.
    expect(text).toMatch(/Distance: \d+(\.\d+)? miles, estimated \(the customer's own: the same\)/);
    expect(text).toContain(`Pickup date: ${ukDateWithWeekday(q.pickupDate)}`);
    const html = email.body.html ?? '';
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(html).toContain('&lt;b&gt;fragile&lt;/b&gt; &amp; heavy');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>fragile');
    // Still there once the email is with staff: the confirmation stays until the visitor asks for a fresh form.
    expect(await sentPanel(page).textContent()).toBe(shown);
    // Read out on the phone, the reference is never broken at its hyphen.
    expect(await linesAtPhoneWidths(page, '.quote-sent__reference strong')).toEqual(new Set([1]));

    await sentPanel(page).getByRole('button', { name: 'Send another request' }).click();
    await page.waitForSelector('form.quote-form');
    for (const name of ['from_name', 'pickup_postcode', 'delivery_postcode', 'distance_miles', 'duration_minutes']) {
      expect(await fieldOf(page, name).inputValue(), name).toBe('');
    }
    expect(await page.locator('form.quote-form input[name^="stop_"]').count()).toBe(0);
    expect(await page.locator('form.quote-form input[name="is_return"][value="No"]').isChecked()).toBe(true);
    expect(await fieldOf(page, 'terms_agree').isChecked()).toBe(false);
    expect(await buttonText(page)).toBe('Submit Quote Request');
    expect(await focusedName(page)).toBe('from_name');
    expect(problems).toEqual([]);
    await close();
  });

  eachScreen([390, 1280])(
    'at %i px, puts the confirmation where the form was, in view, without horizontal scrolling or axe violations',
    async (width) => {
      const { page, humanPause, estimated, close } = await openQuoteForm({ width, height: width < 600 ? 844 : 900 });
      const q = quote({ name: uniqueName(`Panel${width}`), stops: [['Trent Bridge', 'NG2 6AG']] });
      await fillQuote(page, q);
      await estimated(q);
      const formBox = await page.locator('form.quote-form').boundingBox();
      await humanPause();
      await submitButton(page).click();
      await sent(page);
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('quote-sent');
      // Focus brought it into view, its heading clear of the sticky header.
      await expect.poll(() => page.evaluate(headingOnTop)).toBe(true);
      const panel = sentPanel(page);
      const box = await panel.boundingBox();
      const pageX = await page.evaluate(() => window.scrollX);
      expect(Math.abs((box?.x ?? -1) - (formBox?.x ?? -2) - pageX)).toBeLessThanOrEqual(1);
      expect(box?.width).toBeLessThanOrEqual((formBox?.width ?? 0) + 1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      // As the visitor sees it the moment it arrives.
      if (process.env.SCREENSHOT_DIR) {
        await page.screenshot({ path: join(process.env.SCREENSHOT_DIR, `quote-sent-${width}.png`) });
      }
      expect(await axeViolations(page)).toEqual([]);
      await theEmailFor(q.name);
      await close();
    },
  );

  it('sends one request for a double click, and counts the lead in analytics once, with the documented event', async () => {
    const { page, posts, humanPause, close } = await openQuoteForm({ gtagStub: true });
    const gtagCalls = () => page.evaluate(() => (window as unknown as { gtagCalls: unknown[][] }).gtagCalls);
    const q = quote({ name: uniqueName('Double') });
    // A click on the empty form, which its checks stop, is no lead.
    await submitButton(page).click();
    await fillQuote(page, q);
    expect(await gtagCalls()).toEqual([]);
    await humanPause();
    await submitButton(page).dblclick();
    await sent(page);
    expect(await gtagCalls()).toEqual([
      ['event', 'quote_form_submitted', { event_category: 'Lead', event_label: 'Quote Request', value: 1 }],
    ]);
    await theEmailFor(q.name);
    // A second post would have left with the first (posts counts requests as the browser sends them); it would
    // wake the local sender as the first did, and its email follow within a tick (100 ms): half a second more
    // shows none did.
    await page.waitForTimeout(500);
    expect(posts).toHaveLength(1);
    expect(await emailsFor(q.name)).toHaveLength(1);
    await close();
  });

  it('sends one request for two clicks in the same task', async () => {
    const { page, posts, humanPause, close } = await openQuoteForm();
    const q = quote({ name: uniqueName('Twice') });
    await fillQuote(page, q);
    await humanPause();
    await page.evaluate(() => {
      const button = document.querySelector('form.quote-form button[type="submit"]') as HTMLButtonElement;
      button.click();
      button.click();
    });
    await sent(page);
    await theEmailFor(q.name);
    // A second post would have left with the first (posts counts requests as the browser sends them); its email
    // would wake the local sender as the first did, and its email follow within a tick (100 ms): half a second more
    // shows none did.
    await page.waitForTimeout(500);
    expect(posts).toHaveLength(1);
    expect(await emailsFor(q.name)).toHaveLength(1);
    await close();
  });

  const failures: [string, Parameters<Page['route']>[1], string][] = [
    [
      'a 502 answer',
      (route) => route.fulfill({ status: 502, contentType: 'text/plain', body: 'Bad gateway' }),
      'Our server could not send your request just now.',
    ],
    [
      'a network failure',
      (route) => route.abort(),
      'We could not reach our server. Check your connection and try again.',
    ],
  ];

  it(`after ${failures.map(([name]) => name).join(', then ')}, says Try again and why, gives the phone number, keeps every value; a retry sends`, async () => {
    const { page, posts, humanPause, estimated, close } = await openQuoteForm({ gtagStub: true });
    const q = quote({ name: uniqueName('Retry'), stops: [['Trent Bridge', 'NG2 6AG']], isReturn: true });
    await fillQuote(page, q);
    await estimated(q);
    const before = await formSnapshot(page);
    await humanPause();

    for (const [, fail, reason] of failures) {
      await page.route(`**${sendFormPath}`, fail);
      await submitButton(page).click();
      const alert = page.getByRole('alert');
      await expect.poll(async () => (await alert.isVisible()) && ((await alert.textContent()) ?? '')).toContain(reason);
      expect(await buttonText(page)).toBe('Try again');
      const message = (await alert.textContent()) ?? '';
      expect(message).toContain('Sorry, your quote request was not sent.');
      expect(message).toContain(phone);
      expect(await alert.getByRole('link', { name: phone }).getAttribute('href')).toMatch(/^tel:/);
      expect(await sentPanel(page).count()).toBe(0);
      expect(await formSnapshot(page)).toEqual(before);
      expect(await page.evaluate(() => (window as unknown as { gtagCalls: unknown[] }).gtagCalls)).toEqual([]);
      expect(await emailsFor(q.name)).toEqual([]);
      await page.unroute(`**${sendFormPath}`);
    }

    await submitButton(page).click();
    await sent(page);
    expect(await page.getByText('Sorry, your quote request was not sent.').count()).toBe(0);
    expect(await sentPanel(page).textContent()).toMatch(referenceLine);
    expect(posts).toHaveLength(failures.length + 1);
    const email = await theEmailFor(q.name);
    expect(email.body.text).toContain('Stop 1 location:\n  | Trent Bridge\nStop 1 postcode: NG2 6AG');
    await close();
  });
});
