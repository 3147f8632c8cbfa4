/**
 * The route estimate the form asks for and shows, and that it is for the journey submitted. The quote form in a real
 * Chromium against the local stack; what its files share is in quote-form-page.ts.
 */
import { describe, expect, it } from 'vitest';
import { etaDebounceMs } from '../../frontend/src/features/quote/route-estimate';
import {
  calculatingHint,
  estimateText,
  fieldOf,
  fillQuote,
  guidanceHint,
  hintText,
  postedField,
  quote,
  sent,
  submitButton,
  theEmailFor,
  uniqueName,
  useQuoteForm,
} from './quote-form-page';

const { openQuoteForm } = useQuoteForm();

describe('route estimate', () => {
  it('asks once per finished change, only with two valid postcodes, and again when the return flag changes', async () => {
    const { page, problems, etaRequests, eta, close } = await openQuoteForm();
    const pickup = fieldOf(page, 'pickup_postcode');
    const delivery = fieldOf(page, 'delivery_postcode');

    await pickup.pressSequentially('le11aa', { delay: 60 });
    await pickup.press('Tab');
    expect(await pickup.inputValue()).toBe('LE1 1AA');
    await delivery.pressSequentially('M1 1A', { delay: 60 });
    // One valid postcode is not a journey: twice the form's wait after the last key, and still no request.
    await page.waitForTimeout(2 * etaDebounceMs);
    expect(eta()).toEqual([]);

    const lastKey = Date.now();
    await delivery.press('E');
    await expect.poll(() => etaRequests.length).toBe(1);
    expect((etaRequests[0]?.at ?? 0) - lastKey).toBeGreaterThanOrEqual(350);
    expect(eta()[0]).toEqual({ from: 'LE1 1AA', to: 'M1 1AE', stops: '', return: 'false' });
    await expect.poll(() => fieldOf(page, 'distance_miles').inputValue()).not.toBe('');
    const miles = Number(await fieldOf(page, 'distance_miles').inputValue());
    const minutes = await fieldOf(page, 'duration_minutes').inputValue();
    expect(miles).toBeGreaterThanOrEqual(95);
    expect(miles).toBeLessThanOrEqual(105);
    expect(minutes).toMatch(/^\d+$/);
    expect(Number(minutes)).toBeGreaterThan(90);
    expect(Number(minutes)).toBeLessThan(200);
    expect(await hintText(page)).toBe(guidanceHint);

    // Typing another postcode key by key, through a valid "B1 1AA" on the way to "B11 1AA": one request, for the end.
    await delivery.fill('');
    await delivery.pressSequentially('B111AA', { delay: 50 });
    await expect.poll(() => etaRequests.length).toBe(2);
    expect(eta()[1]).toEqual({ from: 'LE1 1AA', to: 'B11 1AA', stops: '', return: 'false' });
    await expect.poll(async () => Number(await fieldOf(page, 'distance_miles').inputValue())).toBeLessThan(60);

    await page.locator('form.quote-form input[name="is_return"][value="Yes"]').check();
    await expect.poll(() => etaRequests.length).toBe(3);
    expect(eta()[2]).toEqual({ from: 'LE1 1AA', to: 'B11 1AA', stops: '', return: 'true' });
    expect(await fieldOf(page, 'return_job').inputValue()).toBe('Yes');
    await expect.poll(async () => Number(await fieldOf(page, 'distance_miles').inputValue())).toBeGreaterThan(70);

    // Twice the form's wait after the last change: a fourth request would have been asked by now.
    await page.waitForTimeout(2 * etaDebounceMs);
    expect(etaRequests).toHaveLength(3);
    expect(problems).toEqual([]);
    await close();
  });

  it('shows the calculating hint while the answer is slow, then the guidance', async () => {
    const { page, eta, close } = await openQuoteForm();
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/eta*', async (route) => {
      await released;
      await route.continue();
    });
    expect(await hintText(page)).toBe(guidanceHint);
    await fieldOf(page, 'pickup_postcode').fill('LE1 1AA');
    await fieldOf(page, 'delivery_postcode').fill('M1 1AE');
    await expect.poll(() => hintText(page)).toBe(calculatingHint);
    await expect.poll(() => eta().length).toBe(1); // the request event can reach the test after the hint
    expect(await fieldOf(page, 'distance_miles').inputValue()).toBe('');

    release();
    await expect.poll(() => hintText(page)).toBe(guidanceHint);
    expect(Number(await fieldOf(page, 'distance_miles').inputValue())).toBeGreaterThan(90);
    await close();
  });

  it('logs an error and leaves the estimate alone when the service fails', async () => {
    const { page, problems, close } = await openQuoteForm();
    await page.route('**/api/eta*', (route) =>
      route.fulfill({ status: 502, contentType: 'application/json', body: '{"error":"unavailable"}' }),
    );
    await fieldOf(page, 'pickup_postcode').fill('LE1 1AA');
    await fieldOf(page, 'delivery_postcode').fill('M1 1AE');
    await expect.poll(() => problems.some((p) => p.includes('Route estimate failed'))).toBe(true);
    expect(await fieldOf(page, 'distance_miles').inputValue()).toBe('');
    expect(await fieldOf(page, 'duration_minutes').inputValue()).toBe('');
    expect(await page.locator('form.quote-form .estimate-summary').textContent()).not.toMatch(/miles/);
    expect(await hintText(page)).toBe(guidanceHint);
    expect(await page.getByRole('alert').textContent()).toBe('');
    await close();
  });
});

