/**
 * `npm run smoke` as CI runs it: against the local stack `npm start` runs (it must pass, and its test quote reach
 * the inbox marked [TEST]), and against a plain static server of frontend/dist with no API and no headers (it must
 * fail, naming what is missing). In the release tier (decision 070): the command a deploy ends with.
 */
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, normalize } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { defaultSiteDir } from '../local/local-stack';
import { testStackFileEnv } from '../local/stack-file';
import { inboxUrl, siteUrl } from './browser';
import { inboxEmails } from './inbox';

const repoRoot = join(import.meta.dirname, '..');

/**
 * `npm run smoke` with `args`, and SMOKE_KEY as given (never the one of the shell running the tests), and no recorded
 * local stack (never that of a person's `npm start`).
 */
function smoke(args: string[], smokeKey?: string): Promise<{ code: number; stdout: string; stderr: string }> {
  const env = { ...process.env, SMOKE_KEY: smokeKey ?? '', ...testStackFileEnv() };
  return new Promise((resolve) => {
    execFile(
      join(repoRoot, 'node_modules/.bin/tsx'),
      ['scripts/smoke/cli.ts', ...args],
      { cwd: repoRoot, env },
      (error, stdout, stderr) => {
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
      },
    );
  });
}

describe('against the local stack npm start runs', () => {
  it('passes every check, and its test quote, marked with the key npm start prints, reaches staff marked [TEST]', async () => {
    const { code, stdout } = await smoke([siteUrl(), '--with-quote'], inject('smokeKey'));
    expect(stdout).toContain('All 9 checks passed.');
    expect(code).toBe(0);
    const reference = /stored as (Q-\w+)/.exec(stdout)?.[1];
    await expect
      .poll(async () => {
        const emails = await inboxEmails(inboxUrl());
        return emails.map((e) => e.subject).find((s) => s.endsWith(`[${reference}]`));
      })
      .toMatch(/^\[TEST\] Quote request: /);
  });

  it('with a key that is not the stack’s, the test quote is refused and the run fails (issue 42 B)', async () => {
    const { code, stdout } = await smoke([siteUrl(), '--with-quote'], 'ab'.repeat(32));
    expect(stdout).toContain(
      "FAIL  test-quote   the test quote answered 400: test_quote: Only the operator's smoke test (npm run smoke) may mark a quote as a test.",
    );
    expect(stdout).toContain('1 of 9 checks failed: test-quote.');
    expect(code).toBe(1);
  });
});

describe('against a plain static server of the built site', () => {
  let server: Server;
  let url: string;
  beforeAll(async () => {
    // Files as they are: no security headers, no rewrites, no API, a bare 404.
    server = createServer(async (req, res) => {
      const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
      const file = normalize(join(defaultSiteDir, path.endsWith('/') ? `${path}index.html` : path));
      const body = file.startsWith(defaultSiteDir) ? await readFile(file).catch(() => undefined) : undefined;
      if (body) res.writeHead(200).end(body);
      else res.writeHead(404).end('Not Found');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('fails, naming the headers, pages, redirect, cache policy and API that are missing', async () => {
    const { code, stdout } = await smoke([url]);
    expect(code).toBe(1);
    const failed = stdout.split('\n').filter((line) => line.startsWith('FAIL'));
    expect(failed.map((line) => line.split(/\s+/)[1])).toEqual([
      'pages',
      'not-found',
      'faq-redirect',
      'assets',
      'eta',
      'send-form',
    ]);
    expect(stdout).toContain('/: no content-security-policy; no x-content-type-options; no x-frame-options');
    expect(stdout).toContain('/FAQ answered 404');
    expect(stdout).toContain('/api/eta (LE1 1AA → M1 1AE) answered 404');
    expect(stdout).toContain('6 of 8 checks failed: pages, not-found, faq-redirect, assets, eta, send-form.');
  });
});

describe('bad arguments', () => {
  it('get a plain message and exit code 2, no stack trace', async () => {
    const { code, stderr } = await smoke(['not-a-url']);
    expect(code).toBe(2);
    expect(stderr.trim()).toBe(
      'The site URL must be an http(s) URL, got "not-a-url".\n' +
        'Usage: npm run smoke -- [<site URL>] [--api-origin <execute-api URL>] [--with-quote] [--stack <name> [--region <region>]]\n' +
        'Without a site URL: the local stack npm start is running, on whatever ports it chose.',
    );
  });

  it('--with-quote with no key to mark its quote with says where to get one, sending nothing', async () => {
    const { code, stdout, stderr } = await smoke([siteUrl(), '--with-quote']);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toMatch(
      /^--with-quote marks its quote as a test with the stack's key: add --stack <name> .*SMOKE_KEY=/,
    );
  });

  it('a SMOKE_KEY that is not 64 hex digits is named, not used', async () => {
    const { code, stderr } = await smoke([siteUrl(), '--with-quote'], 'Yes');
    expect(code).toBe(2);
    expect(stderr.trim()).toBe('SMOKE_KEY must be the 64 hex digits npm start prints, got 3 characters.');
  });
});
