/**
 * Global setup of the synth project: synthesizes each configuration in `synthConfigurations` once, before the
 * *.synth.test.ts files run, and hands them the cloud assemblies (`synthesized(name)` reads them).
 *
 * Vitest runs every project's global setup before any test file, so this one holds up the whole run: two child
 * processes share the configurations, one per core of the 2-core machine the suite is sized for (each loads the
 * CDK once, about two CPU seconds; this process loads none of it).
 */
import { type ChildProcess, fork } from 'node:child_process';
import { rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import type { SynthChildAnswer } from './synth-child';
import {
  type SynthConfiguration,
  type SynthConfigurationName,
  type SynthesizedFiles,
  synthConfigurations,
} from './synth-configurations';

const synthProcesses = Math.min(2, availableParallelism());

export default async function setup(project: TestProject) {
  const started = Date.now();
  // Those that bundle first: the site's build makes them the slowest.
  const queue = (Object.keys(synthConfigurations) as SynthConfigurationName[]).sort(
    (a, b) => Number(bundles(b)) - Number(bundles(a)),
  );
  const count = queue.length;
  const synthesized = {} as Record<SynthConfigurationName, SynthesizedFiles>;
  const removeAssemblies = () => {
    for (const { assemblyDir } of Object.values(synthesized)) rmSync(assemblyDir, { recursive: true, force: true });
  };
  const children = Array.from({ length: synthProcesses }, () =>
    fork(join(import.meta.dirname, 'synth-child.ts'), { execArgv: ['--import', 'tsx'] }),
  );
  try {
    await Promise.all(children.map((child) => synthesizeQueued(child, queue, synthesized)));
  } catch (error) {
    removeAssemblies();
    throw error;
  } finally {
    for (const child of children) child.kill();
  }
  console.log(
    `synthesized ${count} configurations in ${((Date.now() - started) / 1000).toFixed(1)} s (${synthProcesses} processes)`,
  );
  project.provide('synthesized', synthesized);
  return removeAssemblies;
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
