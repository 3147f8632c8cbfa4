/**
 * The quote form's fields, and what it says when they are wrong. The quote form in a real Chromium against the local
 * stack; what its files share is in quote-form-page.ts.
 */
import { validateQuote } from '@courier/common/quote/quote-schema';
import { ukToday } from '@courier/common/time/uk-time';
import { describe, expect, it } from 'vitest';
import type { Page } from '../browser';
import { addDays, fieldOf, fillQuote, focusedName, onTop, quote, submitButton, useQuoteForm } from './quote-form-page';

const { openQuoteForm } = useQuoteForm();

describe('quote form fields', () => {
  it('labels every field visibly', async () => {
    const { page, close } = await openQuoteForm();
    await page.getByRole('button', { name: 'Add stop' }).click();
    const labels: [string, string][] = [
      ['Name', 'from_name'],
      ['Email', 'from_email'],
      ['Phone (optional)', 'phone'],
      ['Pickup location', 'pickup_location'],
      ['Pickup postcode', 'pickup_postcode'],
      ['Pickup date', 'pickup_date'],
      ['Pickup time (optional)', 'pickup_time'],
      ['Stop 1 location', 'stop_1_location'],
      ['Stop 1 postcode', 'stop_1_postcode'],
      ['Delivery location', 'delivery_location'],
      ['Delivery postcode', 'delivery_postcode'],
      ['Delivery date', 'delivery_date'],
      ['Delivery time (optional)', 'delivery_time'],
      ['Vehicle type', 'vehicle_type'],
      ['Load details (optional)', 'load_details'],
      ['Notes (optional)', 'notes'],
      ['I agree to the terms and conditions.', 'terms_agree'],
    ];
    const form = page.locator('form.quote-form');
    for (const [label, name] of labels) {
      const control = form.getByLabel(label, { exact: true });
      expect(await control.getAttribute('name'), label).toBe(name);
      expect(await control.isVisible(), `${name} is visible`).toBe(true);
      // Either a label pointing at the control, or one wrapping it.
      const id = await control.getAttribute('id');
      const visibleLabel = form.locator(`label[for="${id}"]`).or(control.locator('xpath=ancestor::label'));
      expect(await visibleLabel.isVisible(), `${name}'s label is visible`).toBe(true);
      expect(((await visibleLabel.textContent()) ?? '').replace(/\s+/g, ' ').trim()).toBe(label);
    }
    for (const option of ['Yes', 'No']) {
      const radio = form.getByRole('group', { name: 'Return journey to the pickup?' }).getByLabel(option);
      expect(await radio.isVisible()).toBe(true);
    }
    // The estimate is read, not typed (issue 34): its figures travel in hidden inputs.
    expect(await form.getByLabel(/Distance|Driving time/).count()).toBe(0);
    for (const name of ['distance_miles', 'duration_minutes']) {
      expect(await fieldOf(page, name).getAttribute('type'), name).toBe('hidden');
    }
    expect(await fieldOf(page, 'from_email').getAttribute('type')).toBe('email');
    expect(await fieldOf(page, 'phone').getAttribute('type')).toBe('tel');
    expect(await form.getByRole('link', { name: 'terms and conditions' }).getAttribute('href')).toBe('/terms');
    // The honeypot is there for bots only: off screen, hidden from assistive technology, out of the tab order.
    const honeypot = fieldOf(page, 'website');
    const box = await honeypot.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(0);
    expect(await honeypot.getAttribute('tabindex')).toBe('-1');
    expect(await honeypot.locator('xpath=ancestor::*[@aria-hidden="true"]').count()).toBe(1);
    await close();
  });
});

