/**
 * The site probe bundled as CDK bundles it (NodejsFunction's esbuild with the API functions' options), run as Lambda
 * would run it against a site that answers 503 to everything: it reports every check it could not pass and
 * publishes their count as `SiteProbeFailures` in its stack's namespace.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { siteProbe } from '@courier/common/api/lambda-env';
import { publishedMetrics, runHandlerInChild } from '@courier/lambdas/test-support/hung-service';
import { buildSync } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lambdaEsbuildOptions } from '../lib/api/lambda-bundling';
import { repoRoot } from '../lib/paths';

let server: Server;
let site: string;
let bundle: string;

beforeAll(async () => {
  server = createServer((_request, response) => response.writeHead(503).end('Service Unavailable'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  bundle = join(mkdtempSync(join(tmpdir(), 'site-probe-')), 'index.mjs');
  buildSync({
    ...lambdaEsbuildOptions,
    mainFields: [...lambdaEsbuildOptions.mainFields],
    entryPoints: [join(repoRoot, 'scripts/smoke/probe-handler.ts')],
    bundle: true,
    platform: 'node',
    outfile: bundle,
  });
});
afterAll(async () => {
  rmSync(dirname(bundle), { recursive: true, force: true });
  await new Promise((resolve) => server.close(resolve));
});

describe('the bundled site probe', () => {
  it('fails every check a down site cannot pass and publishes the count', async () => {
    const run = await runHandlerInChild<{ failures: number }>(
      bundle,
      { [siteProbe.siteUrlEnv]: site, POWERTOOLS_METRICS_NAMESPACE: 'CourierSite' },
      {},
      { timeoutMs: 60_000, killAfterMs: 30_000 },
    );
    expect(run.failure).toBeUndefined();
    expect(run.result).toEqual({ failures: 7 });
    expect(publishedMetrics(run.stdout)).toEqual({ SiteProbeFailures: 7 });
    expect(run.stdout).toContain('"Namespace":"CourierSite"');
  });
});
