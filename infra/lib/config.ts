/**
 * Typed deployment settings read from CDK context: `-c key=value` on the command line, then `cdk.json`, whose
 * `stages` block holds each stage's own settings (its stack name, domain, addresses, company details…), so
 * `cdk deploy --all -c stage=production` alone deploys production as it was last deployed. Every setting's name,
 * default and bounds are the settings table's (common/src/settings/), so `cdk synth` works with none given.
 *
 * One file a concern in config/: the stage, the site's domain, the way in (WAF, throttles, origin secret), the site's
 * settings and company details, the quote emails, quotes and leads, Amazon Location's spend, and monitoring. Each
 * reads its settings through one ContextReader (config/context.ts); `readConfig` composes them. A new setting goes in
 * its concern's table in common/src/settings/, its concern's interface and reader here, and DEPLOY.md §3.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { settingsProblems } from '@courier/common/settings/settings-checks';
import type { Node } from 'constructs';
import { ContextError, ContextReader, isUnset } from './config/context';
import { type DomainConfig, readDomainConfig } from './config/domain';
import { type EdgeConfig, readEdgeConfig } from './config/edge';
import { type EmailConfig, readEmailConfig } from './config/email';
import { type LocationConfig, readLocationConfig } from './config/location';
import { type MonitoringConfig, readMonitoringConfig } from './config/monitoring';
import { type QuoteConfig, readQuoteConfig } from './config/quotes';
import { type ReportConfig, readReportConfig } from './config/report';
import { readSiteSettings, type SiteSettings } from './config/site';
import { readStage, readStageConfig, type StageConfig } from './config/stage';
import { repoRoot } from './paths';

export type CourierConfig = StageConfig &
  DomainConfig &
  EdgeConfig &
  SiteSettings &
  EmailConfig &
  QuoteConfig &
  LocationConfig &
  MonitoringConfig &
  ReportConfig;

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

  const domain = readDomainConfig(context);
  const edge = readEdgeConfig(context);
  const site = readSiteSettings(context, { hosts: domain.hosts, wafEnabled: edge.wafEnabled }, env);
  const config: CourierConfig = {
    ...readStageConfig(context),
    ...domain,
    ...edge,
    ...site,
    ...readEmailConfig(context, site.site),
    ...readQuoteConfig(context, site.site),
    ...readLocationConfig(context),
    ...readMonitoringConfig(context),
    ...readReportConfig(context),
  };
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
