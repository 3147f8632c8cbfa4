/**
 * The site's address: its domain (none: the CloudFront domain), the domain's two host names and which is canonical,
 * and the Route 53 zone for their records, the certificate's validation and SES's DKIM. site.ts turns the canonical
 * host into the site's URL.
 */
import type { ContextValues } from '@courier/common/settings/all-settings';
import type { HostedZoneConfig } from '../hosted-zone';
import { type SiteHosts, siteHosts } from '../site/site-hosts';
import { ContextError } from './context';

/** What the domain's settings make: its two names, and the zone they are in. */
export interface SiteAddress {
  /** With a domain: its two names, `www.` and without, and which is canonical (context canonicalHost, www by default). */
  hosts?: SiteHosts;
  /** Hosted zone for DNS records, certificate validation and SES DKIM. */
  hostedZone?: HostedZoneConfig;
}

const hostName = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

export function readSiteAddress(values: ContextValues): SiteAddress {
  const { domainName, canonicalHost, hostedZoneId: zoneId, hostedZoneDomain: zoneDomain } = values;
  if (domainName && !hostName.test(domainName))
    throw new ContextError(`Context domainName is not a host name: ${domainName}`);
  const hosts = domainName ? siteHosts(domainName, canonicalHost) : undefined;

  if (Boolean(zoneId) !== Boolean(zoneDomain))
    throw new ContextError('Give both hostedZoneId and hostedZoneDomain, or neither');
  const hostedZone = zoneId && zoneDomain ? { id: zoneId, domain: zoneDomain } : undefined;
  // Both names get records in the zone.
  const inZone = (name: string) => hostedZone && `.${name}`.endsWith(`.${hostedZone.domain}`);
  if (hostedZone && hosts && !(inZone(hosts.canonical) && inZone(hosts.other))) {
    throw new ContextError(
      `Context domainName ${domainName} is not inside hostedZoneDomain ${hostedZone.domain} (both ${hosts.canonical} and ${hosts.other} are served)`,
    );
  }
  return { hosts, hostedZone };
}
