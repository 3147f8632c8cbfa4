/**
 * Company and integration details, and the facts about the deployment the privacy notice states: the one place the
 * site, the local server and the CDK app read them from. Every field can be overridden at build time by the
 * environment variable named in `siteConfigEnv`; CDK builds the site with the stack's own settings.
 */
export interface SiteConfig {
  /** Trading name shown in headings and titles. */
  companyName: string;
  /** Registered company name for legal pages. */
  legalName: string;
  companyNumber: string;
  vatNumber: string;
  /** Address lines, post town and postcode, comma-separated (postal-address.ts reads it; CDK refuses another form). */
  registeredOffice: string;
  /** Phone as dialled from the UK, shown to visitors. */
  phone: string;
  email: string;
  /** WhatsApp number in international format, digits only (for https://wa.me/{number}). */
  whatsappNumber: string;
  /** Public origin of the site, no trailing slash: canonical URLs, sitemap, JSON-LD. */
  siteUrl: string;
  /** Google Analytics 4 measurement ID; empty means no analytics and no consent banner. */
  analyticsId: string;
  /** Origin that receives quote submissions (EmailJS send-form protocol); empty means this site. */
  emailApiOrigin: string;
  emailServiceId: string;
  emailTemplateId: string;
  emailPublicKey: string;
  /** Address that receives security reports (security.txt and the disclosure policy). */
  securityEmail: string;
  /** The company's Google Business Profile page (the structured data's sameAs); empty when it has none. */
  googleBusinessProfileUrl: string;
  /** The company's Companies House page (sameAs); empty to leave it out. */
  companiesHouseUrl: string;
  /**
   * The minutes within which a dispatcher calls or emails a visitor who sent a quote (the deployment's
   * `replyPromiseMinutes`): the confirmation, the no-JavaScript thank-you page and the acknowledgement say it
   * (common/src/quote/reply-promise.ts).
   */
  replyPromiseMinutes: number;
  /** Days the quote table keeps a quote (the deployment's `quoteRetentionDays`, its TTL): the privacy notice says it. */
  quoteRetentionDays: number;
  /**
   * Whether AWS WAF screens the site's requests (the deployment's `wafEnabled`): the privacy notice names it only
   * when it does.
   */
  webFirewall: boolean;
}

export const defaultSiteConfig: SiteConfig = {
  companyName: 'Swiftline Couriers',
  legalName: 'Swiftline Couriers Ltd',
  companyNumber: '00000000',
  vatNumber: 'GB000000000',
  registeredOffice: '1 Example Street, Leicester, LE1 1AA',
  phone: '0116 000 0000',
  email: 'quotes@swiftline-couriers.example',
  whatsappNumber: '447700900000',
  siteUrl: 'https://www.swiftline-couriers.example',
  analyticsId: '',
  emailApiOrigin: '',
  emailServiceId: 'service_local',
  emailTemplateId: 'template_quote',
  emailPublicKey: 'public_local_key',
  securityEmail: 'security@swiftline-couriers.example',
  googleBusinessProfileUrl: '',
  companiesHouseUrl: '',
  // The default of the `replyPromiseMinutes` context value: why 30, docs/decisions/066.
  replyPromiseMinutes: 30,
  // The default of the `quoteRetentionDays` context value (the quote table's TTL).
  quoteRetentionDays: 365,
  webFirewall: false,
};

/** Environment variable that overrides each field. */
export const siteConfigEnv: Record<keyof SiteConfig, string> = {
  companyName: 'SITE_COMPANY_NAME',
  legalName: 'SITE_LEGAL_NAME',
  companyNumber: 'SITE_COMPANY_NUMBER',
  vatNumber: 'SITE_VAT_NUMBER',
  registeredOffice: 'SITE_REGISTERED_OFFICE',
  phone: 'SITE_PHONE',
  email: 'SITE_EMAIL',
  whatsappNumber: 'SITE_WHATSAPP_NUMBER',
  siteUrl: 'SITE_URL',
  analyticsId: 'SITE_ANALYTICS_ID',
  emailApiOrigin: 'SITE_EMAIL_API_ORIGIN',
  emailServiceId: 'SITE_EMAIL_SERVICE_ID',
  emailTemplateId: 'SITE_EMAIL_TEMPLATE_ID',
  emailPublicKey: 'SITE_EMAIL_PUBLIC_KEY',
  securityEmail: 'SITE_SECURITY_EMAIL',
  googleBusinessProfileUrl: 'SITE_GOOGLE_BUSINESS_PROFILE_URL',
  companiesHouseUrl: 'SITE_COMPANIES_HOUSE_URL',
  replyPromiseMinutes: 'SITE_REPLY_PROMISE_MINUTES',
  quoteRetentionDays: 'SITE_QUOTE_RETENTION_DAYS',
  webFirewall: 'SITE_WEB_FIREWALL',
};

