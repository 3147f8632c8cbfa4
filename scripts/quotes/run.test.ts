/**
 * `npm run quotes`'s plain answers: `--help`, and a bad command, value or store with exit code 2; and the local stack
 * found where `npm start` recorded it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { quoteEnv } from '@courier/common/api/lambda-env';
import { afterAll, describe, expect, it } from 'vitest';
import { recordStack, stackFileEnv } from '../../local/stack-file';
import { dynamo, env, inbox, quotes, store, table, useLocalStoreAndInbox } from './quotes-fixture';

useLocalStoreAndInbox();

const folder = mkdtempSync(join(tmpdir(), 'quotes-stack-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('npm run quotes', () => {
  it('--help prints the usage and exits 0, touching no store', async () => {
    env.DYNAMO_PORT = '1';
    const help = await quotes('--help');
    expect(help).toMatchObject({ code: 0, err: '' });
    expect(help.out).toMatch(/^Usage: npm run quotes/);
    expect(help.out).toContain('show REF');
  });

  it('answers a bad command with a plain message and exit code 2, naming the store it tried', async () => {
    expect(await quotes('--resend', 'Q-NOPE99')).toMatchObject({
      code: 2,
      err: `No quote with reference Q-NOPE99 in the local quote store at ${dynamo.endpoint} (DYNAMO_PORT=${env.DYNAMO_PORT}).`,
    });
    expect(await quotes('--since', 'last tuesday')).toMatchObject({
      code: 2,
      err: expect.stringMatching(/^--since takes a date/),
    });
    expect(await quotes('--colour')).toMatchObject({
      code: 2,
      err: expect.stringContaining("Unknown option '--colour'"),
    });
    expect(await quotes('--force')).toMatchObject({ code: 2, err: '--force goes with --resend REF or erase REF.' });
    expect(await quotes('show')).toMatchObject({
      code: 2,
      err: 'show needs a quote reference, e.g. npm run quotes -- show Q-7KD2QF',
    });

    for (const [variable, value] of [
      ['DYNAMO_PORT', 'abc'],
      ['INBOX_PORT', '99999'],
    ] as const) {
      const saved = env[variable] as string;
      env[variable] = value;
      expect(await quotes()).toEqual({
        code: 2,
        out: '',
        err: `${variable}=${value} is not a port number (0 to 65535).`,
      });
      env[variable] = saved;
    }

    env.DYNAMO_PORT = '1';
    expect(await quotes()).toMatchObject({
      code: 2,
      err: expect.stringMatching(/^Could not read the local quote store at http:\/\/127\.0\.0\.1:1 /),
    });
  });
});

describe('npm run quotes and the stack npm start recorded (issue 53 F)', () => {
  /** The environment of a person who typed no variable, and the record of a running stack on these ports. */
  function recordedOnly(ports: { dynamoPort: number; inboxPort: number }) {
    const file = join(folder, `${table.tableName}.json`);
    for (const variable of ['DYNAMO_PORT', 'INBOX_PORT', quoteEnv.quoteTableName]) delete env[variable];
    env[stackFileEnv] = file;
    const stack = { command: 'npm start', pid: process.pid, siteUrl: 'http://localhost:1', ...ports };
    recordStack(file, { ...stack, quoteTableName: table.tableName, smokeKey: 'ab'.repeat(32) });
    return `recorded by npm start, pid ${process.pid}, in ${file}`;
  }
  const port = (endpoint: string) => Number(new URL(endpoint).port);

  it('reads the store, its table and the inbox on the ports and table npm start recorded', async () => {
    const { reference } = await store();
    recordedOnly({ dynamoPort: port(dynamo.endpoint), inboxPort: port(inbox.endpoint) });

    const listed = await quotes();
    expect(listed.code).toBe(1);
    expect(listed.out).toContain(reference);
    expect((await quotes('report', '--email')).out).toMatch(
      new RegExp(
        `to the local inbox at ${inbox.endpoint.replaceAll('.', '\\.')} \\(recorded by npm start, pid \\d+, in `,
      ),
    );
  });

  it('says where it looked when the recorded store does not answer, exit 2', async () => {
    const words = recordedOnly({ dynamoPort: 1, inboxPort: port(inbox.endpoint) });
    expect(await quotes()).toEqual({
      code: 2,
      out: '',
      err:
        `Could not read the local quote store at http://127.0.0.1:1 (${words}): ECONNREFUSED. ` +
        'Is `npm start` running? It records the ports it listens on when it starts.',
    });
  });
});
