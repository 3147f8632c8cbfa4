/**
 * For the hung-dependency tests: a TCP server that accepts connections and never answers (the failure a timeout
 * must catch), and a runner that imports a Lambda module (the source through tsx, or a bundle as CDK built it) in
 * a fresh Node process with the given environment, calls its exported `handler` once and reports the answer and
 * the time it took.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { quoteEnv } from '@courier/common/api/lambda-env';
import { ukToday } from '@courier/common/quote/quote-schema';
import type { HttpEvent, HttpResult } from '../http/api-gateway';
import { originSecretEnvName, originVerifyHeader } from '../http/origin-verification';
import { formFields, httpEvent, multipartEvent } from '../quote/testing/quote-test-support';

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

/** Environments that point each function's AWS client at `endpoint`, as the deployed config would at AWS. */
export const hungEnv = {
  eta: (endpoint: string) => ({
    ROUTE_PROVIDER: 'amazon-location',
    ROUTE_CALCULATOR_NAME: 'routes',
    PLACE_INDEX_NAME: 'places',
    LOCATION_ENDPOINT: endpoint,
    [originSecretEnvName]: testSecret,
  }),
  // The quote function's one AWS service is the quote table (the stream-fed sender talks to SES).
  quote: (endpoint: string) => ({ [quoteEnv.dynamoDbEndpoint]: endpoint, [originSecretEnvName]: testSecret }),
};

const fromCloudFront = { [originVerifyHeader]: testSecret };

/** A request each function must send to its AWS service: an estimate, and a valid quote dated in the future. */
export const hungEvents = {
  eta: (): HttpEvent =>
    ({
      ...httpEvent({ method: 'GET', path: '/api/eta', headers: fromCloudFront }),
      rawQueryString: 'from=LE1%201AA&to=M1%201AE',
      queryStringParameters: { from: 'LE1 1AA', to: 'M1 1AE' },
    }) as HttpEvent,
  quote: (): Promise<HttpEvent> => {
    const inDays = (days: number) => new Date(Date.parse(ukToday()) + days * 86_400_000).toISOString().slice(0, 10);
    return multipartEvent(formFields({ pickup_date: inDays(2), delivery_date: inDays(3) }), {
      headers: fromCloudFront,
    });
  },
};

export interface ChildRun {
  result?: HttpResult;
  /** From calling `handler` to its answer, in the child (module loading excluded). */
  ms?: number;
  /** Set when the child did not answer within `killAfterMs` or crashed. */
  failure?: string;
}

const runner = `
import { writeFileSync } from 'node:fs';
const [modulePath, eventJson, resultPath] = process.argv.slice(2);
const { handler } = await import(modulePath);
const started = performance.now();
const result = await handler(JSON.parse(eventJson));
writeFileSync(resultPath, JSON.stringify({ result, ms: Math.round(performance.now() - started) }));
process.exit(0);
`;

/** Imports `modulePath` in a child Node (with tsx for a .ts source), calls `handler(event)` once. */
export function runHandlerInChild(
  modulePath: string,
  env: Record<string, string>,
  event: HttpEvent,
  killAfterMs: number,
): Promise<ChildRun> {
  const dir = mkdtempSync(join(tmpdir(), 'handler-run-'));
  const script = join(dir, 'run.mjs');
  // The handler's own logs go to stdout, as in Lambda; the result goes to a file of its own.
  const resultPath = join(dir, 'result.json');
  writeFileSync(script, runner);
  const loader = modulePath.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const child = spawn(process.execPath, [...loader, script, modulePath, JSON.stringify(event), resultPath], {
    cwd: join(import.meta.dirname, '..', '..', '..'),
    env: {
      PATH: process.env.PATH,
      AWS_REGION: 'eu-west-2',
      AWS_ACCESS_KEY_ID: 'test',
      AWS_SECRET_ACCESS_KEY: 'test',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), killAfterMs);
    child.on('close', (code) => {
      clearTimeout(timer);
      if (code !== 0) resolve({ failure: `exit ${code ?? 'killed'} after ${killAfterMs} ms: ${stderr.slice(-500)}` });
      else resolve(JSON.parse(readFileSync(resultPath, 'utf8')));
    });
  });
}
