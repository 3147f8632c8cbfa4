/**
 * `npx cdk synth` through the CLI and cdk.json, offline, with no AWS credentials in the environment: the real
 * app with the real Lambda handlers, bundled as they will be deployed. In the release tier (decision 070): a minute of
 * CPU for what only a dependency or bundling change moves; `npm test` bundles the handlers themselves
 * (quote-bundle, eta-bundle) and holds their source to the hung services (hung-dependency).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { quoteEnv } from '@courier/common/api/lambda-env';
import { settings } from '@courier/common/settings/all-settings';
import {
  apiFunctionTimeoutSeconds,
  awsCallLimits,
  locationCallLimits,
  senderFunctionTimeoutSeconds,
  sesCallLimits,
} from '@courier/lambdas/aws/client-config';
import type { HttpResult } from '@courier/lambdas/http/api-gateway';
import { originVerifyHeader } from '@courier/lambdas/http/origin-verification';
import { getQuote } from '@courier/lambdas/quote/store/quote-record';
import {
  hungEnv,
  hungEvents,
  publishedMetrics,
  runHandlerInChild,
  startEtaServices,
  startHungService,
  storeSenderQuotes,
} from '@courier/lambdas/test-support/hung-service';
import type { DynamoDBBatchResponse } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportTimeout } from '../lib/leads/weekly-report';
import { repoRoot } from '../lib/paths';
import { fixtureSiteDir } from './synth';

// The site `npm test` built (CI runs the release tier after it). The CLI synth must not rebuild frontend/dist while a
// browser file serves it, so it deploys that build (siteDir); a plain `npx cdk synth` builds the frontend itself.
const builtSite = join(repoRoot, 'frontend/dist');
const siteDir = existsSync(join(builtSite, 'index.html')) ? builtSite : fixtureSiteDir;
const outdir = mkdtempSync(join(tmpdir(), 'cdk-synth-'));
// cdk.json's stage is staging.
const siteTemplate = `${settings.stackName.default.staging}.template.json`;
const read = (file: string) => JSON.parse(readFileSync(join(outdir, file), 'utf8'));
afterAll(() => rmSync(outdir, { recursive: true, force: true }));

/** The CLI's run with cdk.json as it is (placeholder company details), which must refuse. */
let refused: Promise<Finished>;

interface Finished {
  status: number | null;
  stderr: string;
}

