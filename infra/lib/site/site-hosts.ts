/**
 * The host names a custom domain is served on: the name without `www.` (the apex, or a subdomain such as
 * `staging.…`) and its `www.` form. Both get the certificate and DNS; the canonical one is the site's address
 * (canonical URLs, sitemap, the probe) and the URL-rewrite function sends every other host name there with a 301.
 */
import { deploymentSettings } from '@courier/common/settings/deployment';

export const canonicalHostChoices = deploymentSettings.canonicalHost.values;
export type CanonicalHostChoice = (typeof canonicalHostChoices)[number];

export interface SiteHosts {
  /** The name the site is known by. */
  canonical: string;
  /** The other name, which redirects to the canonical one. */
  other: string;
}

/** `swiftline.co.uk` or `www.swiftline.co.uk` with `www` → www.swiftline.co.uk canonical, swiftline.co.uk redirecting. */
export function siteHosts(domainName: string, choice: CanonicalHostChoice): SiteHosts {
  const apex = domainName.toLowerCase().replace(/^www\./, '');
  const www = `www.${apex}`;
  return choice === 'www' ? { canonical: www, other: apex } : { canonical: apex, other: www };
}
