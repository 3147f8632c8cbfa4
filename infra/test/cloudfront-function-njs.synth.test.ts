/**
 * The CloudFront Function exactly as CDK puts it in the template, run by Debian's njs: the engine whose supported
 * subset matches the cloudfront-js-2.0 runtime's documented one (it refuses for-of and destructuring, as CloudFront
 * does), over the same tables of requests the Node tests use: a deployment without a domain (no host redirects)
 * and the full production one, whose canonical host every other name is sent to. njs missing is a failure, not a skip.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { urlRewriteFunctionCode, type ViewerRequestResult } from '../lib/site/url-rewrite';
import {
  caseCanonicalHost,
  eventFor,
  hostCases,
  outcomeOf,
  type UrlCase,
  urlCases,
} from '../lib/site/url-rewrite.cases';
import { type SynthConfigurationName, synthesized } from './synth';

const njs = spawnSync('njs', ['-v'], { encoding: 'utf8' });
const njsMissing =
  njs.error || njs.status !== 0
    ? 'njs is not installed: `apt-get install -y njs` (Debian/Ubuntu; .ci/run installs it) and run the tests again'
    : undefined;

/** Runs `code` under njs with each case's event, returning what `handler` returned for each. */
function runUnderNjs(code: string, cases: UrlCase[]): ViewerRequestResult[] {
  const dir = mkdtempSync(join(tmpdir(), 'njs-'));
  const script = join(dir, 'run.js');
  const output = join(dir, 'results.json');
  const events = cases.map(eventFor);
  // njs's console.log breaks long lines, so the results go through its fs module.
  writeFileSync(
    script,
    `${code}\nvar events = ${JSON.stringify(events)};\nvar results = [];\n` +
      'for (var i = 0; i < events.length; i++) results.push(handler(events[i]));\n' +
      `require('fs').writeFileSync(${JSON.stringify(output)}, JSON.stringify(results));\n`,
  );
  try {
    execFileSync('njs', [script], { stdio: 'pipe' });
    return JSON.parse(readFileSync(output, 'utf8'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The function's code in a synthesized configuration's template. */
function deployedCodeOf(name: SynthConfigurationName): string {
  const functions = Object.values(synthesized(name).site.findResources('AWS::CloudFront::Function'));
  expect(functions).toHaveLength(1);
  return functions[0]?.Properties.FunctionCode;
}

const deployments = [
  { what: 'without a domain (every host served)', synth: 'defaults', cases: urlCases, canonicalHost: undefined },
  {
    what: `with the production domain (${caseCanonicalHost})`,
    synth: 'fullProduction',
    cases: hostCases,
    canonicalHost: caseCanonicalHost,
  },
] as const;

describe.each(deployments)('CloudFront Function under njs, $what', ({ synth, cases, canonicalHost }) => {
  let deployedCode: string;
  let results: ViewerRequestResult[];

  beforeAll(() => {
    deployedCode = deployedCodeOf(synth);
    if (!njsMissing) results = runUnderNjs(deployedCode, cases);
  });

  it('is the code the local server runs (given the same canonical host), for the cloudfront-js-2.0 runtime', () => {
    expect(deployedCode).toBe(urlRewriteFunctionCode({ canonicalHost }));
  });

  it(`runs in njs (${njs.stdout?.trim() || 'missing'})`, () => {
    expect(njsMissing).toBeUndefined();
    expect(results).toHaveLength(cases.length);
  });

  it.each(cases.map((urlCase, index) => [urlCase.name, index] as const))('%s', (_name, index) => {
    expect(njsMissing).toBeUndefined();
    expect(outcomeOf(results[index] as ViewerRequestResult)).toEqual(cases[index]?.expected);
  });
});

describe('njs', () => {
  it('refuses what CloudFront refuses (for-of, destructuring), so a passing run means something', () => {
    expect(njsMissing).toBeUndefined();
    const dir = mkdtempSync(join(tmpdir(), 'njs-'));
    const script = join(dir, 'for-of.js');
    writeFileSync(script, 'var n = 0; for (const { value } of [{ value: 1 }]) n += value; console.log(n);\n');
    const run = spawnSync('njs', [script], { encoding: 'utf8' });
    rmSync(dir, { recursive: true, force: true });
    expect(run.status).not.toBe(0);
    expect(run.stdout + run.stderr).toMatch(/SyntaxError/);
  });
});
