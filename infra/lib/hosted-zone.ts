import { HostedZone, type IHostedZone } from 'aws-cdk-lib/aws-route53';
import type { Construct } from 'constructs';

/** The deployment's Route 53 zone, its two settings as config/domain.ts reads them. */
export interface HostedZoneConfig {
  /** Route 53 hosted zone ID, e.g. Z0123456789ABCDEFGHIJ. */
  id: string;
  /** The zone's domain, e.g. swiftline-couriers.co.uk. */
  domain: string;
}

/** The zone, none without one, in `scope`'s stack (each stack that writes records or validates with it looks it up). */
export function lookUpZone(scope: Construct, zone: HostedZoneConfig | undefined): IHostedZone | undefined {
  return zone && HostedZone.fromHostedZoneAttributes(scope, 'Zone', { hostedZoneId: zone.id, zoneName: zone.domain });
}
