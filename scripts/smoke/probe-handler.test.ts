/**
 * The site probe's handler: the smoke checks against the configured URL, the count of failures as an embedded
 * metric line CloudWatch turns into `SiteProbeFailures`, and a deadline so a hanging site still counts as failed.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { siteProbe } from '@courier/common/api/lambda-env';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failuresMetricLine, handler, probeSite } from './probe-handler';

const servers: Server[] = [];
async function serve(handle: Parameters<typeof createServer>[1]): Promise<URL> {
  const server = createServer(handle);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
}
afterEach(async () => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  await Promise.all(
    servers.splice(0).map((server) => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    }),
  );
});

/** The lines the handler logged, parsed. */
function logged(spy: { mock: { calls: unknown[][] } }): Record<string, unknown>[] {
  return spy.mock.calls.map((call) => JSON.parse(String(call[0])));
}

describe('the site probe', () => {
  it('publishes how many checks failed, in the stack’s namespace, and logs which', async () => {
    const broken = await serve((_request, response) => response.writeHead(503).end('down'));
    vi.stubEnv(siteProbe.siteUrlEnv, broken.href);
    vi.stubEnv('POWERTOOLS_METRICS_NAMESPACE', 'CourierSite');
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const answer = await handler({}, { getRemainingTimeInMillis: () => 30_000 });
    // Every check but api-origin (no execute-api URL is given to the probe: skipped).
    expect(answer).toEqual({ failures: 7 });
    const [metric, report] = logged(log);
    expect(metric).toMatchObject({
      _aws: {
        CloudWatchMetrics: [
          {
            Namespace: 'CourierSite',
            Dimensions: [['service']],
            Metrics: [{ Name: 'SiteProbeFailures', Unit: 'Count' }],
          },
        ],
      },
      service: 'site-probe',
      SiteProbeFailures: 7,
    });
    expect(report).toMatchObject({ level: 'ERROR', message: 'site probe failed', passed: ['api-origin'] });
    expect(report?.failed).toContain('eta: /api/eta (LE1 1AA → M1 1AE) answered 503');
    expect(report?.failed).toContain('send-form: a malformed post answered 503, not 400');
  });

  it('counts a site that never answers as failed within its deadline, so a hung site still alarms', async () => {
    const hanging = await serve(() => {});
    const started = performance.now();
    const results = await probeSite(hanging, 200);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(results).toEqual([{ name: 'probe', ok: false, saw: 'the checks took over 200 ms: the site is hanging' }]);
  });

  it('writes a passing run as 0, the value the alarm sees as healthy', () => {
    expect(JSON.parse(failuresMetricLine('CourierSiteStaging', 0, 1_700_000_000_000))).toEqual({
      _aws: {
        Timestamp: 1_700_000_000_000,
        CloudWatchMetrics: [
          {
            Namespace: 'CourierSiteStaging',
            Dimensions: [['service']],
            Metrics: [{ Name: 'SiteProbeFailures', Unit: 'Count' }],
          },
        ],
      },
      service: 'site-probe',
      SiteProbeFailures: 0,
    });
  });
});
