/**
 * Where `npm run quotes` reads and sends: the local store and inbox `npm start` runs, or a deployed stack's table
 * and sweeper (found by its outputs), and who is running the command. The sub-commands see only `QuotesStore`.
 */
import { userInfo } from 'node:os';
import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { GetCallerIdentityCommand, STSClient } from '@aws-sdk/client-sts';
import { quoteEnv } from '@courier/common/api/lambda-env';
import { SettingEnvError } from '@courier/common/settings/setting-env';
import { stackOutputs } from '@courier/infra/stack-outputs';
import { dynamoDbClientConfigFromEnv } from '@courier/lambdas/aws/dynamodb-client-config';
import {
  type OperationsOutcomeAnswer,
  type OperationsOutcomeRequest,
  recordOperationsOutcome,
} from '@courier/lambdas/lead-claim/operations-outcome';
import type { ReportPeriod } from '@courier/lambdas/lead-report/lead-report';
import { sendLeadReport } from '@courier/lambdas/lead-report/send-report';
import { silentLogger } from '@courier/lambdas/observability/observability';
import type { DeliveryDeps } from '@courier/lambdas/quote/deliver/deliver-quote';
import { deliveryDepsFromEnv } from '@courier/lambdas/quote/deliver/delivery-env';
import { pendingQuoteIds, type ResendOutcome, resendQuotes } from '@courier/lambdas/quote/deliver/sweeper';
import { type EraseOutcome, eraseQuote } from '@courier/lambdas/quote/store/erasure';
import { listStoredQuotes } from '@courier/lambdas/quote/store/quote-listing';
import type { StoredQuote } from '@courier/lambdas/quote/store/quote-record';
import type { QuoteTable } from '@courier/lambdas/quote/store/quote-table';
import { PortVariableError } from '../../local/ports';
import { localRedelivery, reportInboxDelivery } from '../../local/quote-sender-loop';
import { foundPort, lookUpStack } from '../../local/stack-file';
import { UsageError } from './args';
import { plain } from './format';

/** An error's name, or its system code (ECONNREFUSED…) for a bare network error: never a stack trace. */
export const reason = (error: unknown) => {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  return error.name === 'Error' && typeof code === 'string' ? code : error.name;
};

export interface QuotesStore {
  table: QuoteTable;
  /** Where it was looked for, for messages. */
  where: string;
  /** What to check when it does not answer, after the reason. */
  whenNotAnswering?: string;
  resend(ids: string[], force: boolean, pending: boolean): Promise<{ id: string; outcome: ResendOutcome }[]>;
  /** Erases one quote's personal data, recording who is running the command (`operator`). */
  erase(id: string, force: boolean): Promise<EraseOutcome>;
  /** Who is running the command, for the record an erasure leaves: the AWS identity, or the local user. */
  operator(): Promise<string>;
  /** Mails the period's lead report to staff and operations; resolves with where it went, for the terminal. */
  mailReport(period: ReportPeriod): Promise<string>;
  /** Records what became of a lead under operations' name (recording who is running the command). */
  recordOutcome(request: Omit<OperationsOutcomeRequest, 'operator'>): Promise<OperationsOutcomeAnswer>;
}

/** The deployed stack's store when `stackName` is given, else the local one. */
export async function openStore(
  stackName: string | undefined,
  region: string,
  env: Record<string, string | undefined>,
): Promise<QuotesStore> {
  return stackName ? await deployedStore(stackName, region) : localStore(env);
}

/** What `read` reads from the store, or a UsageError naming the store and what to check. */
export async function readFrom<T>(store: QuotesStore, read: (table: QuoteTable) => Promise<T>): Promise<T> {
  try {
    return await read(store.table);
  } catch (error) {
    const check = store.whenNotAnswering ? ` ${store.whenNotAnswering}` : '';
    throw new UsageError(`Could not read ${store.where}: ${reason(error)}.${check}`);
  }
}

