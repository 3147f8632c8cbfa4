/**
 * `npm start` (local/start.ts, on the built site) as a tool that stays up (issue 42 A): request lines and URLs no
 * browser sends, on every port it listens on, leave it serving the site with its quotes and emails; a client that
 * hangs up mid-body is one line in its terminal; and by default nothing of it answers beyond this machine's loopbacks.
 * The site server's answers one by one are checked in local/site-server.test.ts.
 */
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { once } from 'node:events';
import { networkInterfaces } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accepts, exchange } from '../local/raw-socket';
import { testStackFileEnv } from '../local/stack-file';

const root = join(import.meta.dirname, '..');
const tsx = join(root, 'node_modules', '.bin', 'tsx');

let child: ChildProcessWithoutNullStreams;
let output = '';
let siteUrl: string;
const ports: Record<'site' | 'inbox' | 'store', number> = { site: 0, inbox: 0, store: 0 };

beforeAll(async () => {
  // Port 0: the OS picks free ports; start.ts prints the ones it got. No HOST: the default.
  const { HOST: _, NODE_ENV: __, ...inherited } = process.env;
  child = spawn(tsx, ['local/start.ts'], {
    cwd: root,
    env: { ...inherited, PORT: '0', INBOX_PORT: '0', DYNAMO_PORT: '0', ...testStackFileEnv() },
  });
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', () => {
      if (output.includes('Press Ctrl-C')) resolve();
    });
    child.once('exit', () => reject(new Error(`npm start exited:\n${output}`)));
  });
  const printed = (label: string) => new URL(new RegExp(`${label}:\\s+(\\S+)`).exec(output)?.[1] as string);
  siteUrl = printed('Site and API').origin;
  ports.site = Number(printed('Site and API').port);
  ports.inbox = Number(printed('Email inbox').port);
  ports.store = Number(printed('Quote store').port);
});

afterAll(async () => {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  await once(child, 'exit');
});

/** What a probe sent (issue 42), and more no browser sends. */
const malformedLines = [
  'GET //[ HTTP/1.1',
  'GET http://x:99999/ HTTP/1.1',
  'GET //evil.example/ HTTP/1.1',
  'GET ftp://evil.example/ HTTP/1.1',
  'OPTIONS * HTTP/1.1',
  'GET %zz HTTP/1.1',
  'GET HTTP/1.1',
  'GET / HTTP/9.9',
  'GET /\u0001 HTTP/1.1',
  'GET /api/eta?from=%ZZ&to=%E0%A4%A HTTP/1.1',
  'POST /api/v1.0/email/send-form?%zz=%zz HTTP/1.1',
  'GARBAGE',
  'CONNECT evil.example:443 HTTP/1.1',
];

describe('npm start and requests no browser sends (issue 42 A)', () => {
  it('answers every malformed request line on the site, inbox and store, then still serves the site, its inbox and its store', async () => {
    for (const [name, port] of Object.entries(ports)) {
      for (const line of malformedLines) {
        const answer = await exchange(port, `${line}\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
        // Never a 5xx. The site (and the inbox, with the site's plain answers) refuses them all with a 4xx, a 404 for a
        // path it has no page at: never its home page for another host's URL, nor a redirect to one. The store, on
        // Node's own answers, drops a CONNECT without one.
        const status = Number(answer.split(' ')[1]);
        const expected = {
          site: (s: number) => s >= 400 && s < 500,
          inbox: (s: number) => s >= 200 && s < 500,
          store: (s: number) => (s >= 200 && s < 500) || (Number.isNaN(s) && line.startsWith('CONNECT')),
        }[name as keyof typeof ports];
        expect({ name, line, status, redirect: /^location:/im.test(answer) }).toEqual({
          name,
          line,
          status: expect.toSatisfy(expected),
          redirect: false,
        });
      }
    }
    const home = await fetch(`${siteUrl}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<title>');
    expect((await fetch(`http://127.0.0.1:${ports.inbox}/store`)).status).toBe(200);
    expect(await accepts('127.0.0.1', ports.store)).toBe(true);
    expect(child.exitCode).toBeNull();
    expect(output).not.toMatch(/crashed|TypeError|\n\s+at /);
  });

  it('prints one line for a client that hangs up mid-body, and no stack trace', async () => {
    const before = output.length;
    await exchange(
      ports.site,
      'POST /api/v1.0/email/send-form HTTP/1.1\r\nHost: localhost\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: 1000\r\n\r\n--x\r\n',
      { hangUp: true },
    );
    await expect.poll(() => output.slice(before)).toContain('hung up');
    const printed = output.slice(before);
    expect(printed.split('\n').filter((line) => line.includes('hung up'))).toEqual([
      'POST /api/v1.0/email/send-form: the client hung up after 5 of 1000 bytes of its body.',
    ]);
    expect(printed).not.toMatch(/Error: aborted|\n\s+at /);
    expect(child.exitCode).toBeNull();
  });

  it('listens on 127.0.0.1 and ::1 only: the site and inbox on both, the store on 127.0.0.1, nothing elsewhere', async () => {
    const elsewhere = Object.values(networkInterfaces())
      .flat()
      .filter((info) => info && !info.internal)
      .map((info) => info?.address as string);
    // A machine with no address but its loopbacks could not tell listening everywhere from listening on them.
    expect(elsewhere).not.toEqual([]);
    for (const [name, port] of Object.entries(ports)) {
      const reached = { loopback: await accepts('127.0.0.1', port), ipv6Loopback: await accepts('::1', port) };
      expect([name, reached]).toEqual([name, { loopback: true, ipv6Loopback: name !== 'store' }]);
      for (const address of elsewhere)
        expect([name, address, await accepts(address, port)]).toEqual([name, address, false]);
    }
    expect(output).not.toContain('HOST=');
  });
});
