/**
 * The site probe: a scheduled Lambda (infra/lib/monitoring/site-probe.ts) that runs `npm run smoke`'s checks against
 * the public site every few minutes, from outside the site's own code: pages and their security headers, the
 * not-found page, the redirects, the crawler files, the assets, `/api/eta` and a malformed quote post answered 400.
 * It never sends a quote. Each run publishes `SiteProbeFailures`, the number of checks that failed (0 when all
 * pass), as an embedded-metric log line, and logs what failed; a run that outlives its deadline counts as failed.
 */
import { lambdaMetrics, siteProbe } from '@courier/common/api/lambda-env';
import { type CheckResult, runSmoke } from './checks';

/** Per request: a healthy CloudFront answers in well under a second. */
export const probeRequestTimeoutMs = 5_000;
/** Left for logging and the metric when the checks run out the function's time. */
const reserveMs = 3_000;

/** The checks against `site`, each failing one as it failed; all of them, failed, if `deadlineMs` passes first. */
export async function probeSite(site: URL, deadlineMs: number): Promise<CheckResult[]> {
  let timer: NodeJS.Timeout | undefined;
  const outlived = new Promise<CheckResult[]>((resolve) => {
    timer = setTimeout(
      () => resolve([{ name: 'probe', ok: false, saw: `the checks took over ${deadlineMs} ms: the site is hanging` }]),
      deadlineMs,
    );
  });
  try {
    return await Promise.race([runSmoke({ site, timeoutMs: probeRequestTimeoutMs }), outlived]);
  } finally {
    clearTimeout(timer);
  }
}

/** CloudWatch's embedded metric format: Lambda's log line becomes the metric, no API call needed. */
export function failuresMetricLine(namespace: string, failures: number, now = Date.now()): string {
  return JSON.stringify({
    _aws: {
      Timestamp: now,
      CloudWatchMetrics: [
        {
          Namespace: namespace,
          Dimensions: [Object.keys(siteProbe.dimensions)],
          Metrics: [{ Name: siteProbe.metricName, Unit: 'Count' }],
        },
      ],
    },
    ...siteProbe.dimensions,
    [siteProbe.metricName]: failures,
  });
}

export async function handler(
  _event: unknown,
  context: { getRemainingTimeInMillis(): number },
): Promise<{ failures: number }> {
  const site = new URL(process.env[siteProbe.siteUrlEnv] ?? '');
  const results = await probeSite(site, context.getRemainingTimeInMillis() - reserveMs);
  const failed = results.filter((result) => !result.ok);
  console.log(failuresMetricLine(process.env[lambdaMetrics.namespaceEnv] ?? lambdaMetrics.namespace, failed.length));
  console.log(
    JSON.stringify({
      level: failed.length > 0 ? 'ERROR' : 'INFO',
      message: failed.length > 0 ? 'site probe failed' : 'site probe passed',
      site: site.origin,
      failed: failed.map((result) => `${result.name}: ${result.saw}`),
      passed: results.filter((result) => result.ok).map((result) => result.name),
    }),
  );
  return { failures: failed.length };
}
