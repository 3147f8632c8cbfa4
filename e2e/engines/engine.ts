/**
 * What the visitor-path tests need from a browser engine, and no more: the same tests drive Firefox (puppeteer-core
 * over WebDriver BiDi, firefox.ts) and WebKit (webdriverio over classic WebDriver, webkit.ts). Decision 029.
 */

export type EngineName = 'firefox' | 'webkit';

export interface OpenOptions {
  /** false: the browser runs no page script at all, as with JavaScript turned off. */
  javaScript?: boolean;
  /**
   * Every request through this HTTP proxy (WebKit only). The site's own server answers a proxy's requests, so a page
   * can open the site under another host name, such as one that is no secure context (http://courier.test).
   */
  proxy?: string;
}

/** One page with its own storage (no cookies or session storage shared with another), in a phone-sized window. */
export interface EnginePage {
  /** Opens the URL and waits for its load event. */
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  url(): Promise<string>;
  /**
   * Runs `fn` in the page and returns its result, awaited. `fn` is sent as source: it may use only its arguments
   * (JSON values) and the page's globals. Runs even with JavaScript off (the driver's own script, not the page's).
   */
  evaluate<Args extends unknown[], Result>(fn: (...args: Args) => Result, ...args: Args): Promise<Awaited<Result>>;
  /** Runs a script's source in the page, such as a library a test needs there (axe-core). */
  run(source: string): Promise<void>;
  /** Scrolls the control to the middle of the screen and types `text` into it with key presses, as a visitor does. */
  type(selector: string, text: string): Promise<void>;
  /** Scrolls the element to the middle of the screen and clicks it. */
  click(selector: string): Promise<void>;
  /** Picks the option with this value in a <select>. */
  select(selector: string, value: string): Promise<void>;
  /** Uncaught errors, unhandled rejections and console errors or warnings of every document this page has shown. */
  problems(): Promise<string[]>;
  close(): Promise<void>;
}

export interface Engine {
  name: EngineName;
  open(options?: OpenOptions): Promise<EnginePage>;
  quit(): Promise<void>;
}

/** The phone most visitors hold (WebKitGTK's window is never narrower than about 447 px). */
export const phoneViewport = { width: 390, height: 844 };

/** Puts an element at the middle of the screen at once (the site scrolls smoothly, and a click mid-scroll misses). */
export function centre(selector: string): boolean {
  const element = document.querySelector(selector);
  element?.scrollIntoView({ block: 'center', behavior: 'instant' });
  return element !== null;
}