/** Every stored quote, read once, and the one a reference names (or a UsageError naming the store). */
export async function readQuotes(store: QuotesStore) {
  const quotes: StoredQuote[] = await readFrom(store, listStoredQuotes);
  const byReference = (reference: string) => {
    const wanted = reference.trim().toUpperCase();
    const quote = quotes.find((q) => q.reference === wanted);
    if (!quote) throw new UsageError(`No quote with reference ${plain(reference)} in ${store.where}.`);
    return quote;
  };
  return { quotes, byReference };
}

export type StoredQuotes = Awaited<ReturnType<typeof readQuotes>>;

async function readStackOutputs(stackName: string, region: string): Promise<Record<string, string>> {
  const cloudFormation = new CloudFormationClient({ region });
  try {
    const { Stacks } = await cloudFormation.send(new DescribeStacksCommand({ StackName: stackName }));
    return Object.fromEntries((Stacks?.[0]?.Outputs ?? []).map((o) => [o.OutputKey ?? '', o.OutputValue ?? '']));
  } catch (error) {
    throw new UsageError(
      `Could not read stack ${stackName} in ${region} (CloudFormation, ${region}): ${reason(error)}.`,
    );
  } finally {
    cloudFormation.destroy();
  }
}

async function deployedStore(stackName: string, region: string): Promise<QuotesStore> {
  const outputs = await readStackOutputs(stackName, region);
  const tableName = outputs[stackOutputs.quoteTableName];
  if (!tableName)
    throw new UsageError(
      `Stack ${stackName} has no ${stackOutputs.quoteTableName} output: is it deployed with the quote table?`,
    );
  /**
   * The sweeper runs the commands that write, with its own permissions: it sends with its SES permission and
   * settings, and erases on the table, so the operator needs only to invoke it (their policy has no write on the
   * table: infra/lib/quotes/quote-readers-policy.ts).
   */
  const sweeper = <Answer>(command: object) =>
    invoke<Answer>(stackOutputs.quoteSweeperFunctionName, 'sweeper', 'redeploy it first', command);
  /** Invokes the function an output names (`what` in messages), which answers with JSON. */
  async function invoke<Answer>(output: string, what: string, missing: string, command: object): Promise<Answer> {
    const functionName = outputs[output];
    if (!functionName) throw new UsageError(`Stack ${stackName} has no ${output} output: ${missing}.`);
    const lambda = new LambdaClient({ region });
    try {
      const answer = await lambda.send(
        new InvokeCommand({ FunctionName: functionName, Payload: new TextEncoder().encode(JSON.stringify(command)) }),
      );
      if (answer.FunctionError) {
        throw new UsageError(`The ${what} ${functionName} failed (${answer.FunctionError}): see its log group.`);
      }
      return JSON.parse(new TextDecoder().decode(answer.Payload)) as Answer;
    } finally {
      lambda.destroy();
    }
  }
  const store: QuotesStore = {
    table: { db: new DynamoDBClient({ ...dynamoDbClientConfigFromEnv({}), region }), tableName },
    where: `table ${tableName} (stack ${stackName}, ${region})`,
    async resend(ids, force, pending) {
      const payload = { resend: pending ? { pending: true } : { ids, force } };
      return (await sweeper<{ resent: { id: string; outcome: ResendOutcome }[] }>(payload)).resent;
    },
    async erase(id, force) {
      const answer = await sweeper<{ erased: EraseOutcome } | { refused: string }>({
        erase: { id, by: await store.operator(), force },
      });
      if ('refused' in answer) throw new UsageError(`The sweeper erased nothing: ${answer.refused}.`);
      return answer.erased;
    },
    async mailReport(period) {
      // The report function mails it with its own SES permission and the stack's addresses (weekly-report.ts).
      const answer = await invoke<{ sent: { quotes: number } } | { refused: string }>(
        stackOutputs.weeklyReportFunctionName,
        'report function',
        'it is deployed with weeklyReport=false (DEPLOY.md 3), which leaves the report function out',
        { from: period.from.toISOString(), to: period.to.toISOString() },
      );
      if ('refused' in answer) throw new UsageError(`The report function mailed nothing: ${answer.refused}.`);
      const { quotes } = answer.sent;
      return `staff and operations, through the stack's report function (${quotes} quote${quotes === 1 ? '' : 's'})`;
    },
    async recordOutcome(request) {
      return sweeper<OperationsOutcomeAnswer>({ outcome: { ...request, operator: await store.operator() } });
    },
    async operator() {
      const sts = new STSClient({ region });
      try {
        const { Arn } = await sts.send(new GetCallerIdentityCommand({}));
        if (!Arn) throw new Error('no ARN');
        return Arn;
      } catch (error) {
        throw new UsageError(`Could not tell who you are (STS GetCallerIdentity, ${region}): ${reason(error)}.`);
      } finally {
        sts.destroy();
      }
    },
  };
  return store;
}

