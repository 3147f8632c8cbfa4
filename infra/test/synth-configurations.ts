/**
 * The configurations the synth tests read with `synthesized(name)` (synth.ts), each synthesized once per run, when a
 * file first asks for it. Apart from synth.ts, so that the configurations can be read without loading the CDK.
 */
export interface SynthConfiguration {
  context: Record<string, unknown>;
  /** Environment variables set while it synthesizes. */
  env?: Record<string, string>;
  /** Bundles its assets as a deploy does; the others skip bundling (synth.ts says why). */
  bundles?: true;
}

/**
 * A full production deploy: the domain in its hosted zone, the sender domain, a staff address in it and one outside
 * it, and where alarms go. production-safeguards leaves one setting out of it at a time.
 */
const fullProduction = {
  stage: 'production',
  domainName: 'www.swiftline.co.uk',
  hostedZoneId: 'Z0123456789ABCDEFGHIJ',
  hostedZoneDomain: 'swiftline.co.uk',
  senderEmail: 'quotes@swiftline.co.uk',
  staffEmails: 'office@swiftline.co.uk,owner@gmail.com',
  operationsEmail: 'ops@swiftline.co.uk',
};

/** The company's own details, none of them a placeholder, and its pages elsewhere. */
export const companyDetails = {
  companyNumber: '12345678',
  vatNumber: 'GB123456789',
  // As Companies House writes it: the country before the postcode.
  registeredOffice: 'Unit 4, Riverside Park, Leicester, England, LE2 2BB',
  phone: '0116 496 0123',
  publicEmail: 'quotes@swiftline.co.uk',
  whatsappNumber: '447700900123',
  securityEmail: 'security@swiftline.co.uk',
  googleBusinessProfileUrl: 'https://maps.app.goo.gl/SwiftlineCouriersExample',
  companiesHouseUrl: 'https://find-and-update.company-information.service.gov.uk/company/12345678',
};

/** Every configuration the synth tests read, each synthesized once per run if a file reads it. */
export const synthConfigurations = {
  /** cdk.json as it is: the staging stage, no optional feature. */
  defaults: { context: {} },
  staging: { context: { stage: 'staging' } },
  /** cdk.json's production block with only what production cannot do without: where its alarms go. */
  production: { context: { stage: 'production', operationsEmail: 'ops@swiftline.co.uk' } },
  /** Production with both on-call phones and the spend limit a month of their texts at the default cap needs. */
  productionOnCall: {
    context: {
      stage: 'production',
      operationsEmail: 'ops@swiftline.co.uk',
      onCallPhone: '+447700900999',
      onCallBackupPhone: '+447700900888',
      smsMonthlySpendLimitUsd: '1200',
    },
  },
  productionOverridden: {
    context: {
      stage: 'production',
      operationsEmail: 'ops@swiftline.co.uk',
      stackName: 'CourierSiteBlue',
      wafEnabled: 'false',
      etaThrottleRate: '3',
      sendThrottleBurst: '9',
    },
  },
  /** Every optional feature on: custom domain, hosted zone, WAF, access logs, analytics, EmailJS, alarms, on-call texts. */
  everything: {
    context: {
      domainName: 'www.swiftline.co.uk',
      hostedZoneId: 'Z0123456789ABCDEFGHIJ',
      hostedZoneDomain: 'swiftline.co.uk',
      senderEmail: 'quotes@swiftline.co.uk',
      staffEmails: 'office@swiftline.co.uk, owner@gmail.com',
      operationsEmail: 'ops@swiftline.co.uk',
      throttleRate: '5',
      throttleBurst: '10',
      wafEnabled: 'true',
      wafRateLimit: '50',
      wafEtaRateLimit: '200',
      dmarcPolicy: 'quarantine',
      monthlyBudget: '30',
      accessLogsEnabled: 'true',
      logRetentionDays: '90',
      analyticsId: 'G-TEST12345',
      emailApiOrigin: 'https://api.emailjs.com',
      emailServiceId: 'service_live',
      emailTemplateId: 'template_live',
      emailPublicKey: 'public_live',
      onCallPhone: '+447700900999',
      onCallTextsPerDay: '4',
      // A month of texts at that cap, one phone: 4 × 31 × $0.25.
      smsMonthlySpendLimitUsd: '31',
    },
    // With credentials the CLI knows the account: the acknowledgements must still match.
    env: { CDK_DEFAULT_ACCOUNT: '123456789012' },
  },
  /**
   * The site built from frontend/ as `cdk deploy` builds it (no siteDir) for production with the company's details,
   * a retention other than the default and WAF on (production's default): what the privacy notice then says
   * (privacy.synth.test.ts) and what search engines read (local-search.synth.test.ts).
   */
  builtSite: {
    context: { ...fullProduction, ...companyDetails, siteDir: '', quoteRetentionDays: '90' },
    bundles: true,
  },
  /**
   * A domain without a hosted zone, its name without www. canonical; out of the SES sandbox, so it acknowledges
   * customers (and tells them of the first claim: lead-claim.synth.test.ts).
   */
  domainOnly: {
    context: {
      domainName: 'www.swiftline.co.uk',
      canonicalHost: 'apex',
      senderEmail: 'quotes@swiftline.co.uk',
      sesSandbox: 'false',
      customerAcknowledgement: 'true',
    },
  },
  fullProduction: { context: fullProduction },
  fullProductionWithoutZone: { context: { ...fullProduction, hostedZoneId: '', hostedZoneDomain: '' } },
  fullProductionWithoutDomain: { context: { ...fullProduction, domainName: '' } },
  fullProductionWithoutDomainOrZone: {
    context: { ...fullProduction, domainName: '', hostedZoneId: '', hostedZoneDomain: '' },
  },
  fullProductionWithoutDmarc: { context: { ...fullProduction, dmarcRecord: 'false' } },
  /** WAF turned off, the domain kept: what each of the two steps of turning it off deploys (waf-off.synth.test.ts). */
  fullProductionWithoutWaf: { context: { ...fullProduction, wafEnabled: 'false' } },
  /** Production kept in the SES sandbox, which it refuses unless acknowledged. */
  productionAcceptedSandbox: { context: { ...fullProduction, sesSandbox: 'true', acceptSesSandbox: 'true' } },
  /** The weekly lead report turned off: no schedule, no function (weekly-report.synth.test.ts). */
  withoutWeeklyReport: { context: { weeklyReport: 'false' } },
  /**
   * Staging with tunables off their defaults: WAF with its own Location budgets, an hourly probe, a rotated secret,
   * the backups kept 14 and 400 days and copied to another account's vault in another region.
   */
  stagingTuned: {
    context: {
      wafEnabled: 'true',
      locationBudgetUsdPerHour: '0.5',
      locationBudgetUsdPerDay: '2',
      siteProbeMinutes: '60',
      originSecretVersion: 'a1b2c3d4-5678-90ab-cdef-111122223333',
      originSecretRotationMinutes: '90',
      backupDailyRetentionDays: '14',
      backupMonthlyRetentionDays: '400',
      backupCopyVaultArn: 'arn:aws:backup:eu-west-1:210987654321:backup-vault:courier-quotes-copy',
    },
  },
} satisfies Record<string, SynthConfiguration>;

export type SynthConfigurationName = keyof typeof synthConfigurations;

/** A synthesized configuration as files, which the first file to ask for it hands to the others. */
export interface SynthesizedFiles {
  templates: { site: string; edge?: string; edgeAlarms?: string };
  assemblyDir: string;
  stackNames: string[];
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's synthesized configurations, each made once (synth-once.ts): the synth project's global setup's. */
    synthesisDir: string;
  }
}
