/**
 * Global setup of the synth project: synthesizes each configuration in `synthConfigurations` once, for the
 * *.synth.test.ts files, and hands them the cloud assemblies (`synthesized(name)` reads them).
 *
 * Vitest runs every project's global setup before any test file, so this one only starts the work and returns: two
 * child processes share the configurations (one per core of the 2-core machine the suite is sized for; each loads the
 * CDK once, about two CPU seconds, and this process loads none of it) while the other projects' tests run. When they
 * are done it writes the result where the synth files' setup file (synth-ready.ts) waits for it.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import type { SynthChildAnswer } from './synth-child';
import {
  type SynthConfiguration,
  type SynthConfigurationName,
  type SynthesisResult,
  type SynthesizedFiles,
  synthConfigurations,
} from './synth-configurations';

const synthProcesses = Math.min(2, availableParallelism());

export default function setup(project: TestProject) {
  const started = Date.now();
  const resultDir = mkdtempSync(join(tmpdir(), 'synth-result-'));
  const resultFile = join(resultDir, 'result.json');
  // Those that bundle first: the site's build makes them the slowest.
  const queue = (Object.keys(synthConfigurations) as SynthConfigurationName[]).sort(
    (a, b) => Number(bundles(b)) - Number(bundles(a)),
  );
  const count = queue.length;
  const synthesized = {} as Record<SynthConfigurationName, SynthesizedFiles>;
  const children = Array.from({ length: synthProcesses }, () =>
    fork(join(import.meta.dirname, 'synth-child.ts'), { execArgv: ['--import', 'tsx'] }),
  );
  const write = (result: SynthesisResult) => {
    // Whole or not at all: the files wait for the name.
    writeFileSync(`${resultFile}.partial`, JSON.stringify(result));
    renameSync(`${resultFile}.partial`, resultFile);
  };
  const finished = Promise.all(children.map((child) => synthesizeQueued(child, queue, synthesized)))
    .then(() => {
      console.log(
        `synthesized ${count} configurations in ${((Date.now() - started) / 1000).toFixed(1)} s (${synthProcesses} processes)`,
      );
      write({ synthesized });
    })
    .catch((error: Error) => write({ error: error.message }))
    .finally(() => {
      for (const child of children) child.kill();
    });
  project.provide('synthesisResult', resultFile);
  return async () => {
    for (const child of children) child.kill();
    await finished;
    for (const { assemblyDir } of Object.values(synthesized)) rmSync(assemblyDir, { recursive: true, force: true });
    rmSync(resultDir, { recursive: true, force: true });
  };
}

function bundles(name: SynthConfigurationName): boolean {
  const configuration: SynthConfiguration = synthConfigurations[name];
  return configuration.bundles === true;
}

/** Sends `child` the next configuration in `queue` each time it answers, until the queue is empty. */
function synthesizeQueued(
  child: ChildProcess,
  queue: SynthConfigurationName[],
  synthesized: Record<SynthConfigurationName, SynthesizedFiles>,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const next = () => {
      const name = queue.shift();
      if (name) child.send(name);
      else resolve();
    };
    child.on('message', (answer: SynthChildAnswer) => {
      if ('error' in answer) return reject(new Error(`Synthesizing "${answer.name}" failed:\n${answer.error}`));
      synthesized[answer.name] = answer.files;
      next();
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => reject(new Error(`A synthesizing child exited early (${code ?? signal})`)));
    next();
  });
}
