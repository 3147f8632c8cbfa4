/**
 * `npm start` (local/start.ts, after its build step) on a port another process holds: it names the variable to
 * set instead of printing an EADDRINUSE stack trace, and exits, leaving nothing listening.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const tsx = join(root, 'node_modules', '.bin', 'tsx');

const listenOn = async (port: number) => {
  const server = createServer();
  server.listen(port);
  await once(server, 'listening');
  return server;
};
const portOf = (server: Server) => (server.address() as { port: number }).port;
const closeServer = (server: Server) => new Promise((resolve) => server.close(resolve));

/** Free ports now: taken by the OS, then let go. */
async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(Array.from({ length: count }, () => listenOn(0)));
  const ports = servers.map(portOf);
  await Promise.all(servers.map(closeServer));
  return ports;
}

/** How long `npm start` may take to give up: a few seconds, but TypeScript's loading alone is ~20 s on busy cores. */
const exitWithinMs = 60_000;

/** Runs `npm start`'s server step with these variables until it exits (or `exitWithinMs` pass). */
async function start(env: Record<string, string>) {
  const child = spawn(tsx, ['local/start.ts'], { cwd: root, env: { ...process.env, ...env } });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const timer = setTimeout(() => child.kill('SIGTERM'), exitWithinMs);
  const [code] = await once(child, 'exit');
  clearTimeout(timer);
  return { code, output };
}

const held: Server[] = [];
afterEach(async () => {
  await Promise.all(held.splice(0).map(closeServer));
});

describe('npm start on a port that is taken', () => {
  it.each(['PORT', 'INBOX_PORT', 'DYNAMO_PORT'])(
    'names %s to set, with no stack trace, and exits',
    async (busy) => {
      const [port, inboxPort, dynamoPort] = (await freePorts(3)) as [number, number, number];
      const env = { PORT: String(port), INBOX_PORT: String(inboxPort), DYNAMO_PORT: String(dynamoPort) };
      const taken = Number(env[busy as keyof typeof env]);
      held.push(await listenOn(taken));

      const { code, output } = await start(env);
      expect(code).toBe(1);
      expect(output).toContain(`port ${taken} (${busy}) is already in use`);
      expect(output).toContain(`${busy}=${taken + 10} npm start`);
      expect(output).not.toMatch(/EADDRINUSE|\n\s+at /);
      // Whatever had started before the taken port was let go again.
      for (const other of Object.values(env).map(Number)) {
        if (other !== taken) held.push(await listenOn(other));
      }
    },
    exitWithinMs + 10_000,
  );

  it(
    'refuses a port that is not a number, naming the variable',
    async () => {
      const { code, output } = await start({ PORT: 'abc' });
      expect(code).toBe(1);
      expect(output).toContain('PORT=abc is not a port number (0 to 65535).');
      expect(output).not.toMatch(/\n\s+at /);
    },
    exitWithinMs + 10_000,
  );
});
