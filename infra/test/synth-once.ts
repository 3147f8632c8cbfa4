/**
 * One synthesis of each configuration per test run, shared by every worker: the first file to ask for a configuration
 * makes it while holding its lock file, a file asking meanwhile (in another worker) waits for the result file, and
 * every later one reads it. Synchronous, because `synthesized(name)` is called at a file's top level.
 */
import { closeSync, existsSync, openSync, readFileSync, renameSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/** What the result file holds: the value made, or why it could not be made (every file asking then fails alike). */
type Outcome<T> = { value: T } | { error: string };

const pause = new Int32Array(new SharedArrayBuffer(4));
/** Blocks this thread for `ms` (a file waiting for its configuration has nothing else to do). */
const sleep = (ms: number) => {
  Atomics.wait(pause, 0, 0, ms);
};

/** Whether the process that wrote its id into the lock file still runs (an empty file: it has only just made it). */
function holderRuns(lock: string): boolean {
  let pid: number;
  try {
    pid = Number(readFileSync(lock, 'utf8'));
  } catch {
    return false;
  }
  if (!pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the lock file if nobody holds it: true when this process now does. */
function takeLock(lock: string): boolean {
  let fd: number;
  try {
    fd = openSync(lock, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  writeSync(fd, String(process.pid));
  closeSync(fd);
  return true;
}

function unwrap<T>(outcome: Outcome<T>): T {
  if ('error' in outcome) throw new Error(outcome.error);
  return outcome.value;
}

export interface MadeOnceOptions {
  /** How a waiting caller passes the time until it looks again (tests drive it). */
  wait?: (ms: number) => void;
}

/**
 * `make()`'s value for `key`, made at most once among every process sharing `dir`, JSON-serializable. A holder that
 * died before writing its result leaves its lock to the next caller, which makes it instead.
 */
export function madeOnce<T>(dir: string, key: string, make: () => T, { wait = sleep }: MadeOnceOptions = {}): T {
  const result = join(dir, `${key}.json`);
  const lock = join(dir, `${key}.lock`);
  for (;;) {
    if (existsSync(result)) return unwrap<T>(JSON.parse(readFileSync(result, 'utf8')));
    if (takeLock(lock)) {
      let outcome: Outcome<T>;
      try {
        outcome = { value: make() };
      } catch (error) {
        outcome = {
          error: `Making "${key}" failed:\n${error instanceof Error ? (error.stack ?? error.message) : error}`,
        };
      }
      // Whole or not at all: a waiting caller reads it as soon as the name exists. The lock stays: the result is there.
      writeFileSync(`${result}.partial`, JSON.stringify(outcome));
      renameSync(`${result}.partial`, result);
      return unwrap(outcome);
    }
    if (holderRuns(lock)) wait(50);
    else rmSync(lock, { force: true });
  }
}
