/**
 * Typed deployment settings read from CDK context: `-c key=value` on the command line, then `cdk.json`, whose
 * `stages` block holds each stage's own settings (its stack name, domain, addresses, company details…), so
 * `cdk deploy --all -c stage=production` alone deploys production as it was last deployed. Every value has a default
 * here, so `cdk synth` works with none given; `cdk.json` repeats the defaults so DevOps can see every knob in one
 * place (a test keeps the two in step).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultLocationBudgetUsd } from '@courier/common/api/lambda-env';
import {
  defaultSiteConfig,
  readSiteConfig,
  type SiteConfig,
  SiteConfigError,
  siteConfigEnv,
} from '@courier/common/site-config';
import { defaultQuoteLimits } from '@courier/lambdas/quote/store/quote-limits';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Node } from 'constructs';

/** The monorepo root: the Lambda entries, the frontend and the lock file are found from here. */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

export interface HostedZoneConfig {
  /** Route 53 hosted zone ID, e.g. Z0123456789ABCDEFGHIJ. */
  id: string;
  /** The zone's domain, e.g. swiftline-couriers.co.uk. */
  domain: string;
}

/** A deployment's purpose; it picks the defaults of the settings in `stageDefaults`. */
export const stages = ['staging', 'production'] as const;
export type Stage = (typeof stages)[number];

/**
 * What each stage sets when neither the command line nor its block in cdk.json (`stages.<stage>`) gives a value;
 * cdk.json's blocks repeat these.
 * Production keeps the stack name deployments had before stages existed, so redeploying it never creates a
 * second site. Staging's throttles are lower: a few testers use it, it has no WAF by default, and its SES
 * account is normally still in the sandbox (1 email a second, 200 a day), so a higher send rate buys nothing.
 * The ETA rate stays 1 a second (the lowest whole rate); its burst is smaller. Production is out of the SES
 * sandbox: a sandboxed production site mails nobody but verified addresses, so saying so takes `acceptSesSandbox`.
 */
export const stageDefaults = {
  staging: {
    stackName: 'CourierSiteStaging',
    wafEnabled: false,
    throttleRate: 5,
    throttleBurst: 10,
    etaThrottleRate: 1,
    etaThrottleBurst: 2,
    sendThrottleRate: 1,
    sendThrottleBurst: 2,
    sesSandbox: true,
  },
  production: {
    stackName: 'CourierSite',
    wafEnabled: true,
    throttleRate: 20,
    throttleBurst: 40,
    etaThrottleRate: 1,
    etaThrottleBurst: 5,
    sendThrottleRate: 2,
    sendThrottleBurst: 5,
    sesSandbox: false,
  },
} as const satisfies Record<Stage, Record<string, string | number | boolean>>;

