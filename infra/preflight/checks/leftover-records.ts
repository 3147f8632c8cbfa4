/**
 * Records a retained stack leaves in the zone when it is deleted, or an older version of this code left when its
 * first deploy rolled back: the site's alias records and DMARC. A new create cannot make them over the old ones, so
 * the DNS check offers the exact command that deletes one, next to its usual way round.
 */
import type { ResourceRecordSet } from '@aws-sdk/client-route-53';

const shellQuoted = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;

/** The Route 53 change that deletes `record` as it is (a DELETE must repeat the record exactly). */
export function deleteRecordCommand(zoneId: string, record: ResourceRecordSet): string {
  const { Name, Type, TTL, ResourceRecords, AliasTarget } = record;
  const change = {
    Changes: [{ Action: 'DELETE', ResourceRecordSet: { Name, Type, TTL, ResourceRecords, AliasTarget } }],
  };
  return `aws route53 change-resource-record-sets --hosted-zone-id ${zoneId} --change-batch ${shellQuoted(JSON.stringify(change))}`;
}

/** What the stack itself would have made: an alias to a CloudFront distribution, or DMARC as dmarcPolicy writes it. */
export const looksLikeTheStacks = (record: ResourceRecordSet) =>
  /\.cloudfront\.net\.?$/.test(record.AliasTarget?.DNSName ?? '') ||
  (record.ResourceRecords ?? []).some((r) => /^"v=DMARC1; p=(none|quarantine|reject)"$/.test(r.Value ?? ''));

/** The step that removes records an earlier stack of `stackName` may have left, when they look like its own. */
export function ifLeftBehind(stackName: string, zoneId: string, records: ResourceRecordSet[]): string[] {
  const ours = records.filter(looksLikeTheStacks);
  if (ours.length === 0) return [];
  return [
    `If an earlier ${stackName} left ${ours.length === 1 ? 'it' : 'them'} (a deleted stack, or a failed first deploy), delete ${ours.length === 1 ? 'it' : 'them'}:`,
    ...ours.map((record) => deleteRecordCommand(zoneId, record)),
  ];
}
