/** Every context value as readConfig reads it: defaults, stages and their blocks in cdk.json, and refusals. */
import { contextKeys, settings } from '@courier/common/settings/all-settings';
import { leadReminders } from '@courier/common/settings/leads';
import type { Setting } from '@courier/common/settings/setting';
import { isCompanyDetail } from '@courier/common/settings/site';
import { defaultSiteConfig } from '@courier/common/site-config-env';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { describe, expect, it } from 'vitest';
import { assertOneHomePerSetting } from '../lib/config';
import { siteBuildEnv } from '../lib/site/site-source';
import { ops, read } from './read-config';
import { cdkJsonContext } from './synth';

const stageBlocks = cdkJsonContext.stages as Record<string, Record<string, unknown>>;

describe('context', () => {
  it('has safe defaults, the same with no context as with cdk.json', () => {
    const none = read({});
    expect(read(cdkJsonContext)).toEqual(none);
    expect(none.onCallPhone).toBeUndefined();
    expect(none).toMatchObject({
      stage: 'staging',
      stackName: 'CourierSiteStaging',
      region: 'eu-west-2',
      domainName: undefined,
      hostedZone: undefined,
      senderEmail: defaultSiteConfig.publicEmail,
      staffEmails: [defaultSiteConfig.publicEmail],
      operationsEmail: undefined,
      sesSandbox: true,
      throttleRate: 5,
      throttleBurst: 10,
      wafEnabled: false,
      accessLogsEnabled: false,
      logRetentionDays: RetentionDays.ONE_MONTH,
      quoteRetentionDays: 365,
      quoteSendRetryAttempts: 10,
      quoteSweepMinutes: 5,
      quoteUndeliveredAlarmMinutes: 15,
      customerAcknowledgement: false,
      acknowledgementsPerHour: 3,
      quoteCapPerAddressPerHour: 5,
      quoteCapPerIpPerHour: 10,
      quoteWaveLimit: 60,
      quoteWaveMinutes: 10,
      quoteDigestMinutes: 5,
      leadEscalationMinutes: 10,
      quoteHeldDigestMinutes: 60,
      onCallTextsPerDay: 72,
      smsMonthlySpendLimitUsd: 1,
      onCallSenderId: 'Swiftline',
      wafEtaRateLimit: 60,
      locationBudgetUsdPerHour: 1,
      locationBudgetUsdPerDay: 5,
      siteProbeMinutes: 5,
      backupDailyRetentionDays: 35,
      backupMonthlyRetentionDays: 365,
      backupCopyVaultArn: undefined,
      site: defaultSiteConfig,
    });
  });

  it('takes a backup copy vault by its ARN, in another region or a GovCloud partition alike', () => {
    for (const arn of [
      'arn:aws:backup:eu-west-1:123456789012:backup-vault:courier-quotes-copy',
      'arn:aws-us-gov:backup:us-gov-west-1:123456789012:backup-vault:Quotes_DR',
    ]) {
      expect(read({ backupCopyVaultArn: arn }).backupCopyVaultArn).toBe(arn);
    }
  });

  it("holds every setting a deployment sets by its context key, the site's as the site has them", () => {
    expect(Object.keys(read({}))).toEqual(expect.arrayContaining(contextKeys));
    const config = read(
      { publicEmail: 'hello@swiftline.co.uk', analyticsId: 'G-TEST12345' },
      { SITE_VAT_NUMBER: 'GB9' },
    );
    expect(config).toMatchObject({
      publicEmail: 'hello@swiftline.co.uk',
      analyticsId: 'G-TEST12345',
      vatNumber: 'GB9',
    });
    expect(config.site).toMatchObject({
      publicEmail: 'hello@swiftline.co.uk',
      analyticsId: 'G-TEST12345',
      vatNumber: 'GB9',
    });
  });

  it('reads the Location spending ceiling in dollars, and refuses one it cannot use', () => {
    expect(read({ locationBudgetUsdPerHour: '0.5', locationBudgetUsdPerDay: 2 })).toMatchObject({
      locationBudgetUsdPerHour: 0.5,
      locationBudgetUsdPerDay: 2,
    });
    expect(read({ locationBudgetUsdPerHour: 0, locationBudgetUsdPerDay: 0 }).locationBudgetUsdPerHour).toBe(0);
    expect(() => read({ locationBudgetUsdPerHour: '-1' })).toThrow(/locationBudgetUsdPerHour must be an amount/);
    expect(() => read({ locationBudgetUsdPerDay: 'five' })).toThrow(/locationBudgetUsdPerDay must be an amount/);
    expect(() => read({ locationBudgetUsdPerHour: 6 })).toThrow(/must not exceed locationBudgetUsdPerDay/);
  });

  it('is in the SES sandbox by default in staging only; production refuses it without acceptSesSandbox', () => {
    expect(read({ ...cdkJsonContext, stage: 'staging' })).toMatchObject({ sesSandbox: true, acceptSesSandbox: false });
    expect(read({ ...cdkJsonContext, stage: 'production', ...ops }).sesSandbox).toBe(false);
    expect(() => read({ stage: 'production', sesSandbox: true, ...ops })).toThrow(/get nothing/);
    expect(read({ stage: 'production', sesSandbox: true, acceptSesSandbox: true, ...ops }).sesSandbox).toBe(true);
  });

  it('creates the DMARC record unless dmarcRecord is false', () => {
    expect(read(cdkJsonContext).dmarcRecord).toBe(true);
    expect(read({ dmarcRecord: 'false' }).dmarcRecord).toBe(false);
  });

  it('refuses the customer acknowledgement inside the SES sandbox, where sends to customers fail', () => {
    expect(() => read({ customerAcknowledgement: true })).toThrow(/sesSandbox false/);
    expect(read({ customerAcknowledgement: true, sesSandbox: false }).customerAcknowledgement).toBe(true);
  });

  it('keeps in cdk.json only what a deployment fills in: each stage’s block, the same keys in both', () => {
    // The defaults are the settings table's: the top of the context holds none, only CDK's feature flags.
    expect(Object.keys(cdkJsonContext).filter((key) => !key.startsWith('@'))).toEqual(['stages']);
    const [staging, production] = [stageBlocks.staging ?? {}, stageBlocks.production ?? {}];
    // Both stages name the same settings, so a value set for one is never forgotten in the other.
    expect(Object.keys(production)).toEqual(Object.keys(staging));
    // Every per-stage setting with no default of its own, or a placeholder, is there to fill in, and nothing else is.
    const toFillIn = contextKeys.filter((key) => {
      const setting: Setting = settings[key];
      return setting.perStage && (!('default' in setting) || isCompanyDetail(setting));
    });
    expect(Object.keys(staging).sort()).toEqual([...toFillIn].sort());
    expect(Object.values(staging).every((value) => value === '')).toBe(true);
  });

  it('mails Monday’s report unless weeklyReport is false, and refuses a value that is not a yes or no', () => {
    expect(read({}).weeklyReport).toBe(true);
    expect(read({ weeklyReport: 'false' }).weeklyReport).toBe(false);
    expect(read({ weeklyReport: false }).weeklyReport).toBe(false);
    expect(() => read({ weeklyReport: 'monday' })).toThrow(/weeklyReport/);
  });

  it('reads the lead escalation in minutes, decimals allowed, and refuses zero or words', () => {
    expect(read({ leadEscalationMinutes: '0.5' }).leadEscalationMinutes).toBe(0.5);
    expect(read({ leadEscalationMinutes: 15 }).leadEscalationMinutes).toBe(15);
    expect(() => read({ leadEscalationMinutes: 0 })).toThrow(/leadEscalationMinutes must be a number of minutes > 0/);
    expect(() => read({ leadEscalationMinutes: 'ten' })).toThrow(/leadEscalationMinutes must be a number of minutes/);
  });

  it('refuses a reminder past the sweeper’s look-back window, naming both settings and the bound', () => {
    // The last reminder (at 2× the escalation) plus a sweep's wait within the look-back (49 hours): 1467.5 at most.
    const last = Math.max(...leadReminders.atMultiples);
    const most = Math.floor(((leadReminders.lookBackHours * 60 - 5) / last) * 100) / 100;
    // A promise to visitors no shorter than the first reminder, which the next check asks.
    const promise = { replyPromiseMinutes: 3000 };
    expect(read({ ...promise, leadEscalationMinutes: String(most) }).leadEscalationMinutes).toBe(most);
    expect(() => read({ ...promise, leadEscalationMinutes: most + 0.5 })).toThrow(
      `Context leadEscalationMinutes ${most + 0.5} puts the last reminder ${last} × ${most + 0.5} minutes after a ` +
        'quote arrives, and a sweep every quoteSweepMinutes 5',
    );
    expect(() => read({ ...promise, leadEscalationMinutes: most, quoteSweepMinutes: 60 })).toThrow(
      /quoteSweepMinutes 60/,
    );
  });

  it('reads the reply promised to visitors into the site, and refuses one shorter than the first reminder (issue 52 C)', () => {
    expect(read({}).site.replyPromiseMinutes).toBe(30);
    expect(read({ replyPromiseMinutes: '45' }).site.replyPromiseMinutes).toBe(45);
    expect(read({ replyPromiseMinutes: 10 }).site.replyPromiseMinutes).toBe(10);
    expect(() => read({ replyPromiseMinutes: 9 })).toThrow(
      /^Context replyPromiseMinutes 9 promises visitors a reply before staff are first reminded/,
    );
    expect(() => read({ replyPromiseMinutes: 20, leadEscalationMinutes: 25 })).toThrow(/at least 25/);
    expect(() => read({ replyPromiseMinutes: 'soon' })).toThrow(/replyPromiseMinutes/);
  });

  it('refuses an ETA alarm the ETA throttle would never let ring, per stage', () => {
    expect(read({ etaAlarmThreshold: 302 }).etaAlarmThreshold).toBe(302);
    expect(() => read({ etaAlarmThreshold: 303 })).toThrow(/^Context etaAlarmThreshold 303 is more ETA invocations/);
    expect(read({ stage: 'production', ...ops, etaAlarmThreshold: 305 }).etaAlarmThreshold).toBe(305);
    expect(() => read({ etaAlarmThreshold: 303, etaThrottleRate: 2 })).not.toThrow();
  });

  it('reads the on-call phone in E.164, its daily cap and sender ID, and refuses what SNS or UK carriers would', () => {
    const spend = { smsMonthlySpendLimitUsd: '62' };
    expect(
      read({ onCallPhone: '+447700900999', onCallTextsPerDay: '4', onCallSenderId: 'Swift24', ...spend }),
    ).toMatchObject({
      onCallPhone: '+447700900999',
      onCallTextsPerDay: 4,
      onCallSenderId: 'Swift24',
      smsMonthlySpendLimitUsd: 62,
    });
    expect(() => read({ onCallPhone: '07700 900999' })).toThrow(/onCallPhone must be a phone number in E.164 form/);
    expect(() => read({ onCallPhone: '+44 7700 900999' })).toThrow(/E.164/);
    expect(() => read({ onCallTextsPerDay: 0 })).toThrow(/onCallTextsPerDay must be an integer ≥ 1/);
    expect(() => read({ onCallSenderId: 'ALERT-INFO!' })).toThrow(/onCallSenderId must be 3 to 11 letters and digits/);
    expect(read({}, { SITE_COMPANY_NAME: 'Acme Same-Day' }).onCallSenderId).toBe('Acme');
  });

  it('reads a backup phone in E.164, and refuses a spend limit that cannot pay for a month of texts at the cap', () => {
    const phones = { onCallPhone: '+447700900999', onCallBackupPhone: '+447700900888' };
    expect(read({ ...phones, smsMonthlySpendLimitUsd: '1116' })).toMatchObject({ ...phones, onCallTextsPerDay: 72 });
    expect(() => read({ ...phones, onCallBackupPhone: '07700 900888' })).toThrow(
      /onCallBackupPhone must be a phone number in E.164 form/,
    );
    // A new account's $1 pays for no month of texts: the synth says what the cap needs, with both phones.
    expect(() => read(phones)).toThrow(
      /smsMonthlySpendLimitUsd 1 does not cover a month of on-call texts: two phones at onCallTextsPerDay 72 for 31 days, at most \$0\.25 a text, is \$1116/,
    );
    expect(() => read({ ...phones, onCallTextsPerDay: '36', smsMonthlySpendLimitUsd: '557' })).toThrow(/is \$558/);
    expect(() => read({ ...phones, onCallBackupPhone: phones.onCallPhone, smsMonthlySpendLimitUsd: '9999' })).toThrow(
      /onCallBackupPhone is onCallPhone/,
    );
  });

  it('reads -c strings and cdk.json values alike', () => {
    const fromCli = read({ wafEnabled: 'true', throttleRate: '7', staffEmails: 'a@x.co.uk, b@y.com' });
    const fromJson = read({ wafEnabled: true, throttleRate: 7, staffEmails: ['a@x.co.uk', 'b@y.com'] });
    expect(fromCli).toEqual(fromJson);
    expect(fromCli).toMatchObject({ wafEnabled: true, throttleRate: 7, staffEmails: ['a@x.co.uk', 'b@y.com'] });
  });

  it('builds the site for the custom domain, with context winning over SITE_* variables', () => {
    const config = read(
      { domainName: 'www.swiftline.co.uk', analyticsId: 'G-CONTEXT' },
      { SITE_ANALYTICS_ID: 'G-ENV', SITE_COMPANY_NAME: 'Env Couriers' },
    );
    expect(config.site).toMatchObject({
      siteUrl: 'https://www.swiftline.co.uk',
      analyticsId: 'G-CONTEXT',
      companyName: 'Env Couriers',
    });
    expect(siteBuildEnv(config.site)).toMatchObject({
      SITE_URL: 'https://www.swiftline.co.uk',
      SITE_ANALYTICS_ID: 'G-CONTEXT',
      SITE_COMPANY_NAME: 'Env Couriers',
    });
  });

  it('serves the domain on its www. name and without, the www. name canonical unless canonicalHost says apex', () => {
    for (const domainName of ['swiftline.co.uk', 'www.swiftline.co.uk']) {
      expect(read({ domainName })).toMatchObject({
        domainName,
        hosts: { canonical: 'www.swiftline.co.uk', other: 'swiftline.co.uk' },
        site: { siteUrl: 'https://www.swiftline.co.uk' },
      });
      expect(read({ domainName, canonicalHost: 'apex' })).toMatchObject({
        hosts: { canonical: 'swiftline.co.uk', other: 'www.swiftline.co.uk' },
        site: { siteUrl: 'https://swiftline.co.uk' },
      });
    }
    expect(read({ domainName: 'staging.swiftline.co.uk', canonicalHost: 'apex' }).hosts).toEqual({
      canonical: 'staging.swiftline.co.uk',
      other: 'www.staging.swiftline.co.uk',
    });
    expect(read(cdkJsonContext).hosts).toBeUndefined();
  });

  it('puts the company’s Google Business Profile and Companies House pages on the site when given', () => {
    const gbp = 'https://maps.app.goo.gl/AbC123';
    const ch = 'https://find-and-update.company-information.service.gov.uk/company/12345678';
    expect(read({ googleBusinessProfileUrl: gbp, companiesHouseUrl: ch }).site).toMatchObject({
      googleBusinessProfileUrl: gbp,
      companiesHouseUrl: ch,
    });
    expect(read(cdkJsonContext).site).toMatchObject({ googleBusinessProfileUrl: '', companiesHouseUrl: '' });
  });

  it('builds the site with the retention the table keeps and whether WAF runs, for the privacy notice', () => {
    const config = read({
      quoteRetentionDays: '90',
      stage: 'production',
      sesSandbox: 'false',
      operationsEmail: 'ops@example.co.uk',
    });
    expect(config.quoteRetentionDays).toBe(90);
    expect(config.site).toMatchObject({ quoteRetentionDays: 90, webFirewall: true });
    expect(siteBuildEnv(config.site)).toMatchObject({ SITE_QUOTE_RETENTION_DAYS: '90', SITE_WEB_FIREWALL: 'true' });
    // A SITE_ variable sets both too, and context wins over it; WAF follows wafEnabled, never the variable.
    const fromEnv = read({ wafEnabled: 'false' }, { SITE_QUOTE_RETENTION_DAYS: '30', SITE_WEB_FIREWALL: 'true' });
    expect([fromEnv.quoteRetentionDays, fromEnv.site.quoteRetentionDays, fromEnv.site.webFirewall]).toEqual([
      30,
      30,
      false,
    ]);
    expect(read({ quoteRetentionDays: 60 }, { SITE_QUOTE_RETENTION_DAYS: '30' }).site.quoteRetentionDays).toBe(60);
    expect(() => read({}, { SITE_QUOTE_RETENTION_DAYS: 'a year' })).toThrow(
      /^SITE_QUOTE_RETENTION_DAYS must be a whole number of days ≥ 1, got "a year"$/,
    );
  });

  it.each([
    [{ quoteRetentionDays: '0' }, /quoteRetentionDays must be an integer ≥ 1/],
    [{ domainName: 'not a domain' }, /domainName/],
    [{ hostedZoneId: 'Z1' }, /hostedZoneDomain/],
    [{ domainName: 'www.a.co.uk', hostedZoneId: 'Z1', hostedZoneDomain: 'b.co.uk' }, /not inside/],
    [
      { domainName: 'www.a.co.uk', hostedZoneId: 'Z1', hostedZoneDomain: 'www.a.co.uk' },
      /not inside hostedZoneDomain www\.a\.co\.uk \(both www\.a\.co\.uk and a\.co\.uk are served\)/,
    ],
    [{ domainName: 'a.co.uk', canonicalHost: 'bare' }, /Context canonicalHost must be www or apex, got "bare"/],
    [{ googleBusinessProfileUrl: 'http://maps.google.com/x' }, /googleBusinessProfileUrl\) must be an https:\/\/ URL/],
    [{ companiesHouseUrl: 'companies house' }, /companiesHouseUrl\) must be an https:\/\/ URL/],
    [
      { registeredOffice: '1 Example Street, Leicester' },
      /Context registeredOffice must be address lines, the town and a UK postcode/,
    ],
    [{ senderEmail: 'nobody' }, /senderEmail/],
    [{ staffEmails: 'a@x.co.uk,oops' }, /staffEmails/],
    [{ operationsEmail: 'ops' }, /Context operationsEmail has an invalid email address "ops"/],
    [{ wafEnabled: 'yes' }, /wafEnabled/],
    [{ stage: 'prod' }, /Context stage must be staging or production, got "prod"/],
    [{ stage: 'Production' }, /Context stage must be staging or production/],
    [{ wafRateLimit: '5' }, /wafRateLimit/],
    [{ dmarcPolicy: 'strict' }, /dmarcPolicy/],
    [{ logRetentionDays: '45' }, /logRetentionDays/],
    [{ originSecretVersion: 'v2; rm' }, /originSecretVersion must be a Secrets Manager VersionId/],
    [{ originSecretRotationMinutes: '5' }, /originSecretRotationMinutes/],
    [{ backupDailyRetentionDays: '0' }, /backupDailyRetentionDays must be an integer ≥ 1/],
    [{ backupMonthlyRetentionDays: 'a year' }, /backupMonthlyRetentionDays must be an integer ≥ 1/],
    [
      { backupCopyVaultArn: 'arn:aws:s3:::my-bucket' },
      /^Context backupCopyVaultArn must be a backup vault's ARN, arn:aws:backup:<region>:<account>:backup-vault:<name>/,
    ],
    [{ backupCopyVaultArn: 'arn:aws:backup:eu-west-1:12345:backup-vault:dr' }, /backupCopyVaultArn must be/],
    [{ emailApiOrigin: 'http://api.emailjs.com' }, /emailApiOrigin/],
  ])('rejects %o', (context, message) => {
    expect(() => read(context)).toThrow(message);
  });
});

