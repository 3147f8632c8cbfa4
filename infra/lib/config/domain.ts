/**
 * The site's address: its host name (none: the CloudFront domain) and the Route 53 zone for its records, the
 * certificate's validation and SES's DKIM. site.ts turns the host name into the site's URL.
 */
import { ContextError, type ContextReader } from './context';

export interface HostedZoneConfig {
  /** Route 53 hosted zone ID, e.g. Z0123456789ABCDEFGHIJ. */
  id: string;
  /** The zone's domain, e.g. swiftline-couriers.co.uk. */
  domain: string;
}

export interface DomainConfig {
  /** Public host name of the site, e.g. www.swiftline-couriers.co.uk; none = the CloudFront domain. */
  domainName?: string;
  /** Hosted zone for DNS records, certificate validation and SES DKIM. */
  hostedZone?: HostedZoneConfig;
}

const hostName = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

export function readDomainConfig(context: ContextReader): DomainConfig {
  const domainName = context.text('domainName')?.toLowerCase();
  if (domainName && !hostName.test(domainName))
    throw new ContextError(`Context domainName is not a host name: ${domainName}`);

  const zoneId = context.text('hostedZoneId');
  const zoneDomain = context.text('hostedZoneDomain')?.toLowerCase();
  if (Boolean(zoneId) !== Boolean(zoneDomain))
    throw new ContextError('Give both hostedZoneId and hostedZoneDomain, or neither');
  const hostedZone = zoneId && zoneDomain ? { id: zoneId, domain: zoneDomain } : undefined;
  if (hostedZone && domainName && !`.${domainName}`.endsWith(`.${hostedZone.domain}`)) {
    throw new ContextError(`Context domainName ${domainName} is not inside hostedZoneDomain ${hostedZone.domain}`);
  }
  return { domainName, hostedZone };
}
