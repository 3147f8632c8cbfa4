/**
 * Starts the product once for all browser tests, exactly as `npm start` runs it (built site, real
 * handlers, local SES inbox), on free ports. Builds the site first when there is no build.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { defaultSiteDir, startLocalStack } from '../local/local-stack';

declare module 'vitest' {
  export interface ProvidedContext {
    siteUrl: string;
    inboxUrl: string;
  }
}

export default async function setup(project: TestProject) {
  if (!existsSync(join(defaultSiteDir, 'index.html'))) {
    execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
  }
  const stack = await startLocalStack({ port: 0, inboxPort: 0, env: {} });
  project.provide('siteUrl', stack.siteUrl);
  project.provide('inboxUrl', stack.inboxUrl);
  return () => stack.stop();
}
