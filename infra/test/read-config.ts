/** What the config tests share: the configuration some context values give, read as the CDK app reads them. */
import { rmSync } from 'node:fs';
import { App } from 'aws-cdk-lib';
import { readConfig } from '../lib/config';

/** The configuration these context values give; the App's empty cloud assembly folder is removed. */
export function read(context: Record<string, unknown>, env: Record<string, string> = {}) {
  const app = new App({ context });
  try {
    return readConfig(app.node, env);
  } finally {
    rmSync(app.outdir, { recursive: true, force: true });
  }
}
/** Production refuses to build without somewhere for its alarms to go. */
export const ops = { operationsEmail: 'ops@swiftline.co.uk' };