describe('the estimate is for the journey submitted (issue 12)', () => {
  it('shows the estimate as text to read, its figures in hidden inputs (issue 34); sends the vehicle to /api/eta, and a heavy vehicle gets its own figures', async () => {
    const { page, eta, close } = await openQuoteForm();
    const summary = page.locator('form.quote-form .estimate-summary');
    expect(await summary.textContent()).toBe(
      'We work out the distance and driving time by road once the pickup and delivery postcodes are in.',
    );
    await fieldOf(page, 'pickup_postcode').fill('LE1 1AA');
    await fieldOf(page, 'delivery_postcode').fill('M1 1AE');
    await expect.poll(() => summary.textContent()).toMatch(estimateText);
    const miles = Number(await fieldOf(page, 'distance_miles').inputValue());
    expect((await summary.textContent())?.startsWith(`about ${Math.round(miles)} miles, `)).toBe(true);
    expect(
      await page
        .locator(
          'form.quote-form input:not([type="hidden"])[name$="_miles"], form.quote-form input:not([type="hidden"])[name$="_minutes"]',
        )
        .count(),
    ).toBe(0);
    const vanMinutes = Number(await fieldOf(page, 'duration_minutes').inputValue());
    expect(vanMinutes).toBeGreaterThan(0);
    await fieldOf(page, 'vehicle_type').selectOption('7.5T Truck');
    await expect.poll(() => eta().at(-1)?.vehicle).toBe('7.5T Truck');
    expect(eta().at(-1)).toEqual({ from: 'LE1 1AA', to: 'M1 1AE', stops: '', return: 'false', vehicle: '7.5T Truck' });
    await expect
      .poll(async () => Number(await fieldOf(page, 'duration_minutes').inputValue()))
      .toBeGreaterThan(vanMinutes);
    expect(await fieldOf(page, 'estimate_source').inputValue()).toBe('estimate');
    expect(await fieldOf(page, 'estimate_route').inputValue()).toBe('LE1 1AA → M1 1AE, one way, 7.5T Truck');
    await close();
  });

  it('marks LE1 1AA → BT1 1AA figures stale when the delivery becomes 75001, and does not send them as the estimate', async () => {
    const { page, posts, humanPause, close } = await openQuoteForm();
    const q = quote({ name: uniqueName('Stale') });
    await fillQuote(page, q);
    await fieldOf(page, 'delivery_postcode').fill('BT1 1AA');
    await expect.poll(() => fieldOf(page, 'estimate_route').inputValue()).toBe('LE1 1AA → BT1 1AA, one way, Small Van');
    const staleMiles = await fieldOf(page, 'distance_miles').inputValue();
    expect(Number(staleMiles)).toBeGreaterThan(200);

    await fieldOf(page, 'delivery_postcode').fill('75001');
    const note = page.locator('#quote-estimate-note');
    await note.waitFor();
    expect(await note.textContent()).toContain('Not for this journey');
    expect(await note.textContent()).toContain('LE1 1AA → BT1 1AA');
    expect(await fieldOf(page, 'estimate_source').inputValue()).toBe('');

    await humanPause();
    await submitButton(page).click();
    await sent(page);
    expect(posts).toHaveLength(1);
    const body = posts[0] as string;
    expect(postedField(body, 'delivery_postcode')).toBe('75001');
    expect(postedField(body, 'estimate_source')).not.toBe('estimate');
    expect(postedField(body, 'distance_miles')).toBe('');
    const email = await theEmailFor(q.name);
    expect(email.body.text).not.toContain(`${staleMiles} miles`);
    await close();
  });
});
