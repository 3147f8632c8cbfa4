/**
 * Logs and metrics of the Lambdas, through Powertools for AWS Lambda: JSON log lines with the
 * request ID and cold start, and CloudWatch metrics (embedded metric format) counted from the
 * outcome each log line records. Never the customer's personal details: handlers log references,
 * outcomes, field names and error names only.
 */
import { Logger as PowertoolsLogger } from '@aws-lambda-powertools/logger';
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { lambdaMetrics } from '@courier/common/api/lambda-env';
import type { Context } from 'aws-lambda';

type Level = 'debug' | 'info' | 'warn' | 'error';

/** What handlers log through; injected, so tests can record or silence it. */
export type Logger = (level: Level, message: string, fields?: Record<string, unknown>) => void;

/** A measured value (an age, a duration, a count) published as a CloudWatch metric of that name. */
export type Gauge = (name: string, value: number, unit: 'Seconds' | 'Milliseconds' | 'Count') => void;

/** For tests and tools that want quiet handlers. */
export const silentLogger: Logger = () => {};

/**
 * The same JSON log lines without metrics, for the local stack: nothing collects metrics there, and its
 * route estimator is not the Amazon Location that the ETA function's metric dimensions name.
 */
export function logsOnly(name: keyof typeof lambdaMetrics.dimensions): Logger {
  const log = new PowertoolsLogger({ serviceName: lambdaMetrics.dimensions[name].service });
  return (level, message, fields = {}) => log[level](message, fields);
}

export interface Observability {
  logger: Logger;
  gauge: Gauge;
  /**
   * The Lambda entry (an API handler, or the stream sender): request ID and cold start in every log line, the
   * invocation's metrics published after it. The context is passed on.
   */
  instrument<Event, Result>(
    handler: (event: Event, context?: Context) => Promise<Result>,
  ): (event: Event, context?: Context) => Promise<Result>;
}

/**
 * Powertools Logger and Metrics for one function. A log line with an `outcome` field (`sent`, `spam`,
 * `estimate_ok`, ...) also counts one metric of that name, so every outcome is counted exactly once.
 */
export function powertoolsObservability(
  name: keyof typeof lambdaMetrics.dimensions,
  env: Record<string, string | undefined> = process.env,
): Observability {
  const { service, ...dimensions } = lambdaMetrics.dimensions[name];
  const log = new PowertoolsLogger({ serviceName: service });
  const metrics = new Metrics({
    namespace: env[lambdaMetrics.namespaceEnv] || lambdaMetrics.namespace,
    serviceName: service,
    defaultDimensions: dimensions,
  });
  const logger: Logger = (level, message, fields = {}) => {
    if (typeof fields.outcome === 'string') metrics.addMetric(fields.outcome, MetricUnit.Count, 1);
    log[level](message, fields);
  };
  return {
    logger,
    gauge: (metricName, value, unit) => metrics.addMetric(metricName, MetricUnit[unit], value),
    instrument: (handler) => async (event, context) => {
      if (context) log.addContext(context);
      try {
        return await handler(event, context);
      } finally {
        if (metrics.hasStoredMetrics()) metrics.publishStoredMetrics();
      }
    },
  };
}