/** Runs `npx cdk <args>` from the repository, as an operator would, without AWS credentials. */
function cdk(args: string[]): Promise<Finished> {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^(AWS_|CDK_)/.test(name) || name === 'AWS_CA_BUNDLE'),
  );
  const child = spawn('npx', ['cdk', ...args], {
    cwd: repoRoot,
    env: { ...env, AWS_SHARED_CREDENTIALS_FILE: '/dev/null', AWS_CONFIG_FILE: '/dev/null' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  return new Promise((resolve) => {
    child.on('error', (error) => resolve({ status: null, stderr: String(error) }));
    child.on('close', (status) => resolve({ status, stderr }));
  });
}

/** The directory of a function's bundle in the cloud assembly: the code CDK uploads. */
function bundleDir(id: string): string {
  const resources: Record<string, { Type: string; Properties: { Code: { S3Key: string } } }> =
    read(siteTemplate).Resources;
  const [, fn] =
    Object.entries(resources).find(
      ([logicalId, r]) => logicalId.startsWith(id) && r.Type === 'AWS::Lambda::Function',
    ) ?? [];
  return join(outdir, `asset.${fn?.Properties.Code.S3Key.replace(/\.zip$/, '')}`);
}

beforeAll(async () => {
  // Side by side: the refusal stops before any bundling, so the two runs share no work.
  refused = cdk(['synth', '--quiet', '--context', `siteDir=${siteDir}`]);
  const context = ['--context', `siteDir=${siteDir}`, '--context', 'allowPlaceholderCompany=true'];
  const synth = await cdk(['synth', '--quiet', '--output', outdir, ...context]);
  if (synth.status !== 0) throw new Error(`npx cdk synth failed (${synth.status}):\n${synth.stderr}`);
});

describe('npx cdk synth', () => {
  it('synthesizes the stack with no cdk-nag findings left', () => {
    expect(Object.keys(read(siteTemplate).Resources).length).toBeGreaterThan(30);
    expect(read('validation-report.json').pluginReports).toEqual([]);
  });

  // The ETA function carries four SDK clients (Location, DynamoDB for its ceiling and cache, SSM for the kill switch,
  // Secrets Manager for the origin secret) and its fallback estimator with every postcode district (docs/decisions/015,
  // 017 and 018): 424 KB measured, so 440 KB left room for a patch release of the SDK, not for a new dependency.
  // The quote function works each quote's figures out again with that same provider and fallback (decision 021),
  // so it carries the same clients and estimator beside its own code: 479 KB measured (under 300 KB before), 500 KB.
  // The DynamoDB document client (decision 036) was such a dependency: about 12 KB in every function (438.7 and
  // 497.4 KB measured), so each budget grew by 12 KB, leaving again room for a patch release and no more.
  // The lead-claim function carries DynamoDB and Secrets Manager and its pages: no estimator. Issue 43's outcome form,
  // its section and the outcome's record took it from 291.3 to 299.6 KB, so its budget grew by 12 KB as the others'
  // did, for a patch release of the SDK and no more. Issue 52 C's note to the customer on the first claim brought SES
  // into it (claim-email.ts: the one SendEmail, about 49 KB of client; SES v2's is larger): 348.7 KB measured with
  // bench/lambda-bundles.ts's esbuild settings, so 360 KB, room again for a patch release and no more.
  // The weekly report function carries DynamoDB and SES, the report and its email, no estimator: 303.2 KB measured.
  // It had grown to 315.3 KB by 32b65c6. When the site config took its defaults from the site's settings table
  // (decision 073), that table (1.5 KB, its rows' descriptions) and the postal address's reader joined the four
  // functions that show the company's details: 317.9 KB, so its budget grew by 12 KB as the others' did.
  it.each([
    ['EtaFunction', 452],
    ['QuoteFunction', 512],
    ['LeadClaimFunction', 360],
    ['WeeklyReportFunction', 328],
  ] as const)('bundles %s into one minified ESM file ≤ %i KB with a source map', (id, maxKb) => {
    const dir = bundleDir(id);
    const code = readFileSync(join(dir, 'index.mjs'), 'utf8');
    const size = statSync(join(dir, 'index.mjs')).size;
    console.log(`${id}: ${(size / 1024).toFixed(1)} KB`);
    expect(size).toBeLessThanOrEqual(maxKb * 1024);
    expect(existsSync(join(dir, 'index.mjs.map'))).toBe(true);
    expect(code.length / code.split('\n').length).toBeGreaterThan(2000); // minified: long lines, not indented source
    // The SDK that runs is bundled (pinned); only credential providers Lambda never uses stay dynamic imports.
    expect(code).not.toMatch(/from\s*"@aws-sdk\//);
    const dynamicSdkImports = [...code.matchAll(/import\("(@aws-sdk\/[^"]+|@smithy\/[^"]+)"\)/g)].map((m) => m[1]);
    for (const name of dynamicSdkImports) expect(name).toMatch(/credential-provider/);
  });
});

// A busy machine makes these slower, never different (decision 023): they run side by side, each with a hung service
// of its own, so the file waits out the client timeouts under test once rather than one after another.
describe.concurrent('the deployed bundles with a hung AWS service', () => {
  const lambdaTimeoutMs = apiFunctionTimeoutSeconds * 1000;
  const senderTimeoutMs = senderFunctionTimeoutSeconds * 1000;
  const api = { timeoutMs: lambdaTimeoutMs, killAfterMs: 30_000 };
  /** A hung service for this test alone, closed when it ends. */
  const hungFor = async ({ onTestFinished }: { onTestFinished: (fn: () => Promise<void>) => void }) => {
    const hung = await startHungService();
    onTestFinished(() => hung.close());
    return hung;
  };

  it('run with the timeouts the client limits were computed for', ({ expect }) => {
    const timeouts = Object.entries(
      read(siteTemplate).Resources as Record<string, { Type: string; Properties: { Timeout?: number } }>,
    )
      .filter(([id, r]) => r.Type === 'AWS::Lambda::Function' && /^(Eta|Quote|QuoteSender|LeadClaim)Function/.test(id))
      .map(([id, r]) => [id.replace(/Function.*/, ''), r.Properties.Timeout]);
    expect(Object.fromEntries(timeouts)).toEqual({
      Eta: apiFunctionTimeoutSeconds,
      Quote: apiFunctionTimeoutSeconds,
      LeadClaim: apiFunctionTimeoutSeconds,
      QuoteSender: senderFunctionTimeoutSeconds,
    });
  });

  it('QuoteFunction answers its plain 502 within the Lambda timeout (hung DynamoDB)', async (context) => {
    const { expect } = context;
    const hung = await hungFor(context);
    const run = await runHandlerInChild<HttpResult>(
      join(bundleDir('QuoteFunction'), 'index.mjs'),
      hungEnv.quote(hung.endpoint),
      await hungEvents.quote(),
      api,
    );
    console.log(`bundled QuoteFunction, hung DynamoDB: ${run.result?.statusCode} after ${run.ms} ms`);
    expect(run.failure).toBeUndefined();
    expect(run.result?.statusCode).toBe(502);
    expect(run.ms).toBeLessThan(lambdaTimeoutMs);
    expect(hung.connections()).toBe(awsCallLimits.maxAttempts);
  });

  describe('EtaFunction', () => {
    it.for([
      ['Amazon Location', 'location'],
      ['the spend counter', 'counter'],
    ] as const)('answers approximate figures within the Lambda timeout (hung %s)', async ([service, key], context) => {
      const { expect, onTestFinished } = context;
      const hung = await hungFor(context);
      const services = await startEtaServices();
      onTestFinished(() => services.close());
      const run = await runHandlerInChild<HttpResult>(
        join(bundleDir('EtaFunction'), 'index.mjs'),
        services.env({ service: key, endpoint: hung.endpoint }),
        hungEvents.eta(),
        api,
      );
      console.log(`bundled EtaFunction, hung ${service}: ${run.result?.statusCode} after ${run.ms} ms`);
      expect(run.failure).toBeUndefined();
      expect(run.result?.statusCode).toBe(200);
      expect(JSON.parse(String(run.result?.body))).toMatchObject({ approximate: true });
      expect(run.ms).toBeLessThan(lambdaTimeoutMs);
      if (key === 'location') expect(hung.connections()).toBe(2 * locationCallLimits.maxAttempts);
      // No paid call went out unmetered.
      else expect(services.location.calls()).toEqual({ geocodes: 0, routes: 0 });
    });
  });

  it.for(['GET', 'POST'] as const)(
    'LeadClaimFunction answers a claim link (%s) with its plain 503 within the Lambda timeout (hung DynamoDB)',
    async (method, context) => {
      const { expect } = context;
      const hung = await hungFor(context);
      const run = await runHandlerInChild<HttpResult>(
        join(bundleDir('LeadClaimFunction'), 'index.mjs'),
        hungEnv.leadClaim(hung.endpoint),
        hungEvents.leadClaim(method),
        api,
      );
      console.log(`bundled LeadClaimFunction, hung DynamoDB (${method}): ${run.result?.statusCode} after ${run.ms} ms`);
      expect(run.failure).toBeUndefined();
      expect(run.result?.statusCode).toBe(503);
      expect(run.ms).toBeLessThan(lambdaTimeoutMs);
      expect(hung.connections()).toBe(awsCallLimits.maxAttempts);
    },
  );

  it.for([
    ['EtaFunction', 'eta'],
    ['QuoteFunction', 'quote'],
    ['LeadClaimFunction', 'leadClaim'],
  ] as const)(
    '%s answers a direct call (without CloudFront’s secret) with its plain 403',
    async ([id, name], context) => {
      const { expect } = context;
      const hung = await hungFor(context);
      const event =
        name === 'eta' ? hungEvents.eta() : name === 'quote' ? await hungEvents.quote() : hungEvents.leadClaim('POST');
      const run = await runHandlerInChild<HttpResult>(
        join(bundleDir(id), 'index.mjs'),
        hungEnv[name](hung.endpoint),
        { ...event, headers: { ...event.headers, [originVerifyHeader]: 'guessed' } },
        api,
      );
      expect(run.failure).toBeUndefined();
      expect(run.result?.statusCode).toBe(403);
      expect(hung.connections()).toBe(0);
    },
  );

  it('the weekly report fails inside its timeout with a hung quote table, having asked SES nothing', async (context) => {
    const { expect } = context;
    const hung = await hungFor(context);
    const timeoutMs = reportTimeout.toMilliseconds();
    const started = performance.now();
    // Both services at the hung endpoint: only the table's attempts may reach it, since the email goes last.
    const run = await runHandlerInChild(
      join(bundleDir('WeeklyReportFunction'), 'index.mjs'),
      { [quoteEnv.dynamoDbEndpoint]: hung.endpoint, [quoteEnv.sesEndpoint]: hung.endpoint },
      {},
      { timeoutMs, killAfterMs: timeoutMs + 10_000 },
    );
    const ms = Math.round(performance.now() - started);
    console.log(`bundled WeeklyReportFunction, hung DynamoDB: failed after ${ms} ms (module loading included)`);
    expect(run.failure).toMatch(/^exit 1 /);
    expect(ms).toBeLessThan(timeoutMs);
    expect(hung.connections()).toBe(awsCallLimits.maxAttempts);
  });

  describe('the quote sender', () => {
    it('leaves its first quote to the sweeper as an unknown outcome and hands the rest back to the stream within its timeout (hung SES)', async (context) => {
      const { expect, onTestFinished } = context;
      const hung = await hungFor(context);
      const quotes = await storeSenderQuotes(10);
      onTestFinished(() => quotes.dynamo.close());
      const run = await runHandlerInChild<DynamoDBBatchResponse>(
        join(bundleDir('QuoteSenderFunction'), 'index.mjs'),
        hungEnv.sender(hung.endpoint, quotes),
        quotes.event,
        { timeoutMs: senderTimeoutMs, killAfterMs: senderTimeoutMs + 10_000 },
      );
      console.log(`bundled QuoteSenderFunction, hung SES: batch item failure after ${run.ms} ms`);
      expect(run.failure).toBeUndefined();
      expect(run.result).toEqual({ batchItemFailures: [{ itemIdentifier: '101' }] });
      expect(run.ms).toBeLessThan(lambdaTimeoutMs);
      expect(hung.connections()).toBe(sesCallLimits.maxAttempts);
      const [first, ...rest] = await Promise.all(quotes.ids.map((quoteId) => getQuote(quotes.table, quoteId)));
      expect(first).toMatchObject({ status: 'pending', attempts: 1, unknownOutcomes: 1 });
      for (const quote of rest) expect(quote).toMatchObject({ status: 'pending', attempts: 0 });
      expect(publishedMetrics(run.stdout)).toEqual({ ses_unknown: 1 });
    });
  });
});

describe('npx cdk synth with cdk.json as it is (the placeholder company details)', () => {
  it('refuses, naming the context values to set', async () => {
    const failed = await refused;
    expect(failed.status).not.toBe(0);
    expect(failed.stderr).toContain('The company details are still the placeholder defaults');
    expect(failed.stderr).toContain('companyNumber, vatNumber, registeredOffice, phone, publicEmail');
    expect(failed.stderr).toContain('-c allowPlaceholderCompany=true');
    // The operator's mistake, not ours: the message alone, no stack trace into infra/lib.
    expect(failed.stderr).not.toMatch(/\bat .*config\.ts:\d+/);
  });
});
