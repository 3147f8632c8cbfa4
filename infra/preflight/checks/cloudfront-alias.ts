/** No other CloudFront distribution in the account holds either of the domain's names: CloudFront allows one each. */
import { ListDistributionsCommand } from '@aws-sdk/client-cloudfront';
import { stackOutputs } from '../../lib/stack-outputs';
import { cutOver, type Finding, type PreflightContext, type StackState, stackOutput } from '../check';

export async function checkCloudFrontAlias({ config, clients }: PreflightContext, stack: StackState) {
  if (!config.hosts) return [];
  const names = [config.hosts.canonical, config.hosts.other];
  const ours = stackOutput(stack, stackOutputs.distributionId);
  const findings: Finding[] = [];
  let marker: string | undefined;
  do {
    const { DistributionList } = await clients.cloudFront.send(new ListDistributionsCommand({ Marker: marker }));
    for (const distribution of DistributionList?.Items ?? []) {
      if (distribution.Id === ours) continue;
      const aliases = (distribution.Aliases?.Items ?? []).map((alias) => alias.toLowerCase());
      for (const name of names.filter((n) => aliases.includes(n))) {
        findings.push({
          check: 'CloudFront',
          verdict: 'no-go',
          says: `Distribution ${distribution.Id} (${distribution.DomainName}) already holds ${name}: CloudFront allows one.`,
          todo: [
            `At the cut-over (${cutOver}), remove ${name} from ${distribution.Id}'s alternate domain names,`,
            'then deploy with the domain.',
          ],
        });
      }
    }
    marker = DistributionList?.IsTruncated ? DistributionList.NextMarker : undefined;
  } while (marker);
  if (findings.length > 0) return findings;
  return [
    {
      check: 'CloudFront',
      verdict: 'ok',
      says: `No other distribution in this account holds ${names.join(' or ')}.`,
    } satisfies Finding,
  ];
}
