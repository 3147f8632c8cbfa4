import { lambdaMetrics } from '@courier/common/api/lambda-env';
import type { Context } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HttpEvent } from '../http/api-gateway';
import { logsOnly, powertoolsObservability } from './observability';

const context = {
  awsRequestId: 'req-123',
  functionName: 'QuoteFunction',
  functionVersion: '$LATEST',
  invokedFunctionArn: 'arn:aws:lambda:eu-west-2:123456789012:function:QuoteFunction',
  memoryLimitInMB: '256',
} as Context;

/** What the function writes to stdout (where Lambda sends it to CloudWatch), one JSON document a line. */
function captureStdout(): { lines: () => Record<string, unknown>[] } {
  const written: string[] = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    written.push(String(chunk));
    return true;
  });
  return {
    lines: () =>
      written
        .join('')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line)),
  };
}

afterEach(() => vi.restoreAllMocks());

describe('Powertools observability', () => {
  it('logs JSON with the request ID and cold start, and publishes one count per outcome logged', async () => {
    const stdout = captureStdout();
    const { logger, instrument } = powertoolsObservability('quote');
    const handler = instrument(async () => {
      logger('info', 'quote sent', { reference: 'Q-1', outcome: 'sent' });
      logger('info', 'detail without an outcome', { reference: 'Q-1' });
      return { statusCode: 200, body: 'OK' };
    });

    expect(await handler({} as HttpEvent, context)).toEqual({ statusCode: 200, body: 'OK' });

    const lines = stdout.lines();
    const sent = lines.find((line) => line.message === 'quote sent');
    expect(sent).toMatchObject({
      level: 'INFO',
      service: 'quote',
      reference: 'Q-1',
      outcome: 'sent',
      function_request_id: 'req-123',
      cold_start: expect.any(Boolean),
    });
    const emf = lines.filter((line) => '_aws' in line);
    expect(emf).toHaveLength(1);
    expect(emf[0]).toMatchObject({ sent: 1, service: 'quote' });
    expect(JSON.stringify(emf[0])).toContain(lambdaMetrics.namespace);
  });

  it('counts in the namespace its stack names, so staging and production in one account count apart', async () => {
    const stdout = captureStdout();
    const { logger, instrument } = powertoolsObservability('eta', {
      [lambdaMetrics.namespaceEnv]: 'CourierSiteStaging',
    });
    await instrument(async () => {
      logger('warn', 'no route', { outcome: 'estimate_failed' });
      return { statusCode: 502 };
    })({} as HttpEvent, context);
    const [emf] = stdout.lines().filter((line) => '_aws' in line);
    const directives = (emf as { _aws: { CloudWatchMetrics: { Namespace: string }[] } })._aws.CloudWatchMetrics;
    expect(directives.map((directive) => directive.Namespace)).toEqual(['CourierSiteStaging']);
  });

  it('publishes nothing for a request that logged no outcome', async () => {
    const stdout = captureStdout();
    const { instrument } = powertoolsObservability('eta');
    await instrument(async () => ({ statusCode: 400 }))({} as HttpEvent, context);
    expect(stdout.lines().filter((line) => '_aws' in line)).toEqual([]);
  });

  it('logs without counting metrics where nothing collects them (the local stack)', () => {
    const stdout = captureStdout();
    const logger = logsOnly('eta');
    for (let i = 0; i < 150; i++) logger('debug', 'route estimated', { outcome: 'estimate_ok' });
    logger('info', 'route estimated', { outcome: 'estimate_ok' });
    const lines = stdout.lines();
    expect(lines.filter((line) => '_aws' in line)).toEqual([]);
    expect(lines.find((line) => line.message === 'route estimated')).toMatchObject({
      level: 'INFO',
      service: 'eta',
      outcome: 'estimate_ok',
    });
  });
});