describe('stage', () => {
  const throttleKeys = [
    'throttleRate',
    'throttleBurst',
    'etaThrottleRate',
    'etaThrottleBurst',
    'sendThrottleRate',
    'sendThrottleBurst',
  ] as const;
  const stageSettings = (config: ReturnType<typeof read>) => ({
    stackName: config.stackName,
    wafEnabled: config.wafEnabled,
    throttleRate: config.throttleRate,
    throttleBurst: config.throttleBurst,
    etaThrottleRate: config.etaThrottleRate,
    etaThrottleBurst: config.etaThrottleBurst,
    sendThrottleRate: config.sendThrottleRate,
    sendThrottleBurst: config.sendThrottleBurst,
  });

  it('is staging unless told, with its own stack name, no WAF and lower throttles', () => {
    expect(read(cdkJsonContext).stage).toBe('staging');
    expect(stageSettings(read(cdkJsonContext))).toEqual({
      stackName: 'CourierSiteStaging',
      wafEnabled: false,
      throttleRate: 5,
      throttleBurst: 10,
      etaThrottleRate: 1,
      etaThrottleBurst: 2,
      sendThrottleRate: 1,
      sendThrottleBurst: 2,
    });
  });

  it('production keeps the CourierSite stack name, turns WAF on and allows the production throttles', () => {
    const production = read({ ...cdkJsonContext, stage: 'production', ...ops });
    expect(production.stage).toBe('production');
    expect(stageSettings(production)).toEqual({
      stackName: 'CourierSite',
      wafEnabled: true,
      throttleRate: 20,
      throttleBurst: 40,
      etaThrottleRate: 1,
      etaThrottleBurst: 5,
      sendThrottleRate: 2,
      sendThrottleBurst: 5,
    });
  });

  it('never throttles staging above production', () => {
    const staging = stageSettings(read({ stage: 'staging' }));
    const production = stageSettings(read({ stage: 'production', ...ops }));
    for (const key of throttleKeys) expect(staging[key]).toBeLessThanOrEqual(production[key]);
  });

  it.each(['staging', 'production'])('%s: explicit context values win over its defaults', (stage) => {
    const explicit = {
      stackName: 'CourierSiteBlue',
      wafEnabled: stage === 'staging',
      throttleRate: 7,
      throttleBurst: 8,
      etaThrottleRate: 3,
      etaThrottleBurst: 4,
      sendThrottleRate: 5,
      sendThrottleBurst: 6,
    };
    const asCliStrings = Object.fromEntries(Object.entries(explicit).map(([key, value]) => [key, String(value)]));
    expect(stageSettings(read({ ...cdkJsonContext, stage, ...ops, ...explicit }))).toEqual(explicit);
    expect(stageSettings(read({ ...cdkJsonContext, stage, ...ops, ...asCliStrings }))).toEqual(explicit);
  });

  it('production refuses to build without operationsEmail, naming it: its alarms would reach nobody', () => {
    expect(() => read({ ...cdkJsonContext, stage: 'production' })).toThrow(
      /^Context operationsEmail is required in production: without it no alarm, budget warning or CloudFront alarm reaches anyone\. Set it in cdk\.json \(stages\.production\.operationsEmail\)/,
    );
    expect(read({ ...cdkJsonContext, stage: 'staging' }).operationsEmail).toBeUndefined();
  });
});

