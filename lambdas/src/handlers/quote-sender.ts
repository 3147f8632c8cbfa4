/** The quote sender's Lambda entry: fed by the quote table's stream, it emails each new quote to staff (stream-sender.ts). */
import { powertoolsObservability } from '../observability/observability';
import { deliveryDepsFromEnv } from '../quote/deliver/delivery-env';
import { createStreamSender } from '../quote/deliver/stream-sender';

const observability = powertoolsObservability('sender');

// Instrumented, so each invocation's outcome counts (sent, ses_failed…) are published when it ends.
export const handler = observability.instrument(
  createStreamSender(deliveryDepsFromEnv(process.env, observability.logger, { gauge: observability.gauge })),
);