/** The OS account running the command (or $USER where the OS cannot say). */
function localUserName(env: Record<string, string | undefined>): string {
  try {
    return userInfo().username;
  } catch {
    return env.USER ?? env.USERNAME ?? 'unknown';
  }
}

/**
 * The store and inbox `npm start` runs: on the ports their variables give (local/ports.ts), else on those the running
 * stack recorded (local/stack-file.ts), else the defaults; each with the words saying which.
 */
function localParts(env: Record<string, string | undefined>) {
  const lookup = lookUpStack(env);
  try {
    return {
      dynamo: foundPort(env, 'dynamoPort', lookup),
      inbox: foundPort(env, 'inboxPort', lookup),
      quoteTableName: env[quoteEnv.quoteTableName]?.trim() || lookup.recorded?.quoteTableName,
    };
  } catch (error) {
    throw error instanceof PortVariableError ? new UsageError(error.message) : error;
  }
}

/** The local store, sending as npm start's sender does; a variable it cannot use is a usage error naming it. */
function localStore(env: Record<string, string | undefined>): QuotesStore {
  try {
    return localStoreOf(env);
  } catch (error) {
    throw error instanceof SettingEnvError ? new UsageError(error.message) : error;
  }
}

function localStoreOf(env: Record<string, string | undefined>): QuotesStore {
  const parts = localParts(env);
  const operator = `local user ${localUserName(env)}`;
  const endpoint = `http://127.0.0.1:${parts.dynamo.port}`;
  const inbox = `the local inbox at http://127.0.0.1:${parts.inbox.port} (${parts.inbox.from})`;
  const localEnv = {
    ...env,
    ...(parts.quoteTableName ? { [quoteEnv.quoteTableName]: parts.quoteTableName } : {}),
    [quoteEnv.dynamoDbEndpoint]: endpoint,
    [quoteEnv.sesEndpoint]: `http://127.0.0.1:${parts.inbox.port}`,
  };
  const deps: DeliveryDeps = {
    ...deliveryDepsFromEnv(localEnv, silentLogger, {
      onSesClient: (client) => reportInboxDelivery(client, deps.table, deps),
    }),
    redelivery: localRedelivery,
  };
  return {
    table: deps.table,
    where: `the local quote store at ${endpoint} (${parts.dynamo.from})`,
    whenNotAnswering: 'Is `npm start` running? It records the ports it listens on when it starts.',
    resend: async (ids, force, pending) => resendQuotes(deps, pending ? await pendingQuoteIds(deps) : ids, force),
    erase: async (id, force) => eraseQuote(deps.table, id, { now: new Date(), by: operator, force }),
    recordOutcome: (request) => recordOperationsOutcome(deps.table, { ...request, operator }, new Date()),
    operator: async () => operator,
    async mailReport(period) {
      try {
        await sendLeadReport(deps, period);
      } catch (error) {
        throw new UsageError(`Could not mail the report to ${inbox}: ${reason(error)}. Is \`npm start\` running?`);
      }
      return inbox;
    },
  };
}
