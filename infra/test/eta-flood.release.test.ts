/**
 * A flood of /api/eta requests against the ETA function bundled exactly as CDK bundles it, two instances of the
 * bundle standing for two Lambda containers, sharing a DynamoDB-compatible store (dynalite) and a stub Amazon
 * Location that counts every call it would bill. Every request brings new postcodes, so no cache helps: only the
 * spending ceiling keeps the bill within the hour's budget. Then the same with a Location slower than the client's
 * timeout: every request it receives is billed although its answer comes too late to use. A load test of the built
 * bundle, the release tier's (decision 070); the ceiling's rules, request by request, are `npm test`'s
 * (lambdas/src/eta/metered-location-provider.test.ts).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { envName } from '@courier/common/settings/all-settings';
import { locationSettings } from '@courier/common/settings/location';
import { apiFunctions } from '@courier/lambdas/api-routes';
import { locationCallLimits } from '@courier/lambdas/aws/client-config';
import { locationPricesMicroUsd, microUsdPerUsd, requestCostMicroUsd } from '@courier/lambdas/eta/location-prices';
import type { HttpEvent, HttpResult } from '@courier/lambdas/http/api-gateway';
import {
  childFunctionEnv,
  type EtaServices,
  hungEvents,
  publishedMetrics,
  startEtaServices,
} from '@courier/lambdas/test-support/hung-service';
import { buildSync } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lambdaEsbuildOptions } from '../lib/api/lambda-bundling';
import { repoRoot } from '../lib/paths';

const requests = 500;
const budgetMicroUsd = locationSettings.locationBudgetUsdPerHour.default * microUsdPerUsd;

let bundled: string | undefined;

/**
 * The bundle as CDK builds it (NodejsFunction's esbuild with the same options), written where a child imports it;
 * built once for both floods (each child imports it as containers of its own).
 */
function bundleEta(): string {
  if (bundled) return bundled;
  const outdir = mkdtempSync(join(tmpdir(), 'eta-flood-'));
  buildSync({
    ...lambdaEsbuildOptions,
    mainFields: [...lambdaEsbuildOptions.mainFields],
    entryPoints: [join(repoRoot, 'lambdas/src', apiFunctions.eta.entry)],
    bundle: true,
    platform: 'node',
    outfile: join(outdir, 'index.mjs'),
  });
  bundled = join(outdir, 'index.mjs');
  return bundled;
}

// Two imports of one file under two URLs are two module instances: two containers, each with its own memory.
// The clock is held in one hour, as a flood within one hour would see it.
const runner = `
const [bundle, pinnedNow] = process.argv.slice(2);
Date.now = () => Number(pinnedNow);
const containers = [await import(bundle + '?container=1'), await import(bundle + '?container=2')];
const context = { functionName: 'eta-flood', awsRequestId: 'eta-flood', getRemainingTimeInMillis: () => 10000 };
process.on('message', async ({ id, container, event }) => {
  const result = await containers[container].handler(event, context);
  process.send({ id, result });
});
process.send({ ready: true });
`;

interface Containers {
  ask(container: number, event: HttpEvent): Promise<HttpResult>;
  stdout(): string;
  stop(): void;
}

