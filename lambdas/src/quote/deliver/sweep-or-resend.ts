/**
 * The quote sweeper: every few minutes (an EventBridge schedule) it delivers the quotes still pending after
 * the stream sender had its turn, and publishes how long the oldest has waited (sweeper.ts). Invoked with
 * `{ resend: { ids, force } }` by `npm run quotes -- --stack NAME --resend…`, it resends those quotes now.
 */
import type { Context } from 'aws-lambda';
import { pendingQuoteIds, resendQuotes, type SweepDeps, type SweepSettings, sweepQuotes } from './sweeper';

/** What the operator's command sends; anything else (the schedule's event) is a sweep. */
export interface ResendRequest {
  resend: { ids?: string[]; pending?: boolean; force?: boolean };
}

const isResend = (event: unknown): event is ResendRequest =>
  typeof event === 'object' && event !== null && typeof (event as ResendRequest).resend === 'object';

export function createSweeper(deps: SweepDeps, settings: SweepSettings) {
  return async (event: unknown, context?: Pick<Context, 'getRemainingTimeInMillis'>) => {
    if (isResend(event)) {
      const { ids = [], pending = false, force = false } = event.resend;
      const targets = pending ? await pendingQuoteIds(deps) : ids.filter((id) => typeof id === 'string');
      return { resent: await resendQuotes(deps, targets, force && !pending) };
    }
    const timeLeftMs = context ? () => context.getRemainingTimeInMillis() : undefined;
    return sweepQuotes(deps, settings, { timeLeftMs });
  };
}
