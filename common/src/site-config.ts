/**
 * What the site config is: company and integration details, and the facts about the deployment the privacy notice
 * states. Most are the settings of the site's table (settings/site.ts), each the field of its key; the rest are the
 * site's own facts below. site-config-env.ts reads it (the table's defaults, SITE_* variables) for the site's build,
 * the local server, the functions and the CDK app; this file holds only types and what the browser needs too, so the
 * site's code never carries the table.
 */
import type { ValueOf } from './settings/setting';
import type { siteSettings } from './settings/site';

type SiteRows = typeof siteSettings;
type SiteKey = keyof SiteRows;

/** What the site shows that no setting of the table sets. */
export interface SiteFacts {
  /** Trading name shown in headings and titles. */
  companyName: string;
  /** Registered company name for legal pages. */
  legalName: string;
  /** Public origin of the site, no trailing slash: canonical URLs, sitemap, JSON-LD (CDK: the canonical host's). */
  siteUrl: string;
  /**
   * Whether AWS WAF screens the site's requests (the deployment's `wafEnabled`): the privacy notice names it only
   * when it does.
   */
  webFirewall: boolean;
}

/** The site's settings, each the value its kind gives (an unset one is empty), and the site's own facts. */
export type SiteConfig = { [Key in SiteKey]: ValueOf<SiteRows[Key]> } & SiteFacts;

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

/** `tel:` href for a UK phone number as displayed. */
export function phoneHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return `tel:${digits.startsWith('0') ? `+44${digits.slice(1)}` : digits}`;
}
