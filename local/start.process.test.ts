/**
 * `npm start` (local/start.ts) cannot be crashed by a URL, and when one of its in-process parts does crash, it
 * says why and exits non-zero rather than serving a stack without its store (issue 29 F).
 */
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { afterEach, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const tsx = join(root, 'node_modules', '.bin', 'tsx');
/** TypeScript's loading alone takes ~20 s on busy cores. */
const startWithinMs = 90_000;

const running: ChildProcessWithoutNullStreams[] = [];
afterEach(async () => {
  for (const child of running.splice(0)) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    child.kill('SIGTERM');
    await once(child, 'exit');
  }
});

/** Runs a TypeScript program under tsx, collecting what it prints. */
function run(args: string[], env: Record<string, string> = {}) {
  const child = spawn(tsx, args, { cwd: root, env: { ...process.env, ...env } });
  running.push(child);
  const output = { text: '' };
  child.stdout.on('data', (chunk) => {
    output.text += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output.text += chunk;
  });
  return { child, output };
}

describe('npm start and a URL naming Object.prototype', () => {
  it(
    'GET /?__proto__=x and ?constructor twice, then /FAQ/ still 301s to /FAQ and the quote store still answers',
    async () => {
      // Port 0: the OS picks free ports; start.ts prints the ones it got.
      const { child, output } = run(['local/start.ts'], { PORT: '0', INBOX_PORT: '0', DYNAMO_PORT: '0' });
      const started = new Promise<void>((resolve, reject) => {
        child.stdout.on('data', () => {
          if (output.text.includes('Quote store:')) resolve();
        });
        child.once('exit', () => reject(new Error(`npm start exited:\n${output.text}`)));
      });
      await started;
      const siteUrl = /Site and API:\s+(\S+)/.exec(output.text)?.[1] as string;
      const storeUrl = /Quote store:\s+(\S+)/.exec(output.text)?.[1] as string;

      for (const query of ['__proto__=x', 'constructor=1&constructor=2', '__proto__[multiValue]=1']) {
        expect((await fetch(`${siteUrl}/faq?${query}`, { redirect: 'manual' })).status).toBe(301);
      }
      const faq = await fetch(`${siteUrl}/FAQ/`, { redirect: 'manual' });
      expect(faq.status).toBe(301);
      expect(faq.headers.get('location')).toBe('/FAQ');

      const store = new DynamoDBClient({
        endpoint: storeUrl,
        region: 'eu-west-2',
        credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
        maxAttempts: 1,
      });
      try {
        const tables = await store.send(new ListTablesCommand({}));
        expect(tables.TableNames).toContain('quotes');
      } finally {
        store.destroy();
      }
      expect(child.exitCode).toBeNull();
      expect(output.text).not.toMatch(/TypeError|crashed/);
    },
    startWithinMs + 30_000,
  );
});

describe('a crash of an in-process part', () => {
  it.each([
    [
      'an uncaught exception',
      'setTimeout(() => { throw new TypeError("validateFns[validation] is not a function"); }, 1);',
    ],
    ['an unhandled rejection', 'Promise.reject(new TypeError("validateFns[validation] is not a function"));'],
  ])(
    'prints why and where, and exits with status 1: %s',
    async (_, crash) => {
      const program = `import { stopOnCrash } from './local/stop-on-crash.ts'; stopOnCrash('npm start'); setInterval(() => {}, 1000); ${crash}`;
      const { child, output } = run(['--eval', program]);
      const [code] = await once(child, 'exit');
      expect(code).toBe(1);
      expect(output.text).toContain('npm start: stopped, because a part of the local stack crashed:');
      expect(output.text).toMatch(/TypeError: validateFns\[validation\] is not a function\n\s+at /);
    },
    startWithinMs,
  );
});
