/**
 * Operations record what became of a lead (issue 53 H, docs/decisions/055): `npm run quotes -- outcome REF
 * quoted|booked|lost [--reason R] [--note …]` records it straight into the local store, or, deployed, through the
 * sweeper, which runs the operators' commands that write (their policy has no write on the quote table). It is the lead
 * page's record under operations' name, and it may use the history's last records, which the link cannot fill
 * (lead-history.ts): a lead whose history a flood from its link has filled can still be marked.
 */
import type { LeadOutcome } from '../quote/store/lead-outcome-item';
import type { QuoteTable } from '../quote/store/quote-table';
import { checkOutcomeForm, recordOutcome } from './lead-outcome';
import { checkOwnerName } from './lead-owner';

/** What the command sends (the sweeper's `{ outcome: … }`): the quote, the outcome as the form posts it, and who asks. */
export interface OperationsOutcomeRequest {
  /** The quote's table key. */
  id: string;
  outcome: string;
  reason?: string;
  note?: string;
  /** Who runs the command: their AWS identity (an ARN), or `local user NAME`. */
  operator: string;
}

/** The answer, as JSON: what was recorded, or what it already was; why nothing was; or a request that is not one. */
export type OperationsOutcomeAnswer =
  | { result: 'recorded' | 'unchanged'; outcome: LeadOutcome }
  | { result: 'unclaimed' | 'full' | 'missing' }
  | { refused: string };

/**
 * The name operations' records go under, "operations (ada.ops)": the last part of the identity running the command
 * (an assumed role's session, an IAM user, the local user), so the page and `show` say it was operations, and who.
 */
export function operationsName(operator: string): string {
  const who = (
    operator
      .replace(/^local user /, '')
      .split(/[/:]/)
      .at(-1) ?? ''
  )
    .trim()
    .slice(0, 40);
  const named = checkOwnerName(`operations (${who})`);
  return who && named.ok ? named.name : 'operations';
}

const isText = (value: unknown): value is string => typeof value === 'string';
// A quote's table key is its form's submission ID.
const quoteIdPattern = /^[A-Za-z0-9_-]{8,80}$/;

/** Records the outcome a request asks for under operations' name, with the room only operations have. */
export async function recordOperationsOutcome(
  table: QuoteTable,
  request: Partial<Record<keyof OperationsOutcomeRequest, unknown>>,
  now: Date,
): Promise<OperationsOutcomeAnswer> {
  const { id, outcome, reason, note, operator } = request;
  if (!isText(id) || !quoteIdPattern.test(id)) return { refused: 'an outcome needs the quote’s ID' };
  if (!isText(operator) || !operator.trim()) return { refused: 'an outcome needs who asked for it' };
  const form = { outcome, reason, note };
  const check = checkOutcomeForm(
    Object.fromEntries(Object.entries(form).filter((entry): entry is [string, string] => isText(entry[1]))),
  );
  if (!check.ok) return { refused: check.message };
  const by = operationsName(operator);
  const recorded = await recordOutcome(table, { quoteId: id, ...check.choice, by, now, byOperations: true });
  if (recorded.result === 'recorded' || recorded.result === 'unchanged') {
    return { result: recorded.result, outcome: recorded.outcome };
  }
  return { result: recorded.result };
}
