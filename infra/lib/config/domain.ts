/**
 * The site's address: its domain (none: the CloudFront domain), the domain's two host names and which is canonical,
 * and the Route 53 zone for their records, the certificate's validation and SES's DKIM. site.ts turns the canonical
 * host into the site's URL.
 */
import { type SiteHosts, siteHosts } from '../site/site-hosts';
import { ContextError, type ContextReader } from './context';

export interface HostedZoneConfig {
  /** Route 53 hosted zone ID, e.g. Z0123456789ABCDEFGHIJ. */
  id: string;
  /** The zone's domain, e.g. swiftline-couriers.co.uk. */
  domain: string;
}

export interface DomainConfig {
  /** The site's domain as given, e.g. swiftline-couriers.co.uk or www.…; none = the CloudFront domain. */
  domainName?: string;
  /** With a domain: its two names, `www.` and without, and which is canonical (context canonicalHost, www by default). */
  hosts?: SiteHosts;
  /** Hosted zone for DNS records, certificate validation and SES DKIM. */
  hostedZone?: HostedZoneConfig;
}

const hostName = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

export function readDomainConfig(context: ContextReader): DomainConfig {
  const domainName = context.text('domainName')?.toLowerCase();
  if (domainName && !hostName.test(domainName))
    throw new ContextError(`Context domainName is not a host name: ${domainName}`);

  const canonicalHost = context.choice('canonicalHost');
  const hosts = domainName ? siteHosts(domainName, canonicalHost) : undefined;

  const zoneId = context.text('hostedZoneId');
  const zoneDomain = context.text('hostedZoneDomain')?.toLowerCase();
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
  return { domainName, hosts, hostedZone };
}
