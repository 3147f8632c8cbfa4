/**
 * `npm start` (local/start.ts, after its build step) on a port another process holds: it names the variable to
 * set instead of printing an EADDRINUSE stack trace, and exits, leaving nothing listening. A port variable that is
 * not a number stops `npm start` before its build and `npm run dev` before anything starts, in one line; and
 * `npm run dev` puts the quote store on $DYNAMO_PORT, where `npm run quotes` looks (issue 34). In the release tier
 * (decision 070): a minute of a worker, nine starts of the commands, for what only a change to them moves.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { connect, createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { testStackFileEnv } from '../local/stack-file';
import { runQuotes } from '../scripts/quotes/run';

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

/**
 * Whether something accepts a new connection on the port. A fresh TCP connection each time: a fetch would reuse the
 * keep-alive connection of the last one, which holds a closing server open (Node's close waits for its connections).
 */
const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

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
const start = (env: Record<string, string>) => run(tsx, ['local/start.ts'], env);

/** Runs a command in the repository with these variables until it exits (or `exitWithinMs` pass). */
async function run(command: string, args: string[], env: Record<string, string>) {
  // Not Vitest's NODE_ENV=test: a build that did run (the bug `npm start`'s test looks for) would otherwise leave a
  // development build of the site in frontend/dist for every browser test after it.
  const { NODE_ENV: _, ...inherited } = process.env;
  const child = spawn(command, args, { cwd: root, env: { ...inherited, ...testStackFileEnv(), ...env } });
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

// Each stops before it listens on anything, so they run side by side.
describe.concurrent('a port variable that is not a port number (issue 34)', () => {
  it(
    'stops npm start before its build, naming the variable',
    async ({ expect }) => {
      const { code, output } = await run('npm', ['start'], { PORT: 'abc' });
      expect(code).toBe(1);
      expect(output).toContain('npm start: PORT=abc is not a port number (0 to 65535).');
      // The build never ran: nothing from vite or the prerender (npm only echoes the script's command line).
      expect(output).not.toMatch(/vite v\d|building|prerendered \d+ pages/i);
      expect(output).not.toMatch(/^> build$/m);
      expect(output).not.toMatch(/\n\s+at /);
    },
    exitWithinMs + 10_000,
  );

  it.for([
    ['PORT', 'abc'],
    ['DYNAMO_PORT', '70000'],
  ] as const)(
    'stops npm run dev with one plain line when %s=%s',
    { timeout: exitWithinMs + 10_000 },
    async ([variable, value], { expect }) => {
      const [port] = (await freePorts(1)) as [number];
      const { code, output } = await run(tsx, ['local/dev.ts'], {
        PORT: String(port),
        API_PORT: '0',
        INBOX_PORT: '0',
        DYNAMO_PORT: '0',
        [variable]: value,
      });
      expect(code).toBe(1);
      expect(output).toBe(`npm run dev: ${variable}=${value} is not a port number (0 to 65535).\n`);
    },
  );
});

describe('npm run dev (issue 34)', () => {
  it(
    'names PORT to set, in one plain line, when Vite could not listen on it',
    async () => {
      const [port] = (await freePorts(1)) as [number];
      held.push(await listenOn(port));
      const { code, output } = await run(tsx, ['local/dev.ts'], {
        PORT: String(port),
        API_PORT: '0',
        INBOX_PORT: '0',
        DYNAMO_PORT: '0',
      });
      expect(code).toBe(1);
      expect(output).toBe(`npm run dev: port ${port} (PORT) is already in use; set PORT to a free port.\n`);
    },
    exitWithinMs + 10_000,
  );

  it(
    'puts the quote store on DYNAMO_PORT, prints its URL, and npm run quotes finds it there',
    async () => {
      const [port, dynamoPort] = (await freePorts(2)) as [number, number];
      const child = spawn(tsx, ['local/dev.ts'], {
        cwd: root,
        env: {
          ...process.env,
          ...testStackFileEnv(),
          PORT: String(port),
          API_PORT: '0',
          INBOX_PORT: '0',
          DYNAMO_PORT: String(dynamoPort),
        },
      });
      let output = '';
      child.stdout.on('data', (chunk) => {
        output += chunk;
      });
      child.stderr.on('data', (chunk) => {
        output += chunk;
      });
      const exited = once(child, 'exit');
      try {
        await expect
          .poll(() => output, { timeout: exitWithinMs })
          .toMatch(new RegExp(`Quote store: +http://127\\.0\\.0\\.1:${dynamoPort}`));
        const inboxPort = new URL(/Email inbox: +(\S+)/.exec(output)?.[1] ?? '').port;
        const lines: string[] = [];
        const quotes = await runQuotes(
          [],
          { DYNAMO_PORT: String(dynamoPort), INBOX_PORT: inboxPort },
          {
            out: (line) => lines.push(line),
            err: (line) => lines.push(line),
          },
        );
        expect([quotes, lines.at(-1)]).toEqual([0, expect.stringMatching(/^No quotes since /)]);
        // Stopping it stops Vite too: nothing keeps PORT once it has ended.
        await expect
          .poll(
            () =>
              fetch(`http://127.0.0.1:${port}/`).then(
                (response) => response.status,
                () => 0,
              ),
            {
              timeout: exitWithinMs,
            },
          )
          .toBe(200);
        // `npm run dev` ends once Vite has, or (killed outright by tsx on a busy machine) Vite ends with it.
        child.kill('SIGTERM');
        await exited;
        await expect.poll(() => listening(port)).toBe(false);
      } finally {
        child.kill('SIGTERM');
        await exited;
      }
    },
    exitWithinMs + 10_000,
  );
});
