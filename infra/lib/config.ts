/**
 * Typed deployment settings read from CDK context: `-c key=value` on the command line, then `cdk.json`, whose
 * `stages` block holds each stage's own settings (its stack name, domain, addresses, company details…), so
 * `cdk deploy --all -c stage=production` alone deploys production as it was last deployed. Every setting's name,
 * kind, default and bounds are the settings table's (common/src/settings/), so `cdk synth` works with none given, and
 * the configuration's type is the table's (`ContextValues`): a new setting is its row, and the code that uses it.
 *
 * `ContextReader` (config/context.ts) reads every setting by its kind; config/ adds, one file a concern, the rules a
 * kind does not say (the domain and its zone, the origin secret's version, the site and company details, the SES
 * sandbox and the addresses' defaults, the on-call sender ID, log retention and production's alarms, the backup
 * copy's vault), and
 * settings-checks.ts the settings that constrain each other.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ContextValues } from '@courier/common/settings/all-settings';
import { settingsProblems } from '@courier/common/settings/settings-checks';
import type { SiteConfig } from '@courier/common/site-config';
import type { Node } from 'constructs';
import { checkBackupCopyVault } from './config/backup';
import { ContextError, ContextReader, isUnset } from './config/context';
import { readSiteAddress, type SiteAddress } from './config/domain';
import { checkOriginSecretVersion } from './config/edge';
import { readEmailAddresses } from './config/email';
import { readOnCallSenderId } from './config/leads';
import { checkMonitoring } from './config/monitoring';
import { readSite, siteValues } from './config/site';
import { readStage } from './config/stage';
import { repoRoot } from './paths';

/** The deployment: every setting, the domain's names and zone, and the site's settings as its build reads them. */
export type CourierConfig = ContextValues & SiteAddress & { site: SiteConfig };

/** cdk.json's context as the file says it, before any `-c`. */
export function cdkJsonContext(): Record<string, unknown> {
  return JSON.parse(readFileSync(join(repoRoot, 'cdk.json'), 'utf8')).context;
}

/**
 * A setting lives at the top of cdk.json's context (every stage's) or in the stage blocks, never both: the top's
 * value would win over the block's, and the stage's would silently never be used.
 */
export function assertOneHomePerSetting(context: Record<string, unknown> = cdkJsonContext()): void {
  const blocks = (context.stages ?? {}) as Record<string, Record<string, unknown>>;
  for (const [stage, block] of Object.entries(blocks)) {
    const both = Object.keys(block ?? {}).filter((key) => !isUnset(context[key]));
    if (both.length > 0) {
      throw new ContextError(
        `cdk.json sets ${both.join(', ')} both at the top of its context and in stages.${stage}: the top's value ` +
          'would always win. Keep each setting in one place (a value for one stage only goes in its block).',
      );
    }
  }
}

/**
 * Reads and validates the context; throws with the offending key so a typo fails the synth, and with both keys when
 * two settings would defeat each other (common/src/settings/settings-checks.ts). A setting comes from the command
 * line (or the top of cdk.json), else from the stage's block in cdk.json, else from the settings table's default.
 */
export function readConfig(node: Node, env: Record<string, string | undefined> = process.env): CourierConfig {
  const { stage, ofStage } = readStage(node);
  const context = new ContextReader(node, stage, ofStage);

  const values = context.values();
  const address = readSiteAddress(values);
  checkOriginSecretVersion(values);
  checkBackupCopyVault(values);
  const site = readSite(context, values, address.hosts, env);
  const config: CourierConfig = {
    ...values,
    ...address,
    ...siteValues(site),
    site,
    ...readEmailAddresses(context, values, site),
    ...readOnCallSenderId(values, site),
  };
  checkMonitoring(context, values);
  const problems = settingsProblems(config);
  if (problems.length > 0) throw new ContextError(problems.map((problem) => `Context ${problem}`).join('\n'));
  const unknown = context.unread();
  if (unknown.length > 0) {
    throw new ContextError(
      `cdk.json's stages.${stage} has ${unknown.join(', ')}, which ${unknown.length === 1 ? 'is' : 'are'} not a ` +
        'setting (a typo?): DEPLOY.md §3 lists them.',
    );
  }
  return config;
}