describe('quote form validation', () => {
  it('shows each missing field its message, focuses the first and sends nothing', async () => {
    const { page, posts, close } = await openQuoteForm();
    await submitButton(page).click();
    // The messages the shared rules give an empty form (their wording is pinned in common's own tests).
    const empty = validateQuote({});
    const messages: [string, string][] = empty.ok ? [] : empty.errors.map((e) => [e.field, e.message]);
    expect(messages).toHaveLength(10);
    await expect.poll(() => focusedName(page)).toBe('from_name');
    for (const [name, message] of messages) {
      const control = fieldOf(page, name);
      expect(await control.getAttribute('aria-invalid'), name).toBe('true');
      const describedBy = (await control.getAttribute('aria-describedby')) ?? '';
      const errorId = describedBy.split(' ').find((id) => id.endsWith('-error'));
      const error = page.locator(`[id="${errorId}"]`);
      expect(await error.textContent(), name).toBe(message);
      expect(await error.isVisible(), `${name}'s message is visible`).toBe(true);
    }
    expect(await page.locator('form.quote-form .field__error').count()).toBe(messages.length);
    // The focused field ends up on screen, not under the sticky header.
    await expect.poll(() => page.evaluate(onTop, 'from_name')).toBe(true);
    expect(posts).toEqual([]);
    await close();
  });

  it('refuses a pickup in the past and a delivery before the pickup', async () => {
    const { page, posts, close } = await openQuoteForm();
    await fillQuote(page, quote({ pickupDate: addDays(ukToday(), -1), deliveryDate: addDays(ukToday(), 1) }));
    await submitButton(page).click();
    await expect.poll(() => focusedName(page)).toBe('pickup_date');
    expect(await page.locator('#quote-pickup_date-error').textContent()).toBe('The pickup date cannot be in the past.');

    await fieldOf(page, 'pickup_date').fill(addDays(ukToday(), 3));
    await submitButton(page).click();
    await expect.poll(() => focusedName(page)).toBe('delivery_date');
    expect(await page.locator('#quote-delivery_date-error').textContent()).toBe(
      'The delivery date cannot be before the pickup date.',
    );
    expect(await page.locator('#quote-pickup_date-error').count()).toBe(0);
    expect(posts).toEqual([]);
    await close();
  });

  /** Watches the terms line and records when its shake starts and stops, with the computed style. */
  async function watchTerms(page: Page) {
    await page.evaluate(() => {
      const terms = document.querySelector('form.quote-form .terms') as HTMLElement;
      const log: { shaking: boolean; at: number; animation: string; color: string }[] = [];
      (window as unknown as { termsLog: typeof log }).termsLog = log;
      let shaking = terms.classList.contains('terms--shake');
      new MutationObserver(() => {
        const now = terms.classList.contains('terms--shake');
        if (now === shaking) return;
        shaking = now;
        const style = getComputedStyle(terms);
        log.push({ shaking, at: performance.now(), animation: style.animationName, color: style.color });
      }).observe(terms, { attributes: true, attributeFilter: ['class'] });
    });
    return () =>
      page.evaluate(
        () =>
          (window as unknown as { termsLog: { shaking: boolean; at: number; animation: string; color: string }[] })
            .termsLog,
      );
  }

  it('shakes the terms line red for 600 ms when they are not accepted, and sends nothing', async () => {
    const { page, posts, close } = await openQuoteForm();
    await fillQuote(page, quote({ terms: false }));
    const termsLog = await watchTerms(page);
    await submitButton(page).click();
    await expect.poll(async () => (await termsLog()).length, { timeout: 5_000 }).toBe(2);
    const [start, end] = await termsLog();
    expect(start?.shaking).toBe(true);
    expect(start?.animation).toBe('shake');
    expect(start?.color).toBe('rgb(179, 38, 30)');
    expect(end?.shaking).toBe(false);
    // The 600 ms count from the frame that draws the shake, which comes after the class is set, so a busy
    // machine can only lengthen what is seen here (5 ms for the clocks' rounding), never shorten it.
    const shookFor = (end?.at ?? 0) - (start?.at ?? 0);
    expect(shookFor).toBeGreaterThanOrEqual(595);
    expect(shookFor).toBeLessThan(2000);
    // Still marked until ticked, and the reason is what the focused box is described by.
    expect(await page.locator('form.quote-form .terms').getAttribute('class')).toContain('terms--invalid');
    expect(await focusedName(page)).toBe('terms_agree');
    expect(await fieldOf(page, 'terms_agree').getAttribute('aria-describedby')).toBe('quote-terms_agree-error');
    expect(await page.locator('#quote-terms_agree-error').textContent()).toBe(
      'Please accept the terms and conditions to send your request.',
    );
    expect(await page.locator('form.quote-form [aria-live="assertive"]').textContent()).toBe(
      'Please check the form: 1 to fix.',
    );
    await page.waitForTimeout(500);
    expect(posts).toEqual([]);
    await close();
  });

  it('with reduced motion turns the terms line red without animating it', async () => {
    const { page, close } = await openQuoteForm({ reducedMotion: true });
    await fillQuote(page, quote({ terms: false }));
    const termsLog = await watchTerms(page);
    await submitButton(page).click();
    await expect.poll(async () => (await termsLog()).length, { timeout: 5_000 }).toBe(2);
    const [start] = await termsLog();
    expect(start?.shaking).toBe(true);
    expect(start?.animation).toBe('none');
    expect(start?.color).toBe('rgb(179, 38, 30)');
    await close();
  });
});
