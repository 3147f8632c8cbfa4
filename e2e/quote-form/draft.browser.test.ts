/**
 * The form's code arriving as the visitor heads for it, and the draft, focus and hints while they fill it in. The
 * quote form in a real Chromium against the local stack; what its files share is in quote-form-page.ts.
 */
import { estimateRouteField, estimateSourceField } from '@courier/common/quote/journey';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../axe';
import { eachScreen, humanFillMs, siteUrl } from '../browser';
import {
  estimateText,
  fieldOf,
  fillQuote,
  focusedName,
  focusRingIn,
  formSnapshot,
  quote,
  reloadForm,
  sent,
  submitButton,
  theEmailFor,
  uniqueName,
  useQuoteForm,
} from './quote-form-page';

const { browser, openQuoteForm } = useQuoteForm();

describe("the form's code", () => {
  it('is fetched only as the visitor heads for the form, and keeps what was typed before it arrived', async () => {
    const { page, problems, close } = await browser.openPage();
    const asked: string[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Holds the form's code back, as a slow phone network would, while the visitor fills the form in.
    await page.route(/\/assets\/QuoteForm-[^/]+\.js$/, async (route) => {
      asked.push(route.request().url());
      await held;
      await route.continue();
    });
    await page.goto(`${siteUrl()}/`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    expect(asked).toEqual([]);

    await page.locator('#quote').scrollIntoViewIfNeeded();
    await expect.poll(() => asked.length).toBe(1);
    const q = quote({ name: uniqueName('Early') });
    await fillQuote(page, q);
    const typed = await formSnapshot(page);
    expect(await page.locator('form.quote-form input[name="pickup_date"][min]').count()).toBe(0);
    await page.waitForTimeout(humanFillMs());

    release();
    await page.waitForSelector('form.quote-form input[name="pickup_date"][min]');
    const kept = Object.fromEntries(await formSnapshot(page));
    // Left out: what the code sets itself (the submission ID, the honeypot) and the estimate it may already have
    // fetched for the typed postcodes, on a busy machine before this snapshot.
    const formsOwn = [
      'submission_id',
      'website',
      'distance_miles',
      'duration_minutes',
      estimateSourceField,
      estimateRouteField,
    ];
    for (const [name, value] of typed) {
      if (!formsOwn.includes(name)) expect([name, kept[name]]).toEqual([name, value]);
    }
    // The form's own code holds them now: they are in its draft.
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('quote-form-draft') ?? '')).toContain(q.name);

    // Sent the moment the code is there: the visitor has been at it since the page opened, so no script's post.
    await submitButton(page).click();
    await sent(page);
    await theEmailFor(q.name);
    expect(problems).toEqual([]);
    await close();
  });
});

