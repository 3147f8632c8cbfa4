/**
 * The core visitor paths in Debian's Firefox ESR (puppeteer-core over WebDriver BiDi), then in WebKitGTK, Safari's
 * engine family (webdriverio over classic WebDriver to Debian's WebKitWebDriver and MiniBrowser). One file, so the
 * two engines never run at once: each is a browser, a driver and a display (decision 029). One engine alone:
 * `npx vitest run --project engines -t webkit` (or `-t firefox`).
 */
import { describe, expect, inject, it } from 'vitest';
import { startFirefox } from './firefox';
import { useEngine } from './use-engine';
import { describeVisitorPaths } from './visitor-paths';
import { startWebKit } from './webkit';
import { describeWhatItLacks } from './what-it-lacks';

describe('firefox', () => {
  const engine = useEngine('firefox', startFirefox);

  describeVisitorPaths(engine);
  describeWhatItLacks(engine);

  describe('the fallbacks Firefox needs', () => {
    it('has no blocking="render", so its home-page test proves the app still waits for the parsed page without it', async () => {
      const page = await engine.open();
      await page.goto(`${inject('siteUrl')}/`);
      expect(await page.evaluate(() => 'blocking' in HTMLLinkElement.prototype)).toBe(false);
      expect(await page.evaluate(() => document.querySelector('link[rel="expect"][blocking="render"]') !== null)).toBe(
        true,
      );
    });
  });
});

describe('webkit', () => {
  const engine = useEngine('webkit', startWebKit);

  describeVisitorPaths(engine);
  describeWhatItLacks(engine);

  describe('the fallbacks WebKit needs', () => {
    it("formats en-CA dates as 11/26/2026 (CLDR 42), so its send test proves today's date does not depend on it", async () => {
      const page = await engine.open();
      await page.goto(`${inject('siteUrl')}/`);
      const enCA = await page.evaluate(() =>
        new Intl.DateTimeFormat('en-CA', { timeZone: 'UTC' }).format(Date.UTC(2026, 10, 26)),
      );
      expect(enCA).toBe('11/26/2026');
    });

    it('gives the form a version-4 submission ID without crypto.randomUUID (plain http under a host name)', async () => {
      const page = await engine.open({ proxy: inject('siteUrl') });
      await page.goto('http://courier.test/#quote');
      const hydrated = () =>
        page.evaluate(() => document.querySelector('form.quote-form [name="pickup_date"][min]') !== null);
      await expect.poll(hydrated).toBe(true);
      expect(await page.evaluate(() => [isSecureContext, typeof crypto.randomUUID])).toEqual([false, 'undefined']);
      const submissionId = await page.evaluate(
        () => (document.querySelector('form.quote-form [name="submission_id"]') as HTMLInputElement).value,
      );
      expect(submissionId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(await page.problems()).toEqual([]);
    });
  });
});
