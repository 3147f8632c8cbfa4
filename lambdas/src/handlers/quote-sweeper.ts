/**
 * The quote sweeper's Lambda entry: on its schedule it sweeps, on the operator's command it resends, erases or records
 * an outcome (sweep-or-resend.ts). Each sweep also reminds staff of the quotes nobody has claimed
 * (lead-claim/escalation.ts), plugged in here, and, with an on-call phone set, texts it about a lead due today or
 * tomorrow still unclaimed at its last reminder; operations' outcomes are lead-claim/operations-outcome.ts's, plugged
 * in here too.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { quoteEnv } from '@courier/common/api/lambda-env';
import { dynamoDbClientConfigFromEnv } from '../aws/dynamodb-client-config';
import { escalateUnclaimed } from '../lead-claim/escalation';
import { type OnCallTexts, onCallSettingsFromEnv } from '../lead-claim/on-call-text';
import { recordOperationsOutcome } from '../lead-claim/operations-outcome';
import { powertoolsObservability } from '../observability/observability';
import { deliveryDepsFromEnv, sweepSettingsFromEnv } from '../quote/deliver/delivery-env';
import { createSweeper } from '../quote/deliver/sweep-or-resend';
import { snsClientFromEnv } from '../sms/send-text';

const observability = powertoolsObservability('sweeper');

/** The on-call texts as the stack configured them; none (and the reason logged) when the settings are wrong. */
function onCallFromEnv(env: Record<string, string | undefined>): OnCallTexts | undefined {
  const read = onCallSettingsFromEnv(env);
  if (!read.ok) {
    observability.logger('error', 'on-call texts off: a setting is wrong', { error: read.message });
    return undefined;
  }
  if (!read.settings) return undefined;
  const counters = {
    db: new DynamoDBClient(dynamoDbClientConfigFromEnv(env)),
    tableName: env[quoteEnv.quoteCounterTableName] ?? '',
  };
  return { ...read.settings, sns: snsClientFromEnv(env), counters };
}

const onCall = onCallFromEnv(process.env);

const delivery = deliveryDepsFromEnv(process.env, observability.logger, { gauge: observability.gauge });

export const handler = observability.instrument(
  createSweeper(
    {
      ...delivery,
      remindUnclaimed: (deps, minutes, fits) =>
        escalateUnclaimed({ ...deps, ...(onCall ? { onCall } : {}) }, minutes, fits),
    },
    sweepSettingsFromEnv(process.env),
    (request, now) => recordOperationsOutcome(delivery.table, request, now),
  ),
);
