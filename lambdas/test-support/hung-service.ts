/**
 * For the hung-dependency tests: a TCP server that accepts connections and never answers (the failure a timeout
 * must catch), and a runner that imports a Lambda module (the source through tsx, or a bundle as CDK built it) in
 * a fresh Node process with the given environment, calls its exported `handler` once, with a context that counts
 * down the function's timeout as Lambda's does, and reports the answer and the time it took.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { type AddressInfo, createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { etaEnv, leadClaimEnv, quoteEnv } from '@courier/common/api/lambda-env';
import { aQuoteForm, testToday } from '@courier/common/testing/quote-builders';
import { ukToday } from '@courier/common/time/uk-time';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { windowCounterTableSchema } from '../src/aws/window-counter';
import { claimLink } from '../src/claim-link/claim-link';
import { geocodeCacheTableSchema } from '../src/eta/geocode-cache';
import { killSwitchValues } from '../src/eta/kill-switch';
import type { HttpEvent } from '../src/http/api-gateway';
import { originSecretEnvName, originVerifyHeader } from '../src/http/origin-verification';
import { type LocalDynamo, startLocalDynamo } from '../src/quote/store/local-quote-table';
import type { QuoteTable } from '../src/quote/store/quote-table';
import { submitQuote } from '../src/quote/submit/submit-quote';
import { type LocationStub, startLocationStub } from './location-stub';
import { formFields, freshQuoteTable, httpEvent, multipartEvent, protocolFields } from './quote-fixtures';
import { type SsmStub, startSsmStub } from './ssm-stub';

export interface HungService {
  endpoint: string;
  /** Connections accepted so far (one per SDK attempt). */
  connections(): number;
  close(): Promise<void>;
}