async function startContainers(bundle: string, env: Record<string, string>): Promise<Containers> {
  const dir = mkdtempSync(join(tmpdir(), 'eta-flood-run-'));
  writeFileSync(join(dir, 'run.mjs'), runner);
  const pinned = Math.floor(Date.now() / 3_600_000) * 3_600_000 + 60_000;
  const child: ChildProcess = spawn(
    process.execPath,
    [join(dir, 'run.mjs'), pathToFileURL(bundle).href, String(pinned)],
    {
      env: childFunctionEnv(env),
      stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    },
  );
  let stdout = '';
  child.stdout?.on('data', (chunk) => {
    stdout += chunk;
  });
  const waiting = new Map<number, (result: HttpResult) => void>();
  let ready: () => void = () => {};
  const started = new Promise<void>((resolve) => {
    ready = resolve;
  });
  child.on('message', (message: { ready?: boolean; id?: number; result?: HttpResult }) => {
    if (message.ready) ready();
    else waiting.get(message.id as number)?.(message.result as HttpResult);
  });
  await started;
  let next = 0;
  return {
    ask: (container, event) =>
      new Promise((resolve) => {
        const id = next++;
        waiting.set(id, resolve);
        child.send({ id, container, event });
      }),
    stdout: () => stdout,
    stop: () => {
      child.kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const areas = ['LE', 'M', 'B', 'NG', 'S', 'L', 'LS', 'BS', 'CF', 'G', 'EH', 'NE', 'SO', 'PL', 'EX', 'NR', 'CB', 'OX'];
const inwardLetters = 'ABDEFGHJLNPQRSTUWXYZ';
/** The n-th of many distinct, valid UK postcodes. */
function postcode(n: number): string {
  const area = areas[n % areas.length] as string;
  const rest = Math.floor(n / areas.length);
  const letters = (inwardLetters[rest % 20] as string) + (inwardLetters[Math.floor(rest / 20) % 20] as string);
  return `${area}${1 + (Math.floor(rest / 400) % 9)} ${Math.floor(rest / 3600) % 10}${letters}`;
}

/** Request i: from, to and 0–20 stops (2–22 postcodes), none seen before. */
function floodEvent(i: number, first: number): { event: HttpEvent; postcodes: number } {
  const count = 2 + (i % 21);
  const codes = Array.from({ length: count }, (_, k) => postcode(first + k));
  const query = { from: codes[0] as string, to: codes[count - 1] as string, stops: codes.slice(1, -1).join(',') };
  const base = hungEvents.eta();
  return {
    event: {
      ...base,
      queryStringParameters: query,
      rawQueryString: new URLSearchParams(query).toString(),
    } as HttpEvent,
    postcodes: count,
  };
}

let services: EtaServices;
let containers: Containers;

beforeAll(async () => {
  services = await startEtaServices();
  containers = await startContainers(bundleEta(), services.env());
}, 120_000);

afterAll(async () => {
  containers?.stop();
  await services?.close();
  if (bundled) rmSync(dirname(bundled), { recursive: true, force: true });
});

const spentMicroUsd = () => {
  const { geocodes, routes } = services.location.calls();
  return geocodes * locationPricesMicroUsd.storedGeocode + routes * locationPricesMicroUsd.route;
};

describe('a flood of /api/eta with new postcodes, across two containers', () => {
  it(`spends at most the hour's budget, and answers every one of ${requests} requests 200 with figures`, async () => {
    let first = 0;
    let paid = 0;
    let unmetered = 0;
    const wrongly: string[] = [];
    for (let i = 0; i < requests; i++) {
      const { event, postcodes } = floodEvent(i, first);
      first += postcodes;
      const before = spentMicroUsd();
      const result = await containers.ask(i % 2, event);
      expect(result.statusCode).toBe(200);
      const body = JSON.parse(String(result.body));
      expect(body.distance_miles).toBeGreaterThan(0);
      expect(body.duration_minutes).toBeGreaterThan(0);
      // Paid for exactly when the whole request still fitted in what was left of the budget.
      const fits = before + requestCostMicroUsd(postcodes) <= budgetMicroUsd;
      if (body.approximate === fits)
        wrongly.push(`request ${i} (${postcodes} postcodes): approximate ${body.approximate}`);
      if (!body.approximate) paid++;
      if (body.approximate && spentMicroUsd() !== before) unmetered++;
    }
    const spent = spentMicroUsd();
    console.log(
      `flood: ${requests} requests, ${first} postcodes; Amazon Location spend $${(spent / microUsdPerUsd).toFixed(4)} ` +
        `(budget $${budgetMicroUsd / microUsdPerUsd} an hour); ${paid} paid answers, ${requests - paid} approximate; ` +
        `calls ${JSON.stringify(services.location.calls())}`,
    );
    expect(wrongly).toEqual([]);
    expect(unmetered).toBe(0);
    expect(spent).toBeLessThanOrEqual(budgetMicroUsd + requestCostMicroUsd(22));
    expect(requests - paid).toBeGreaterThan(requests / 2);

    // The metrics come down the containers' stdout, a pipe the answers (IPC) can overtake: wait for the last lines.
    await expect
      .poll(() => publishedMetrics(containers.stdout()))
      .toMatchObject({
        estimate_approximate: requests - paid,
        location_hourly_ceiling_reached: requests - paid,
        estimate_ok: paid,
      });
  }, 300_000);
});

/**
 * Amazon Location answering `delayMs` after each request arrives: the request reaches the counting stub at once
 * (Location bills what it receives, whether or not the caller still waits), its answer is held back.
 */
async function startSlowLocation(
  upstream: string,
  delayMs: number,
): Promise<{ endpoint: string; close(): Promise<void> }> {
  const server: Server = createServer((request, response) => {
    const arrived = Date.now();
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const answer = await fetch(`${upstream}${request.url}`, {
        method: request.method,
        headers: { 'content-type': String(request.headers['content-type'] ?? 'application/json') },
        body: Buffer.concat(chunks),
      });
      const body = Buffer.from(await answer.arrayBuffer());
      setTimeout(
        () => {
          if (response.destroyed) return;
          response.writeHead(answer.status, { 'content-type': 'application/json' }).end(body);
        },
        delayMs - (Date.now() - arrived),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe('a Location slower than the client waits', () => {
  // A small hourly budget: two requests of 22 new postcodes fit ($0.177), a third would not ($0.2655).
  const slowBudgetUsd = 0.25;
  const slowBudgetMicroUsd = slowBudgetUsd * microUsdPerUsd;
  const postcodesEach = 22;
  const concurrent = 6;
  let slowServices: EtaServices;
  let slowLocation: Awaited<ReturnType<typeof startSlowLocation>>;
  let slowContainers: Containers;

  beforeAll(async () => {
    slowServices = await startEtaServices();
    // Answers 300 ms after the client has given up on the request.
    slowLocation = await startSlowLocation(slowServices.location.endpoint, locationCallLimits.requestTimeoutMs + 300);
    slowContainers = await startContainers(bundleEta(), {
      ...slowServices.env({ service: 'location', endpoint: slowLocation.endpoint }),
      [envName('locationBudgetUsdPerHour')]: String(slowBudgetUsd),
    });
  }, 120_000);

  afterAll(async () => {
    slowContainers?.stop();
    await slowLocation?.close();
    await slowServices?.close();
  });

  it('bills one request per reservation: the spend stays within the hour’s budget, every answer approximate', async () => {
    const slowSpent = () => slowServices.location.calls().geocodes * locationPricesMicroUsd.storedGeocode;
    const answers = await Promise.all(
      Array.from({ length: concurrent }, (_, i) => {
        const { event } = floodEvent(postcodesEach - 2, 100_000 + i * postcodesEach);
        return slowContainers.ask(i % 2, event);
      }),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(JSON.parse(String(answer.body))).toMatchObject({ approximate: true, distance_miles: expect.any(Number) });
    }
    const spent = slowSpent();
    const reservedRequests = Math.floor(slowBudgetMicroUsd / requestCostMicroUsd(postcodesEach));
    console.log(
      `slow Location (answers after ${locationCallLimits.requestTimeoutMs + 300} ms, client waits ` +
        `${locationCallLimits.requestTimeoutMs} ms): ${concurrent} requests of ${postcodesEach} new postcodes, ` +
        `${reservedRequests} reserved; calls ${JSON.stringify(slowServices.location.calls())}, ` +
        `spend $${(spent / microUsdPerUsd).toFixed(4)} (budget $${slowBudgetUsd} an hour)`,
    );
    // Each reserved geocode reached Location once: billed, its answer too late, never asked again.
    expect(slowServices.location.calls()).toEqual({ geocodes: reservedRequests * postcodesEach, routes: 0 });
    expect(spent).toBeLessThanOrEqual(slowBudgetMicroUsd);
    await expect
      .poll(() => publishedMetrics(slowContainers.stdout()))
      .toMatchObject({
        estimate_failed: reservedRequests,
        location_hourly_ceiling_reached: concurrent - reservedRequests,
      });
  }, 120_000);
});