describe('filling in the form (issue 13)', () => {
  it('keeps the draft through a reload and a visit to /terms, and clears it after sending', async () => {
    const { page, problems, estimated, close } = await openQuoteForm();
    const q = quote({ name: uniqueName('Draft'), stops: [['Trent Bridge', 'NG2 6AG']] });
    await fillQuote(page, q);
    await estimated(q);
    await fieldOf(page, 'website').evaluate((input: HTMLInputElement) => {
      input.value = 'filled by a bot';
    });
    const before = (await formSnapshot(page)).filter(([name]) => name !== 'website');

    await reloadForm(page);
    expect((await formSnapshot(page)).filter(([name]) => name !== 'website')).toEqual(before);
    expect(await fieldOf(page, 'website').inputValue()).toBe('');
    expect(await fieldOf(page, 'stop_1_location').inputValue()).toBe('Trent Bridge');

    await page.locator('form.quote-form').getByRole('link', { name: 'terms and conditions' }).click();
    await page.waitForURL(`${siteUrl()}/terms`);
    await page.goBack({ waitUntil: 'networkidle' });
    await page.waitForSelector('form.quote-form input[name="pickup_date"][min]');
    await expect.poll(() => fieldOf(page, 'from_name').inputValue()).toBe(q.name);
    expect((await formSnapshot(page)).filter(([name]) => name !== 'website')).toEqual(before);

    // Sent at once on coming back: the fill time counts from when the draft began, so it is no script's
    // too-quick post and reaches staff.
    await submitButton(page).click();
    await sent(page);
    await theEmailFor(q.name);
    await reloadForm(page);
    expect(await fieldOf(page, 'from_name').inputValue()).toBe('');
    expect(await page.locator('form.quote-form input[name^="stop_"]').count()).toBe(0);
    expect(problems).toEqual([]);
    await close();
  });

  it('moves focus to a new stop, somewhere sensible after removing one', async () => {
    const { page, close } = await openQuoteForm();
    const addStop = page.getByRole('button', { name: 'Add stop' });
    await addStop.click();
    expect(await focusedName(page)).toBe('stop_1_location');
    await page.keyboard.type('First stop');
    await addStop.click();
    expect(await focusedName(page)).toBe('stop_2_location');
    await page.getByRole('button', { name: 'Remove stop 2' }).click();
    expect(await focusedName(page)).toBe('stop_1_location');
    await page.getByRole('button', { name: 'Remove stop 1' }).click();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('quote-add-stop');
    await close();
  });

  it('says the estimate in words, counts characters and hints at a postcode that is not a UK one', async () => {
    const { page, close } = await openQuoteForm();
    await fieldOf(page, 'pickup_postcode').fill('LE1 1AA');
    await fieldOf(page, 'delivery_postcode').fill('M1 1AE');
    await expect.poll(() => page.locator('form.quote-form .estimate-summary').textContent()).toMatch(estimateText);
    await fieldOf(page, 'notes').fill('Side door');
    expect(await page.locator('#quote-notes-count').textContent()).toBe('1991 of 2000 characters left');
    expect(await page.locator('#quote-notes-count').isVisible()).toBe(true);
    // What only a page without JavaScript needs stays out of the way.
    expect(
      await page.getByText('Put each extra stop, with its postcode, in the notes.', { exact: false }).isVisible(),
    ).toBe(false);
    await fieldOf(page, 'delivery_postcode').fill('hello');
    await fieldOf(page, 'delivery_postcode').press('Tab');
    const hint = page.locator('#quote-delivery_postcode-hint');
    expect(await hint.isVisible()).toBe(true);
    expect(await hint.textContent()).toContain('This is not a UK postcode');
    await close();
  });

  it("rings the date field's calendar button with the same 3 px focus ring as every other control", async () => {
    // No smooth scrolling: the screenshots below are clipped to where the fields are when measured.
    const { page, close } = await openQuoteForm({ reducedMotion: true });
    await fieldOf(page, 'pickup_date').scrollIntoViewIfNeeded();
    // Shift+Tab from the pickup time lands on the calendar button inside the pickup date.
    await fieldOf(page, 'pickup_time').focus();
    await page.keyboard.press('Shift+Tab');
    expect(
      await page.evaluate(() => {
        const input = document.activeElement as HTMLInputElement;
        return [input.name, input.matches(':focus'), input.matches(':focus-within')];
      }),
    ).toEqual(['pickup_date', false, true]);
    const box = await fieldOf(page, 'pickup_date').boundingBox();
    if (!box) throw new Error('no pickup date');
    // The button sits at the input's right end: the ring is drawn around it, in the focus colour.
    const clip = { x: box.x + box.width - 48, y: box.y - 8, width: 56, height: box.height + 16 };
    const ring = await focusRingIn(page, await page.screenshot({ clip }));
    expect(ring.pixels).toBeGreaterThan(150);
    expect(ring.thickest).toBeGreaterThanOrEqual(3);
    expect(ring.thickest).toBeLessThanOrEqual(4);

    // The same measure of a text field's ring, for comparison: the ring everywhere else.
    await fieldOf(page, 'pickup_time').focus();
    const timeBox = await fieldOf(page, 'pickup_time').boundingBox();
    if (!timeBox) throw new Error('no pickup time');
    const timeClip = { x: timeBox.x + timeBox.width - 48, y: timeBox.y - 8, width: 56, height: timeBox.height + 16 };
    expect((await focusRingIn(page, await page.screenshot({ clip: timeClip }))).thickest).toBe(ring.thickest);
    await close();
  });

  eachScreen([390, 1280])(
    'has no axe violations at %i px with the vehicle guide open and a stale estimate',
    async (width) => {
      const opened = await browser.openPage({ width });
      const { page, close } = opened;
      await page.goto(`${siteUrl()}/#quote`, { waitUntil: 'networkidle' });
      await page.waitForSelector('form.quote-form input[name="pickup_date"][min]');
      await page.locator('form.quote-form .vehicle-guide summary').click();
      await fieldOf(page, 'pickup_postcode').fill('LE1 1AA');
      await fieldOf(page, 'delivery_postcode').fill('M1 1AE');
      await expect.poll(() => fieldOf(page, 'distance_miles').inputValue()).not.toBe('');
      await fieldOf(page, 'delivery_postcode').fill('75001');
      await fieldOf(page, 'delivery_postcode').press('Tab');
      await page.locator('#quote-estimate-note').waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await close();
    },
  );
});