/** Whether the site has analytics: an ID is set. Without one there is no consent banner, no tag and no cookie to name. */
export const hasAnalytics = (site: Pick<SiteConfig, 'analyticsId'>): boolean => site.analyticsId.trim() !== '';

/**
 * The company details the API's own pages and emails show: the name, the phone in the header and the reply promised.
 * One list, so the functions given them, the CDK that sets them and the code that reads them name none of them.
 */
export const companyDetailFields = ['companyName', 'phone', 'replyPromiseMinutes'] as const;
export type CompanyDetails = Pick<SiteConfig, (typeof companyDetailFields)[number]>;

/** The company details out of the whole site config. */
export const companyDetailsOf = (site: SiteConfig): CompanyDetails =>
  Object.fromEntries(companyDetailFields.map((field) => [field, site[field]])) as CompanyDetails;

/** The company details as a function's environment, each under its SITE_* name. */
export const companyDetailsEnv = (details: CompanyDetails): Record<string, string> =>
  Object.fromEntries(companyDetailFields.map((field) => [siteConfigEnv[field], String(details[field])]));

/** A SITE_* value the build cannot use: the build stops rather than publish a notice that says something untrue. */
export class SiteConfigError extends Error {
  override name = 'SiteConfigError';
}

type TextField = Exclude<keyof SiteConfig, 'quoteRetentionDays' | 'replyPromiseMinutes' | 'webFirewall'>;

const isHttpsUrl = (text: string) => URL.canParse(text) && new URL(text).protocol === 'https:' && !/\s/.test(text);

/** Reads the config from an environment (process.env, or Vite's define at build time). */
export function readSiteConfig(env: Record<string, string | undefined>): SiteConfig {
  const config = { ...defaultSiteConfig };
  const textFields = (Object.keys(siteConfigEnv) as (keyof SiteConfig)[]).filter(
    (key): key is TextField => typeof defaultSiteConfig[key] === 'string',
  );
  for (const key of textFields) {
    const value = env[siteConfigEnv[key]]?.trim();
    if (value) config[key] = value;
  }
  for (const [key, unit] of [
    ['quoteRetentionDays', 'days'],
    ['replyPromiseMinutes', 'minutes'],
  ] as const) {
    const value = env[siteConfigEnv[key]]?.trim();
    if (!value) continue;
    if (!/^[1-9]\d*$/.test(value)) {
      throw new SiteConfigError(`${siteConfigEnv[key]} must be a whole number of ${unit} ≥ 1, got "${value}"`);
    }
    config[key] = Number(value);
  }
  const firewall = env[siteConfigEnv.webFirewall]?.trim();
  if (firewall) {
    if (firewall !== 'true' && firewall !== 'false') {
      throw new SiteConfigError(`${siteConfigEnv.webFirewall} must be true or false, got "${firewall}"`);
    }
    config.webFirewall = firewall === 'true';
  }
  for (const key of ['googleBusinessProfileUrl', 'companiesHouseUrl'] as const) {
    if (config[key] && !isHttpsUrl(config[key])) {
      throw new SiteConfigError(`${siteConfigEnv[key]} (context ${key}) must be an https:// URL, got "${config[key]}"`);
    }
  }
  config.siteUrl = config.siteUrl.replace(/\/+$/, '');
  config.emailApiOrigin = config.emailApiOrigin.replace(/\/+$/, '');
  return config;
}

/** `tel:` href for a UK phone number as displayed. */
export function phoneHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return `tel:${digits.startsWith('0') ? `+44${digits.slice(1)}` : digits}`;
}
