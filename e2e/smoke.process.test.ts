/**
 * `npm run smoke` as CI runs it: against the local stack `npm start` runs (it must pass, and its test quote reach
 * the inbox marked [TEST]), and against a plain static server of frontend/dist with no API and no headers (it must
 * fail, naming what is missing).
 */
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, normalize } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSiteDir } from '../local/local-stack';
import { inboxUrl, siteUrl } from './browser';
import { inboxEmails } from './inbox';

const repoRoot = join(import.meta.dirname, '..');

function smoke(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      join(repoRoot, 'node_modules/.bin/tsx'),
      ['scripts/smoke/cli.ts', ...args],
      { cwd: repoRoot },
      (error, stdout, stderr) => {
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
      },
    );
  });
}

describe('against the local stack npm start runs', () => {
  it('passes every check, and its test quote reaches staff marked [TEST]', async () => {
    const { code, stdout } = await smoke(siteUrl(), '--with-quote');
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
    const { code, stdout } = await smoke(url);
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
    const { code, stderr } = await smoke('not-a-url');
    expect(code).toBe(2);
    expect(stderr.trim()).toBe(
      'The site URL must be an http(s) URL, got "not-a-url".\n' +
        'Usage: npm run smoke -- <site URL> [--api-origin <execute-api URL>] [--with-quote] [--stack <name> [--region <region>]]',
    );
  });
});
