/** Runs every check and renders the go / no-go report `npm run preflight` prints. */
import type { Finding, PreflightContext, StackState } from './check';
import { checkStacks, checks } from './checks';

/** A check that cannot read what it needs says so as a no-go: a deploy should not go ahead unchecked. */
const unchecked = (check: string, error: unknown): Finding => ({
  check,
  verdict: 'no-go',
  says: `Could not check: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`,
  todo: ['Run preflight with credentials that may read the account (e.g. the ReadOnlyAccess policy).'],
});

export async function runPreflight(context: PreflightContext): Promise<Finding[]> {
  let stack: StackState;
  const findings: Finding[] = [];
  try {
    const stacks = await checkStacks(context);
    stack = stacks.stack;
    findings.push(...stacks.findings);
  } catch (error) {
    findings.push(unchecked('Stack', error));
  }
  for (const [name, check] of checks) {
    try {
      findings.push(...(await check(context, stack)));
    } catch (error) {
      findings.push(unchecked(name, error));
    }
  }
  return findings;
}

const label: Record<Finding['verdict'], string> = { ok: 'ok', warn: 'WARN', 'no-go': 'NO-GO' };

export function renderReport(context: Pick<PreflightContext, 'config' | 'account'>, findings: Finding[]): string {
  const { config } = context;
  const lines = [
    `Preflight: ${config.stackName} (${config.stage}) in ${config.region}, account ${context.account}`,
    '',
  ];
  for (const finding of findings) {
    lines.push(`${label[finding.verdict].padEnd(6)}${finding.check.padEnd(11)}${finding.says}`);
    for (const step of finding.todo ?? []) lines.push(`${' '.repeat(17)}→ ${step}`);
  }
  const blocking = findings.filter((f) => f.verdict === 'no-go').length;
  const warnings = findings.filter((f) => f.verdict === 'warn').length;
  lines.push('');
  lines.push(
    blocking > 0
      ? `NO-GO: ${blocking} finding${blocking === 1 ? '' : 's'} would break the deploy. Fix ${blocking === 1 ? 'it' : 'them'} and run preflight again.`
      : `GO${warnings > 0 ? ` (${warnings} warning${warnings === 1 ? '' : 's'} to act on)` : ''}: deploy with the same -c options.`,
  );
  return `${lines.join('\n')}\n`;
}

export const isGo = (findings: Finding[]) => findings.every((f) => f.verdict !== 'no-go');
