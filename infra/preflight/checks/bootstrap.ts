/** CDK's bootstrap stack in every region the deploy uses. */
import type { CloudFormationClient } from '@aws-sdk/client-cloudformation';
import { edgeStackNames } from '../../lib/courier-app';
import { describeStack, type Finding, type PreflightContext } from '../check';

export async function checkBootstrap({ config, clients, account }: PreflightContext): Promise<Finding[]> {
  const regions: [string, CloudFormationClient][] = [[config.region, clients.cloudFormation]];
  if (Object.values(edgeStackNames(config)).some(Boolean) && config.region !== 'us-east-1') {
    regions.push(['us-east-1', clients.cloudFormationEdge]);
  }
  const findings: Finding[] = [];
  for (const [region, client] of regions) {
    const toolkit = await describeStack(client, 'CDKToolkit');
    findings.push(
      toolkit
        ? { check: 'Bootstrap', verdict: 'ok', says: `CDK is bootstrapped in ${region}.` }
        : {
            check: 'Bootstrap',
            verdict: 'no-go',
            says: `CDK is not bootstrapped in ${region}.`,
            todo: [`npx cdk bootstrap aws://${account}/${region}`],
          },
    );
  }
  return findings;
}
