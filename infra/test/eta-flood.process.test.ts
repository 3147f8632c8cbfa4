/**
 * A flood of /api/eta requests against the ETA function bundled exactly as CDK bundles it, two instances of the
 * bundle standing for two Lambda containers, sharing a DynamoDB-compatible store (dynalite) and a stub Amazon
 * Location that counts every call it would bill. Every request brings new postcodes, so no cache helps: only the
 * spending ceiling keeps the bill within the hour's budget.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { defaultLocationBudgetUsd } from '@courier/common/api/lambda-env';
import { apiFunctions } from '@courier/lambdas/api-routes';
import { locationPricesMicroUsd, microUsdPerUsd, requestCostMicroUsd } from '@courier/lambdas/eta/location-prices';
import type { HttpEvent, HttpResult } from '@courier/lambdas/http/api-gateway';
import {
  type EtaServices,
  hungEvents,
  publishedMetrics,
  startEtaServices,
} from '@courier/lambdas/test-support/hung-service';
import { buildSync } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lambdaEsbuildOptions } from '../lib/api/lambda-bundling';
import { repoRoot } from '../lib/config';

const requests = 500;
const budgetMicroUsd = defaultLocationBudgetUsd.perHour * microUsdPerUsd;

/** The bundle as CDK builds it (NodejsFunction's esbuild with the same options), written where a child imports it. */
function bundleEta(): string {
  const outdir = mkdtempSync(join(tmpdir(), 'eta-flood-'));
  buildSync({
    ...lambdaEsbuildOptions,
    mainFields: [...lambdaEsbuildOptions.mainFields],
    entryPoints: [join(repoRoot, 'lambdas/src', apiFunctions.eta.entry)],
    bundle: true,
    platform: 'node',
    outfile: join(outdir, 'index.mjs'),
  });
  return join(outdir, 'index.mjs');
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
      env: {
        PATH: process.env.PATH,
        AWS_REGION: 'eu-west-2',
        AWS_ACCESS_KEY_ID: 'test',
        AWS_SECRET_ACCESS_KEY: 'test',
        ...env,
      },
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
    stop: () => child.kill(),
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

    const metrics = publishedMetrics(containers.stdout());
    expect(metrics.estimate_approximate).toBe(requests - paid);
    expect(metrics.location_hourly_ceiling_reached).toBe(requests - paid);
    expect(metrics.estimate_ok).toBe(paid);
  }, 300_000);
});
