/**
 * `npx cdk synth` through the CLI and cdk.json, offline, with no AWS credentials in the environment: the real
 * app with the real Lambda handlers, bundled as they will be deployed.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiFunctionTimeoutSeconds, awsCallLimits } from '@courier/lambdas/aws/client-config';
import {
  type HungService,
  hungEnv,
  hungEvents,
  runHandlerInChild,
  startHungService,
} from '@courier/lambdas/aws/hung-service.fixtures';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { repoRoot, stageDefaults } from '../lib/config';
import { fixtureSiteDir } from './synth';

// The site `npm test` has just built. The CLI synth must not rebuild frontend/dist while the browser tests serve it,
// so it deploys that build (siteDir); a plain `npx cdk synth` builds the frontend itself.
const builtSite = join(repoRoot, 'frontend/dist');
const siteDir = existsSync(join(builtSite, 'index.html')) ? builtSite : fixtureSiteDir;
const outdir = mkdtempSync(join(tmpdir(), 'cdk-synth-'));
// cdk.json's stage is staging.
const siteTemplate = `${stageDefaults.staging.stackName}.template.json`;
const read = (file: string) => JSON.parse(readFileSync(join(outdir, file), 'utf8'));

let cliEnv: NodeJS.ProcessEnv;

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

beforeAll(() => {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^(AWS_|CDK_)/.test(name) || name === 'AWS_CA_BUNDLE'),
  );
  cliEnv = { ...env, AWS_SHARED_CREDENTIALS_FILE: '/dev/null', AWS_CONFIG_FILE: '/dev/null' };
  const context = ['--context', `siteDir=${siteDir}`, '--context', 'allowPlaceholderCompany=true'];
  execFileSync('npx', ['cdk', 'synth', '--quiet', '--output', outdir, ...context], {
    cwd: repoRoot,
    env: cliEnv,
    stdio: 'pipe',
  });
});

describe('npx cdk synth', () => {
  it('synthesizes the stack with no cdk-nag findings left', () => {
    expect(Object.keys(read(siteTemplate).Resources).length).toBeGreaterThan(30);
    expect(read('validation-report.json').pluginReports).toEqual([]);
  });

  it.each(['EtaFunction', 'QuoteFunction'])(
    'bundles %s into one minified ESM file ≤ 300 KB with a source map',
    (id) => {
      const dir = bundleDir(id);
      const code = readFileSync(join(dir, 'index.mjs'), 'utf8');
      const size = statSync(join(dir, 'index.mjs')).size;
      console.log(`${id}: ${(size / 1024).toFixed(1)} KB`);
      expect(size).toBeLessThanOrEqual(300 * 1024);
      expect(existsSync(join(dir, 'index.mjs.map'))).toBe(true);
      expect(code.length / code.split('\n').length).toBeGreaterThan(2000); // minified: long lines, not indented source
      // The SDK that runs is bundled (pinned); only credential providers Lambda never uses stay dynamic imports.
      expect(code).not.toMatch(/from\s*"@aws-sdk\//);
      const dynamicSdkImports = [...code.matchAll(/import\("(@aws-sdk\/[^"]+|@smithy\/[^"]+)"\)/g)].map((m) => m[1]);
      for (const name of dynamicSdkImports) expect(name).toMatch(/credential-provider/);
    },
  );
});

describe('the deployed bundles with a hung AWS service', () => {
  const lambdaTimeoutMs = apiFunctionTimeoutSeconds * 1000;
  let hung: HungService;
  beforeEach(async () => {
    hung = await startHungService();
  });
  afterEach(() => hung.close());

  it('run with the timeout the client limits were computed for', () => {
    const timeouts = Object.values(
      read(siteTemplate).Resources as Record<string, { Type: string; Properties: { Timeout?: number } }>,
    )
      .filter((r) => r.Type === 'AWS::Lambda::Function' && r.Properties.Timeout === apiFunctionTimeoutSeconds)
      .map((r) => r.Properties.Timeout);
    // The ETA and quote functions, and the quote sender (same clients, same limits).
    expect(timeouts).toHaveLength(3);
  });

  it.each([
    ['EtaFunction', 'eta', 'Amazon Location', 2 * awsCallLimits.maxAttempts],
    ['QuoteFunction', 'quote', 'DynamoDB', awsCallLimits.maxAttempts],
  ] as const)('%s answers its plain 502 within the Lambda timeout (hung %s)', async (id, name, service, attempts) => {
    const event = name === 'eta' ? hungEvents.eta() : await hungEvents.quote();
    const run = await runHandlerInChild(join(bundleDir(id), 'index.mjs'), hungEnv[name](hung.endpoint), event, 30_000);
    console.log(`bundled ${id}, hung ${service}: ${run.result?.statusCode} after ${run.ms} ms`);
    expect(run.failure).toBeUndefined();
    expect(run.result?.statusCode).toBe(502);
    expect(run.ms).toBeLessThan(lambdaTimeoutMs);
    expect(hung.connections()).toBe(attempts);
  });
});

describe('npx cdk synth with cdk.json as it is (the placeholder company details)', () => {
  it('refuses, naming the context values to set', () => {
    const failed = spawnSync('npx', ['cdk', 'synth', '--quiet', '--context', `siteDir=${siteDir}`], {
      cwd: repoRoot,
      env: cliEnv,
      encoding: 'utf8',
    });
    expect(failed.status).not.toBe(0);
    expect(failed.stderr).toContain('The company details are still the placeholder defaults');
    expect(failed.stderr).toContain('companyNumber, vatNumber, registeredOffice, phone, publicEmail');
    expect(failed.stderr).toContain('-c allowPlaceholderCompany=true');
  });
});
