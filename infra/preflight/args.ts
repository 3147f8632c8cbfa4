/** Preflight's command line: the same -c key=value options as `cdk deploy`, read as the CDK app reads them. */
import { rmSync } from 'node:fs';
import { App } from 'aws-cdk-lib';
import { assertOneHomePerSetting, type CourierConfig, cdkJsonContext, readConfig } from '../lib/config';

export class UsageError extends Error {
  override name = 'UsageError';
}

export const usage =
  'Usage: npm run preflight -- -c stage=production -c domainName=… (the same -c options as cdk deploy)';

/** cdk.json's context, overridden by each -c / --context key=value, as the CDK CLI merges them. */
export function preflightContext(args: string[]): Record<string, unknown> {
  const context = cdkJsonContext();
  assertOneHomePerSetting(context);
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (arg === '-h' || arg === '--help') throw new UsageError(usage);
    const inline = /^--context=(.*)$/.exec(arg)?.[1];
    const pair = inline ?? (arg === '-c' || arg === '--context' ? args[++i] : undefined);
    if (pair === undefined) throw new UsageError(`Unknown argument "${arg}".\n${usage}`);
    const equals = pair.indexOf('=');
    if (equals < 1) throw new UsageError(`Expected key=value after -c, got "${pair}".\n${usage}`);
    context[pair.slice(0, equals)] = pair.slice(equals + 1);
  }
  return context;
}

export function preflightConfig(args: string[], env: Record<string, string | undefined> = process.env): CourierConfig {
  const app = new App({ context: preflightContext(args) });
  try {
    return readConfig(app.node, env);
  } finally {
    // An App makes an empty cloud assembly folder in the temp folder; preflight synthesizes nothing into it.
    rmSync(app.outdir, { recursive: true, force: true });
  }
}