export interface CourierConfig {
  /** staging (the default) or production: the defaults of the stack name, throttles and WAF. */
  stage: Stage;
  /** Name of the main stack; the us-east-1 stacks are `${stackName}Edge` and `${stackName}EdgeAlarms`. */
  stackName: string;
  /** Region of the site's stack (bucket, API, Lambdas, Location, SES). */
  region: string;
  /** Public host name of the site, e.g. www.swiftline-couriers.co.uk; none = the CloudFront domain. */
  domainName?: string;
  /** Hosted zone for DNS records, certificate validation and SES DKIM. */
  hostedZone?: HostedZoneConfig;
  /** The From address of quote emails. */
  senderEmail: string;
  /** Staff who receive the quote requests. */
  staffEmails: string[];
  /** Where alarms are emailed; none = the SNS topic has no subscriber. */
  operationsEmail?: string;
  /** While SES is in its sandbox, the staff addresses are verified identities too (SES requires it). */
  sesSandbox: boolean;
  /** Lets a production synth keep the SES sandbox on purpose (otherwise refused). */
  acceptSesSandbox: boolean;
  /** API Gateway stage throttling for any route without its own: steady requests per second and burst. */
  throttleRate: number;
  throttleBurst: number;
  /** GET /api/eta's own throttle (each call can cost Amazon Location geocodes and a route). */
  etaThrottleRate: number;
  etaThrottleBurst: number;
  /** The quote send routes' own throttle, so an ETA flood never starves quote submissions. */
  sendThrottleRate: number;
  sendThrottleBurst: number;
  /** AWS WAF web ACL on CloudFront with per-IP rate limits on the send endpoints and /api/eta (per 5 minutes). */
  wafEnabled: boolean;
  wafRateLimit: number;
  wafEtaRateLimit: number;
  /** ETA invocations per 5 minutes that raise the unusual-use alarm. */
  etaAlarmThreshold: number;
  /** The hard ceiling on Amazon Location spend (US dollars) per clock hour and per UTC day; past it, approximate ETAs. */
  locationBudgetUsdPerHour: number;
  locationBudgetUsdPerDay: number;
  /** AWS Budgets monthly cost budget (account currency) that alerts the operations email. */
  monthlyBudget: number;
  /** DMARC policy published when a hosted zone is given: none, quarantine or reject. */
  dmarcPolicy: 'none' | 'quarantine' | 'reject';
  /** Create the `_dmarc` TXT record in the hosted zone; false when the domain already publishes one. */
  dmarcRecord: boolean;
  /** CloudFront standard logs and S3 server access logs into a log bucket. */
  accessLogsEnabled: boolean;
  /** Retention of the Lambda and API log groups, and expiry of access logs. */
  logRetentionDays: RetentionDays;
  /** Days a quote is kept in the quote table (TTL); the same as `site.quoteRetentionDays`, which the notice states. */
  quoteRetentionDays: number;
  /** Stream retries of a quote's send before it is left to the sweeper. */
  quoteSendRetryAttempts: number;
  /** Minutes between sweeps for quotes still pending (the sweeper's schedule). */
  quoteSweepMinutes: number;
  /** Minutes the oldest undelivered quote may wait before its alarm fires. */
  quoteUndeliveredAlarmMinutes: number;
  /** Email the customer an acknowledgement: only outside the SES sandbox (sandbox sends to them fail). */
  customerAcknowledgement: boolean;
  /** Acknowledgements one customer address may receive per hour. */
  acknowledgementsPerHour: number;
  /** Quotes stored per normalised sender mailbox per hour; past it they are answered but not stored. */
  quoteCapPerAddressPerHour: number;
  /** Quotes stored per client IP per hour. */
  quoteCapPerIpPerHour: number;
  /** Quotes in `quoteWaveMinutes` past which staff get digests instead of one email each, and the wave alarm rings. */
  quoteWaveLimit: number;
  quoteWaveMinutes: number;
  /** During a wave, minutes between digest emails. */
  quoteDigestMinutes: number;
  /** Minutes a quote may go unclaimed by staff before staff and operations are reminded (again at twice it). */
  leadEscalationMinutes: number;
  /** Minutes the oldest quote held past a cap waits for the held-quotes digest (a wave digest takes it sooner). */
  quoteHeldDigestMinutes: number;
  /** Site settings baked into the build and mirrored by the Content-Security-Policy. */
  site: SiteConfig;
  /** A prebuilt site directory to deploy instead of building `frontend` during synth. */
  siteDir?: string;
  /** Minutes between runs of the site probe (the smoke checks against the public URL). */
  siteProbeMinutes: number;
  /** Minutes the API still accepts the previous origin secret after a rotation. */
  originSecretRotationMinutes: number;
  /** The origin-secret version CloudFront sends (after a rotation); none = AWSCURRENT at the distribution's last update. */
  originSecretVersion?: string;
  /** Lets the placeholder company details of common/site-config through (local and test synths only). */
  allowPlaceholderCompany: boolean;
}

/** A context value the deployment cannot be built with; `cdk synth` prints its message alone, without a stack trace. */
export class ContextError extends Error {
  override name = 'ContextError';
}

/**
 * The company identity fields whose defaults in common/site-config are placeholders (a 0116 000 0000 phone,
 * company number 00000000, an example domain), each with the context value that sets it.
 */
export const companyIdentityContext = {
  companyNumber: 'companyNumber',
  vatNumber: 'vatNumber',
  registeredOffice: 'registeredOffice',
  phone: 'phone',
  email: 'publicEmail',
  whatsappNumber: 'whatsappNumber',
  securityEmail: 'securityEmail',
  siteUrl: 'domainName',
} as const satisfies Partial<Record<keyof SiteConfig, string>>;

/** The context values still to set: those whose company field is still its placeholder default. */
export function placeholderCompanyContext(site: SiteConfig): string[] {
  return Object.entries(companyIdentityContext)
    .filter(([field]) => site[field as keyof SiteConfig] === defaultSiteConfig[field as keyof SiteConfig])
    .map(([, context]) => context);
}

