/**
 * The quote sweeper's Lambda entry: on its schedule it sweeps, on the operator's command it resends (sweep-or-resend.ts).
 * Each sweep also reminds staff of the quotes nobody has claimed (lead-claim/escalation.ts), plugged in here.
 */
import { escalateUnclaimed } from '../lead-claim/escalation';
import { powertoolsObservability } from '../observability/observability';
import { deliveryDepsFromEnv, sweepSettingsFromEnv } from '../quote/deliver/delivery-env';
import { createSweeper } from '../quote/deliver/sweep-or-resend';

const observability = powertoolsObservability('sweeper');

export const handler = observability.instrument(
  createSweeper(
    {
      ...deliveryDepsFromEnv(process.env, observability.logger, { gauge: observability.gauge }),
      remindUnclaimed: escalateUnclaimed,
    },
    sweepSettingsFromEnv(process.env),
  ),
);
