/**
 * Starts the product once for all browser tests, exactly as `npm start` runs it (built site, real handlers, local SES
 * inbox), on free ports, and one Chromium they all drive. Every browser file shares them (and the files run side by
 * side: each uses names of its own, so none reads another's quotes). Builds the site first when there is no build or
 * it is older than the sources; `npm test` has just built it, so the site is built once per run.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { defaultSiteDir, startLocalStack, uncappedQuoteEnv } from '../local/local-stack';
import { chromiumArgs, testChromiumPath } from './chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    siteUrl: string;
    inboxUrl: string;
    /** The local store, for `npm run quotes` as a test runs it (DYNAMO_PORT, QUOTE_TABLE_NAME). */
    dynamoEndpoint: string;
    quoteTableName: string;
    /** The key `npm run smoke -- --with-quote` marks its test quote with against this stack (SMOKE_KEY). */
    smokeKey: string;
    /** The shared stack's fill-time minimum, in seconds: small, so the tests wait a fraction of the deployed 3 s. */
    minimumFillSeconds: number;
    /** Where the run's one Chromium listens for Playwright (browser.ts connects each file to it). */
    chromiumEndpoint: string;
  }
}

/**
 * The fill-time minimum the shared stack runs with: short, so a test that must wait out "a person's" fill time
 * waits under a second, yet above zero, so that wait still has to happen.
 */
const e2eMinimumFillSeconds = 0.5;

const repoRoot = join(import.meta.dirname, '..');
/** What the build reads: the frontend and the shared code it bundles. */
const siteSources = [
  'frontend/src',
  'frontend/scripts',
  'frontend/index.html',
  'frontend/vite.config.ts',
  'common/src',
];

/** The newest modification time under `path` (0 when it does not exist). */
function newest(path: string): number {
  try {
    const stats = statSync(path);
    if (!stats.isDirectory()) return stats.mtimeMs;
    return Math.max(stats.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))));
  } catch {
    return 0;
  }
}

/** Builds the site unless its build is newer than every source it reads. */
export function buildSiteIfStale(): void {
  const built = newest(join(defaultSiteDir, 'index.html'));
  if (built < Math.max(...siteSources.map((source) => newest(join(repoRoot, source))))) {
    execFileSync('npm', ['run', 'build'], { stdio: 'inherit', cwd: repoRoot });
  }
}

export default async function setup(project: TestProject) {
  buildSiteIfStale();
  const stack = await startLocalStack({
    port: 0,
    inboxPort: 0,
    env: { ...uncappedQuoteEnv },
    minimumFillSeconds: e2eMinimumFillSeconds,
  });
  project.provide('minimumFillSeconds', e2eMinimumFillSeconds);
  project.provide('siteUrl', stack.siteUrl);
  project.provide('inboxUrl', stack.inboxUrl);
  project.provide('dynamoEndpoint', stack.dynamoEndpoint);
  project.provide('quoteTableName', stack.quoteTableName);
  project.provide('smokeKey', stack.smokeKey);
  // One Chromium for every browser file: each file connects and opens contexts of its own (no file sees another's
  // pages or storage), and the run starts a browser once instead of once per file (about a CPU second each).
  const browserServer = await chromium.launchServer({ executablePath: testChromiumPath(), args: chromiumArgs });
  project.provide('chromiumEndpoint', browserServer.wsEndpoint());
  return async () => {
    await browserServer.close();
    await stack.stop();
  };
}