export async function startHungService(): Promise<HungService> {
  const sockets = new Set<Socket>();
  let accepted = 0;
  const server = createServer((socket) => {
    accepted++;
    sockets.add(socket);
    socket.on('error', () => {});
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    endpoint: `http://127.0.0.1:${port}`,
    connections: () => accepted,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

const testSecret = 'hung-dependency-test-secret';
const testClaimKey = 'hung-dependency-claim-key';

/** The ETA function's settings with every AWS service it calls at one endpoint each. */
const etaEnvWith = (
  endpoints: { location: string; ssm: string; dynamoDb: string },
  tables = { spend: 'spend', geocodes: 'geocodes' },
) => ({
  [etaEnv.routeCalculatorName]: 'routes',
  [etaEnv.placeIndexName]: 'places',
  [etaEnv.spendTableName]: tables.spend,
  [etaEnv.geocodeTableName]: tables.geocodes,
  [etaEnv.killSwitchParameter]: killSwitchParameter,
  [etaEnv.locationEndpoint]: endpoints.location,
  [etaEnv.ssmEndpoint]: endpoints.ssm,
  [etaEnv.dynamoDbEndpoint]: endpoints.dynamoDb,
  [originSecretEnvName]: testSecret,
});
const killSwitchParameter = '/hung-dependency-test/location-paid-calls';

/** Environments that point each function's AWS client at `endpoint`, as the deployed config would at AWS. */
export const hungEnv = {
  // Every service the ETA function calls hung (see EtaServices for one at a time).
  eta: (endpoint: string) => etaEnvWith({ location: endpoint, ssm: endpoint, dynamoDb: endpoint }),
  // The quote function's one AWS service is the quote table (the stream-fed sender talks to SES).
  quote: (endpoint: string) => ({ [quoteEnv.dynamoDbEndpoint]: endpoint, [originSecretEnvName]: testSecret }),
  // The lead-claim function's AWS service is the quote table too (its key is a fixed one here).
  leadClaim: (endpoint: string) => ({
    [quoteEnv.dynamoDbEndpoint]: endpoint,
    [originSecretEnvName]: testSecret,
    [leadClaimEnv.key]: testClaimKey,
  }),
  // The sender: SES hung, the quote table a working one (SenderQuotes below).
  sender: (endpoint: string, quotes: SenderQuotes) => ({
    [quoteEnv.sesEndpoint]: endpoint,
    [quoteEnv.dynamoDbEndpoint]: quotes.dynamo.endpoint,
    [quoteEnv.quoteTableName]: quotes.table.tableName,
  }),
};

const fromCloudFront = { [originVerifyHeader]: testSecret };

/**
 * What the ETA function calls, working: dynalite with its spend counter and geocode cache tables, a stub SSM with
 * the kill switch on, a stub Amazon Location that counts its calls. `env` swaps one of them for a hung endpoint;
 * `counter` hangs only the spend counter's conditional update (a proxy in front of dynalite), so the cache answers.
 */
export interface EtaServices {
  dynamo: LocalDynamo;
  location: LocationStub;
  ssm: SsmStub;
  env(hung?: { service: 'location' | 'ssm' | 'dynamoDb' | 'counter'; endpoint: string }): Record<string, string>;
  /** Connections the `counter` proxy held without answering. */
  heldCounterUpdates(): number;
  close(): Promise<void>;
}

let etaTables = 0;

export async function startEtaServices(): Promise<EtaServices> {
  const dynamo = await startLocalDynamo();
  const tables = { spend: `spend-${++etaTables}`, geocodes: `geocodes-${etaTables}` };
  await dynamo.createKeyTable(tables.spend, windowCounterTableSchema.partitionKey);
  await dynamo.createKeyTable(tables.geocodes, geocodeCacheTableSchema.partitionKey);
  const location = await startLocationStub();
  const ssm = await startSsmStub({ [killSwitchParameter]: killSwitchValues.paidCallsOn });
  // DynamoDB's JSON protocol names the operation in X-Amz-Target: hang UpdateItem, pass everything else on.
  let held = 0;
  const counterHang = createHttpServer((request, response) => {
    if (String(request.headers['x-amz-target']).endsWith('.UpdateItem')) {
      held++;
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const upstream = await fetch(`${dynamo.endpoint}${request.url}`, {
        method: request.method,
        headers: Object.entries(request.headers).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[0] !== 'host',
        ),
        body: Buffer.concat(chunks),
      });
      response.writeHead(upstream.status, Object.fromEntries(upstream.headers));
      response.end(Buffer.from(await upstream.arrayBuffer()));
    });
  });
  await new Promise<void>((resolve) => counterHang.listen(0, '127.0.0.1', resolve));
  const counterEndpoint = `http://127.0.0.1:${(counterHang.address() as AddressInfo).port}`;
  const working = { location: location.endpoint, ssm: ssm.endpoint, dynamoDb: dynamo.endpoint };
  return {
    dynamo,
    location,
    ssm,
    env(hung) {
      if (!hung) return etaEnvWith(working, tables);
      if (hung.service === 'counter') return etaEnvWith({ ...working, dynamoDb: counterEndpoint }, tables);
      return etaEnvWith({ ...working, [hung.service]: hung.endpoint }, tables);
    },
    heldCounterUpdates: () => held,
    async close() {
      counterHang.closeAllConnections();
      await new Promise((resolve) => counterHang.close(resolve));
      await Promise.all([dynamo.close(), location.close(), ssm.close()]);
    },
  };
}

/** Pending quotes in a table on an in-process dynalite, and the stream batch that brings them to the sender. */
export interface SenderQuotes {
  dynamo: LocalDynamo;
  table: QuoteTable;
  ids: string[];
  event: DynamoDBStreamEvent;
}

/** Stores `count` quotes as the quote function would, and builds the INSERT records the stream delivers. */
export async function storeSenderQuotes(count: number): Promise<SenderQuotes> {
  const dynamo = await startLocalDynamo();
  const table = await freshQuoteTable(dynamo);
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const id = randomUUID();
    const stored = await submitQuote(
      { ...aQuoteForm(), ...protocolFields, submission_id: id },
      { table, today: testToday, now: new Date(), retentionDays: 1 },
    );
    if (stored.outcome !== 'stored') throw new Error(`quote ${i} not stored: ${stored.outcome}`);
    ids.push(id);
  }
  const event: DynamoDBStreamEvent = {
    Records: ids.map((id, i) => ({
      eventName: 'INSERT',
      dynamodb: { Keys: { id: { S: id } }, SequenceNumber: String(100 + i) },
    })),
  };
  return { dynamo, table, ids, event };
}

/** The CloudWatch metrics (embedded metric format) a run published: each metric name with its summed value. */
export function publishedMetrics(stdout: string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const line of stdout.split('\n')) {
    if (!line.startsWith('{') || !line.includes('"_aws"')) continue;
    const document = JSON.parse(line) as { _aws: { CloudWatchMetrics: { Metrics: { Name: string }[] }[] } };
    for (const { Metrics } of document._aws.CloudWatchMetrics) {
      for (const { Name } of Metrics) {
        const value = (document as unknown as Record<string, number | number[] | undefined>)[Name] ?? 0;
        const values: number[] = Array.isArray(value) ? value : [value];
        counts[Name] = (counts[Name] ?? 0) + values.reduce((sum, n) => sum + n, 0);
      }
    }
  }
  return counts;
}

