/** The main stack and the us-east-1 ones as they stand: a state no deploy can update is a no-go, with what to do. */
import { edgeStackNames } from '../../lib/courier-app';
import { describeStack, type Finding, type PreflightContext, type StackState } from '../check';

/**
 * A first deploy that failed and rolled back (or failed to): the stack holds nothing its next create keeps, so the
 * checks after this one treat it as absent, and what still stands under its names is a leftover.
 */
export const isFailedCreate = (status: string | undefined) =>
  status === 'ROLLBACK_COMPLETE' || status === 'ROLLBACK_FAILED';

/** A stack in one of these states cannot be deployed until someone acts (production's are termination-protected). */
function blockingState(
  status: string,
  name: string,
  region: string,
  terminationProtected: boolean,
): string[] | undefined {
  const at = `--stack-name ${name} --region ${region}`;
  const unprotect = terminationProtected
    ? [`aws cloudformation update-termination-protection --no-enable-termination-protection ${at}`]
    : [];
  if (isFailedCreate(status)) {
    return [
      // cdk deploy would delete it itself, but not a termination-protected one.
      `A first deploy that rolled back cannot be updated: delete it with`,
      ...unprotect,
      `aws cloudformation delete-stack ${at}`,
      'then remove what it left behind (the "Leftovers", "DNS" and "SES" findings), and deploy again.',
    ];
  }
  if (status === 'CREATE_FAILED') {
    // Kept as it failed (a deploy with --no-rollback): rolling it back removes what it created, deleting would not.
    return [
      `A first deploy that failed without rolling back: roll it back, which removes what it created, then delete it:`,
      `aws cloudformation rollback-stack ${at}`,
      ...unprotect,
      `aws cloudformation delete-stack ${at}`,
      'then run preflight again.',
    ];
  }
  if (status.endsWith('_IN_PROGRESS')) return ['Another deploy or rollback is running: wait for it to finish.'];
  if (status === 'UPDATE_ROLLBACK_FAILED') return [`aws cloudformation continue-update-rollback ${at}`];
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
  return { findings, stack: isFailedCreate(stack?.StackStatus) ? undefined : stack };
}
