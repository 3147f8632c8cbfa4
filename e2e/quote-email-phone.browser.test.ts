/**
 * The quote emails' HTML as a phone's mail client lays it out (issue 34): staff read leads on phones, and a client
 * that honours the viewport meta lays out an email without one 980 px wide and shrinks it to the screen. Chromium in
 * mobile mode does the same, so each email here must fill a 390 px screen at its own width, with nothing wider.
 */

import type { QuoteRequest } from '@courier/common/quote/quote-fields';
import { validateQuote } from '@courier/common/quote/quote-schema';
import { aQuoteForm, aServerEstimate, testSending, testToday } from '@courier/common/testing/quote-builders';
import { renderAcknowledgementEmail } from '@courier/lambdas/email/acknowledgement-email';
import { renderDigestEmail, renderDigestSection } from '@courier/lambdas/email/digest-email';
import { renderQuoteEmail } from '@courier/lambdas/email/quote-email';
import { renderReminderEmail } from '@courier/lambdas/lead-claim/reminder-email';
import type { QuoteRecord } from '@courier/lambdas/quote/store/quote-record';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';

const browser = useBrowser();
const phone = { width: 390, height: 844 };

/** A lead at the schema's limits, with the long unbroken words that push a layout wide: all of it is allowed. */
function longQuote(): QuoteRequest {
  const result = validateQuote(
    {
      ...aQuoteForm(),
      from_name: 'Bartholomew Featherstonehaugh-Cholmondeley-Worthington',
      from_email: `${'operations.logistics.department'.repeat(3)}@a-very-long-company-name-limited.example.co.uk`,
      pickup_location: `Unit 14B, ${'Longbuildingnamewithoutanyspaces'.repeat(3)} Industrial Estate, Leicester`,
      delivery_location: 'Piccadilly, Manchester',
      load_details: `Part numbers: ${'AX-3345-9988-ZZ/'.repeat(20)}`,
      notes: `Tracking link: https://tracking.example.co.uk/${'a1b2c3d4e5'.repeat(25)}\n${'word '.repeat(300)}`,
    },
    testToday,
  );
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.quote;
}

const estimate = aServerEstimate;

const emails: [name: string, html: () => string][] = [
  ['the staff email', () => renderQuoteEmail(longQuote(), 'Q-7KD2QF', estimate, testSending).html],
  [
    'the wave digest',
    () =>
      renderDigestEmail(
        [
          { ...testSending, quote: longQuote(), reference: 'Q-7KD2QF', estimate, receivedAt: '2026-11-20T09:30:00Z' },
          { ...testSending, quote: longQuote(), reference: 'Q-2MPX9A', receivedAt: '2026-11-20T09:31:00Z', held: true },
        ].map(renderDigestSection),
      ).html,
  ],
  [
    'the reminder of an unclaimed quote',
    () =>
      renderReminderEmail({
        record: {
          id: 'id',
          reference: 'Q-7KD2QF',
          receivedAt: '2026-11-20T09:30:00Z',
          quote: longQuote(),
          estimate,
        } as QuoteRecord,
        reminder: 2,
        waitedMs: 20 * 60_000,
        claimLink: `https://www.swiftline-couriers.example/api/leads/claim?q=${'a'.repeat(36)}&e=1767225600&s=${'b'.repeat(43)}`,
        now: new Date('2026-11-20T09:50:00Z'),
      }).html,
  ],
  [
    "the customer's copy",
    () =>
      renderAcknowledgementEmail(longQuote(), 'Q-7KD2QF', {
        companyName: 'Swiftline Couriers',
        phone: '0116 000 0000',
        replyPromise: 'We reply to quote requests as quickly as we can, 24/7.',
      }).html,
  ],
];

describe('quote emails on a 390 px phone (issues 34 and 45)', () => {
  it.each(emails)('%s is laid out 390 px wide, with nothing scrolling sideways', async (name, html) => {
    const { page, close } = await browser.openPage({ ...phone, mobile: true });
    await page.setContent(html());
    const layout = await page.evaluate(() => ({
      // The layout viewport: 980 when the mail has no viewport meta, whatever the screen.
      layoutWidth: document.documentElement.clientWidth,
      contentWidth: document.documentElement.scrollWidth,
      scale: window.visualViewport?.scale ?? 0,
    }));
    expect(layout, name).toEqual({ layoutWidth: phone.width, contentWidth: phone.width, scale: 1 });
    if (process.env.SCREENSHOT_DIR) {
      const file = `${name.replace(/\W+/g, '-')}-390.png`;
      await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/${file}`, fullPage: true });
    }
    await close();
  });
});