/** A production synth must not publish placeholder company details; a local or test synth may, when told. */
export function assertRealCompanyDetails(config: CourierConfig): void {
  const placeholders = placeholderCompanyContext(config.site);
  if (config.allowPlaceholderCompany || placeholders.length === 0) return;
  throw new ContextError(
    `The company details are still the placeholder defaults. Set the context values ${placeholders.join(', ')} ` +
      '(in cdk.json or with -c key=value; the SITE_* environment variables work too), ' +
      'or pass -c allowPlaceholderCompany=true for a local or test synth.',
  );
}

/** A value that says nothing: absent, or empty in cdk.json (a setting still to fill in). */
const isUnset = (value: unknown) =>
  value === undefined ||
  value === null ||
  (Array.isArray(value) ? value.length === 0 : typeof value === 'string' && value.trim() === '');

/** The settings of `stages.<stage>` in the context; a block for no known stage, or one not an object, is refused. */
function stageSettings(node: Node, stage: Stage): Record<string, unknown> {
  const blocks: unknown = node.tryGetContext('stages') ?? {};
  if (typeof blocks !== 'object' || blocks === null || Array.isArray(blocks)) {
    throw new ContextError('Context stages must be an object with a block of settings per stage');
  }
  for (const [name, block] of Object.entries(blocks)) {
    if (!stages.includes(name as Stage)) {
      throw new ContextError(`Context stages has a block "${name}", which is not a stage (${stages.join(' or ')})`);
    }
    if (typeof block !== 'object' || block === null || Array.isArray(block)) {
      throw new ContextError(`Context stages.${name} must be an object of settings`);
    }
  }
  return (blocks as Record<string, Record<string, unknown>>)[stage] ?? {};
}

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

const retentionDays = new Set(Object.values(RetentionDays).filter((value) => typeof value === 'number'));
const hostName = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
const emailAddress = /^[^\s@,<>]+@[^\s@,<>]+\.[^\s@,<>]+$/;

/** The site's settings; a SITE_* variable it cannot use stops the synth with its message alone. */
function readSite(env: Record<string, string | undefined>): SiteConfig {
  try {
    return readSiteConfig(env);
  } catch (error) {
    if (error instanceof SiteConfigError) throw new ContextError(error.message);
    throw error;
  }
}

/**
 * Reads and validates the context; throws with the offending key so a typo fails the synth. A setting comes from
 * the command line (or the top of cdk.json), else from the stage's block in cdk.json, else from the defaults here.
 */
