/**
 * What the findings come to once the operator has accepted some by ID (`--accept-risk`): those accepted are printed as
 * such and let the update go; any other refuses it. An ID that names none of this update's findings is a mistake (a
 * typo, or a finding another change of the code made), said in one line, never taken as accepted.
 */
import { UsageError } from './args';
import type { Problem } from './problems';

export interface Verdict {
  accepted: Problem[];
  refused: Problem[];
}

export function acceptRisks(problems: Problem[], acceptRisk: string[]): Verdict {
  const unknown = acceptRisk.find((id) => !problems.some((p) => p.id === id));
  if (unknown !== undefined) {
    const found = problems.length > 0 ? `its findings are ${problems.map((p) => p.id).join(', ')}` : 'it finds nothing';
    throw new UsageError(`--accept-risk ${unknown} names nothing this update does: ${found}.`);
  }
  return {
    accepted: problems.filter((p) => acceptRisk.includes(p.id)),
    refused: problems.filter((p) => !acceptRisk.includes(p.id)),
  };
}

/** A refusal as printed: its line, what to do first where there is a step (`then`), and the ID that accepts it. */
export const refusalLine = (problem: Problem, then?: string) =>
  `${problem.line}${then ? ` ${then}` : ''} To accept: --accept-risk ${problem.id}`;

export const acceptedLine = (problem: Problem) => `Accepted (--accept-risk ${problem.id}): ${problem.line}`;
