/**
 * The quote emails' HTML as a phone's mail client lays it out (issue 34): staff read leads on phones, and a client
 * that honours the viewport meta lays out an email without one 980 px wide and shrinks it to the screen. Chromium in
 * mobile mode does the same, so each email here must fill a 390 px screen at its own width, with nothing wider.
 */

import type { QuoteRequest } from '@courier/common/quote/quote-fields';
import { validateQuote } from '@courier/common/quote/quote-schema';
import {
  aQuoteForm,
  aQuoteRequest,
  aServerEstimate,
  testSending,
  testToday,
} from '@courier/common/testing/quote-builders';
import { renderAcknowledgementEmail } from '@courier/lambdas/email/acknowledgement-email';
import { renderDigestEmail, renderDigestSection } from '@courier/lambdas/email/digest-email';
import { renderQuoteEmail } from '@courier/lambdas/email/quote-email';
import { renderClaimEmail } from '@courier/lambdas/lead-claim/claim-email';
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
        replyPromiseMinutes: 30,
      }).html,
  ],
  [
    "the customer's note of the claim",
    () =>
      renderClaimEmail({ reference: 'Q-7KD2QF', quote: longQuote() }, 'Bartholomew Featherstonehaugh-Cholmondeley', {
        companyName: 'Swiftline Couriers',
        phone: '0116 000 0000',
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

/** A lead as one usually comes: collected today, with a name, two places and a vehicle whose words a phone must keep whole. */
const todaysLead = aQuoteRequest({
  from_name: 'Josephine Featherstonehaugh',
  pickup_date: testToday,
  pickup_time: '8am',
  pickup_location: 'Unit 14B, Riverside Industrial Estate, Leicester',
  pickup_postcode: 'LE2 2BB',
  delivery_location: 'Piccadilly, Manchester',
  delivery_postcode: 'M1 1AE',
  vehicle_type: 'Luton Van (Box or Curtain)',
  phone: '07700 900444',
  load_details: 'Two pallets of shrink-wrapped printed brochures',
  notes: 'Ring the bell at the goods entrance and ask for the warehouse supervisor',
});
const staffEmail = () =>
  renderQuoteEmail(todaysLead, 'Q-7KD2QF', estimate, {
    ...testSending,
    claimLink: `https://www.swiftline-couriers.example/api/leads/claim?q=${'a'.repeat(36)}&e=1767225600&s=${'b'.repeat(43)}`,
  }).html;

describe('the staff email, phone first (issue 52 A)', () => {
  it.each([320, 360, 390])('at %i px: breaks no word, labels and values wrapping at spaces only', async (width) => {
    const { page, close } = await browser.openPage({ width, height: 740, mobile: true });
    await page.setContent(staffEmail());
    // Each word of the text (split at spaces and hyphens, where a line may end) lies on one line: a word broken across
    // two has boxes at two heights.
    const broken = await page.evaluate(() => {
      const found: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const match of (node.textContent ?? '').matchAll(/[^\s-]+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
          if (tops.size > 1) found.push(match[0]);
        }
      }
      return found;
    });
    expect(broken, `words broken at ${width} px`).toEqual([]);
    if (process.env.SCREENSHOT_DIR) {
      await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/staff-email-${width}.png`, fullPage: true });
    }
    await close();
  });

  it('at 360 px: TODAY, the name, the vehicle and both postcodes are in the first lines, each label over its value', async () => {
    const { page, close } = await browser.openPage({ width: 360, height: 640, mobile: true });
    await page.setContent(staffEmail());
    const wanted = ['TODAY', 'Josephine Featherstonehaugh', 'Luton Van (Box or Curtain)', 'LE2 2BB', 'M1 1AE'];
    const tops = await page.evaluate((texts) => {
      /** Where the first occurrence of `text` in the email's text starts, in px from the top. */
      const topOf = (text: string) => {
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const at = node.textContent?.indexOf(text) ?? -1;
          if (at < 0) continue;
          const range = document.createRange();
          range.setStart(node, at);
          range.setEnd(node, at + text.length);
          return range.getBoundingClientRect().top;
        }
        return Number.POSITIVE_INFINITY;
      };
      const rowsTop = document.querySelector('h1')?.getBoundingClientRect().top ?? 0;
      // Below 480 px each row's label stands over its value: every row of the block and the body's tables.
      const sideBySide = [...document.querySelectorAll('table.rows tr')].filter((row) => {
        const [label, value] = [row.querySelector('th'), row.querySelector('td')].map((cell) =>
          cell?.getBoundingClientRect(),
        );
        return !label || !value || label.bottom > value.top + 0.5;
      }).length;
      return { found: Object.fromEntries(texts.map((text) => [text, topOf(text)])), rowsTop, sideBySide };
    }, wanted);
    expect(tops.sideBySide, 'rows with the label beside its value at 360 px').toBe(0);
    for (const text of wanted) {
      // The first screen of a 640 px phone, less a mail client's header, and above the quote's own heading and rows.
      expect(tops.found[text], text).toBeLessThan(Math.min(400, tops.rowsTop));
    }
    await close();
  });
});
