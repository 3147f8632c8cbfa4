/** The Chromium the browser tests and Lighthouse drive: $CHROME_PATH, else Debian's, else Playwright's own. */
import { existsSync } from 'node:fs';

export function chromiumPath(): string | undefined {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
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
