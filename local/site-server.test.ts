/**
 * The local site server takes whatever arrives on its port (issue 42 A): a request line or URL it cannot use gets a
 * plain 400 and the server carries on; a body announced over the limit gets 413 before it is read; a client hanging
 * up mid-body is one line in the terminal. `npm start` itself is checked in e2e/npm-start-stays-up.process.test.ts.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readSiteConfig } from '@courier/common/site-config-env';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { listenHosts, listenOn } from './listen';
import { exchange as exchangeWith } from './raw-socket';
import { createSiteServer } from './site-server';

const siteDir = mkdtempSync(join(tmpdir(), 'site-server-'));
let server: Server;
let port: number;
let close: () => Promise<void>;

beforeAll(async () => {
  writeFileSync(join(siteDir, 'index.html'), '<h1>Home</h1>');
  writeFileSync(join(siteDir, '404.html'), '<h1>Not found</h1>');
  server = createSiteServer({
    siteDir,
    site: readSiteConfig({}),
    apiRoutes: {
      'ANY /api/echo': async (event) => ({ statusCode: 200, body: `${event.body?.length ?? 0} bytes` }),
      'GET /api/gone': async () => ({ statusCode: 410, body: '<h1>This quote is no longer stored</h1>' }),
      'GET /api/missing': async () => ({ statusCode: 404, body: '<h1>The API’s own 404 page</h1>' }),
    },
  });
  ({ port, close } = await listenOn(server, 0, listenHosts()));
});

afterAll(async () => {
  await close();
  rmSync(siteDir, { recursive: true, force: true });
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** Writes `text` to the server on a fresh connection (and hangs up, if asked); resolves with the whole answer. */
const exchange = (text: string, options?: { hangUp?: boolean }) => exchangeWith(port, text, options);

const statusLine = (answer: string) => answer.split('\r\n')[0];
/** The body of an HTTP/1.1 answer, its chunks joined when it came in chunks. */
function bodyOf(answer: string): string {
  const headEnd = answer.indexOf('\r\n\r\n');
  let rest = answer.slice(headEnd + 4);
  if (!/^transfer-encoding: chunked$/im.test(answer.slice(0, headEnd))) return rest;
  let body = '';
  for (;;) {
    const sizeEnd = rest.indexOf('\r\n');
    const size = Number.parseInt(rest.slice(0, sizeEnd), 16);
    if (!size) return body;
    body += rest.slice(sizeEnd + 2, sizeEnd + 2 + size);
    rest = rest.slice(sizeEnd + 2 + size + 2);
  }
}

const get = (target: string) => exchange(`GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);

describe('the local site server and requests it cannot use (issue 42 A)', () => {
  it.each([
    ['GET http://x:99999/ HTTP/1.1', 400],
    ['GET ftp://evil.example/ HTTP/1.1', 400],
    ['OPTIONS * HTTP/1.1', 400],
    ['GET %zz HTTP/1.1', 400],
    ['GET HTTP/1.1', 400],
    ['GET / HTTP/9.9', 400],
    ['GET /\u0001 HTTP/1.1', 400],
    ['GARBAGE', 400],
    ['CONNECT evil.example:443 HTTP/1.1', 405],
  ])('%s: %i with a plain body, and the site still loads', async (line, status) => {
    const answer = await exchange(`${line}\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
    expect(statusLine(answer)).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
    expect(answer).toMatch(/^content-type: text\/plain; charset=utf-8$/im);
    expect(bodyOf(answer)).toMatch(/^[\w ]+: [^<\n]+\n$/);
    expect(bodyOf(await get('/'))).toBe('<h1>Home</h1>');
  });

  it.each(['//[', '//evil.example/'])('takes %s as a path on this site, which has no page there', async (path) => {
    const answer = await get(path);
    expect(statusLine(answer)).toBe('HTTP/1.1 404 Not Found');
    // Never another host's page, or a redirect off the site.
    expect(bodyOf(answer)).toBe('<h1>Not found</h1>');
    expect(answer).not.toMatch(/^location:/im);
    expect(bodyOf(await get('/'))).toBe('<h1>Home</h1>');
  });

  it('serves the absolute form a browser sends through a proxy as the page at its path (RFC 9112 3.2.2)', async () => {
    const answer = await get('http://courier.test/');
    expect(statusLine(answer)).toBe('HTTP/1.1 200 OK');
    expect(bodyOf(answer)).toBe('<h1>Home</h1>');
    expect(answer).not.toMatch(/^location:/im);
  });

  it('answers headers too large to read with 431 and a plain body', async () => {
    const answer = await exchange(`GET / HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(statusLine(answer)).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(bodyOf(answer)).toBe('Request Header Fields Too Large: the request could not be read as HTTP.\n');
  });

  it('answers a body announced over the limit with 413 at once, without waiting for it', async () => {
    // 70,000 bytes announced, 2 sent: the answer must come while the rest never does.
    const answer = await exchange(
      'POST /api/echo HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/plain\r\nContent-Length: 70000\r\n\r\nhi',
    );
    expect(statusLine(answer)).toBe('HTTP/1.1 413 Payload Too Large');
    expect(bodyOf(answer)).toBe('Request body too large: at most 65536 bytes.');
    // A body within the limit still reaches the handler.
    const within = await exchange(
      'POST /api/echo HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/plain\r\nContent-Length: 5\r\nConnection: close\r\n\r\nhello',
    );
    expect(bodyOf(within)).toBe('5 bytes');
  });

  it('logs a client that hangs up mid-body as one line, with no stack trace', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await exchange(
      'POST /api/echo HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/plain\r\nContent-Length: 1000\r\n\r\n0123456789',
      {
        hangUp: true,
      },
    );
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    expect(warn.mock.calls).toEqual([['POST /api/echo: the client hung up after 10 of 1000 bytes of its body.']]);
    expect(error).not.toHaveBeenCalled();
  });
});

describe('the API behind the local server, as behind CloudFront (issue 52 F)', () => {
  it('answers any 404, the API’s too, with the site’s not-found page, as the distribution’s error responses do', async () => {
    for (const path of ['/api/missing', '/api/no-such-route', '/no-such-page']) {
      const answer = await get(path);
      expect(statusLine(answer), path).toBe('HTTP/1.1 404 Not Found');
      expect(bodyOf(answer), path).toBe('<h1>Not found</h1>');
    }
  });

  it('passes every other answer of the API through as it is: a lead no longer stored says so itself', async () => {
    const answer = await get('/api/gone');
    expect(statusLine(answer)).toBe('HTTP/1.1 410 Gone');
    expect(bodyOf(answer)).toBe('<h1>This quote is no longer stored</h1>');
  });
});
