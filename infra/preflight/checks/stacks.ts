/** The main stack and the us-east-1 ones as they stand: a state no deploy can update is a no-go, with what to do. */
import { edgeStackNames } from '../../lib/courier-app';
import { describeStack, type Finding, type PreflightContext, type StackState } from '../check';

/** A stack in one of these states cannot be deployed until someone acts (production's are termination-protected). */
function blockingState(
  status: string,
  name: string,
  region: string,
  terminationProtected: boolean,
): string[] | undefined {
  if (status === 'ROLLBACK_COMPLETE' || status === 'ROLLBACK_FAILED') {
    return [
      `A first deploy that rolled back cannot be updated: delete it with`,
      ...(terminationProtected
        ? [
            `aws cloudformation update-termination-protection --no-enable-termination-protection --stack-name ${name} --region ${region}`,
          ]
        : []),
      `aws cloudformation delete-stack --stack-name ${name} --region ${region}`,
      'then remove what it left behind (the "Leftovers" findings).',
    ];
  }
  if (status.endsWith('_IN_PROGRESS')) return ['Another deploy or rollback is running: wait for it to finish.'];
  if (status === 'UPDATE_ROLLBACK_FAILED') {
    return [`aws cloudformation continue-update-rollback --stack-name ${name} --region ${region}`];
  }
  if (status === 'DELETE_FAILED') return [`See why in the stack's events, then delete it again.`];
  return undefined;
}

export async function checkStacks({ config, clients }: PreflightContext): Promise<{
  findings: Finding[];
  stack: StackState;
}> {
  const stack = await describeStack(clients.cloudFormation, config.stackName);
  const findings: Finding[] = [];
  const stacks: [string, string, StackState][] = [[config.stackName, config.region, stack]];
  for (const name of Object.values(edgeStackNames(config)).filter((n) => n !== undefined)) {
    stacks.push([name, 'us-east-1', await describeStack(clients.cloudFormationEdge, name)]);
  }
  for (const [name, region, state] of stacks) {
    const status = state?.StackStatus;
    const todo = status && blockingState(status, name, region, config.stage === 'production');
    if (todo) findings.push({ check: 'Stack', verdict: 'no-go', says: `${name} (${region}) is ${status}.`, todo });
    else if (status) findings.push({ check: 'Stack', verdict: 'ok', says: `${name} (${region}) is ${status}.` });
    else findings.push({ check: 'Stack', verdict: 'ok', says: `${name} (${region}) does not exist yet: created.` });
  }
  return { findings, stack };
}
