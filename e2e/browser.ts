/** The run's headless Chromium for the browser tests (global-setup.ts starts it; chromium.ts says which one). */
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject, it } from 'vitest';
import { onScreen, type Screen, widthOf } from './screens';

export const siteUrl = () => inject('siteUrl');
export const inboxUrl = () => inject('inboxUrl');
/**
 * How long a person takes, as far as the shared stack is concerned: its fill-time minimum (global-setup.ts) and a
 * margin, the wait before a form or a check page is sent back that the server must not take for a script's.
 */
export const humanFillMs = () => inject('minimumFillSeconds') * 1000 + 200;

/**
 * `it.each` over screens, each check tagged as its screen is (screens.ts: a desktop's runs in the release tier). The
 * name's `%i` is the screen's width.
 */
export const eachScreen =
  <S extends Screen>(screens: readonly S[]) =>
  (name: string, check: (screen: S) => Promise<void>) => {
    for (const screen of screens) {
      const width = widthOf(screen);
      it(name.replace('%i', String(width)), onScreen(width), () => check(screen));
    }
  };

export interface PageOptions {
  width?: number;
  height?: number;
  reducedMotion?: boolean;
  javaScript?: boolean;
  /** A phone's browser, which lays the page out by its viewport meta (980 px wide without one). */
  mobile?: boolean;
  /**
   * A tab kept open for the file's tests that only load and read pages: `close` hands it back for the next such test
   * instead of closing it. A navigation in an open tab costs about half the CPU of a new context and renderer, which is
   * what the suite runs short of. Not for a test that types, stores, holds requests or needs an empty cache: a reused
   * tab keeps its cache, cookies and session storage. A test that fails never hands its tab back.
   */
  reuse?: boolean;
}

export interface OpenPage {
  page: Page;
  /** Console errors and warnings, and uncaught errors, since the page was opened (or the tab borrowed). */
  problems: string[];
  close: () => Promise<void>;
}

/**
 * The run's browser, connected for this file (disconnecting closes what the file opened). `openPage` gives a fresh
 * context (no shared cookies or storage) unless asked to reuse a tab. Every fresh context a test opened is closed
 * after it, passed or failed, so no test sees another's pages; a context a file opened in its beforeAll (one page
 * shared by its tests), and the reusable tabs, live until the file ends.
 */
export function useBrowser() {
  let browser: Browser;
  let inTest = false;
  const openContexts = new Set<BrowserContext>();
  /** Reusable tabs not lent out, by their options. */
  const idleTabs = new Map<string, { page: Page; problems: string[] }[]>();
  beforeAll(async () => {
    browser = await chromium.connect(inject('chromiumEndpoint'));
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

  async function newTab({ width, height, mobile, reducedMotion, javaScript }: PageOptions) {
    const context = await browser.newContext({
      viewport: { width: width ?? 390, height: height ?? 844 },
      isMobile: mobile ?? false,
      hasTouch: mobile ?? false,
      reducedMotion: reducedMotion ? 'reduce' : 'no-preference',
      javaScriptEnabled: javaScript ?? true,
    });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    return { context, page, problems };
  }

  return {
    /** Opens a page and records its console errors and failed requests. */
    async openPage(options: PageOptions = {}): Promise<OpenPage> {
      if (options.reuse) {
        const { reuse: _, ...tabOptions } = options;
        const key = JSON.stringify(tabOptions);
        const idle = idleTabs.get(key) ?? [];
        idleTabs.set(key, idle);
        const tab = idle.pop() ?? (await newTab(tabOptions));
        tab.problems.length = 0;
        return {
          page: tab.page,
          problems: tab.problems,
          close: async () => {
            idle.push(tab);
          },
        };
      }
      const { context, page, problems } = await newTab(options);
      if (inTest) {
        openContexts.add(context);
        context.once('close', () => openContexts.delete(context));
      }
      return { page, problems, close: () => context.close() };
    },
  };
}

export type { Page };
