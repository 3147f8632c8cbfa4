/**
 * `npm start` (local/start.ts) cannot be crashed by a URL, and when one of its in-process parts does crash, it
 * says why and exits non-zero rather than serving a stack without its store (issue 29 F). It records the ports it
 * chose, where `npm run quotes` finds them (issue 53 F).
 */
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { type RecordedStack, stackFileEnv } from './stack-file';

const root = join(import.meta.dirname, '..');
const tsx = join(root, 'node_modules', '.bin', 'tsx');
/** TypeScript's loading alone takes ~20 s on busy cores. */
const startWithinMs = 90_000;

/** Each run records its ports in a file of this test's, never in the one a person's `npm start` keeps. */
const folder = mkdtempSync(join(tmpdir(), 'npm-start-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
const stackFile = join(folder, 'local-stack.json');

const running: ChildProcessWithoutNullStreams[] = [];
afterEach(async () => {
  for (const child of running.splice(0)) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    child.kill('SIGTERM');
    await once(child, 'exit');
  }
});

/** The variables a person may have set that would name the stack's ports or table: none of this test's runs has them. */
const stackVariables = ['PORT', 'INBOX_PORT', 'DYNAMO_PORT', 'QUOTE_TABLE_NAME', 'SMOKE_KEY'];
const baseEnv = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => !stackVariables.includes(name)),
) as Record<string, string>;

/** Runs a TypeScript program under tsx, collecting what it prints. */
function run(args: string[], env: Record<string, string> = {}) {
  const child = spawn(tsx, args, { cwd: root, env: { ...baseEnv, [stackFileEnv]: stackFile, ...env } });
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
      const { child, output } = await startOnFreePorts();
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

describe('npm start records the ports it chose (issue 53 F)', () => {
  it(
    'npm run quotes and report --email find a stack on other ports with no variable set; the record goes when it stops',
    async () => {
      const { child, output } = await startOnFreePorts();
      const recorded = JSON.parse(readFileSync(stackFile, 'utf8')) as RecordedStack;
      expect(recorded).toMatchObject({
        command: 'npm start',
        // The process serving the stack: tsx runs it as its child.
        pid: expect.any(Number),
        siteUrl: /Site and API:\s+(\S+)/.exec(output.text)?.[1],
        quoteTableName: 'quotes',
      });
      expect(`http://127.0.0.1:${recorded.dynamoPort}`).toBe(/Quote store:\s+(\S+)/.exec(output.text)?.[1]);

      const where = `recorded by npm start, pid ${recorded.pid}, in ${stackFile}`;
      const listed = await finished(run(['scripts/quotes.ts']));
      expect(listed).toMatchObject({
        code: 0,
        text: expect.stringMatching(/^No quotes since [\d-]+ [\d:]+: none waiting\.\n$/),
      });
      const mailed = await finished(run(['scripts/quotes.ts', 'report', '--email']));
      expect(mailed).toMatchObject({
        code: 0,
        text: expect.stringContaining(`to the local inbox at http://127.0.0.1:${recorded.inboxPort} (${where}).`),
      });

      child.kill('SIGTERM');
      await once(child, 'exit');
      expect(existsSync(stackFile)).toBe(false);
    },
    startWithinMs * 2,
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

/** Starts `npm start` on ports the OS picks (0), once it has printed them. */
async function startOnFreePorts() {
  const started = run(['local/start.ts'], { PORT: '0', INBOX_PORT: '0', DYNAMO_PORT: '0' });
  const { child, output } = started;
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', () => {
      if (output.text.includes('Quote store:')) resolve();
    });
    child.once('exit', () => reject(new Error(`npm start exited:\n${output.text}`)));
  });
  return started;
}

/** A run's exit code and everything it printed, once it has ended. */
async function finished({ child, output }: ReturnType<typeof run>) {
  const [code] = await once(child, 'exit');
  return { code, text: output.text };
}
