/** A real headless Chromium for the browser tests (see chromium.ts for which one). */
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { chromiumArgs, chromiumPath } from './chromium';

export const siteUrl = () => inject('siteUrl');
export const inboxUrl = () => inject('inboxUrl');
/**
 * How long a person takes, as far as the shared stack is concerned: its fill-time minimum (global-setup.ts) and a
 * margin, the wait before a form or a check page is sent back that the server must not take for a script's.
 */
export const humanFillMs = () => inject('minimumFillSeconds') * 1000 + 200;

/**
 * One browser per test file; `openPage` gives a fresh context (no shared cookies or storage). Every
 * context a test opened is closed after it, passed or failed, so no test sees another's pages; a context
 * a file opened in its beforeAll (one page shared by its tests) lives until the file ends.
 */
export function useBrowser() {
  let browser: Browser;
  let inTest = false;
  const openContexts = new Set<BrowserContext>();
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  });
  beforeEach(() => {
    inTest = true;
  });
  afterEach(async () => {
    inTest = false;
    await Promise.all([...openContexts].map((context) => context.close()));
    openContexts.clear();
  });
  afterAll(async () => {
    await browser?.close();
  });

  return {
    /** Opens a page and records its console errors and failed requests. */
    /** `mobile`: a phone's browser, which lays the page out by its viewport meta (980 px wide without one). */
    async openPage(
      options: {
        width?: number;
        height?: number;
        reducedMotion?: boolean;
        javaScript?: boolean;
        mobile?: boolean;
      } = {},
    ) {
      const context = await browser.newContext({
        viewport: { width: options.width ?? 390, height: options.height ?? 844 },
        isMobile: options.mobile ?? false,
        hasTouch: options.mobile ?? false,
        reducedMotion: options.reducedMotion ? 'reduce' : 'no-preference',
        javaScriptEnabled: options.javaScript ?? true,
      });
      if (inTest) {
        openContexts.add(context);
        context.once('close', () => openContexts.delete(context));
      }
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      return { page, problems, close: () => context.close() };
    },
  };
}

export type { Page };
