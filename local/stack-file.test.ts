/** The running stack's record (issue 53 F): written, read, told stale, removed only by its own process. */
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  defaultStackFile,
  fileWords,
  forgetStack,
  foundPort,
  lookUpStack,
  type RecordedStack,
  recordStack,
  stackFileEnv,
  stackRecordOf,
} from './stack-file';

const folder = mkdtempSync(join(tmpdir(), 'stack-file-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
let files = 0;
/** A file of the test's own, and the environment that names it. */
const aFile = () => {
  const file = join(folder, `stack-${++files}.json`);
  return { file, env: { [stackFileEnv]: file } };
};

const started: RecordedStack = {
  command: 'npm start',
  pid: 4242,
  siteUrl: 'http://localhost:4100',
  inboxPort: 4101,
  dynamoPort: 4102,
  quoteTableName: 'quotes',
  smokeKey: 'ab'.repeat(32),
};
const running = () => true;
const stopped = () => false;

describe('the local stack file', () => {
  it('is in the repository and ignored by git, and messages name it relative to the repository', () => {
    const ignored = readFileSync(join(import.meta.dirname, '..', '.gitignore'), 'utf8').split('\n');
    expect(ignored).toContain(`/${fileWords(defaultStackFile)}`);
    expect(fileWords(defaultStackFile)).toBe('.local-stack.json');
    expect(fileWords('/tmp/elsewhere.json')).toBe('/tmp/elsewhere.json');
  });

  it('records a started stack by the ports its inbox and store listen on, in this process', () => {
    const stack = {
      inboxUrl: 'http://localhost:4101',
      dynamoEndpoint: 'http://127.0.0.1:4102',
      quoteTableName: 'quotes',
      smokeKey: 'ab'.repeat(32),
    };
    expect(stackRecordOf('npm start', 'http://localhost:4100', stack)).toEqual({ ...started, pid: process.pid });
  });

  it('gives back what npm start recorded while its process runs, readable by its owner only', () => {
    const { file, env } = aFile();
    recordStack(file, started);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(lookUpStack(env, running)).toEqual({
      recorded: started,
      words: `recorded by npm start, pid 4242, in ${file}`,
    });
  });

  it('ignores a record whose process has gone, or that npm start did not write, and says so', () => {
    const { file, env } = aFile();
    expect(lookUpStack(env, running)).toEqual({ words: `no npm start has recorded its ports in ${file}` });
    recordStack(file, started);
    expect(lookUpStack(env, stopped)).toEqual({
      words: `${file} names npm start, pid 4242, which is no longer running`,
    });
    writeFileSync(file, '{"pid": "4242"');
    expect(lookUpStack(env, running)).toEqual({ words: `${file} is not a record npm start wrote, so it was ignored` });
    writeFileSync(file, JSON.stringify({ ...started, dynamoPort: 'abc' }));
    expect(lookUpStack(env, running).recorded).toBeUndefined();
  });

  it('is removed by the process that wrote it, not by one whose record was replaced', () => {
    const { file, env } = aFile();
    recordStack(file, started);
    forgetStack(file, 999);
    expect(lookUpStack(env, running).recorded).toEqual(started);
    forgetStack(file, 4242);
    expect(lookUpStack(env, running).recorded).toBeUndefined();
  });

  it('gives each port from its variable, else the record, else the default, saying which', () => {
    const { file, env } = aFile();
    recordStack(file, started);
    const lookup = lookUpStack(env, running);
    expect(foundPort({ ...env, DYNAMO_PORT: ' 5102 ' }, 'dynamoPort', lookup)).toEqual({
      port: 5102,
      from: 'DYNAMO_PORT=5102',
    });
    expect(foundPort(env, 'dynamoPort', lookup)).toEqual({ port: 4102, from: lookup.words });
    expect(foundPort(env, 'inboxPort', lookup)).toEqual({ port: 4101, from: lookup.words });
    expect(foundPort({ ...env, INBOX_PORT: '' }, 'inboxPort', lookUpStack(env, stopped))).toEqual({
      port: 8005,
      from: `the default port: INBOX_PORT is not set and ${file} names npm start, pid 4242, which is no longer running`,
    });
    expect(() => foundPort({ ...env, DYNAMO_PORT: 'abc' }, 'dynamoPort', lookup)).toThrow(
      'DYNAMO_PORT=abc is not a port number (0 to 65535).',
    );
  });
});
