/**
 * The local stack for the engines tier (Firefox and WebKit): `npm start`'s product on free ports, as e2e/global-setup.ts
 * starts it for Chromium, with two differences:
 * - it serves a copy of the built site whose pages load page-problems.js first, because WebKit's WebDriver reports
 *   no page errors (the pages are otherwise byte for byte the build);
 * - the spam filter's minimum fill time is 0 s: these tests are about the engines, not the filter (the Chromium tier
 *   keeps the deployed 3 s), so they never sleep it out.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { defaultSiteDir, startLocalStack, uncappedQuoteEnv } from '../../local/local-stack';
import { buildSiteIfStale } from '../global-setup';

export const pageProblemsScript = '/page-problems.js';
const charset = '<meta charset="utf-8">';

/** A copy of the built site in which every page runs page-problems.js before anything else. */
function siteWithProblemRecorder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'courier-engines-site-'));
  cpSync(defaultSiteDir, dir, { recursive: true });
  cpSync(join(import.meta.dirname, 'page-problems.js'), join(dir, pageProblemsScript));
  for (const name of readdirSync(dir).filter((file) => file.endsWith('.html'))) {
    const html = readFileSync(join(dir, name), 'utf8');
    if (!html.includes(charset)) throw new Error(`${name} has no ${charset} to put the problem recorder after`);
    writeFileSync(join(dir, name), html.replace(charset, `${charset}<script src="${pageProblemsScript}"></script>`));
  }
  return dir;
}

export default async function setup(project: TestProject) {
  buildSiteIfStale();
  const siteDir = siteWithProblemRecorder();
  const stack = await startLocalStack({
    port: 0,
    inboxPort: 0,
    siteDir,
    env: { ...uncappedQuoteEnv },
    minimumFillSeconds: 0,
  });
  project.provide('siteUrl', stack.siteUrl);
  project.provide('inboxUrl', stack.inboxUrl);
  return async () => {
    await stack.stop();
    rmSync(siteDir, { recursive: true, force: true });
  };
}