export function readConfig(node: Node, env: Record<string, string | undefined> = process.env): CourierConfig {
  const stageName = node.tryGetContext('stage');
  const stage = isUnset(stageName) ? 'staging' : String(stageName).trim();
  if (!stages.includes(stage as Stage)) {
    throw new ContextError(`Context stage must be ${stages.join(' or ')}, got "${stage}"`);
  }
  const defaults = stageDefaults[stage as Stage];
  const ofStage = stageSettings(node, stage as Stage);
  const settingsRead = new Set<string>();
  const raw = (key: string): unknown => {
    settingsRead.add(key);
    const given = node.tryGetContext(key);
    return isUnset(given) ? ofStage[key] : given;
  };
  const text = (key: string): string | undefined => {
    const value = raw(key);
    if (value === undefined || value === null) return undefined;
    const trimmed = String(value).trim();
    return trimmed === '' ? undefined : trimmed;
  };
  const bool = (key: string, fallback: boolean): boolean => {
    const value = text(key);
    if (value === undefined) return fallback;
    if (value === 'true' || value === 'false') return value === 'true';
    throw new ContextError(`Context ${key} must be true or false, got "${value}"`);
  };
  const int = (key: string, fallback: number, min: number): number => {
    const value = text(key);
    if (value === undefined) return fallback;
    const parsed = Number(value);
    if (!Number.isInteger(parsed) || parsed < min) throw new ContextError(`Context ${key} must be an integer ≥ ${min}`);
    return parsed;
  };
  /** US dollars, cents allowed: "1", 0.5. */
  const usd = (key: string, fallback: number): number => {
    const value = text(key);
    if (value === undefined) return fallback;
    if (!/^\d+(\.\d{1,6})?$/.test(value)) {
      throw new ContextError(`Context ${key} must be an amount of US dollars ≥ 0, such as 1 or 0.5; got "${value}"`);
    }
    return Number(value);
  };
  /** A positive number of minutes, decimals allowed: 10, 0.5. */
  const minutes = (key: string, fallback: number): number => {
    const value = text(key);
    if (value === undefined) return fallback;
    const parsed = Number(value);
    if (!/^\d+(\.\d+)?$/.test(value) || !(parsed > 0)) {
      throw new ContextError(`Context ${key} must be a number of minutes > 0, such as 10 or 0.5; got "${value}"`);
    }
    return parsed;
  };
  const list = (key: string): string[] => {
    const value = raw(key);
    const items = Array.isArray(value) ? value.map(String) : (text(key) ?? '').split(',');
    return items.map((item) => item.trim()).filter(Boolean);
  };
  const email = (key: string, value: string): string => {
    if (!emailAddress.test(value)) throw new ContextError(`Context ${key} has an invalid email address "${value}"`);
    return value;
  };

  const domainName = text('domainName')?.toLowerCase();
  if (domainName && !hostName.test(domainName))
    throw new ContextError(`Context domainName is not a host name: ${domainName}`);

  const zoneId = text('hostedZoneId');
  const zoneDomain = text('hostedZoneDomain')?.toLowerCase();
  if (Boolean(zoneId) !== Boolean(zoneDomain))
    throw new ContextError('Give both hostedZoneId and hostedZoneDomain, or neither');
  const hostedZone = zoneId && zoneDomain ? { id: zoneId, domain: zoneDomain } : undefined;
  if (hostedZone && domainName && !`.${domainName}`.endsWith(`.${hostedZone.domain}`)) {
    throw new ContextError(`Context domainName ${domainName} is not inside hostedZoneDomain ${hostedZone.domain}`);
  }

  const logRetentionDays = int('logRetentionDays', RetentionDays.ONE_MONTH, 1);
  if (!retentionDays.has(logRetentionDays)) {
    throw new ContextError(`Context logRetentionDays must be one of ${[...retentionDays].join(', ')}`);
  }

  const emailApiOrigin = text('emailApiOrigin');
  if (emailApiOrigin && !/^https:\/\/[^/\s]+\/?$/.test(emailApiOrigin)) {
    throw new ContextError(`Context emailApiOrigin must be an https origin such as https://api.emailjs.com`);
  }

  const wafEnabled = bool('wafEnabled', defaults.wafEnabled);

  // Context wins over SITE_* environment variables, which win over the defaults in common/site-config.
  const siteOverrides: Partial<Record<keyof SiteConfig, string | undefined>> = {
    // What the privacy notice states about this deployment: how long the quote table keeps a quote, whether WAF runs.
    quoteRetentionDays:
      text('quoteRetentionDays') && String(int('quoteRetentionDays', defaultSiteConfig.quoteRetentionDays, 1)),
    webFirewall: String(wafEnabled),
    analyticsId: text('analyticsId'),
    emailApiOrigin,
    emailServiceId: text('emailServiceId'),
    emailTemplateId: text('emailTemplateId'),
    emailPublicKey: text('emailPublicKey'),
    ...Object.fromEntries(Object.entries(companyIdentityContext).map(([field, context]) => [field, text(context)])),
    // The one identity field not given as is: the origin of the domain name.
    siteUrl: domainName && `https://${domainName}`,
  };
  const siteEnv = { ...env };
  for (const [key, value] of Object.entries(siteOverrides)) {
    if (value) siteEnv[siteConfigEnv[key as keyof SiteConfig]] = value;
  }
  const site = readSite(siteEnv);

  const sesSandbox = bool('sesSandbox', defaults.sesSandbox);
  const acceptSesSandbox = bool('acceptSesSandbox', false);
  if (stage === 'production' && sesSandbox && !acceptSesSandbox) {
    throw new ContextError(
      'Context sesSandbox=true in production: in the SES sandbox only verified addresses receive mail, so ' +
        "customers' and unverified staff addresses get nothing. Request SES production access and deploy with " +
        'sesSandbox=false, or pass -c acceptSesSandbox=true if a sandboxed production site is meant.',
    );
  }
  const customerAcknowledgement = bool('customerAcknowledgement', false);
  if (customerAcknowledgement && sesSandbox) {
    throw new ContextError(
      'Context customerAcknowledgement needs sesSandbox false: the SES sandbox cannot email customers',
    );
  }
  const dmarcPolicy = text('dmarcPolicy') ?? 'none';
  if (dmarcPolicy !== 'none' && dmarcPolicy !== 'quarantine' && dmarcPolicy !== 'reject') {
    throw new ContextError(`Context dmarcPolicy must be none, quarantine or reject, got "${dmarcPolicy}"`);
  }

  const originSecretVersion = text('originSecretVersion');
  if (originSecretVersion && !/^[A-Za-z0-9-]{32,64}$/.test(originSecretVersion)) {
    throw new ContextError(
      `Context originSecretVersion must be a Secrets Manager VersionId (put-secret-value prints it), got "${originSecretVersion}"`,
    );
  }

  const locationBudgetUsdPerHour = usd('locationBudgetUsdPerHour', defaultLocationBudgetUsd.perHour);
  const locationBudgetUsdPerDay = usd('locationBudgetUsdPerDay', defaultLocationBudgetUsd.perDay);
  if (locationBudgetUsdPerHour > locationBudgetUsdPerDay) {
    throw new ContextError('Context locationBudgetUsdPerHour must not exceed locationBudgetUsdPerDay');
  }

  const staffEmails = list('staffEmails');
  const operationsEmail = text('operationsEmail');
  if (stage === 'production' && !operationsEmail) {
    throw new ContextError(
      'Context operationsEmail is required in production: without it no alarm, budget warning or CloudFront alarm ' +
        'reaches anyone. Set it in cdk.json (stages.production.operationsEmail) or pass -c operationsEmail=…, then ' +
        'confirm the two subscription emails AWS sends it (DEPLOY.md 7).',
    );
  }
  const config: CourierConfig = {
    stage: stage as Stage,
    stackName: text('stackName') ?? defaults.stackName,
    region: text('region') ?? 'eu-west-2',
    domainName,
    hostedZone,
    senderEmail: email('senderEmail', text('senderEmail') ?? site.email),
    staffEmails: (staffEmails.length ? staffEmails : [site.email]).map((value) => email('staffEmails', value)),
    operationsEmail: operationsEmail && email('operationsEmail', operationsEmail),
    sesSandbox,
    acceptSesSandbox,
    throttleRate: int('throttleRate', defaults.throttleRate, 1),
    throttleBurst: int('throttleBurst', defaults.throttleBurst, 1),
    wafEnabled,
    etaThrottleRate: int('etaThrottleRate', defaults.etaThrottleRate, 1),
    etaThrottleBurst: int('etaThrottleBurst', defaults.etaThrottleBurst, 1),
    sendThrottleRate: int('sendThrottleRate', defaults.sendThrottleRate, 1),
    sendThrottleBurst: int('sendThrottleBurst', defaults.sendThrottleBurst, 1),
    wafRateLimit: int('wafRateLimit', 100, 10),
    wafEtaRateLimit: int('wafEtaRateLimit', 60, 10),
    etaAlarmThreshold: int('etaAlarmThreshold', 150, 1),
    locationBudgetUsdPerHour,
    locationBudgetUsdPerDay,
    monthlyBudget: int('monthlyBudget', 50, 1),
    dmarcPolicy,
    dmarcRecord: bool('dmarcRecord', true),
    accessLogsEnabled: bool('accessLogsEnabled', false),
    logRetentionDays,
    quoteRetentionDays: site.quoteRetentionDays,
    quoteSendRetryAttempts: int('quoteSendRetryAttempts', 10, 0),
    quoteSweepMinutes: int('quoteSweepMinutes', 5, 1),
    quoteUndeliveredAlarmMinutes: int('quoteUndeliveredAlarmMinutes', 15, 5),
    customerAcknowledgement,
    acknowledgementsPerHour: int('acknowledgementsPerHour', 3, 1),
    quoteCapPerAddressPerHour: int('quoteCapPerAddressPerHour', defaultQuoteLimits.perAddressPerHour, 1),
    quoteCapPerIpPerHour: int('quoteCapPerIpPerHour', defaultQuoteLimits.perIpPerHour, 1),
    quoteWaveLimit: int('quoteWaveLimit', defaultQuoteLimits.waveLimit, 1),
    quoteWaveMinutes: int('quoteWaveMinutes', defaultQuoteLimits.waveMinutes, 1),
    quoteDigestMinutes: int('quoteDigestMinutes', 5, 1),
    leadEscalationMinutes: minutes('leadEscalationMinutes', 10),
    quoteHeldDigestMinutes: int('quoteHeldDigestMinutes', 60, 1),
    site,
    siteDir: text('siteDir'),
    siteProbeMinutes: int('siteProbeMinutes', 5, 1),
    originSecretRotationMinutes: int('originSecretRotationMinutes', 60, 10),
    originSecretVersion,
    allowPlaceholderCompany: bool('allowPlaceholderCompany', false),
  };
  const unknown = Object.keys(ofStage).filter((key) => !settingsRead.has(key));
  if (unknown.length > 0) {
    throw new ContextError(
      `cdk.json's stages.${stage} has ${unknown.join(', ')}, which ${unknown.length === 1 ? 'is' : 'are'} not a ` +
        'setting (a typo?): DEPLOY.md §3 lists them.',
    );
  }
  return config;
}
