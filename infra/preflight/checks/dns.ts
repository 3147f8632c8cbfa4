/** The hosted zone, the site's records and DMARC: nothing there that creating the stack's records would fail on. */
import {
  GetHostedZoneCommand,
  ListResourceRecordSetsCommand,
  type ResourceRecordSet,
  type Route53Client,
} from '@aws-sdk/client-route-53';
import { stackOutputs } from '../../lib/stack-outputs';
import { cutOver, type Finding, isNamed, type PreflightContext, type StackState, stackOutput } from '../check';
import { ifLeftBehind } from './leftover-records';

const fqdn = (name: string) => `${name.replace(/\.$/, '')}.`.toLowerCase();
const describeRecord = (record: ResourceRecordSet) =>
  record.AliasTarget
    ? `${record.Type} alias to ${record.AliasTarget.DNSName?.replace(/\.$/, '')}`
    : `${record.Type} ${(record.ResourceRecords ?? []).map((r) => r.Value).join(', ')}`;

async function recordsAt(route53: Route53Client, zoneId: string, name: string): Promise<ResourceRecordSet[]> {
  // Route 53 lists in name order from StartRecordName; a name's subdomains (certificate validation) follow it.
  const { ResourceRecordSets = [] } = await route53.send(
    new ListResourceRecordSetsCommand({ HostedZoneId: zoneId, StartRecordName: name, MaxItems: 100 }),
  );
  const wanted = fqdn(name);
  return ResourceRecordSets.filter((r) => {
    const recordName = fqdn(r.Name ?? '');
    return recordName === wanted || recordName.endsWith(`.${wanted}`);
  });
}

export async function checkDns({ config, clients }: PreflightContext, stack: StackState): Promise<Finding[]> {
  const zone = config.hostedZone;
  if (!zone) return [];
  try {
    const { HostedZone } = await clients.route53.send(new GetHostedZoneCommand({ Id: zone.id }));
    if (fqdn(HostedZone?.Name ?? '') !== fqdn(zone.domain)) {
      return [
        {
          check: 'DNS',
          verdict: 'no-go',
          says: `Hosted zone ${zone.id} is ${HostedZone?.Name}, not ${zone.domain}.`,
          todo: ['Give the hostedZoneId and hostedZoneDomain of the same zone.'],
        },
      ];
    }
  } catch (error) {
    if (!isNamed(error, 'NoSuchHostedZone')) throw error;
    return [
      {
        check: 'DNS',
        verdict: 'no-go',
        says: `Hosted zone ${zone.id} does not exist in this account.`,
        todo: ['Check hostedZoneId (Route 53 console, or aws route53 list-hosted-zones).'],
      },
    ];
  }

  const findings: Finding[] = [];
  const ours = stackOutput(stack, stackOutputs.distributionDomainName);
  const validation = new Set<string>();
  // Both of the domain's names get A/AAAA records: the canonical one and the one that redirects to it.
  for (const name of config.hosts ? [config.hosts.canonical, config.hosts.other] : []) {
    const records = await recordsAt(clients.route53, zone.id, name);
    const site = records.filter(
      (r) => fqdn(r.Name ?? '') === fqdn(name) && ['A', 'AAAA', 'CNAME'].includes(r.Type ?? ''),
    );
    const foreign = site.filter((r) => !(ours && fqdn(r.AliasTarget?.DNSName ?? '') === fqdn(ours)));
    if (foreign.length > 0) {
      findings.push({
        check: 'DNS',
        verdict: 'no-go',
        says: `${name} already has ${foreign.map(describeRecord).join('; ')}: not this stack's, so creating its A/AAAA records would fail.`,
        todo: [
          `Cut over (${cutOver}): deploy first without domainName, hostedZoneId and hostedZoneDomain,`,
          'smoke-test the CloudFront domain, then switch the record.',
          ...(stack ? [] : ifLeftBehind(config.stackName, zone.id, foreign)),
        ],
      });
    } else if (site.length > 0) {
      findings.push({ check: 'DNS', verdict: 'ok', says: `${name} points at this stack already.` });
    } else {
      findings.push({ check: 'DNS', verdict: 'ok', says: `${name} has no A/AAAA record yet: created.` });
    }
    for (const r of records) {
      if (r.Type === 'CNAME' && (r.ResourceRecords ?? []).some((v) => /acm-validations\.aws\.?$/.test(v.Value ?? ''))) {
        validation.add(fqdn(r.Name ?? ''));
      }
    }
  }
  if (validation.size > 0) {
    findings.push({
      check: 'DNS',
      verdict: 'ok',
      says: `Certificate validation record ${[...validation].join(', ')} exists: safe, ACM reuses it.`,
    });
  }

  const dmarcName = `_dmarc.${zone.domain}`;
  const dmarc = (await recordsAt(clients.route53, zone.id, dmarcName)).filter(
    (r) => fqdn(r.Name ?? '') === fqdn(dmarcName) && r.Type === 'TXT',
  );
  const value = dmarc.flatMap((r) => (r.ResourceRecords ?? []).map((v) => v.Value)).join(' ');
  if (!config.dmarcRecord) {
    findings.push({
      check: 'DNS',
      verdict: dmarc.length > 0 ? 'ok' : 'warn',
      says:
        dmarc.length > 0
          ? `${dmarcName} is kept as it is (dmarcRecord=false): ${value}.`
          : `${dmarcName} does not exist and dmarcRecord=false: the domain publishes no DMARC policy.`,
      ...(dmarc.length > 0 ? {} : { todo: ['Deploy with -c dmarcRecord=true, or publish one yourself.'] }),
    });
  } else if (dmarc.length > 0 && !(stack && /^"v=DMARC1; p=(none|quarantine|reject)"$/.test(value))) {
    findings.push({
      check: 'DNS',
      verdict: 'no-go',
      says: `${dmarcName} already exists (${value}): creating the stack's DMARC record would fail.`,
      todo: ['Keep it: deploy with -c dmarcRecord=false.', ...ifLeftBehind(config.stackName, zone.id, dmarc)],
    });
  } else {
    findings.push({
      check: 'DNS',
      verdict: 'ok',
      says: dmarc.length > 0 ? `${dmarcName} is this stack's.` : `${dmarcName} does not exist yet: created.`,
    });
  }
  return findings;
}