/** A request each function must send to its AWS service: an estimate, and a valid quote dated in the future. */
export const hungEvents = {
  eta: (): HttpEvent =>
    ({
      ...httpEvent({ method: 'GET', path: '/api/eta', headers: fromCloudFront }),
      rawQueryString: 'from=LE1%201AA&to=M1%201AE',
      queryStringParameters: { from: 'LE1 1AA', to: 'M1 1AE' },
    }) as HttpEvent,
  /** Opening a claim link (GET) or pressing Claim (POST), with a link signed as the function checks it. */
  leadClaim: (method: 'GET' | 'POST'): HttpEvent => {
    const link = new URL(
      claimLink(
        'https://www.swiftline-couriers.example',
        { version: 'fixed', value: testClaimKey, fromMs: 0 },
        randomUUID(),
        new Date(),
      ),
    );
    const query = Object.fromEntries(link.searchParams);
    if (method === 'GET') {
      return {
        ...httpEvent({ method, path: link.pathname, headers: fromCloudFront }),
        rawQueryString: link.search.slice(1),
        queryStringParameters: query,
      } as HttpEvent;
    }
    return httpEvent({
      method,
      path: link.pathname,
      // As the claim page's form posts it from a browser: anything else is refused before the table is asked.
      headers: {
        ...fromCloudFront,
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'same-origin',
      },
      body: new URLSearchParams({ ...query, name: 'Sam Patel' }).toString(),
    });
  },
  quote: (): Promise<HttpEvent> => {
    const inDays = (days: number) => new Date(Date.parse(ukToday()) + days * 86_400_000).toISOString().slice(0, 10);
    return multipartEvent(formFields({ pickup_date: inDays(2), delivery_date: inDays(3) }), {
      headers: fromCloudFront,
    });
  },
};

export interface ChildRun<Result> {
  result?: Result;
  /** From calling `handler` to its answer, in the child (module loading excluded). */
  ms?: number;
  /** Set when the child did not answer within `killAfterMs` or crashed. */
  failure?: string;
  /** What the handler wrote to stdout (where Lambda's logs and metrics go), one JSON document a line. */
  stdout: string;
}

const runner = `
import { writeFileSync } from 'node:fs';
const [modulePath, eventJson, resultPath, timeoutMs] = process.argv.slice(2);
const { handler } = await import(modulePath);
const started = performance.now();
const deadline = started + Number(timeoutMs);
const context = {
  functionName: 'hung-dependency-test',
  awsRequestId: 'hung-dependency-test',
  getRemainingTimeInMillis: () => Math.max(0, Math.round(deadline - performance.now())),
};
const result = await handler(JSON.parse(eventJson), context);
writeFileSync(resultPath, JSON.stringify({ result, ms: Math.round(performance.now() - started) }));
process.exit(0);
`;

/**
 * The environment of a function run in a child Node here: `env` over a region and credentials that are nobody's,
 * and nothing else of this process's but PATH (no real AWS profile can be reached by mistake).
 */
export const childFunctionEnv = (env: Record<string, string>): NodeJS.ProcessEnv => ({
  PATH: process.env.PATH,
  AWS_REGION: 'eu-west-2',
  AWS_ACCESS_KEY_ID: 'test',
  AWS_SECRET_ACCESS_KEY: 'test',
  ...env,
});

/**
 * Imports `modulePath` in a child Node (with tsx for a .ts source), calls `handler(event, context)` once, the
 * context counting down `timeoutMs` from the call.
 */
export function runHandlerInChild<Result>(
  modulePath: string,
  env: Record<string, string>,
  event: unknown,
  { timeoutMs, killAfterMs }: { timeoutMs: number; killAfterMs: number },
): Promise<ChildRun<Result>> {
  const dir = mkdtempSync(join(tmpdir(), 'handler-run-'));
  const script = join(dir, 'run.mjs');
  // The handler's own logs and metrics go to stdout, as in Lambda; the result goes to a file of its own.
  const resultPath = join(dir, 'result.json');
  writeFileSync(script, runner);
  const loader = modulePath.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const args = [...loader, script, modulePath, JSON.stringify(event), resultPath, String(timeoutMs)];
  const child = spawn(process.execPath, args, {
    cwd: join(import.meta.dirname, '..', '..'),
    env: childFunctionEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), killAfterMs);
    child.on('close', (code) => {
      clearTimeout(timer);
      if (code !== 0) {
        resolve({ failure: `exit ${code ?? 'killed'} after ${killAfterMs} ms: ${stderr.slice(-500)}`, stdout });
      } else resolve({ ...JSON.parse(readFileSync(resultPath, 'utf8')), stdout });
      rmSync(dir, { recursive: true, force: true });
    });
  });
}
