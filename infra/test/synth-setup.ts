/**
 * Global setup of the synth project: synthesizes each configuration in `synthConfigurations` once, before the
 * *.synth.test.ts files run, and hands them the cloud assemblies (`synthesized(name)` reads them).
 */
import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { type SynthConfigurationName, type SynthesizedFiles, synthConfigurations, synthToFiles } from './synth';

export default function setup(project: TestProject) {
  const started = Date.now();
  const names = Object.keys(synthConfigurations) as SynthConfigurationName[];
  const synthesized = Object.fromEntries(names.map((name) => [name, synthToFiles(name)])) as Record<
    SynthConfigurationName,
    SynthesizedFiles
  >;
  console.log(`synthesized ${names.length} configurations in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  project.provide('synthesized', synthesized);
  return () => {
    for (const { assemblyDir } of Object.values(synthesized)) rmSync(assemblyDir, { recursive: true, force: true });
  };
}
