/**
 * `npm run smoke -- <site URL> --stack <name>`, with AWS credentials: whether the deployed stack's alarms reach a
 * person. Each alarm topic (the stack's, and its us-east-1 CloudFront alarm stack's) must have an email
 * subscription and none still pending confirmation; read-only calls, with the same reading preflight uses.
 */
import type { CloudFormationClient } from '@aws-sdk/client-cloudformation';
import type { SNSClient } from '@aws-sdk/client-sns';
import { readAlarmTopic, type SubscriptionFinding, subscriptionFindings } from '@courier/infra/alarm-subscriptions';
import type { CheckResult } from './checks';

export interface AlarmClients {
  /** In the stack's region. */
  cloudFormation: CloudFormationClient;
  sns: SNSClient;
  /** In us-east-1, where the CloudFront alarm stack is. */
  cloudFormationEdge: CloudFormationClient;
  snsEdge: SNSClient;
}

/** One line: what every subscription says when all are confirmed, else each problem with what to do. */
function result(name: string, findings: SubscriptionFinding[]): CheckResult {
  const problems = findings.filter((finding) => !finding.ok);
  if (problems.length === 0) return { name, ok: true, saw: findings.map((finding) => finding.says).join(' ') };
  return {
    name,
    ok: false,
    saw: problems.map((problem) => [problem.says, ...(problem.todo ?? [])].join(' ')).join(' | '),
  };
}

export async function checkAlarmSubscriptions(
  stack: { name: string; region: string },
  clients: AlarmClients,
): Promise<CheckResult[]> {
  const results: CheckResult[] = [];
  const attempt = async (name: string, check: () => Promise<CheckResult>) => {
    try {
      results.push(await check());
    } catch (error) {
      const saw =
        error instanceof Error && error.name === 'CredentialsProviderError'
          ? 'could not be checked: no AWS credentials (sign in first: aws sso login, or AWS_PROFILE=…)'
          : `could not be checked: ${error instanceof Error ? `${error.name}: ${error.message}` : error}`;
      results.push({ name, ok: false, saw });
    }
  };
  await attempt('alarms', async () => {
    const topic = await readAlarmTopic(clients, stack.name, stack.region);
    if (!topic.stackExists) {
      return {
        name: 'alarms',
        ok: false,
        saw: `${stack.name} (${stack.region}) does not exist: check --stack and --region`,
      };
    }
    return result('alarms', subscriptionFindings(topic));
  });
  await attempt('edge-alarms', async () => {
    const edgeStack = `${stack.name}EdgeAlarms`;
    const topic = await readAlarmTopic(
      { cloudFormation: clients.cloudFormationEdge, sns: clients.snsEdge },
      edgeStack,
      'us-east-1',
    );
    if (!topic.stackExists) {
      return { name: 'edge-alarms', ok: true, saw: `no ${edgeStack} (us-east-1): deployed without operationsEmail` };
    }
    return result('edge-alarms', subscriptionFindings(topic));
  });
  return results;
}
