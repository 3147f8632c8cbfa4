/**
 * The site config from an environment: each setting of the site's table from its SITE_* variable, checked by its
 * row's kind, else the row's default; the site's own facts likewise. The one place the site's build (vite.config.ts),
 * the local server, the functions and the CDK app read it from; CDK builds the site with the stack's own settings.
 */
// With their extensions: the site's Vite config loads this file, and Vite's own config loader wants them.
import { parsePostalAddress, postalAddressRule } from './postal-address.ts';
import { type Setting, screamingSnakeCase } from './settings/setting.ts';
import { siteSettings } from './settings/site.ts';
import { type CompanyDetails, companyDetailFields, type SiteConfig, type SiteFacts } from './site-config.ts';

type SiteKey = keyof typeof siteSettings;
const siteKeys = Object.keys(siteSettings) as SiteKey[];

const siteFacts: SiteFacts = {
  companyName: 'Swiftline Couriers',
  legalName: 'Swiftline Couriers Ltd',
  siteUrl: 'https://www.swiftline-couriers.example',
  webFirewall: false,
};

const tableDefaults = Object.fromEntries(
  siteKeys.map((key) => [key, (siteSettings[key] as Setting & { default?: unknown }).default ?? '']),
);

export const defaultSiteConfig = { ...tableDefaults, ...siteFacts } as SiteConfig;

/** Environment variable that overrides each field: SITE_ and a setting's key in SCREAMING_SNAKE_CASE. */
export const siteConfigEnv: Record<keyof SiteConfig, string> = {
  ...(Object.fromEntries(siteKeys.map((key) => [key, `SITE_${screamingSnakeCase(key)}`])) as Record<SiteKey, string>),
  companyName: 'SITE_COMPANY_NAME',
  legalName: 'SITE_LEGAL_NAME',
  siteUrl: 'SITE_URL',
  webFirewall: 'SITE_WEB_FIREWALL',
};

/** The company details as a function's environment, each under its SITE_* name. */
export const companyDetailsEnv = (details: CompanyDetails): Record<string, string> =>
  Object.fromEntries(companyDetailFields.map((field) => [siteConfigEnv[field], String(details[field])]));

/** A SITE_* value the build cannot use: the build stops rather than publish a notice that says something untrue. */
export class SiteConfigError extends Error {
  override name = 'SiteConfigError';
}

const isHttpsUrl = (text: string) => URL.canParse(text) && new URL(text).protocol === 'https:' && !/\s/.test(text);

/** An origin is written without its trailing slash, so a path can follow it: `https://api.emailjs.com/` as `…com`. */
const withoutOriginSlash = (url: string) =>
  url.replace(/\/+$/, '') === new URL(url).origin ? new URL(url).origin : url;

/** A setting of the site's table from its SITE_* variable, checked by the row's kind. */
function readSetting(key: SiteKey, value: string): string | number {
  const setting: Setting = siteSettings[key];
  const name = siteConfigEnv[key];
  if (setting.kind === 'integer') {
    const { min, max, unit } = setting;
    if (!/^\d+$/.test(value) || Number(value) < min || (max !== undefined && Number(value) > max)) {
      const range = max === undefined ? `≥ ${min}` : `from ${min} to ${max}`;
      throw new SiteConfigError(`${name} must be a whole number of ${unit} ${range}, got "${value}"`);
    }
    return Number(value);
  }
  if (setting.kind === 'postalAddress' && !parsePostalAddress(value)) {
    throw new SiteConfigError(`${name} must be ${postalAddressRule}; got "${value}"`);
  }
  if (setting.kind === 'url') {
    if (!isHttpsUrl(value)) {
      throw new SiteConfigError(`${name} (context ${key}) must be an https:// URL, got "${value}"`);
    }
    return withoutOriginSlash(value);
  }
  return value;
}

/**
 * Variables renamed when the site config became its table's (decision 073), refused by name so that one still set
 * does not leave its placeholder on the site without a word.
 */
const renamedVariables: Record<string, string> = { SITE_EMAIL: siteConfigEnv.publicEmail };

/** Reads the config from an environment (process.env, or Vite's define at build time). */
export function readSiteConfig(env: Record<string, string | undefined>): SiteConfig {
  for (const [old, now] of Object.entries(renamedVariables)) {
    if (env[old]?.trim()) throw new SiteConfigError(`${old} is now ${now}: set ${now} instead`);
  }
  const given = (field: keyof SiteConfig) => env[siteConfigEnv[field]]?.trim() || undefined;
  const config: Record<string, unknown> = { ...defaultSiteConfig };
  for (const key of siteKeys) {
    const value = given(key);
    if (value) config[key] = readSetting(key, value);
  }
  for (const fact of ['companyName', 'legalName'] as const) config[fact] = given(fact) ?? siteFacts[fact];
  config.siteUrl = (given('siteUrl') ?? siteFacts.siteUrl).replace(/\/+$/, '');
  const firewall = given('webFirewall');
  if (firewall) {
    if (firewall !== 'true' && firewall !== 'false') {
      throw new SiteConfigError(`${siteConfigEnv.webFirewall} must be true or false, got "${firewall}"`);
    }
    config.webFirewall = firewall === 'true';
  }
  return config as unknown as SiteConfig;
}
