/** No other CloudFront distribution in the account holds the domain: CloudFront allows one. */
import { ListDistributionsCommand } from '@aws-sdk/client-cloudfront';
import { stackOutputs } from '../../lib/stack-outputs';
import { cutOver, type Finding, type PreflightContext, type StackState, stackOutput } from '../check';

export async function checkCloudFrontAlias({ config, clients }: PreflightContext, stack: StackState) {
  if (!config.domainName) return [];
  const ours = stackOutput(stack, stackOutputs.distributionId);
  let marker: string | undefined;
  do {
    const { DistributionList } = await clients.cloudFront.send(new ListDistributionsCommand({ Marker: marker }));
    for (const distribution of DistributionList?.Items ?? []) {
      const aliases = (distribution.Aliases?.Items ?? []).map((alias) => alias.toLowerCase());
      if (distribution.Id !== ours && aliases.includes(config.domainName)) {
        return [
          {
            check: 'CloudFront',
            verdict: 'no-go',
            says: `Distribution ${distribution.Id} (${distribution.DomainName}) already holds ${config.domainName}: CloudFront allows one.`,
            todo: [
              `At the cut-over (${cutOver}), remove ${config.domainName} from ${distribution.Id}'s alternate domain names,`,
              'then deploy with the domain.',
            ],
          } satisfies Finding,
        ];
      }
    }
    marker = DistributionList?.IsTruncated ? DistributionList.NextMarker : undefined;
  } while (marker);
  return [
    {
      check: 'CloudFront',
      verdict: 'ok',
      says: `No other distribution in this account holds ${config.domainName}.`,
    } satisfies Finding,
  ];
}
