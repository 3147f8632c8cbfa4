/**
 * Debian's Firefox ESR, driven over WebDriver BiDi by puppeteer-core: Firefox speaks BiDi itself, so there is no
 * geckodriver to install (webdriverio would start one, and download it when it is missing). Decision 029.
 */
import puppeteer, { type Browser, type BrowserContext, type Page } from 'puppeteer-core';
import { centre, type Engine, type EnginePage, phoneViewport } from './engine';

export const firefoxPath = () => process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';

/** Headless, with a fresh profile; `javascript.enabled` is the only way to turn scripts off (BiDi cannot yet). */
const launch = (javaScript: boolean) =>
  puppeteer.launch({
    browser: 'firefox',
    executablePath: firefoxPath(),
    headless: true,
    extraPrefsFirefox: javaScript ? {} : { 'javascript.enabled': false },
  });

function firefoxPage(page: Page, context: BrowserContext): EnginePage {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`uncaught ${error instanceof Error ? error.message : error}`));
  page.on('console', (message) => {
    if (['error', 'warn', 'warning'].includes(message.type()))
      problems.push(`console.${message.type()} ${message.text()}`);
  });
  return {
    async goto(url) {
      await page.goto(url, { waitUntil: 'load' });
    },
    async reload() {
      await page.reload({ waitUntil: 'load' });
    },
    url: async () => page.url(),
    evaluate: (fn, ...args) => page.evaluate(fn as (...a: unknown[]) => unknown, ...args) as never,
    async run(source) {
      await page.evaluate(source);
    },
    async type(selector, text) {
      await page.evaluate(centre, selector);
      await page.type(selector, text);
    },
    async click(selector) {
      await page.evaluate(centre, selector);
      // The mouse at the element's centre: puppeteer's own click waits on page scripts, which never run with
      // JavaScript off.
      const box = await page.evaluate((s: string) => {
        const { x, y, width, height } = (document.querySelector(s) as Element).getBoundingClientRect();
        return { x: x + width / 2, y: y + height / 2 };
      }, selector);
      await page.mouse.click(box.x, box.y);
    },
    async select(selector, value) {
      await page.evaluate(centre, selector);
      await page.select(selector, value);
    },
    problems: async () => [...problems],
    close: () => context.close(),
  };
}

export async function startFirefox(): Promise<Engine> {
  const browser = await launch(true);
  let withoutScripts: Promise<Browser> | undefined;
  /** A second Firefox, started when a test first asks for a page without JavaScript. */
  const browserWithoutScripts = () => {
    withoutScripts = withoutScripts ?? launch(false);
    return withoutScripts;
  };
  return {
    name: 'firefox',
    async open({ javaScript = true, proxy } = {}) {
      if (proxy)
        throw new Error('The Firefox harness opens no page through a proxy; the test that needs one runs in WebKit');
      const host = javaScript ? browser : await browserWithoutScripts();
      const context = await host.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport(phoneViewport);
      return firefoxPage(page, context);
    },
    async quit() {
      await Promise.all([browser.close(), withoutScripts?.then((other) => other.close())]);
    },
  };
}
