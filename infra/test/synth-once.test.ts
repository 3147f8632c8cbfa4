import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { madeOnce } from './synth-once';

const dirs: string[] = [];
const aDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'made-once-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A process id nobody has: above Linux's largest. */
const noProcess = 4_194_305;
const neverWaits = () => {
  throw new Error('waited');
};

describe('madeOnce: one synthesis of a configuration per run, whichever worker asks', () => {
  it('makes a value the first time its key is asked for, and reads it back every later time', () => {
    const dir = aDir();
    let made = 0;
    const make = () => ({ made: ++made });
    expect(madeOnce(dir, 'staging', make)).toEqual({ made: 1 });
    expect(madeOnce(dir, 'staging', make)).toEqual({ made: 1 });
    expect(madeOnce(dir, 'production', make)).toEqual({ made: 2 });
    expect(made).toBe(2);
  });

  it('waits while another process makes it, and takes that one rather than making its own', () => {
    const dir = aDir();
    // Another worker (this process stands in: it runs) holds the lock and has not written its result yet.
    writeFileSync(join(dir, 'staging.lock'), String(process.pid));
    const waits: number[] = [];
    const value = madeOnce(
      dir,
      'staging',
      () => {
        throw new Error('made twice');
      },
      {
        wait: (ms) => {
          waits.push(ms);
          // The other worker finishes while this one waits for the second time.
          if (waits.length === 2) writeFileSync(join(dir, 'staging.json'), JSON.stringify({ value: 'theirs' }));
        },
      },
    );
    expect(value).toBe('theirs');
    expect(waits).toEqual([50, 50]);
  });

  it('makes it itself when the process holding the lock died before writing its result', () => {
    const dir = aDir();
    writeFileSync(join(dir, 'staging.lock'), String(noProcess));
    expect(madeOnce(dir, 'staging', () => 'mine', { wait: neverWaits })).toBe('mine');
  });

  it('fails every asker with the first one’s error, without trying again', () => {
    const dir = aDir();
    let tries = 0;
    const make = () => {
      tries++;
      throw new Error('Context stage must be staging or production');
    };
    expect(() => madeOnce(dir, 'broken', make)).toThrow(/Making "broken" failed:\nError: Context stage must be/);
    expect(() => madeOnce(dir, 'broken', make, { wait: neverWaits })).toThrow(/Context stage must be/);
    expect(tries).toBe(1);
  });
});
