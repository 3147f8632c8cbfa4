/**
 * WAF turned off (`wafEnabled=false`) while the us-east-1 stack still has its web ACL. `cdk deploy --all` updates that
 * stack first (the main stack reads its outputs), so it would try to delete the web ACL while the distribution still
 * uses it: the delete fails after the update, and the web ACL stays, unmanaged and billed (~$11 a month). So WAF is
 * turned off in two steps, the main stack alone first (DEPLOY.md 7, "Turning WAF off"); this check says which is next.
 */
import { GetDistributionConfigCommand } from '@aws-sdk/client-cloudfront';
import { edgeStackNames } from '../../lib/courier-app';
import { stackOutputs } from '../../lib/stack-outputs';
import { describeStack, type Finding, type PreflightContext, type StackState, stackOutput } from '../check';

export async function checkWafOff({ config, clients }: PreflightContext, stack: StackState): Promise<Finding[]> {
  if (config.wafEnabled) return [];
  const edgeName = `${config.stackName}Edge`;
  const webAclArn = stackOutput(await describeStack(clients.cloudFormationEdge, edgeName), stackOutputs.webAclArn);
  if (!webAclArn) return [];
  const distributionId = stackOutput(stack, stackOutputs.distributionId);
  const inUse =
    distributionId !== undefined &&
    (await clients.cloudFront.send(new GetDistributionConfigCommand({ Id: distributionId }))).DistributionConfig
      ?.WebACLId === webAclArn;
  // Without a domain the app has no us-east-1 stack any more, so no deploy deletes it: that is done by hand.
  const stillDeployed = edgeStackNames(config).edge === edgeName;
  const at = `--stack-name ${edgeName} --region us-east-1`;
  const lastStep = stillDeployed
    ? [`then deploy as usual (npx cdk deploy --all …), which deletes the web ACL nothing uses any more.`]
    : [
        `then delete ${edgeName}, which holds nothing else:`,
        ...(config.stage === 'production'
          ? [`aws cloudformation update-termination-protection --no-enable-termination-protection ${at}`]
          : []),
        `aws cloudformation delete-stack ${at}`,
      ];
  if (inUse) {
    return [
      {
        check: 'WAF',
        verdict: 'no-go',
        says:
          `wafEnabled=false, but ${edgeName}'s web ACL still guards the distribution: one deploy of every stack ` +
          'would try to delete it first and fail, leaving it billed.',
        todo: [
          `Detach it first, the main stack alone: npx cdk deploy ${config.stackName} --exclusively -c stage=${config.stage} -c wafEnabled=false (and this preflight's other -c options),`,
          ...lastStep,
        ],
      },
    ];
  }
  return [
    {
      check: 'WAF',
      verdict: stillDeployed ? 'ok' : 'warn',
      says: `${edgeName}'s web ACL is detached from the distribution and still billed until it is deleted.`,
      todo: lastStep,
    },
  ];
}
