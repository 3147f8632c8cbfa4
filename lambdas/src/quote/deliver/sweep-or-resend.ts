/**
 * The quote sweeper: every few minutes (an EventBridge schedule) it delivers the quotes still pending after
 * the stream sender had its turn, and publishes how long the oldest has waited (sweeper.ts). Invoked by
 * `npm run quotes -- --stack NAME` it runs the operator's commands that write: `{ resend: { ids, force } }` resends
 * those quotes now, `{ erase: { id, by, force } }` erases one quote's personal data (store/erasure.ts), and
 * `{ outcome: { id, outcome, reason, note, operator } }` records what became of a lead (the handler plugs in
 * lead-claim/'s `recordOperationsOutcome`, as quote/ does not import lead-claim/). So the staff who read leads need no
 * write on the quote table at all: their policy lets them read it and invoke this function, whose commands cannot make
 * a quote disappear (infra/lib/quotes/quote-readers-policy.ts).
 */
import type { Context } from 'aws-lambda';
import { type EraseOutcome, eraseQuote } from '../store/erasure';
import { pendingQuoteIds, resendQuotes, type SweepDeps, type SweepSettings, sweepQuotes } from './sweeper';

/** What the operator's commands send; anything else (the schedule's event) is a sweep. */
export interface ResendRequest {
  resend: { ids?: string[]; pending?: boolean; force?: boolean };
}
export interface EraseRequest {
  /** `by`: who asked, as `npm run quotes` found it (the caller's AWS identity), recorded on the quote. */
  erase: { id: string; by: string; force?: boolean };
}
/** The answer to an erase request that is not one (a missing ID or name): nothing was changed. */
export interface EraseRefused {
  refused: string;
}

/** Records what operations say became of a lead, answering with JSON (lead-claim/operations-outcome.ts). */
export type OutcomeCommand = (request: Record<string, unknown>, now: Date) => Promise<object>;

const isCommand = <Name extends string>(event: unknown, name: Name): event is Record<Name, object> =>
  typeof event === 'object' && event !== null && typeof (event as Record<string, unknown>)[name] === 'object';

// A quote's table key is its form's submission ID (claim-link.ts says which).
const quoteIdPattern = /^[A-Za-z0-9_-]{8,80}$/;

async function erase(
  deps: SweepDeps,
  request: EraseRequest['erase'],
): Promise<{ erased: EraseOutcome } | EraseRefused> {
  const { id, by, force } = request;
  if (typeof id !== 'string' || !quoteIdPattern.test(id)) return { refused: 'erase needs the quote’s ID' };
  if (typeof by !== 'string' || !by.trim() || by.length > 512) return { refused: 'erase needs who asked for it' };
  const now = deps.now?.() ?? new Date();
  return { erased: await eraseQuote(deps.table, id, { now, by: by.trim(), force: force === true }) };
}

export function createSweeper(deps: SweepDeps, settings: SweepSettings, recordOutcome?: OutcomeCommand) {
  return async (event: unknown, context?: Pick<Context, 'getRemainingTimeInMillis'>) => {
    if (isCommand(event, 'resend')) {
      const { ids = [], pending = false, force = false } = (event as ResendRequest).resend;
      const targets = pending ? await pendingQuoteIds(deps) : ids.filter((id) => typeof id === 'string');
      return { resent: await resendQuotes(deps, targets, force && !pending) };
    }
    if (isCommand(event, 'erase')) return erase(deps, (event as EraseRequest).erase);
    if (isCommand(event, 'outcome')) {
      if (!recordOutcome) return { refused: 'this sweeper records no outcomes' };
      return recordOutcome((event as Record<'outcome', Record<string, unknown>>).outcome, deps.now?.() ?? new Date());
    }
    const timeLeftMs = context ? () => context.getRemainingTimeInMillis() : undefined;
    return sweepQuotes(deps, settings, { timeLeftMs });
  };
}
