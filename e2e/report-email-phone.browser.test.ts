/**
 * The weekly lead report's email as a phone's mail client lays it out (issue 53 D): the owner reads it on a phone,
 * where its tables were cut off at the side and their headings broke mid-word ("quot/es"). Chromium in mobile mode,
 * 390 px wide: nothing may scroll sideways, and no word that fits on a line may be broken across two (a token longer
 * than the screen, such as a made-up landing page, has to break, and is allowed to; a hyphenated name may wrap at its
 * hyphen, as in print).
 */
import { leadReport } from '@courier/lambdas/lead-report/lead-report';
import { renderReportEmail } from '@courier/lambdas/lead-report/report-render';
import { leadItem, reportPeriod, reportQuotes } from '@courier/lambdas/test-support/lead-report-fixture';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';

const browser = useBrowser();
const phone = { width: 390, height: 844 };

/** A busy week: long page paths and campaign names, long owners' names, notes, a flood held back, a hostile path. */
function busyWeek() {
  const at = (i: number) => new Date(reportPeriod.from.getTime() + i * 3_600_000).toISOString();
  const pages = ['/courier-milton-keynes', '/courier-stoke', '/courier-middlesbrough', `/${'x'.repeat(300)}`];
  const sources = [
    { utmSource: 'newsletter', utmCampaign: 'spring-offer-2026' },
    { utmSource: 'facebook', utmCampaign: 'fake-winter' },
    { referrerKind: 'other site' as const },
  ];
  const leads = Array.from({ length: 24 }, (_, i) =>
    leadItem({
      reference: `Q-${String(i).padStart(6, '0')}`,
      receivedAt: at(i),
      sentAfter: 1,
      ...(i % 3 === 0 ? {} : { claimedAfter: i, owner: 'Bartholomew Featherstonehaugh-Cholmondeley' }),
      ...(i % 3 === 1
        ? {
            outcome: 'lost' as const,
            reason: 'vehicle' as const,
            note: 'No Luton with a tail lift free before Thursday',
          }
        : {}),
      vehicle: i % 2 ? 'Luton Van (Box or Curtain)' : 'MWB / LWB Van',
      visit: { landingPage: pages[i % pages.length], ...sources[i % sources.length] },
    }),
  );
  const held = Array.from({ length: 12 }, (_, i) =>
    leadItem({ reference: `Q-HELD${String(i).padStart(2, '0')}`, receivedAt: at(i), held: 'address' }),
  );
  return renderReportEmail(leadReport([...reportQuotes, ...leads, ...held], reportPeriod)).html;
}

describe('the weekly lead report on a 390 px phone (issue 53 D)', () => {
  it('is laid out 390 px wide, nothing scrolling sideways, and breaks no word that fits on a line', async () => {
    const { page, close } = await browser.openPage({ ...phone, mobile: true });
    await page.setContent(busyWeek());
    const layout = await page.evaluate(() => {
      const width = document.body.clientWidth;
      const broken: string[] = [];
      const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = texts.nextNode(); node; node = texts.nextNode()) {
        for (const word of (node.textContent ?? '').matchAll(/[^\s-]+/g)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const pieces = [...range.getClientRects()].filter((rect) => rect.width > 0);
          const lines = new Set(pieces.map((rect) => Math.round(rect.top))).size;
          const wholeWidth = pieces.reduce((sum, rect) => sum + rect.width, 0);
          if (lines > 1 && wholeWidth <= width) broken.push(word[0]);
        }
      }
      return {
        // The layout viewport: 980 when the mail has no viewport meta, whatever the screen.
        layoutWidth: document.documentElement.clientWidth,
        contentWidth: document.documentElement.scrollWidth,
        broken,
      };
    });
    if (process.env.SCREENSHOT_DIR) {
      await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/lead-report-390.png`, fullPage: true });
    }
    expect(layout).toEqual({ layoutWidth: phone.width, contentWidth: phone.width, broken: [] });
    await close();
  });
});
