/**
 * The Chromiums the tests and benchmarks drive, $CHROME_PATH when set:
 * - the browser tests drive Debian's headless shell (package chromium-headless-shell: the same Chromium build without
 *   the desktop browser around it, which is what Playwright itself runs headless). Measured on the e2e files it used
 *   a third to a half less CPU than the full browser for the same pages (decision 033); without it, the full browser.
 * - `npm run bench` and Lighthouse drive the full browser, as visitors' Chrome is: its figures are what visitors get.
 */
import { existsSync } from 'node:fs';

const debianChromium = '/usr/bin/chromium';
const debianHeadlessShell = '/usr/bin/chromium-headless-shell';

/** For Lighthouse and the benchmarks: $CHROME_PATH, else Debian's chromium, else Playwright's own. */
export function chromiumPath(): string | undefined {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  return existsSync(debianChromium) ? debianChromium : undefined;
}

/** For the browser tests: $CHROME_PATH, else Debian's headless shell, else as `chromiumPath`. */
export function testChromiumPath(): string | undefined {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  return existsSync(debianHeadlessShell) ? debianHeadlessShell : chromiumPath();
}

// Chromium's background services reach for the network, which is closed here (and useless in tests).
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
