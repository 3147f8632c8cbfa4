/**
 * Where a running local stack is (issue 53 F): `npm start` and `npm run dev` record the ports they listen on (those
 * they were given, or those the OS picked for a 0), the quote table's name and the smoke key in a file the project
 * ignores, `.local-stack.json` at the repository's root, and remove it when they stop. The commands that reach the
 * stack (`npm run quotes`, its `report --email`, `npm run smoke`) read it where no variable says otherwise, so a stack
 * started on other ports is found, and when nothing answers they say where they looked (docs/decisions/054).
 */
import { randomUUID } from 'node:crypto';
import { readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { type PortName, portFromEnv, portVariables } from './ports';

/** The variable that moves the file: the process tests' own, so they never touch a person's running stack's. */
export const stackFileEnv = 'LOCAL_STACK_FILE';

/**
 * For a test that starts `npm start` or `npm run dev`: the variable naming a file of its own (in the system's temporary
 * folder, which the stack removes when it stops), so it never replaces the record of a stack a person is using.
 */
export const testStackFileEnv = () => ({ [stackFileEnv]: join(tmpdir(), `local-stack-${randomUUID()}.json`) });

const repoRoot = join(import.meta.dirname, '..');
/** The file, unless `LOCAL_STACK_FILE` names another (.gitignore lists it). */
export const defaultStackFile = join(repoRoot, '.local-stack.json');

/** What a running stack records: who started it, and where each of its parts listens. */
export interface RecordedStack {
  /** `npm start` or `npm run dev`. */
  command: string;
  /** The process serving it: a record whose process has gone is ignored. */
  pid: number;
  /** The site and API (npm run dev: Vite's server, which proxies the API). */
  siteUrl: string;
  inboxPort: number;
  dynamoPort: number;
  quoteTableName: string;
  /** The smoke test's key for this run (decision 035): the file is written for its owner only. */
  smokeKey: string;
}

/** Where a started stack listens, as `startLocalStack` says it. */
interface StartedStack {
  inboxUrl: string;
  dynamoEndpoint: string;
  quoteTableName: string;
  smokeKey: string;
}

/** What this process records of `stack`, which `command` started with its site (or Vite's) at `siteUrl`. */
export function stackRecordOf(command: string, siteUrl: string, stack: StartedStack): RecordedStack {
  return {
    command,
    pid: process.pid,
    siteUrl,
    inboxPort: Number(new URL(stack.inboxUrl).port),
    dynamoPort: Number(new URL(stack.dynamoEndpoint).port),
    quoteTableName: stack.quoteTableName,
    smokeKey: stack.smokeKey,
  };
}

/** The file the commands read and `npm start` writes, from `env`. */
export const stackFileOf = (env: Record<string, string | undefined>) => env[stackFileEnv]?.trim() || defaultStackFile;

/** The file as messages name it: relative to the repository when it is in it. */
export function fileWords(file: string): string {
  const inRepo = relative(repoRoot, file);
  return inRepo && !inRepo.startsWith('..') ? inRepo : file;
}

/** Records a started stack, replacing any earlier record whole (written aside, then renamed over it). */
export function recordStack(file: string, stack: RecordedStack): void {
  const aside = `${file}.${process.pid}.tmp`;
  writeFileSync(aside, `${JSON.stringify(stack, null, 2)}\n`, { mode: 0o600 });
  renameSync(aside, file);
}

/** Removes the record when it is still this process's (a later `npm start` may have replaced it). */
export function forgetStack(file: string, pid = process.pid): void {
  const read = readRecord(file);
  if ('recorded' in read && read.recorded.pid === pid) {
    try {
      unlinkSync(file);
    } catch {
      // Already gone.
    }
  }
}

/** Whether a process is alive: signal 0 checks without sending (EPERM: alive, another user's). */
export function processIsRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const isPort = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;
const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

function readRecord(file: string): { recorded: RecordedStack } | { missing: true } | { unreadable: true } {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return { missing: true };
  }
  try {
    const value = JSON.parse(text) as Partial<RecordedStack>;
    const { command, pid, siteUrl, inboxPort, dynamoPort, quoteTableName, smokeKey } = value;
    if (isText(command) && isPort(pid) && isText(siteUrl) && isPort(inboxPort) && isPort(dynamoPort)) {
      if (isText(quoteTableName) && isText(smokeKey)) {
        return { recorded: { command, pid, siteUrl, inboxPort, dynamoPort, quoteTableName, smokeKey } };
      }
    }
  } catch {}
  return { unreadable: true };
}

/** The running stack a command reaches, if one is recorded, and in words what was found where. */
export interface StackLookup {
  /** The record of a stack whose process is running. */
  recorded?: RecordedStack;
  /** Where the record came from ("recorded by npm start, pid 4242, in .local-stack.json"), or why none is used. */
  words: string;
}

/** Reads the record in `env`'s file: a running stack's, or why there is none, in words. */
export function lookUpStack(
  env: Record<string, string | undefined>,
  isRunning: (pid: number) => boolean = processIsRunning,
): StackLookup {
  const file = stackFileOf(env);
  const name = fileWords(file);
  const read = readRecord(file);
  if ('missing' in read) return { words: `no npm start has recorded its ports in ${name}` };
  if ('unreadable' in read) return { words: `${name} is not a record npm start wrote, so it was ignored` };
  const { recorded } = read;
  if (!isRunning(recorded.pid)) {
    return { words: `${name} names ${recorded.command}, pid ${recorded.pid}, which is no longer running` };
  }
  return { recorded, words: `recorded by ${recorded.command}, pid ${recorded.pid}, in ${name}` };
}

/** The port a command reaches one part of the stack on, and where it came from, in words. */
export interface FoundPort {
  port: number;
  from: string;
}

/**
 * The port of `name` ('inboxPort' or 'dynamoPort'): its variable when set (a PortVariableError when it is not a port
 * number), else the running stack's record, else the default.
 */
export function foundPort(
  env: Record<string, string | undefined>,
  name: 'inboxPort' | 'dynamoPort',
  lookup: StackLookup,
): FoundPort {
  const { variable } = portVariables[name satisfies PortName];
  const set = env[variable]?.trim();
  const port = portFromEnv(env, name);
  if (set) return { port, from: `${variable}=${set}` };
  if (lookup.recorded) return { port: lookup.recorded[name], from: lookup.words };
  return { port, from: `the default port: ${variable} is not set and ${lookup.words}` };
}