describe("cdk.json's stage blocks", () => {
  const withProduction = (settings: Record<string, unknown>) => ({
    ...cdkJsonContext,
    stage: 'production',
    stages: { ...stageBlocks, production: { ...stageBlocks.production, ...settings } },
  });
  const filled = {
    domainName: 'www.swiftline.co.uk',
    hostedZoneId: 'Z0123456789ABCDEFGHIJ',
    hostedZoneDomain: 'swiftline.co.uk',
    senderEmail: 'quotes@swiftline.co.uk',
    staffEmails: 'office@swiftline.co.uk',
    operationsEmail: 'ops@swiftline.co.uk',
    throttleRate: 30,
  };

  it('give a stage its settings with no -c at all: `-c stage=production` alone deploys production as last time', () => {
    expect(read(withProduction(filled))).toMatchObject({
      stackName: 'CourierSite',
      domainName: 'www.swiftline.co.uk',
      hostedZone: { id: 'Z0123456789ABCDEFGHIJ', domain: 'swiftline.co.uk' },
      senderEmail: 'quotes@swiftline.co.uk',
      staffEmails: ['office@swiftline.co.uk'],
      operationsEmail: 'ops@swiftline.co.uk',
      throttleRate: 30,
      wafEnabled: true,
    });
    // Only the chosen stage's block counts.
    expect(read({ ...withProduction(filled), stage: 'staging' })).toMatchObject({
      stackName: 'CourierSiteStaging',
      domainName: undefined,
      operationsEmail: undefined,
      throttleRate: 5,
    });
  });

  it('are overridden by a -c value, and an empty one in the file is a value still to fill in', () => {
    const config = read({ ...withProduction(filled), throttleRate: '7', domainName: 'new.swiftline.co.uk' });
    expect(config).toMatchObject({ throttleRate: 7, domainName: 'new.swiftline.co.uk' });
    expect(read(withProduction({ ...filled, domainName: '' })).domainName).toBeUndefined();
  });

  it('refuse a setting that does not exist, naming it (a typo would otherwise be silently ignored)', () => {
    expect(() => read(withProduction({ ...filled, operationEmail: 'ops@swiftline.co.uk' }))).toThrow(
      "cdk.json's stages.production has operationEmail, which is not a setting (a typo?): DEPLOY.md §3 lists them.",
    );
    expect(() => read({ ...cdkJsonContext, stages: { ...stageBlocks, prod: {} } })).toThrow(
      'Context stages has a block "prod", which is not a stage (staging or production)',
    );
  });

  it('never share a setting with the top of the context, where it would always win', () => {
    expect(() => assertOneHomePerSetting(cdkJsonContext)).not.toThrow();
    expect(() => assertOneHomePerSetting({ ...withProduction({ monthlyBudget: 80 }), monthlyBudget: 50 })).toThrow(
      /^cdk\.json sets monthlyBudget both at the top of its context and in stages\.production/,
    );
    // Empty at the top is no value: the block's counts.
    expect(() => assertOneHomePerSetting({ ...withProduction({ analyticsId: 'G-1' }), analyticsId: '' })).not.toThrow();
  });
});
