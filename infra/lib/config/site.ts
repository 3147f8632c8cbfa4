/**
 * The website's settings (common/src/site-config-env.ts), baked into the build and mirrored by the Content-Security-
 * Policy: the company's details, its URL, analytics, the EmailJS account, and what the privacy notice states.
 * Context wins over the SITE_* environment variables, which win over the defaults of the site's table
 * (common/src/settings/site.ts), whose every setting is the SiteConfig field of its name.
 */
import type { ContextValues } from '@courier/common/settings/all-settings';
import { isCompanyDetail, siteSettings } from '@courier/common/settings/site';
import type { SiteConfig } from '@courier/common/site-config';
import { defaultSiteConfig, readSiteConfig, SiteConfigError, siteConfigEnv } from '@courier/common/site-config-env';
import type { SiteHosts } from '../site/site-hosts';
import { ContextError, type ContextReader } from './context';

type SiteKey = keyof typeof siteSettings;
const siteKeys = Object.keys(siteSettings) as SiteKey[];

/**
 * The context values still to set: the company details of the site's table (their default is a placeholder, such as a
 * 0116 000 0000 phone or company number 00000000) and the domain (else the example domain is the site's address),
 * each still its placeholder default.
 */
export function placeholderCompanyContext(site: SiteConfig): string[] {
  const details = siteKeys.filter((key) => isCompanyDetail(siteSettings[key]) && site[key] === defaultSiteConfig[key]);
  return site.siteUrl === defaultSiteConfig.siteUrl ? [...details, 'domainName'] : details;
}

/** A production synth must not publish placeholder company details; a local or test synth may, when told. */
export function assertRealCompanyDetails(
  config: Pick<ContextValues, 'allowPlaceholderCompany'> & { site: SiteConfig },
) {
  const placeholders = placeholderCompanyContext(config.site);
  if (config.allowPlaceholderCompany || placeholders.length === 0) return;
  throw new ContextError(
    `The company details are still the placeholder defaults. Set the context values ${placeholders.join(', ')} ` +
      '(in cdk.json or with -c key=value; the SITE_* environment variables work too), ' +
      'or pass -c allowPlaceholderCompany=true for a local or test synth.',
  );
}

/**
 * The site's settings from the context, the SITE_* variables in `env` and the defaults; what the privacy notice states
 * of the deployment from its `values`, and the site's address from its `hosts`.
 */
export function readSite(
  context: ContextReader,
  values: Pick<ContextValues, 'wafEnabled'>,
  hosts: SiteHosts | undefined,
  env: Record<string, string | undefined>,
): SiteConfig {
  const emailApiOrigin = context.text('emailApiOrigin');
  if (emailApiOrigin && !/^https:\/\/[^/\s]+\/?$/.test(emailApiOrigin)) {
    throw new ContextError(`Context emailApiOrigin must be an https origin such as https://api.emailjs.com`);
  }

  // Context wins over SITE_* environment variables, which win over the defaults of the site's table.
  // A setting the context gives is read by its kind, so a bad one is refused as the context value it is.
  const given = (key: SiteKey) => (context.text(key) === undefined ? undefined : String(context.value(key)));
  const siteOverrides: Partial<Record<keyof SiteConfig, string | undefined>> = {
    ...Object.fromEntries(siteKeys.map((key) => [key, given(key)])),
    // What the privacy notice states about this deployment: whether WAF runs.
    webFirewall: String(values.wafEnabled),
    // The one identity field not given as is: the origin of the domain's canonical host.
    siteUrl: hosts && `https://${hosts.canonical}`,
  };
  const siteEnv = { ...env };
  for (const [key, value] of Object.entries(siteOverrides)) {
    if (value) siteEnv[siteConfigEnv[key as keyof SiteConfig]] = value;
  }
  return siteFromEnv(siteEnv);
}

/** The settings of the site's table as the site has them (context, else SITE_* variables, else defaults); none empty. */
export function siteValues(site: SiteConfig): Partial<ContextValues> {
  const entries = siteKeys.map((key) => [key, site[key]] as const);
  return Object.fromEntries(entries.filter(([, value]) => value !== ''));
}

/** The site's settings; a SITE_* variable it cannot use stops the synth with its message alone. */
function siteFromEnv(env: Record<string, string | undefined>): SiteConfig {
  try {
    return readSiteConfig(env);
  } catch (error) {
    if (error instanceof SiteConfigError) throw new ContextError(error.message);
    throw error;
  }
}
