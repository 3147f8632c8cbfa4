/** Every email subscription of the alarm topics is confirmed: alarms reach operations. */
import { edgeStackNames } from '../../lib/courier-app';
import { readAlarmTopic, subscriptionFindings } from '../alarm-subscriptions';
import type { Finding, PreflightContext } from '../check';

/**
 * Whether the alarms reach operations: on a deployed stack, every email subscription of both alarm topics is
 * confirmed, the operations email's among them. One still pending (or deleted unconfirmed after 48 hours) means
 * alarms go nowhere: a no-go with what to do. Without an operations email (staging may), a warning.
 */
export async function checkAlarmSubscriptions({ config, clients }: PreflightContext): Promise<Finding[]> {
  const topics = [
    await readAlarmTopic({ cloudFormation: clients.cloudFormation, sns: clients.sns }, config.stackName, config.region),
  ];
  const { edgeAlarms } = edgeStackNames(config);
  if (edgeAlarms) {
    topics.push(
      await readAlarmTopic(
        { cloudFormation: clients.cloudFormationEdge, sns: clients.snsEdge },
        edgeAlarms,
        'us-east-1',
      ),
    );
  }
  return topics.flatMap((topic) =>
    subscriptionFindings(topic, config.operationsEmail).map(({ ok, says, todo }) => ({
      check: 'Alarms',
      verdict: ok ? 'ok' : config.operationsEmail ? 'no-go' : 'warn',
      says,
      ...(todo ? { todo } : {}),
    })),
  );
}
