/**
 * The core visitor paths in Debian's Firefox ESR (puppeteer-core over WebDriver BiDi). Alone:
 * `npx vitest run --project engines firefox`.
 */
import { describe, expect, inject, it } from 'vitest';
import { startFirefox } from './firefox';
import { useEngine } from './use-engine';
import { describeVisitorPaths } from './visitor-paths';
import { describeWhatItLacks } from './what-it-lacks';

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
